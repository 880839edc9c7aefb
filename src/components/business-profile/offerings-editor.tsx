import { useEffect, useRef, type KeyboardEvent } from 'react';
import './business-profile.css';
import { BUSINESS_PROFILE_LIMITS, type Offering } from '@contract/business-profile';
import type { EditorProps } from './editor-props';
import { FieldError } from './field-error';
import { errorProps, fieldId } from './field-ids';
import { hasErrorUnder } from './profile-validation';
import { SeasonPicker } from './season-picker';

const PATH = 'offerings';

export const blankOffering = (): Offering => ({
  name: '',
  description: '',
  price: null,
  season: [],
});

const moved = <T,>(items: readonly T[], from: number, to: number): T[] => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

interface RowProps {
  offering: Offering;
  index: number;
  count: number;
  idPrefix: string;
  errors: EditorProps<Offering[]>['errors'];
  change: (patch: Partial<Offering>) => void;
  move: (to: number) => void;
  remove: () => void;
  onNameEnter: () => void;
}

function OfferingRow(props: RowProps) {
  const { offering, index, count, idPrefix, errors, change } = props;
  const at = (field: string) => `${PATH}.${index}.${field}`;
  const which = (
    <>
      {' '}
      <span className="visually-hidden">of product {index + 1}</span>
    </>
  );
  const title = offering.name.trim() || `product ${index + 1}`;
  const onNameKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    props.onNameEnter();
  };
  return (
    <li className="offering-row" data-invalid={hasErrorUnder(errors, `${PATH}.${index}`)}>
      <div className="offering-fields">
        <div className="field offering-name">
          <label htmlFor={fieldId(idPrefix, at('name'))}>Name{which}</label>
          <input
            {...errorProps(idPrefix, at('name'), errors)}
            className="input"
            type="text"
            enterKeyHint="next"
            maxLength={BUSINESS_PROFILE_LIMITS.offeringName}
            value={offering.name}
            onChange={(event) => change({ name: event.target.value })}
            onKeyDown={onNameKeyDown}
          />
          <FieldError prefix={idPrefix} path={at('name')} errors={errors} />
        </div>
        <div className="field offering-price">
          <label htmlFor={fieldId(idPrefix, at('price'))}>Price{which}</label>
          <input
            {...errorProps(idPrefix, at('price'), errors)}
            className="input"
            type="text"
            inputMode="text"
            maxLength={BUSINESS_PROFILE_LIMITS.price}
            value={offering.price ?? ''}
            onChange={(event) => change({ price: event.target.value || null })}
          />
          <FieldError prefix={idPrefix} path={at('price')} errors={errors} />
        </div>
        <div className="field offering-description">
          <label htmlFor={fieldId(idPrefix, at('description'))}>Description{which}</label>
          <input
            {...errorProps(idPrefix, at('description'), errors)}
            className="input"
            type="text"
            maxLength={BUSINESS_PROFILE_LIMITS.offeringDescription}
            value={offering.description}
            onChange={(event) => change({ description: event.target.value })}
          />
          <FieldError prefix={idPrefix} path={at('description')} errors={errors} />
        </div>
      </div>
      <div className="offering-actions">
        <SeasonPicker
          value={offering.season}
          onChange={(season) => change({ season })}
          label={`Season of ${title}`}
          error={errors[at('season')] ?? errors[`${at('season')}.0`]}
        />
        <button
          type="button"
          className="btn btn-ghost btn-small"
          id={`${fieldId(idPrefix, `${PATH}.${index}`)}-up`}
          aria-label={`Move ${title} up`}
          disabled={index === 0}
          onClick={() => props.move(index - 1)}
        >
          Up
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          id={`${fieldId(idPrefix, `${PATH}.${index}`)}-down`}
          aria-label={`Move ${title} down`}
          disabled={index === count - 1}
          onClick={() => props.move(index + 1)}
        >
          Down
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          aria-label={`Remove ${title}`}
          onClick={props.remove}
        >
          Remove
        </button>
      </div>
    </li>
  );
}

/**
 * Products and services: name, one line of description, an optional price (kept as
 * written) and an optional season. Enter in a name goes on to the next row, adding one
 * at the end, so five products are typed without the mouse. Up to 50.
 */
export function OfferingsEditor({ value, onChange, errors, idPrefix }: EditorProps<Offering[]>) {
  // Where focus goes once the rows have re-rendered: a new row's name, a moved row's button.
  const focusTarget = useRef<string | null>(null);
  const full = value.length >= BUSINESS_PROFILE_LIMITS.offerings;
  const setFocusTarget = (id: string) => {
    focusTarget.current = id;
  };
  const setFocusRow = (row: number) => setFocusTarget(fieldId(idPrefix, `${PATH}.${row}.name`));

  useEffect(() => {
    if (focusTarget.current === null) return;
    document.getElementById(focusTarget.current)?.focus();
    focusTarget.current = null;
  });

  const add = (at = value.length) => {
    if (full) return;
    onChange([...value.slice(0, at), blankOffering(), ...value.slice(at)]);
    setFocusRow(at);
  };
  const nameEnter = (index: number) => {
    if (index + 1 < value.length)
      document.getElementById(fieldId(idPrefix, `${PATH}.${index + 1}.name`))?.focus();
    else add();
  };
  const remove = (index: number) => {
    onChange(value.filter((_, position) => position !== index));
    if (value.length > 1) setFocusRow(Math.min(index, value.length - 2));
  };
  const move = (from: number, to: number) => {
    onChange(moved(value, from, to));
    // Focus follows the moved row; at either end its other button is the one still enabled.
    const atEnd = to === 0 || to === value.length - 1;
    const direction = to < from ? 'up' : 'down';
    const other = direction === 'up' ? 'down' : 'up';
    setFocusTarget(`${fieldId(idPrefix, `${PATH}.${to}`)}-${atEnd ? other : direction}`);
  };

  return (
    <fieldset className="profile-group">
      <legend>Products and services</legend>
      <p className="field-hint" id={`${idPrefix}-offerings-hint`}>
        What you sell, in your words. Prices are kept exactly as you write them (“£3.50”, “from
        £40”). Press Enter in a name to go on to the next one.
      </p>
      {value.length ? (
        <ol className="offering-list">
          {value.map((offering, index) => (
            <OfferingRow
              key={index}
              offering={offering}
              index={index}
              count={value.length}
              idPrefix={idPrefix}
              errors={errors}
              change={(patch) =>
                onChange(value.map((item, at) => (at === index ? { ...item, ...patch } : item)))
              }
              move={(to) => move(index, to)}
              remove={() => remove(index)}
              onNameEnter={() => nameEnter(index)}
            />
          ))}
        </ol>
      ) : (
        <p className="profile-empty">No products or services yet.</p>
      )}
      <FieldError prefix={idPrefix} path={PATH} errors={errors} />
      <button
        type="button"
        className="btn btn-secondary btn-small"
        onClick={() => add()}
        disabled={full}
      >
        Add a product or service
      </button>
      {full ? (
        <p className="field-hint">
          That is the most a profile holds ({BUSINESS_PROFILE_LIMITS.offerings}).
        </p>
      ) : null}
    </fieldset>
  );
}
