import { useState } from 'react';
import { BillingPage } from '@/features/billing/components/billing-page';
import { buildSampleInvoices, sampleNextBillingDate } from '@/features/billing/sample-data';
import { PlanCard, PlanGrid } from '@/features/pricing/components/plan-card';
import { findPlan, SAMPLE_CURRENT_PLAN_ID, SAMPLE_PLANS } from '@/features/pricing/sample-plans';

export default function BillingRoute() {
  const currentPlan = findPlan(SAMPLE_CURRENT_PLAN_ID);
  const [invoices] = useState(() => buildSampleInvoices(currentPlan));
  return (
    <BillingPage
      currentPlan={currentPlan}
      nextBillingDate={sampleNextBillingDate()}
      invoices={invoices}
      plans={
        <PlanGrid>
          {SAMPLE_PLANS.map((plan) => {
            const isCurrent = plan.id === currentPlan.id;
            return (
              <PlanCard
                key={plan.id}
                plan={plan}
                headingLevel={3}
                isCurrent={isCurrent}
                action={
                  <button
                    type="button"
                    className={`btn ${isCurrent ? 'btn-secondary' : 'btn-primary'}`}
                    disabled
                    aria-label={isCurrent ? undefined : `Switch to ${plan.name} (coming soon)`}
                  >
                    {isCurrent ? 'Example current plan' : `Switch to ${plan.name}`}
                  </button>
                }
              />
            );
          })}
        </PlanGrid>
      }
    />
  );
}
