import type { PlanModelCalls } from '@contract/plans';
import { planModelCallsLines } from '@core/plans/plan-model-calls';

/**
 * Before the owner starts writing: the calls the plan will make to their model (ADR 0057),
 * counted for the posts in the table now. Nothing when the built-in writer writes.
 */
export function PlanModelCallsNote({
  calls,
  posts,
}: {
  calls: PlanModelCalls | null | undefined;
  posts: number;
}) {
  if (!calls || posts === 0) return null;
  return (
    <div className="muted plan-model-calls" role="note" aria-label="Calls to your model">
      {planModelCallsLines(calls, posts).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
