import { WIZARD_STEP_COUNT, WIZARD_STEPS } from '../copy';

/** 'Step N of 3' with a bar at step/3 (product.md §2) and the names of the steps. */
export function WizardProgress({ step }: { step: number }) {
  const label = `Step ${step} of ${WIZARD_STEP_COUNT}`;
  return (
    <div className="wizard-progress">
      <p className="wizard-progress-label" id="wizard-progress-label">
        {label}
      </p>
      <progress
        className="wizard-progress-bar"
        max={WIZARD_STEP_COUNT}
        value={step}
        aria-labelledby="wizard-progress-label"
      />
      <ol className="wizard-progress-steps">
        {WIZARD_STEPS.map((item, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'upcoming';
          return (
            <li
              key={item.short}
              className={`wizard-progress-step is-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="wizard-progress-dot" aria-hidden="true">
                {number}
              </span>
              <span>{item.short}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
