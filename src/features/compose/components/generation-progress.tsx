import type { GenerationProgress as Progress, GenerationStep } from '../compose-types';

const STEP_LABELS: Record<GenerationStep, string> = {
  text: 'Writing your post',
  image: 'Creating your image',
  upload: 'Uploading your image',
  save: 'Saving your draft',
};

type StepState = 'done' | 'current' | 'failed' | 'pending';

const STATE_TEXT: Record<StepState, string> = {
  done: 'done',
  current: 'in progress',
  failed: 'failed',
  pending: 'waiting',
};

function stateOf(progress: Progress, index: number): StepState {
  const currentIndex = progress.steps.indexOf(progress.current);
  if (index < currentIndex) return 'done';
  if (index > currentIndex) return 'pending';
  return progress.status === 'failed' ? 'failed' : 'current';
}

/** The generation sequence step by step, announced as it advances. */
export function GenerationProgress({ progress }: { progress: Progress | null }) {
  return (
    <div aria-live="polite" className="compose-progress-region">
      {progress ? (
        <ol className="compose-progress" aria-label="Generation progress">
          {progress.steps.map((step, index) => {
            const state = stateOf(progress, index);
            return (
              <li
                key={step}
                className={`compose-step is-${state}`}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                <span className="compose-step-marker" aria-hidden="true" />
                <span>{STEP_LABELS[step]}</span>
                <span className="visually-hidden">({STATE_TEXT[state]})</span>
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}
