import { useId } from 'react';
import { MONTH_NAMES as MONTHS } from '@core/schedule/month-names';

/** "All year", "Mar–Apr" or the months one by one. */
export function seasonSummary(months: readonly number[]): string {
  if (months.length === 0 || months.length === 12) return 'All year';
  return [...months]
    .sort((a, b) => a - b)
    .map((month) => MONTHS[month - 1]?.slice(0, 3) ?? String(month))
    .join(', ');
}

interface SeasonPickerProps {
  /** Months 1 to 12; empty means all year. */
  value: number[];
  onChange: (months: number[]) => void;
  /** The group's accessible name ("Season of Hot cross buns"). */
  label: string;
  error?: string | undefined;
}

/** A product's season as twelve month checkboxes behind a disclosure. */
export function SeasonPicker({ value, onChange, label, error }: SeasonPickerProps) {
  const id = useId();
  const toggle = (month: number, on: boolean) =>
    onChange(
      on
        ? [...new Set([...value, month])].sort((a, b) => a - b)
        : value.filter((item) => item !== month),
    );
  return (
    <details className="season-picker">
      <summary>
        <span className="visually-hidden">{label}: </span>
        <span aria-hidden="true">Season: </span>
        {seasonSummary(value)}
      </summary>
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="visually-hidden">{label}</legend>
        <div className="season-months">
          {MONTHS.map((name, index) => (
            <label key={name} className="checkbox">
              <input
                type="checkbox"
                checked={value.includes(index + 1)}
                onChange={(event) => toggle(index + 1, event.target.checked)}
              />
              {name.slice(0, 3)}
            </label>
          ))}
        </div>
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </fieldset>
    </details>
  );
}
