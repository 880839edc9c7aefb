import { useNavigate } from 'react-router-dom';
import type { UseFormReturn } from 'react-hook-form';
import type { User } from '@contract/auth';
import { paths } from '@/config/paths';
import { composeAiPrompt } from '../ai-prompt';
import { useSaveOnboarding } from '../api/save-onboarding';
import { useOnboarding } from '../onboarding-context';
import { storeOnboardingLocally } from '../onboarding-storage';
import { toOnboardingData, type WizardValues } from '../wizard-values';

interface WizardSubmitOptions {
  form: UseFormReturn<WizardValues>;
  user: User;
  updating: boolean;
  step: number;
  isLastStep: boolean;
  hasName: boolean;
  goToStep: (step: number) => void;
  /** Offers the optional "what you sell" step after a first setup. */
  askWhatYouSell: () => void;
}

/** Next on the earlier steps; on the last, the profile saved and the owner sent on. */
export function useWizardSubmit(options: WizardSubmitOptions) {
  const { form, user, updating, step, isLastStep, hasName, goToStep } = options;
  const navigate = useNavigate();
  const { refresh } = useOnboarding();
  const save = useSaveOnboarding();

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
    else options.askWhatYouSell();
  });

  return { onSubmit, save };
}
