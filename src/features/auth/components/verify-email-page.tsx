import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/api-error';
import { useVerifyEmail } from '../api/verify-email';
import { useAuth } from '../auth-context';
import { AUTH_COPY } from '../copy';
import { linkToken } from '../link-token';
import '@/components/error-card.css';

/** /verify-email#token=...: proves the address with the e-mailed link and says how it went. */
export function VerifyEmailPage() {
  const token = linkToken(useLocation().hash);
  const verify = useVerifyEmail();
  const { user, signIn } = useAuth();
  const sent = useRef(false);

  useEffect(() => {
    // A link works once: never send it twice, even when effects run twice in development.
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  useEffect(() => {
    const email = verify.data?.email;
    if (email && user?.email === email && user.email_verified !== true) {
      signIn({ ...user, email_verified: true });
    }
  }, [verify.data, user, signIn]);

  let body;
  if (!token) {
    body = (
      <p role="alert" className="muted">
        {AUTH_COPY.verifyMissing}
      </p>
    );
  } else if (verify.isSuccess) {
    body = <p role="status">{AUTH_COPY.verifyDone(verify.data.email)}</p>;
  } else if (verify.isError) {
    body = (
      <p role="alert" className="muted">
        {errorMessage(verify.error, { network: AUTH_COPY.verifyNetworkError })}
      </p>
    );
  } else {
    body = <Spinner label={AUTH_COPY.verifyChecking} />;
  }

  return (
    <div className="container page">
      <div className="card status-card">
        <h1>{AUTH_COPY.verifyTitle}</h1>
        {body}
        {verify.isSuccess || verify.isError || !token ? (
          <div className="row status-card-actions">
            <Link className="btn btn-primary" to={user ? paths.dashboard : paths.home}>
              {user ? AUTH_COPY.goToDashboard : 'Return to Home'}
            </Link>
          </div>
        ) : null}
      </div>
    </div>
  );
}
