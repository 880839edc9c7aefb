import { useId } from 'react';
import { ReviewProductRow, SOURCE_WORDS } from './review-fields';
import type { ReviewState } from './review-state';

/** The products and services read from the page, each editable and ticked on its own. */
export function ReviewProducts(props: {
  state: ReviewState;
  problems: Record<string, string>;
  onChange: (next: ReviewState) => void;
}) {
  const { state, problems } = props;
  const headingId = useId();
  if (state.products.length === 0) return null;
  return (
    <section className="website-review-group" aria-labelledby={headingId}>
      <h3 id={headingId} className="label">
        Products and services
      </h3>
      <ul className="website-review-products">
        {state.products.map((product, index) => (
          <ReviewProductRow
            key={index}
            product={product}
            problem={problems[`product-${index}`]}
            onChange={(next) =>
              props.onChange({
                ...state,
                products: state.products.map((other, at) => (at === index ? next : other)),
              })
            }
          />
        ))}
      </ul>
      <p className="field-hint">{SOURCE_WORDS[state.products[0]?.source ?? 'json-ld']}</p>
    </section>
  );
}
