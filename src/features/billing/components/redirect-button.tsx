import { useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { mayCall, useRole } from '@/lib/business-role';

interface RedirectButtonProps {
  /** Asks the server for the payment provider's page. */
  open: () => Promise<string>;
  /** Leaves the app for that page (the route passes the browser's own navigation). */
  navigateTo: (url: string) => void;
  label: string;
  pendingLabel?: string;
  className?: string;
  ariaLabel?: string;
}

/**
 * A button that asks the server for a Stripe page (Checkout or the customer portal) and
 * goes there; it says so while it waits, and says why when it could not.
 */
export function RedirectButton({
  open,
  navigateTo,
  label,
  pendingLabel = 'Opening…',
  className = 'btn btn-primary',
  ariaLabel,
}: RedirectButtonProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Checkout and the portal are the Owner's alone (ADR 0061); both share one rule.
  const mayPay = mayCall(useRole(), 'startCheckout');
  const go = async () => {
    setPending(true);
    setError(null);
    try {
      navigateTo(await open());
    } catch (failure) {
      setError(
        failure instanceof ApiError ? failure.message : 'Something went wrong. Please try again.',
      );
      setPending(false);
    }
  };
  return (
    <div className="billing-redirect">
      <button
        type="button"
        className={className}
        onClick={() => void go()}
        disabled={pending || !mayPay}
        aria-label={pending ? undefined : ariaLabel}
      >
        {pending ? pendingLabel : label}
      </button>
      {mayPay ? null : (
        <p className="billing-error">Only the business's Owner can change billing.</p>
      )}
      {error ? (
        <p className="billing-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
