import { QueryClientProvider } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api-error';
import { queryClient } from '@/lib/query-client';
import { useResendVerification } from '../api/verify-email';
import { AUTH_COPY } from '../copy';
import './verify-email-banner.css';

function Banner({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <section className="verify-banner" aria-label={AUTH_COPY.verifyTitle}>
      <div className="container verify-banner-inner">
        <p className="verify-banner-text">{AUTH_COPY.verifyBanner(email)}</p>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {resend.isPending ? AUTH_COPY.resendPending : AUTH_COPY.resendButton}
        </button>
        <p className="verify-banner-outcome" role="status">
          {resend.isSuccess ? AUTH_COPY.resendSent : null}
          {resend.error
            ? errorMessage(resend.error, { network: AUTH_COPY.resendNetworkError })
            : null}
        </p>
      </div>
    </section>
  );
}

/**
 * Asks a signed-in user whose address is unproven to open the link we e-mailed, with a
 * way to have it sent again. A chunk of its own: most users never see it.
 */
export function VerifyEmailBanner({ email }: { email: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Banner email={email} />
    </QueryClientProvider>
  );
}
