import type { SlotEdit } from '@contract/plans';
import { KIND_LABELS, PLATFORM_NAMES } from '../plan-copy';

interface PlanSlotRowProps {
  row: SlotEdit;
  index: number;
  onChange: (index: number, patch: Partial<SlotEdit>) => void;
  onRemove: (index: number) => void;
}

/** One planned post of the table: its day, time and brief to change, or to remove. */
export function PlanSlotRow({ row, index, onChange, onRemove }: PlanSlotRowProps) {
  return (
    <tr>
      <td>
        <input
          type="date"
          className="input"
          value={row.date}
          aria-label={`Post ${index + 1} day`}
          onChange={(e) => onChange(index, { date: e.target.value })}
        />
        <input
          type="time"
          className="input"
          value={row.time}
          aria-label={`Post ${index + 1} time`}
          onChange={(e) => onChange(index, { time: e.target.value })}
        />
      </td>
      <td>{row.platforms.map((platform) => PLATFORM_NAMES[platform]).join(', ')}</td>
      <td>{KIND_LABELS[row.kind]}</td>
      <td>
        <input
          className="input"
          value={row.brief}
          aria-label={`Post ${index + 1} brief`}
          onChange={(e) => onChange(index, { brief: e.target.value })}
        />
      </td>
      <td>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          aria-label={`Remove post ${index + 1}`}
          onClick={() => onRemove(index)}
        >
          Remove
        </button>
      </td>
    </tr>
  );
}
