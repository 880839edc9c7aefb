import { ONBOARDING_COPY } from '../copy';

interface WizardStepButtonsProps {
  step: number;
  isLastStep: boolean;
  hasName: boolean;
  /** Finish waits for the save and for every upload. */
  finishDisabled: boolean;
  onBack: () => void;
}

/** Back (after step 1), then Next, or Finish Setup on the last step; both submit the form. */
export function WizardStepButtons(props: WizardStepButtonsProps) {
  const { step, isLastStep, hasName, finishDisabled, onBack } = props;
  return (
    <div className="wizard-nav">
      {step > 1 ? (
        <button type="button" className="btn btn-secondary" onClick={onBack}>
          Back
        </button>
      ) : null}
      {/* Distinct keys: the browser must not treat Next's click as Finish's. */}
      {isLastStep ? (
        <button key="finish" type="submit" className="btn btn-primary" disabled={finishDisabled}>
          {ONBOARDING_COPY.finishSetup}
        </button>
      ) : (
        <button key="next" type="submit" className="btn btn-primary" disabled={!hasName}>
          Next
        </button>
      )}
    </div>
  );
}
