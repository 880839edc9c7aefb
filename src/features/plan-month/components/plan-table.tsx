import { useState } from 'react';
import type { Plan, SlotEdit } from '@contract/plans';
import { slotEditSchema } from '@contract/plans';
import { addLocalDays } from '@core/schedule/zoned-time';
import { KIND_LABELS, PLATFORM_NAMES } from '../plan-copy';
import { PlanModelCallsNote } from './plan-model-calls';

interface PlanTableProps {
  plan: Plan;
  isStarting: boolean;
  error: string | null;
  onWrite: (slots: SlotEdit[]) => void;
  onStartOver: () => void;
}

const toEdit = ({ date, time, platforms, kind, brief }: Plan['slots'][number]): SlotEdit => ({
  date,
  time,
  platforms,
  kind,
  brief,
});

/** Step 2: the plan as a table. Nothing is written until the owner asks for the posts. */
export function PlanTable({ plan, isStarting, error, onWrite, onStartOver }: PlanTableProps) {
  const [rows, setRows] = useState<SlotEdit[]>(() => plan.slots.map(toEdit));
  const [problem, setProblem] = useState<string | null>(null);
  const change = (index: number, patch: Partial<SlotEdit>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const write = () => {
    for (const [index, row] of rows.entries()) {
      const parsed = slotEditSchema.safeParse(row);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        setProblem(
          `Post ${index + 1}, ${String(issue?.path[0] ?? 'row')}: ${issue?.message ?? 'check it'}`,
        );
        return;
      }
    }
    setProblem(null);
    onWrite([...rows].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`)));
  };

  const add = () => {
    const last = rows[rows.length - 1];
    const date = last ? addLocalDays(last.date, 1) : `${plan.month}-01`;
    setRows((current) => [
      ...current,
      {
        date: date.startsWith(plan.month) ? date : `${plan.month}-28`,
        time: last?.time ?? '11:30',
        platforms: last?.platforms ?? ['instagram'],
        kind: 'tip',
        brief: '',
      },
    ]);
  };

  return (
    <section className="card plan-table-card" aria-labelledby="plan-table-heading">
      <h2 id="plan-table-heading">
        Your plan: {rows.length} {rows.length === 1 ? 'post' : 'posts'}
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
              <tr key={index}>
                <td>
                  <input
                    type="date"
                    className="input"
                    value={row.date}
                    aria-label={`Post ${index + 1} day`}
                    onChange={(e) => change(index, { date: e.target.value })}
                  />
                  <input
                    type="time"
                    className="input"
                    value={row.time}
                    aria-label={`Post ${index + 1} time`}
                    onChange={(e) => change(index, { time: e.target.value })}
                  />
                </td>
                <td>{row.platforms.map((platform) => PLATFORM_NAMES[platform]).join(', ')}</td>
                <td>{KIND_LABELS[row.kind]}</td>
                <td>
                  <input
                    className="input"
                    value={row.brief}
                    aria-label={`Post ${index + 1} brief`}
                    onChange={(e) => change(index, { brief: e.target.value })}
                  />
                </td>
                <td>
                  <button
                    type="button"
                    className="btn btn-ghost btn-small"
                    aria-label={`Remove post ${index + 1}`}
                    onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                  >
                    Remove
                  </button>
                </td>
              </tr>
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
          {isStarting
            ? 'Starting...'
            : `Write ${rows.length} ${rows.length === 1 ? 'post' : 'posts'}`}
        </button>
      </div>
    </section>
  );
}
