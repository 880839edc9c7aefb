import { BillingPage } from '@/features/billing/components/billing-page';
import { UpgradeButton } from '@/features/billing/components/upgrade-button';
import { PlanCard, PlanGrid } from '@/features/pricing/components/plan-card';
import { SAMPLE_PLANS } from '@/features/pricing/sample-plans';
import { useSearchParams } from 'react-router-dom';
import { checkoutPending, useBilling } from '@/lib/billing';
import { useOptionalUser } from '@/lib/current-user';

export default function BillingRoute() {
  const [search] = useSearchParams();
  const backFromCheckout = search.get('checkout') === 'done';
  const query = useBilling({ awaitingCheckout: backFromCheckout });
  const user = useOptionalUser();
  return (
    <BillingPage
      signedIn={user !== null}
      confirmingCheckout={backFromCheckout && checkoutPending(query.data)}
      navigateTo={(url) => window.location.assign(url)}
      query={query}
      plans={(billing, navigateTo) => (
        <PlanGrid>
          {SAMPLE_PLANS.filter((plan) => billing.plansOnSale.includes(plan.id)).map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              headingLevel={3}
              action={<UpgradeButton plan={plan.id} name={plan.name} navigateTo={navigateTo} />}
            />
          ))}
        </PlanGrid>
      )}
    />
  );
}
