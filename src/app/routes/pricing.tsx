import { SiteLink } from '@/lib/site-navigation';
import { useOptionalUser } from '@/features/auth/auth-context';
import { useAuthModal } from '@/features/auth/auth-modal-context';
import { PlanCard, PlanGrid } from '@/features/pricing/components/plan-card';
import { SAMPLE_PLANS } from '@/features/pricing/sample-plans';
import { PricingPage } from '@/features/pricing/components/pricing-page';
import { paths } from '@/config/paths';

export default function PricingRoute() {
  const user = useOptionalUser();
  const { openSignup } = useAuthModal();
  return (
    <PricingPage
      plans={
        <PlanGrid>
          {SAMPLE_PLANS.map((plan) => {
            const style = plan.recommended ? 'btn btn-primary' : 'btn btn-secondary';
            return (
              <PlanCard
                key={plan.id}
                plan={plan}
                headingLevel={2}
                action={
                  user ? (
                    <SiteLink className={style} to={paths.billing}>
                      Choose {plan.name}
                    </SiteLink>
                  ) : (
                    <button type="button" className={style} onClick={openSignup}>
                      Choose {plan.name}
                    </button>
                  )
                }
              />
            );
          })}
        </PlanGrid>
      }
    />
  );
}
