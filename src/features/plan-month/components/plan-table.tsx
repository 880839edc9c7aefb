import type { Plan, SlotEdit } from '@contract/plans';
import { PlanModelCallsNote } from './plan-model-calls';
import { PlanSlotRow } from './plan-slot-row';
import { usePlanRows } from './use-plan-rows';

interface PlanTableProps {
  plan: Plan;
  isStarting: boolean;
  error: string | null;
  onWrite: (slots: SlotEdit[]) => void;
  onStartOver: () => void;
}

const postsWord = (count: number) => (count === 1 ? 'post' : 'posts');

/** Step 2: the plan as a table. Nothing is written until the owner asks for the posts. */
export function PlanTable({ plan, isStarting, error, onWrite, onStartOver }: PlanTableProps) {
  const { rows, problem, change, remove, write, add } = usePlanRows(plan, onWrite);

  return (
    <section className="card plan-table-card" aria-labelledby="plan-table-heading">
      <h2 id="plan-table-heading">
        Your plan: {rows.length} {postsWord(rows.length)}
      </h2>
      <p className="muted">
        Change any brief, day or time, remove or add a post. Nothing is written until you ask for
        the posts. Times are in {plan.time_zone}.
      </p>
      <div className="plan-table-scroll">
        <table className="plan-table">
          <caption className="visually-hidden">Planned posts</caption>
          <thead>
            <tr>
              <th scope="col">Day and time</th>
              <th scope="col">Platforms</th>
              <th scope="col">Kind</th>
              <th scope="col">Brief</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <PlanSlotRow
                key={index}
                row={row}
                index={index}
                onChange={change}
                onRemove={remove}
              />
            ))}
          </tbody>
        </table>
      </div>
      <PlanModelCallsNote calls={plan.model_calls} posts={rows.length} />
      {problem || error ? (
        <p className="alert alert-error" role="alert">
          {problem ?? error}
        </p>
      ) : null}
      <div className="plan-actions">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={add}
          disabled={rows.length >= 30}
        >
          Add a post
        </button>
        <button type="button" className="btn btn-ghost" onClick={onStartOver}>
          Start over
        </button>
        <button
          type="button"
          className="btn btn-primary"
          aria-disabled={isStarting}
          onClick={() => !isStarting && write()}
        >
          {isStarting ? 'Starting...' : `Write ${rows.length} ${postsWord(rows.length)}`}
        </button>
      </div>
    </section>
  );
}
