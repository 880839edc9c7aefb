import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ONBOARDING_COPY } from '../copy';
import { useOnboarding } from '../onboarding-context';
import { WizardStepButtons } from './wizard-step-buttons';

interface WizardFooterProps {
  step: number;
  isLastStep: boolean;
  hasName: boolean;
  /** Why the last save failed, or null. */
  saveError: string | null;
  isSaving: boolean;
  isUploading: boolean;
  onBack: () => void;
}

/** Below the steps: why saving failed, the wait for uploads, Skip, and Back / Next / Finish. */
export function WizardFooter(props: WizardFooterProps) {
  const { step, isLastStep, hasName, saveError, isUploading } = props;
  const navigate = useNavigate();
  const { deferSetup } = useOnboarding();
  return (
    <>
      {saveError !== null ? (
        <div className="alert alert-error" role="alert">
          {saveError}
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
          finishDisabled={props.isSaving || isUploading}
          onBack={props.onBack}
        />
      </div>
    </>
  );
}
