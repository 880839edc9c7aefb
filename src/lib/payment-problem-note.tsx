import { Link } from 'react-router-dom';
import type { BillingResponse } from '@contract/billing';
import { paths } from '@/config/paths';
import { useBilling } from './billing';

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(iso),
  );

/** The words of the failed-payment notice; null when there is nothing to say. */
export function paymentProblemNote(billing: BillingResponse | undefined): string | null {
  if (!billing?.enabled || !billing.paymentProblem) return null;
  return `Your last payment did not go through. Your plan stays as it is until ${longDate(billing.paymentProblem.graceEndsAt)}; update your card before then to keep it. Drafts and scheduled posts are never affected.`;
}

/**
 * A failed payment, told where the owner looks first (ADR 0055): the dashboard, with the way
 * to the Billing page, where the card is updated. Nothing with billing off or all paid.
 */
export function PaymentProblemNote() {
  const { data } = useBilling();
  const note = paymentProblemNote(data);
  if (!note) return null;
  return (
    <div className="alert alert-warning payment-problem-note" role="alert">
      <p>
        {note} <Link to={paths.billing}>Update card in Billing</Link>
      </p>
    </div>
  );
}
