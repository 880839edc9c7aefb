import { Navigate } from 'react-router-dom';
import type { User } from '@contract/auth';
import { paths } from '@/config/paths';
import { useOnboarding } from '../onboarding-context';
import { useOnboardingSearch } from '../use-onboarding-search';
import { emptyWizardValues, valuesFromProfile } from '../wizard-values';
import { BrandWizard } from './brand-wizard';
import { CheckingProfile, OnboardingComplete, OnboardingStatusError } from './status-views';

/**
 * /onboarding (product.md §2): checks the status, then shows the wizard to a user who needs
 * it, sends a user who has a profile on to the dashboard, and shows the completed
 * state only to one who opened brand setup on purpose (`?intent=update`).
 */
export function OnboardingPage({ user }: { user: User }) {
  const { status, hasError, errorText, profile, deferSetup } = useOnboarding();
  const { requestedStep, wantsUpdate, goToStep } = useOnboardingSearch();

  if (status === 'loading' || status === 'signed-out') return <CheckingProfile />;

  const wizardOpen = requestedStep !== null || (status === 'needed' && !hasError);
  if (wizardOpen) {
    return (
      <BrandWizard
        user={user}
        initialValues={profile ? valuesFromProfile(profile) : emptyWizardValues()}
        isUpdate={profile !== null}
        requestedStep={requestedStep}
        goToStep={goToStep}
      />
    );
  }
  if (hasError && !profile) {
    return (
      <OnboardingStatusError
        onStartSetup={() => goToStep(1)}
        onContinue={deferSetup}
        detail={errorText}
      />
    );
  }
  if (!wantsUpdate) return <Navigate to={paths.dashboard} replace />;
  return <OnboardingComplete profile={profile} onUpdate={() => goToStep(1)} />;
}
