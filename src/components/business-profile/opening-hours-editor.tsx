import type { OpeningHours, ProfileOpeningPeriod } from '@contract/business-profile';
import { WEEKDAYS, type Weekday } from '@contract/website-import';
import type { EditorProps } from './editor-props';
import { FieldError } from './field-error';
import { errorProps, fieldId } from './field-ids';

type Weekly = OpeningHours['weekly'];

const PATH = 'openingHours.weekly';
const MOST_PERIODS = 4;
const NEW_PERIOD: ProfileOpeningPeriod = { opens: '09:00', closes: '17:00' };
const WORKING_DAYS: readonly Weekday[] = ['tuesday', 'wednesday', 'thursday', 'friday'];

export const dayName = (day: Weekday) => `${day.charAt(0).toUpperCase()}${day.slice(1)}`;

/** A day left out; the contract reads a missing day as "not said". */
function without(weekly: Weekly, day: Weekday): Weekly {
  const next = { ...weekly };
  delete next[day];
  return next;
}

interface DayProps {
  day: Weekday;
  periods: ProfileOpeningPeriod[] | undefined;
  setPeriods: (periods: ProfileOpeningPeriod[] | undefined) => void;
  errors: EditorProps<Weekly>['errors'];
  idPrefix: string;
}

function PeriodInputs({
  day,
  periods,
  setPeriods,
  errors,
  idPrefix,
  index,
}: DayProps & { index: number }) {
  const period = periods?.[index] ?? NEW_PERIOD;
  const name = dayName(day);
  const change = (patch: Partial<ProfileOpeningPeriod>) =>
    setPeriods((periods ?? []).map((item, at) => (at === index ? { ...item, ...patch } : item)));
  const which = (
    <>
      {' '}
      <span className="visually-hidden">
        on {name}
        {index ? `, period ${index + 1}` : ''}
      </span>
    </>
  );
  const at = (field: string) => `${PATH}.${day}.${index}.${field}`;
  return (
    <div className="hours-period">
      <div className="field">
        <label htmlFor={fieldId(idPrefix, at('opens'))}>Opens{which}</label>
        <input
          {...errorProps(idPrefix, at('opens'), errors)}
          className="input"
          type="time"
          value={period.opens}
          onChange={(event) => change({ opens: event.target.value })}
        />
        <FieldError prefix={idPrefix} path={at('opens')} errors={errors} />
      </div>
      <div className="field">
        <label htmlFor={fieldId(idPrefix, at('closes'))}>Closes{which}</label>
        <input
          {...errorProps(idPrefix, at('closes'), errors)}
          className="input"
          type="time"
          value={period.closes}
          onChange={(event) => change({ closes: event.target.value })}
        />
        <FieldError prefix={idPrefix} path={at('closes')} errors={errors} />
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-small"
        aria-label={`Remove ${name} hours${index ? ` ${index + 1}` : ''}`}
        onClick={() => {
          const rest = (periods ?? []).filter((_, position) => position !== index);
          setPeriods(rest.length ? rest : undefined);
        }}
      >
        Remove
      </button>
    </div>
  );
}

function DayHours(props: DayProps) {
  const { day, periods, setPeriods, errors, idPrefix } = props;
  const name = dayName(day);
  const closed = periods !== undefined && periods.length === 0;
  const closedId = fieldId(idPrefix, `${PATH}.${day}.closed`);
  return (
    <div
      role="group"
      className="hours-day"
      aria-labelledby={`${closedId}-day`}
      aria-describedby={
        errors[`${PATH}.${day}`] ? `${fieldId(idPrefix, `${PATH}.${day}`)}-error` : undefined
      }
    >
      <span id={`${closedId}-day`} className="hours-day-name">
        {name}
      </span>
      <label className="checkbox" htmlFor={closedId}>
        <input
          id={closedId}
          type="checkbox"
          checked={closed}
          onChange={(event) => setPeriods(event.target.checked ? [] : undefined)}
        />
        Closed <span className="visually-hidden">on {name}</span>
      </label>
      {periods?.map((_, index) => (
        <PeriodInputs key={index} {...props} index={index} />
      ))}
      {!closed && (periods?.length ?? 0) < MOST_PERIODS ? (
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={() =>
            setPeriods([
              ...(periods ?? []),
              periods?.length ? { opens: '14:00', closes: '18:00' } : NEW_PERIOD,
            ])
          }
        >
          {periods?.length ? `Add more hours on ${name}` : `Add hours on ${name}`}
        </button>
      ) : null}
      {periods === undefined ? <p className="field-hint hours-unsaid">Not said</p> : null}
      <FieldError prefix={idPrefix} path={`${PATH}.${day}`} errors={errors} />
    </div>
  );
}

/**
 * Opening hours per weekday: a day not said, closed, or open in one to four periods.
 * "00:00" as a closing time is midnight. Monday's hours can be copied to the working week.
 */
export function OpeningHoursEditor({ value, onChange, errors, idPrefix }: EditorProps<Weekly>) {
  const setDay = (day: Weekday, periods: ProfileOpeningPeriod[] | undefined) =>
    onChange(periods === undefined ? without(value, day) : { ...value, [day]: periods });
  const monday = value.monday;
  const copyMonday = () => {
    if (monday === undefined) return;
    const next = { ...value };
    for (const day of WORKING_DAYS) next[day] = monday.map((period) => ({ ...period }));
    onChange(next);
  };
  return (
    <fieldset className="profile-group hours-editor">
      <legend>Opening hours</legend>
      <p className="field-hint">
        Leave a day as it is if you would rather not say. Use 00:00 for midnight.
      </p>
      <div className="hours-days">
        {WEEKDAYS.map((day) => (
          <DayHours
            key={day}
            day={day}
            periods={value[day]}
            setPeriods={(periods) => setDay(day, periods)}
            errors={errors}
            idPrefix={idPrefix}
          />
        ))}
      </div>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={monday === undefined}
        onClick={copyMonday}
      >
        Copy Monday to Tuesday–Friday
      </button>
    </fieldset>
  );
}
