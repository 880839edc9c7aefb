import { useId } from 'react';
import { WEEKDAYS, type ProposalSource, type WeeklyHours } from '@contract/website-import';
import type { ReviewedProduct, ReviewedValue, TextField } from './review-state';

/** Where a value was read, in the owner's words. */
export const SOURCE_WORDS: Record<ProposalSource, string> = {
  'json-ld': "From the page's business details",
  'open-graph': 'From the share preview',
  'twitter-card': 'From the X (Twitter) card',
  meta: "From the page's title and tags",
  'page-link': 'From a link on the page',
  logo: "From your logo's colours",
};

export const TEXT_FIELD_LABELS: Record<TextField, string> = {
  businessName: 'Business name',
  whatYouDo: 'What you do',
  address: 'Address',
  phone: 'Phone',
  bookingUrl: 'Booking or ordering link',
  country: 'Country (two-letter code)',
  language: 'Language of your posts (code)',
};

function UseCheckbox(props: { checked: boolean; what: string; onChange: (next: boolean) => void }) {
  return (
    <label className="website-review-use">
      <input
        type="checkbox"
        aria-label={`Use ${props.what}`}
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span aria-hidden="true">Use</span>
    </label>
  );
}

interface TextRowProps {
  field: TextField;
  reviewed: ReviewedValue<string>;
  problem: string | undefined;
  onChange: (next: ReviewedValue<string>) => void;
}

/** One proposed text: where it was read, editable, ticked to use it. */
export function ReviewTextRow({ field, reviewed, problem, onChange }: TextRowProps) {
  const id = useId();
  const label = TEXT_FIELD_LABELS[field];
  const multiline = field === 'whatYouDo' || field === 'address';
  const inputProps = {
    id: `${id}-value`,
    value: reviewed.value,
    'aria-describedby': `${id}-source${problem ? ` ${id}-problem` : ''}`,
    'aria-invalid': problem ? true : undefined,
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...reviewed, value: event.target.value }),
  };
  return (
    <div className="website-review-row">
      <div className="website-review-row-head">
        <label htmlFor={`${id}-value`} className="label">
          {label}
        </label>
        <UseCheckbox
          checked={reviewed.accepted}
          what={label.toLowerCase()}
          onChange={(accepted) => onChange({ ...reviewed, accepted })}
        />
      </div>
      {multiline ? (
        <textarea className="textarea website-review-textarea" rows={3} {...inputProps} />
      ) : (
        <input className="input" {...inputProps} />
      )}
      <span id={`${id}-source`} className="field-hint">
        {SOURCE_WORDS[reviewed.source]}
      </span>
      {problem ? (
        <span id={`${id}-problem`} className="field-error">
          {problem}
        </span>
      ) : null}
    </div>
  );
}

const DAY_NAMES: Record<(typeof WEEKDAYS)[number], string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export function ReviewHours(props: {
  reviewed: ReviewedValue<WeeklyHours>;
  problem: string | undefined;
  onChange: (next: ReviewedValue<WeeklyHours>) => void;
}) {
  const { reviewed } = props;
  return (
    <div className="website-review-row">
      <div className="website-review-row-head">
        <span className="label">Opening hours</span>
        <UseCheckbox
          checked={reviewed.accepted}
          what="opening hours"
          onChange={(accepted) => props.onChange({ ...reviewed, accepted })}
        />
      </div>
      <ul className="website-review-hours">
        {WEEKDAYS.filter((day) => reviewed.value[day] !== undefined).map((day) => {
          const periods = reviewed.value[day] ?? [];
          return (
            <li key={day}>
              <span>{DAY_NAMES[day]}</span>{' '}
              {periods.length === 0
                ? 'Closed'
                : periods.map((period) => `${period.opens}–${period.closes}`).join(', ')}
            </li>
          );
        })}
      </ul>
      <span className="field-hint">
        {SOURCE_WORDS[reviewed.source]}. You can change the hours on the Your business page.
      </span>
      {props.problem ? <span className="field-error">{props.problem}</span> : null}
    </div>
  );
}

export function ReviewProductRow(props: {
  product: ReviewedProduct;
  problem: string | undefined;
  onChange: (next: ReviewedProduct) => void;
}) {
  const id = useId();
  const { product, onChange } = props;
  const edit = (key: 'name' | 'description' | 'price') => (event: { target: { value: string } }) =>
    onChange({ ...product, [key]: event.target.value });
  return (
    <li className="website-review-product">
      <fieldset>
        <legend className="website-review-product-legend">
          <span>{product.name || 'Unnamed product'}</span>
          <UseCheckbox
            checked={product.accepted}
            what={product.name}
            onChange={(accepted) => onChange({ ...product, accepted })}
          />
        </legend>
        <div className="website-review-product-fields">
          <label htmlFor={`${id}-name`}>Name</label>
          <input id={`${id}-name`} className="input" value={product.name} onChange={edit('name')} />
          <label htmlFor={`${id}-description`}>Description</label>
          <input
            id={`${id}-description`}
            className="input"
            value={product.description}
            onChange={edit('description')}
          />
          <label htmlFor={`${id}-price`}>Price</label>
          <input
            id={`${id}-price`}
            className="input"
            value={product.price}
            onChange={edit('price')}
          />
        </div>
        {props.problem ? <p className="field-error">{props.problem}</p> : null}
      </fieldset>
    </li>
  );
}
