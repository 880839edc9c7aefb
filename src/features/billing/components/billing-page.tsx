import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BillingOn, BillingResponse } from '@contract/billing';
import { openBillingPortal } from '@/lib/api';
import { PaymentHistory } from './payment-history';
import { RedirectButton } from './redirect-button';
import './billing.css';

export const BILLING_OFF_TEXT =
  'This installation has no billing: nothing is limited and there is nothing to pay.';

export const PLAN_NAMES = {
  free: 'Free',
  starter: 'Starter',
  professional: 'Professional',
  enterprise: 'Enterprise',
} as const;

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(iso),
  );

function PaymentProblem({ billing, navigateTo }: { billing: BillingOn; navigateTo: Navigate }) {
  if (!billing.paymentProblem) return null;
  return (
    <div className="billing-problem" role="alert">
      <p>
        <strong>Your last payment did not go through.</strong> Your plan stays as it is until{' '}
        {longDate(billing.paymentProblem.graceEndsAt)}; update your card before then to keep it.
        Drafts and scheduled posts are never affected.
      </p>
      <RedirectButton open={openBillingPortal} navigateTo={navigateTo} label="Update card" />
    </div>
  );
}

function postsText({ used, limit, resetsAt }: BillingOn['posts']) {
  if (limit === null) return `${used} written, no limit`;
  if (resetsAt === null) return `${used} of ${limit} free posts used`;
  return `${used} of ${limit} posts used this month`;
}

function CurrentPlan({ billing, navigateTo }: { billing: BillingOn; navigateTo: Navigate }) {
  return (
    <section className="card billing-summary" aria-labelledby="billing-current-title">
      <div className="billing-summary-plan">
        <h2 id="billing-current-title" className="billing-eyebrow">
          Current plan
        </h2>
        <p className="billing-plan-name">{PLAN_NAMES[billing.plan]}</p>
      </div>
      <dl className="billing-facts">
        {billing.renewsAt && billing.plan !== 'free' ? (
          <div>
            <dt>{billing.cancelAtPeriodEnd ? 'Ends on' : 'Renews on'}</dt>
            <dd>
              <time dateTime={billing.renewsAt}>{longDate(billing.renewsAt)}</time>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Posts</dt>
          <dd>{postsText(billing.posts)}</dd>
        </div>
      </dl>
      {billing.status && billing.status !== 'canceled' ? (
        <div className="billing-summary-actions">
          <RedirectButton
            open={openBillingPortal}
            navigateTo={navigateTo}
            label="Manage billing"
            className="btn btn-secondary"
            ariaLabel="Manage billing: card, plan change or cancelling"
          />
        </div>
      ) : null}
    </section>
  );
}

type Navigate = (url: string) => void;

interface BillingPageProps {
  signedIn: boolean;
  /** Back from Checkout, the payment not yet confirmed to the server by Stripe. */
  confirmingCheckout?: boolean;
  /** Leaves the app for Stripe's Checkout or portal page. */
  navigateTo: Navigate;
  query: Pick<UseQueryResult<BillingResponse>, 'data' | 'isPending' | 'isError' | 'refetch'>;
  /** The plan cards to upgrade from, from the shared plan catalogue. */
  plans: (billing: BillingOn, navigateTo: Navigate) => ReactNode;
}

function BillingBody({
  signedIn,
  confirmingCheckout = false,
  navigateTo,
  query,
  plans,
}: BillingPageProps) {
  if (!signedIn) return <p>Log in to see your plan and invoices.</p>;
  if (query.isPending) return <p role="status">Loading billing…</p>;
  if (query.isError || !query.data) {
    return (
      <div className="billing-problem" role="alert">
        <p>Billing could not be loaded.</p>
        <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
          Retry
        </button>
      </div>
    );
  }
  const billing = query.data;
  if (!billing.enabled) {
    return (
      <section className="card billing-off" aria-labelledby="billing-off-title">
        <h2 id="billing-off-title">No billing here</h2>
        <p>{BILLING_OFF_TEXT}</p>
      </section>
    );
  }
  return (
    <>
      {confirmingCheckout ? (
        <p className="alert alert-success" role="status">
          Thank you. Stripe is confirming your payment; your new plan shows here in a moment.
        </p>
      ) : null}
      <PaymentProblem billing={billing} navigateTo={navigateTo} />
      <CurrentPlan billing={billing} navigateTo={navigateTo} />
      {billing.plan === 'free' && billing.plansOnSale.length > 0 && !confirmingCheckout ? (
        <section className="billing-plans" aria-labelledby="billing-plans-title">
          <h2 id="billing-plans-title">Upgrade</h2>
          {plans(billing, navigateTo)}
        </section>
      ) : null}
      <PaymentHistory invoices={billing.invoices} />
    </>
  );
}

/** The business's plan, its renewal and its invoices from Stripe, or that billing is off. */
export function BillingPage(props: BillingPageProps) {
  return (
    <div className="container page billing">
      <header className="page-header">
        <h1>Billing</h1>
        <p>Your plan, payment method and invoices.</p>
      </header>
      <BillingBody {...props} />
    </div>
  );
}
