import { Link } from 'react-router-dom';
import { MONTH_NAMES } from '@core/schedule/month-names';
import { paths } from '@/config/paths';
import { usePlansToReview } from '@/lib/plans-to-review';

/**
 * The month plans whose posts still wait for the owner, each a way back into its review:
 * leaving the plan page does not lose the month.
 */
export function PlansToReview({ userEmail }: { userEmail: string | null }) {
  const plans = usePlansToReview(userEmail);
  if (plans.length === 0) return null;
  return (
    <section className="card plans-to-review" aria-labelledby="plans-to-review-heading">
      <h2 id="plans-to-review-heading">Plans to review</h2>
      <ul>
        {plans.map((plan) => (
          <li key={plan.planId}>
            <Link to={`${paths.planMonth}?plan=${encodeURIComponent(plan.planId)}`}>
              {MONTH_NAMES[Number(plan.month.slice(5, 7)) - 1]}: {plan.count} to review
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
