import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { User } from '@contract/auth';
import { paths } from '@/config/paths';
import { LoadingOverlay } from '@/components/loading-overlay';
import { saveErrorText } from '../api/save-onboarding';
import { brandUploadMutationKey } from '../api/upload-brand-files';
import { ONBOARDING_COPY } from '../copy';
import type { WizardValues } from '../wizard-values';
import { StepBrandAssets } from './step-brand-assets';
import { StepBusiness } from './step-business';
import { StepContentPrefs } from './step-content-prefs';
import { StepWhatYouSell } from './step-what-you-sell';
import { useWhatYouSellStep } from './use-what-you-sell-step';
import { useWizardStep } from './use-wizard-step';
import { useWizardSubmit } from './use-wizard-submit';
import { WizardFooter } from './wizard-footer';
import { WizardProgress } from './wizard-progress';
import { WizardStepSections } from './wizard-step-sections';
import '../onboarding.css';

interface BrandWizardProps {
  user: User;
  initialValues: WizardValues;
  /** Updating a saved profile rather than setting one up. */
  isUpdate: boolean;
  /** The step in the URL, or null when it names none. */
  requestedStep: number | null;
  goToStep: (step: number, options?: { replace?: boolean }) => void;
}

/**
 * The three-step brand setup. One form holds every step's fields and every step stays
 * mounted (the others hidden), so nothing typed or uploaded is lost on Back, Next, the
 * browser's Back button or a failed save.
 */
export function BrandWizard({
  user,
  initialValues,
  isUpdate,
  requestedStep,
  goToStep,
}: BrandWizardProps) {
  const form = useForm<WizardValues>({ defaultValues: initialValues });
  // Fixed at mount: saving refreshes the profile, and the heading must not flip mid-save.
  const [updating] = useState(isUpdate);
  const whatYouSell = useWhatYouSellStep();
  const { hasName, step, isLastStep, headings } = useWizardStep(
    form.control,
    requestedStep,
    goToStep,
  );
  const navigate = useNavigate();
  const { onSubmit, save } = useWizardSubmit({
    form,
    user,
    updating,
    step,
    isLastStep,
    hasName,
    goToStep,
    askWhatYouSell: whatYouSell.ask,
  });
  const isUploading = useIsMutating({ mutationKey: brandUploadMutationKey }) > 0;

  if (whatYouSell.isAsking) {
    return (
      <StepWhatYouSell
        fromWebsite={whatYouSell.fromWebsite}
        onDone={() => void navigate(paths.dashboard)}
      />
    );
  }

  const stepContent = [
    <StepBusiness key="business" onWebsiteAccepted={whatYouSell.keepFromWebsite} />,
    <StepBrandAssets key="brand" user={user} />,
    <StepContentPrefs key="content" />,
  ];

  return (
    <div className="container page onboarding-page">
      <header className="page-header">
        <h1>{updating ? 'Update your brand' : 'Set up your brand'}</h1>
        <p>
          Three short steps so every post sounds like you and looks like your brand. You can change
          any of it later.
        </p>
      </header>

      <div className="card wizard-card">
        <WizardProgress step={step} />
        <FormProvider {...form}>
          <form className="wizard-form" noValidate onSubmit={(event) => void onSubmit(event)}>
            <WizardStepSections step={step} steps={stepContent} headings={headings} />
            <WizardFooter
              step={step}
              isLastStep={isLastStep}
              hasName={hasName}
              saveError={save.isError ? saveErrorText(save.error) : null}
              isSaving={save.isPending}
              isUploading={isUploading}
              onBack={() => goToStep(step - 1)}
            />
          </form>
        </FormProvider>
      </div>

      {save.isPending || save.isSuccess ? (
        <LoadingOverlay message={ONBOARDING_COPY.saving} />
      ) : null}
    </div>
  );
}
