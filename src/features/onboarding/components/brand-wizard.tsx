import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { User } from '@contract/auth';
import { paths } from '@/config/paths';
import { LoadingOverlay } from '@/components/loading-overlay';
import { composeAiPrompt } from '../ai-prompt';
import { saveErrorText, useSaveOnboarding } from '../api/save-onboarding';
import { brandUploadMutationKey } from '../api/upload-brand-files';
import { ONBOARDING_COPY, WIZARD_STEP_COUNT, WIZARD_STEPS } from '../copy';
import { useOnboarding } from '../onboarding-context';
import { storeOnboardingLocally } from '../onboarding-storage';
import { toOnboardingData, type WizardValues } from '../wizard-values';
import { StepBrandAssets } from './step-brand-assets';
import { StepBusiness } from './step-business';
import { StepContentPrefs } from './step-content-prefs';
import { StepWhatYouSell } from './step-what-you-sell';
import { useWhatYouSellStep } from './use-what-you-sell-step';
import { WizardStepButtons } from './wizard-step-buttons';
import { WizardProgress } from './wizard-progress';
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
  const name = useWatch({ control: form.control, name: 'business.name' });
  const hasName = name.trim().length > 0;
  // Later steps need a name: after a reload on ?step=3 the form starts empty again.
  const step = hasName ? (requestedStep ?? 1) : 1;
  const isLastStep = step === WIZARD_STEP_COUNT;

  const navigate = useNavigate();
  const { refresh, deferSetup } = useOnboarding();
  const save = useSaveOnboarding();
  const isUploading = useIsMutating({ mutationKey: brandUploadMutationKey }) > 0;
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);
  const shownStep = useRef(step);

  useEffect(() => {
    if (requestedStep !== null && requestedStep !== step) goToStep(step, { replace: true });
  }, [requestedStep, step, goToStep]);

  // A new step is new content: move focus to its heading, as a page change would.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headings.current[step - 1]?.focus();
  }, [step]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!isLastStep) {
      if (hasName) goToStep(step + 1);
      return;
    }
    const data = toOnboardingData(values);
    try {
      await save.mutateAsync({ user, data });
    } catch {
      return; // shown from save.error; the form keeps everything typed
    }
    storeOnboardingLocally(data, composeAiPrompt(data));
    await refresh();
    // A first setup is offered the optional "what you sell" step before the dashboard.
    if (updating) await navigate(paths.dashboard);
    else whatYouSell.ask();
  });

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
            {WIZARD_STEPS.map((item, index) => (
              <section
                key={item.short}
                className="wizard-step"
                hidden={index + 1 !== step}
                aria-labelledby={`wizard-step-${index + 1}-title`}
              >
                <h2
                  id={`wizard-step-${index + 1}-title`}
                  className="wizard-step-title"
                  tabIndex={-1}
                  ref={(element) => {
                    headings.current[index] = element;
                  }}
                >
                  {item.title}
                </h2>
                {stepContent[index]}
              </section>
            ))}

            {save.isError ? (
              <div className="alert alert-error" role="alert">
                {saveErrorText(save.error)}
              </div>
            ) : null}

            {isLastStep && isUploading ? (
              <p className="field-hint wizard-waiting" role="status">
                Waiting for your uploads to finish...
              </p>
            ) : null}

            <div className="wizard-actions">
              <button
                type="button"
                className="btn btn-ghost wizard-skip"
                onClick={() => {
                  deferSetup();
                  void navigate(paths.dashboard);
                }}
              >
                {ONBOARDING_COPY.skip}
              </button>
              <WizardStepButtons
                step={step}
                isLastStep={isLastStep}
                hasName={hasName}
                finishDisabled={save.isPending || isUploading}
                onBack={() => goToStep(step - 1)}
              />
            </div>
          </form>
        </FormProvider>
      </div>

      {save.isPending || save.isSuccess ? (
        <LoadingOverlay message={ONBOARDING_COPY.saving} />
      ) : null}
    </div>
  );
}
