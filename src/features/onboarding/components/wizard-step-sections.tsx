import type { ReactNode, RefObject } from 'react';
import { WIZARD_STEPS } from '../copy';

interface WizardStepSectionsProps {
  step: number;
  /** Each step's content, in order. */
  steps: readonly ReactNode[];
  headings: RefObject<(HTMLHeadingElement | null)[]>;
}

/** Every step stays mounted, the others hidden, so nothing typed is lost between steps. */
export function WizardStepSections({ step, steps, headings }: WizardStepSectionsProps) {
  return WIZARD_STEPS.map((item, index) => (
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
      {steps[index]}
    </section>
  ));
}
