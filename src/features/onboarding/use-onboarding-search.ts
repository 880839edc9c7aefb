import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { onboardingParams } from '@/config/paths';
import { WIZARD_STEP_COUNT } from './copy';

function parseStep(text: string | null): number | null {
  if (text === null) return null;
  const step = Number.parseInt(text, 10);
  if (!Number.isFinite(step)) return 1;
  return Math.min(Math.max(step, 1), WIZARD_STEP_COUNT);
}

/**
 * The brand setup page's state in its URL: the wizard step (so the browser's Back
 * button moves between steps) and whether the user came on purpose to update.
 */
export function useOnboardingSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedStep = parseStep(searchParams.get(onboardingParams.step));
  const wantsUpdate = searchParams.get(onboardingParams.intent) === onboardingParams.update;

  const goToStep = useCallback(
    (step: number, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(onboardingParams.step, String(step));
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setSearchParams],
  );

  return { requestedStep, wantsUpdate, goToStep };
}
