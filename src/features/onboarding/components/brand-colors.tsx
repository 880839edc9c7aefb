import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { MAX_BRAND_COLORS, NEW_BRAND_COLOR } from '@contract/constants';
import { ONBOARDING_COPY } from '../copy';
import type { WizardValues } from '../wizard-values';

/** Up to MAX_BRAND_COLORS colours; a new one starts black (product.md §5). */
export function BrandColors() {
  const { control, register } = useFormContext<WizardValues>();
  const colors = useFieldArray({ control, name: 'brandAssets.colors' });
  const values = useWatch({ control, name: 'brandAssets.colors' });

  return (
    <fieldset className="field brand-colors">
      <legend>Brand colors</legend>
      <p className="field-hint">Up to {MAX_BRAND_COLORS} colors used in your post images.</p>
      {colors.fields.length ? (
        <ul className="color-list">
          {colors.fields.map((field, index) => {
            const label = `Brand color ${index + 1}`;
            const id = `brand-color-${field.id}`;
            return (
              <li key={field.id} className="color-chip">
                <label htmlFor={id} className="visually-hidden">
                  {label}
                </label>
                <input
                  id={id}
                  type="color"
                  className="color-input"
                  {...register(`brandAssets.colors.${index}.value`)}
                />
                <span className="color-code" aria-hidden="true">
                  {(values[index]?.value ?? field.value).toUpperCase()}
                </span>
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  aria-label={`Remove ${label.toLowerCase()}`}
                  onClick={() => colors.remove(index)}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {colors.fields.length < MAX_BRAND_COLORS ? (
        <div>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => colors.append({ value: NEW_BRAND_COLOR })}
          >
            {ONBOARDING_COPY.addColor}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
