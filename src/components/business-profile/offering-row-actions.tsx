import type { Offering } from '@contract/business-profile';
import { fieldId } from './field-ids';
import type { ProfileFieldErrors } from './profile-validation';
import { SeasonPicker } from './season-picker';

interface OfferingRowActionsProps {
  offering: Offering;
  /** The row's path, `offerings.<index>`. */
  rowPath: string;
  index: number;
  count: number;
  /** What the buttons call the row: its name, or "product <n>" while it has none. */
  title: string;
  idPrefix: string;
  errors: ProfileFieldErrors;
  change: (patch: Partial<Offering>) => void;
  move: (to: number) => void;
  remove: () => void;
}

/** A product's season, and the buttons that move it up or down the list or remove it. */
export function OfferingRowActions(props: OfferingRowActionsProps) {
  const { offering, rowPath, index, count, title, idPrefix, errors } = props;
  const season = `${rowPath}.season`;
  return (
    <div className="offering-actions">
      <SeasonPicker
        value={offering.season}
        onChange={(next) => props.change({ season: next })}
        label={`Season of ${title}`}
        error={errors[season] ?? errors[`${season}.0`]}
      />
      <button
        type="button"
        className="btn btn-ghost btn-small"
        id={`${fieldId(idPrefix, rowPath)}-up`}
        aria-label={`Move ${title} up`}
        disabled={index === 0}
        onClick={() => props.move(index - 1)}
      >
        Up
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-small"
        id={`${fieldId(idPrefix, rowPath)}-down`}
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
  );
}
