import { useState } from 'react';
import type { Plan, SlotEdit } from '@contract/plans';
import { slotEditSchema } from '@contract/plans';
import { addLocalDays } from '@core/schedule/zoned-time';

const toEdit = ({ date, time, platforms, kind, brief }: Plan['slots'][number]): SlotEdit => ({
  date,
  time,
  platforms,
  kind,
  brief,
});

/** The first row that would not be accepted, said for the owner, or null. */
function rowsProblem(rows: readonly SlotEdit[]): string | null {
  for (const [index, row] of rows.entries()) {
    const parsed = slotEditSchema.safeParse(row);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return `Post ${index + 1}, ${String(issue?.path[0] ?? 'row')}: ${issue?.message ?? 'check it'}`;
    }
  }
  return null;
}

/** The plan's rows as the owner edits them; written in date order once they all hold. */
export function usePlanRows(plan: Plan, onWrite: (slots: SlotEdit[]) => void) {
  const [rows, setRows] = useState<SlotEdit[]>(() => plan.slots.map(toEdit));
  const [problem, setProblem] = useState<string | null>(null);

  const change = (index: number, patch: Partial<SlotEdit>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const remove = (index: number) => setRows((current) => current.filter((_, i) => i !== index));

  const write = () => {
    const found = rowsProblem(rows);
    setProblem(found);
    if (found) return;
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

  return { rows, problem, change, remove, write, add };
}
