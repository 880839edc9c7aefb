import { paths } from '@/config/paths';
import { useUser } from '@/features/auth/auth-context';
import { RequireAuth } from '@/features/auth/require-auth';
import { PlanMonthPage } from '@/features/plan-month/components/plan-month-page';
import { todayIn } from '@/features/schedule/calendar-posts';
import { useBusinessTimeZone } from '@/lib/business-time-zone';

function PlanMonth() {
  const email = useUser().email ?? '';
  const { timeZone } = useBusinessTimeZone(email || null);
  return (
    <PlanMonthPage userEmail={email} today={todayIn(timeZone)} calendarPath={paths.schedule} />
  );
}

export default function PlanMonthRoute() {
  return (
    <RequireAuth>
      <PlanMonth />
    </RequireAuth>
  );
}
