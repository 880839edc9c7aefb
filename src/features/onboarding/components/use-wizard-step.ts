import { useEffect, useRef } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { WIZARD_STEP_COUNT } from '../copy';
import type { WizardValues } from '../wizard-values';

/** The step shown (the URL's, once a name is typed), kept in the URL, its heading focused. */
export function useWizardStep(
  control: Control<WizardValues>,
  requestedStep: number | null,
  goToStep: (step: number, options?: { replace?: boolean }) => void,
) {
  const name = useWatch({ control, name: 'business.name' });
  const hasName = name.trim().length > 0;
  // Later steps need a name: after a reload on ?step=3 the form starts empty again.
  const step = hasName ? (requestedStep ?? 1) : 1;
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

  return { hasName, step, isLastStep: step === WIZARD_STEP_COUNT, headings };
}
