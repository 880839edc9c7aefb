import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { OnboardingData } from '@contract/onboarding';
import { paths } from '@/config/paths';
import { Spinner } from '@/components/spinner';
import { ONBOARDING_COPY } from '../copy';
import '../onboarding.css';

export function CheckingProfile() {
  return (
    <div className="container page">
      <h1 className="visually-hidden">Brand setup</h1>
      <Spinner label={ONBOARDING_COPY.checking} />
    </div>
  );
}

/** The status check failed: the user can go on, or set up their brand anyway. */
export function OnboardingStatusError({
  onStartSetup,
  onContinue,
  detail = null,
}: {
  onStartSetup: () => void;
  onContinue: () => void;
  /** What went wrong (product.md §8 onboarding texts), under the status line. */
  detail?: string | null;
}) {
  return (
    <div className="container page">
      <section className="card status-card" aria-labelledby="onboarding-status-title">
        <h1 id="onboarding-status-title">Brand setup</h1>
        <p className="alert alert-error" role="alert">
          {ONBOARDING_COPY.statusError}
          {detail ? <span className="status-error-detail">{detail}</span> : null}
        </p>
        <div className="status-actions">
          <Link to={paths.dashboard} className="btn btn-primary" onClick={onContinue}>
            {ONBOARDING_COPY.continueToDashboard}
          </Link>
          <button type="button" className="btn btn-secondary" onClick={onStartSetup}>
            Set up my brand
          </button>
        </div>
      </section>
    </div>
  );
}

/** Brand setup opened on purpose by a user who has already completed it. */
export function OnboardingComplete({
  profile,
  onUpdate,
}: {
  profile: OnboardingData | null;
  onUpdate: () => void;
}) {
  const business = profile?.business;
  const details = [business?.industry, business?.city].filter(Boolean).join(' · ');
  return (
    <div className="container page">
      <section className="card status-card" aria-labelledby="onboarding-status-title">
        <span className="status-badge" aria-hidden="true">
          ✓
        </span>
        <h1 id="onboarding-status-title">Your brand is set up</h1>
        {business ? (
          <p className="status-business">
            <strong>{business.name}</strong>
            {details ? <span className="muted"> — {details}</span> : null}
          </p>
        ) : null}
        <p className="muted">
          Your posts already use this profile. Update it whenever your business changes.
        </p>
        <div className="status-actions">
          <Link to={paths.dashboard} className="btn btn-primary">
            {ONBOARDING_COPY.goToDashboard}
          </Link>
          <button type="button" className="btn btn-secondary" onClick={onUpdate}>
            {ONBOARDING_COPY.updateBrandSetup}
          </button>
        </div>
      </section>
    </div>
  );
}

/**
 * The dashboard of a user who went on after a failed status check: says why the brand
 * profile is missing and offers to read it again.
 */
export function OnboardingLoadError({
  message,
  onRetry,
}: {
  message: string;
  onRetry: () => Promise<void>;
}) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    if (retrying) return;
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <div className="alert alert-error onboarding-load-error" role="alert">
      <p>{message}</p>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        aria-disabled={retrying}
        onClick={() => void retry()}
      >
        {retrying ? ONBOARDING_COPY.retrying : ONBOARDING_COPY.retry}
      </button>
    </div>
  );
}
