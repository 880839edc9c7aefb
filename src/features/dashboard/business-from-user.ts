import type { User } from '@contract/auth';
import { EMPLOYEE_RANGES } from '@contract/constants';
import type { OnboardingData } from '@contract/onboarding';

const isEmployeeRange = (value: string): value is (typeof EMPLOYEE_RANGES)[number] =>
  (EMPLOYEE_RANGES as readonly string[]).includes(value);

/** What the dashboard can say about a business before brand setup is finished. */
export function businessFromUser(user: User): OnboardingData['business'] {
  const employees = user.employees ?? '';
  return {
    name: user.business_name || 'Your business',
    industry: user.industry ?? '',
    city: user.location ?? '',
    employees: isEmployeeRange(employees) ? employees : '',
  };
}
