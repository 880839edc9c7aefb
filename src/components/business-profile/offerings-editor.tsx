import type { KeyboardEvent } from 'react';
import './business-profile.css';
import { BUSINESS_PROFILE_LIMITS, type Offering } from '@contract/business-profile';
import type { EditorProps } from './editor-props';
import { FieldError } from './field-error';
import { errorProps, fieldId } from './field-ids';
import { OfferingRowActions } from './offering-row-actions';
import { hasErrorUnder } from './profile-validation';
import { OFFERINGS_PATH as PATH, useOfferingList } from './use-offering-list';

export { blankOffering } from './use-offering-list';

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
      <OfferingRowActions
        offering={offering}
        rowPath={`${PATH}.${index}`}
        index={index}
        count={count}
        title={title}
        idPrefix={idPrefix}
        errors={errors}
        change={change}
        move={props.move}
        remove={props.remove}
      />
    </li>
  );
}

/**
 * Products and services: name, one line of description, an optional price (kept as
 * written) and an optional season. Enter in a name goes on to the next row, adding one
 * at the end, so five products are typed without the mouse. Up to 50.
 */
export function OfferingsEditor({ value, onChange, errors, idPrefix }: EditorProps<Offering[]>) {
  const { full, add, nameEnter, remove, move, change } = useOfferingList(value, onChange, idPrefix);

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
              change={(patch) => change(index, patch)}
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
