import type { ReactNode } from 'react';
import { ComingSoonBadge, PreviewNotice } from '@/components/preview-notice';
import { SAMPLE_PAYMENT_METHOD, type BilledPlan, type Invoice } from '../sample-data';
import { PaymentHistory } from './payment-history';
import './billing.css';

interface BillingPageProps {
  currentPlan: BilledPlan;
  nextBillingDate: Date;
  invoices: readonly Invoice[];
  /** The plan cards, from the shared plan catalogue. */
  plans: ReactNode;
}

const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

function isoDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** product.md §2's billing screen as a labelled preview: example data, no action pretends. */
export function BillingPage({ currentPlan, nextBillingDate, invoices, plans }: BillingPageProps) {
  return (
    <div className="container page billing">
      <header className="page-header">
        <h1>Billing</h1>
        <p>Your plan, payment method and invoices.</p>
      </header>
      <PreviewNotice>
        Smart Suite is free while paid plans are being built: you have no plan, card or invoice with
        us. This page shows what billing will look like.
      </PreviewNotice>

      <section className="card billing-summary" aria-labelledby="billing-current-title">
        <div className="billing-summary-plan">
          <h2 id="billing-current-title" className="billing-eyebrow">
            Current plan
          </h2>
          <p className="billing-plan-name">{currentPlan.name}</p>
          <p className="billing-plan-price">
            ${currentPlan.price}
            <span> per {currentPlan.interval}</span>
          </p>
        </div>
        <dl className="billing-facts">
          <div>
            <dt>Next billing date</dt>
            <dd>
              <time dateTime={isoDay(nextBillingDate)}>{longDate.format(nextBillingDate)}</time>
            </dd>
          </div>
          <div>
            <dt>Payment method</dt>
            <dd>
              {SAMPLE_PAYMENT_METHOD.brand} ending in {SAMPLE_PAYMENT_METHOD.last4}
              <span className="billing-expiry"> · expires {SAMPLE_PAYMENT_METHOD.expires}</span>
            </dd>
          </div>
        </dl>
        <div className="billing-summary-actions">
          <button type="button" className="btn btn-secondary" disabled>
            Update payment method
          </button>
          <ComingSoonBadge />
        </div>
      </section>

      <section className="billing-plans" aria-labelledby="billing-plans-title">
        <h2 id="billing-plans-title">Change plan</h2>
        {plans}
      </section>

      <PaymentHistory invoices={invoices} />
    </div>
  );
}
