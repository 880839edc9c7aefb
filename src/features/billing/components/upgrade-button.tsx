import type { PaidPlanId } from '@contract/billing';
import { startCheckout } from '@/lib/api';
import { RedirectButton } from './redirect-button';

/** Opens Stripe Checkout for one plan. */
export function UpgradeButton({
  plan,
  name,
  navigateTo,
}: {
  plan: PaidPlanId;
  name: string;
  navigateTo: (url: string) => void;
}) {
  return (
    <RedirectButton
      open={() => startCheckout(plan)}
      navigateTo={navigateTo}
      label={`Upgrade to ${name}`}
    />
  );
}
