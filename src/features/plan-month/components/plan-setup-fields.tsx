import { useMemo } from 'react';
import { HOLIDAY_COUNTRIES, MAX_PLAN_POSTS } from '@contract/plans';
import { countryName } from '../setup-defaults';

interface MonthAndCountProps {
  id: string;
  month: string;
  count: string;
  postsPerMonth: number;
  countNote: string | null;
  onMonth: (month: string) => void;
  onCount: (count: string) => void;
}

/** The month, how many posts, and what the month allows of that count. */
export function MonthAndCountFields({
  id,
  month,
  count,
  postsPerMonth,
  countNote,
  onMonth,
  onCount,
}: MonthAndCountProps) {
  return (
    <>
      <div className="plan-setup-row">
        <div className="field">
          <label htmlFor={`${id}-month`}>Month</label>
          <input
            id={`${id}-month`}
            type="month"
            className="input"
            value={month}
            onChange={(e) => onMonth(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-count`}>Number of posts</label>
          <input
            id={`${id}-count`}
            type="number"
            min={1}
            max={MAX_PLAN_POSTS}
            className="input"
            value={count}
            onChange={(e) => onCount(e.target.value)}
            aria-describedby={`${id}-count-hint ${id}-count-note`}
          />
          <p id={`${id}-count-hint`} className="field-hint">
            1 to {MAX_PLAN_POSTS}; your brand setup says {postsPerMonth} a month.
          </p>
        </div>
      </div>
      <div id={`${id}-count-note`} role="status">
        {countNote ? <p className="plan-count-note">{countNote}</p> : null}
      </div>
    </>
  );
}

interface TextFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

export function OwnDatesField({ id, value, onChange }: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={`${id}-dates`}>Your dates (one per line)</label>
      <textarea
        id={`${id}-dates`}
        className="textarea"
        rows={4}
        value={value}
        placeholder={"14 Feb: Valentine's pre-orders close 12 Feb at 6pm"}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-dates-hint`}
      />
      <p id={`${id}-dates-hint`} className="field-hint">
        Events, deadlines and offers. Posts about them come first, a few days ahead. An offer is
        only planned when you write one here.
      </p>
    </div>
  );
}

export function HolidayCountryField({ id, value, onChange }: TextFieldProps) {
  const countries = useMemo(
    () =>
      HOLIDAY_COUNTRIES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    [],
  );
  return (
    <div className="field">
      <label htmlFor={`${id}-country`}>Public holidays of</label>
      <select
        id={`${id}-country`}
        className="select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">No public holidays</option>
        {countries.map((item) => (
          <option key={item.code} value={item.code}>
            {item.name}
          </option>
        ))}
      </select>
    </div>
  );
}
