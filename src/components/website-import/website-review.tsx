import { useId, useState, type FormEvent } from 'react';
import type { LogoCandidate, WebsiteProposal } from '@contract/website-import';
import { ReviewHours, ReviewTextRow, SOURCE_WORDS } from './review-fields';
import { ReviewProducts } from './review-products';
import {
  acceptedCount,
  acceptedValues,
  initialReview,
  TEXT_FIELDS,
  type AcceptedWebsiteValues,
  type ReviewState,
} from './review-state';

const LOGO_KIND_WORDS: Record<LogoCandidate['kind'], string> = {
  logo: "the page's logo",
  'apple-touch-icon': 'the icon for phones',
  icon: "the browser tab's icon",
  'share-image': 'the share picture',
};

function ReviewLogos(props: {
  candidates: readonly LogoCandidate[];
  chosen: string | null;
  onChoose: (url: string | null) => void;
}) {
  const name = useId();
  if (props.candidates.length === 0) return null;
  return (
    <fieldset className="website-review-group">
      <legend className="label">Logo</legend>
      <div className="website-review-logos">
        {props.candidates.map((candidate, index) => (
          <label key={candidate.url} className="website-review-logo">
            <input
              type="radio"
              name={name}
              checked={props.chosen === candidate.url}
              onChange={() => props.onChoose(candidate.url)}
            />
            <img src={candidate.url} alt="" referrerPolicy="no-referrer" width={64} height={64} />
            <span>
              Logo {index + 1}: {LOGO_KIND_WORDS[candidate.kind]}
            </span>
          </label>
        ))}
        <label className="website-review-logo">
          <input
            type="radio"
            name={name}
            checked={props.chosen === null}
            onChange={() => props.onChoose(null)}
          />
          <span>No logo from the website</span>
        </label>
      </div>
    </fieldset>
  );
}

function ReviewColors(props: { state: ReviewState; onChange: (next: ReviewState) => void }) {
  const { state } = props;
  if (state.colors.length === 0) return null;
  return (
    <fieldset className="website-review-group">
      <legend className="label">Brand colours</legend>
      <div className="website-review-colors">
        {state.colors.map((color, index) => (
          <label key={color.value} className="website-review-color">
            <input
              type="checkbox"
              checked={color.accepted}
              onChange={(event) =>
                props.onChange({
                  ...state,
                  colors: state.colors.map((other, at) =>
                    at === index ? { ...other, accepted: event.target.checked } : other,
                  ),
                })
              }
            />
            <span
              className="website-review-swatch"
              style={{ background: color.value }}
              aria-hidden="true"
            />
            <span>{color.value}</span>
            <span className="field-hint">{SOURCE_WORDS[color.source]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ReviewSocialProfiles({ proposal }: { proposal: WebsiteProposal }) {
  if (proposal.socialProfiles.length === 0) return null;
  return (
    <div className="website-review-group">
      <h3 className="label">Social profiles linked from the page</h3>
      <ul className="website-review-social">
        {proposal.socialProfiles.map((profile) => (
          <li key={profile.url}>{profile.url}</li>
        ))}
      </ul>
      <p className="field-hint">Connect them under Integrations to publish there.</p>
    </div>
  );
}

interface WebsiteReviewProps {
  proposal: WebsiteProposal;
  onAccept: (accepted: AcceptedWebsiteValues) => void;
  onCancel: () => void;
}

/**
 * Every value read from the owner's website, with where it was read: each can be edited
 * and ticked or unticked; only the ticked ones are passed on, and nothing is saved here.
 */
export function WebsiteReview({ proposal, onAccept, onCancel }: WebsiteReviewProps) {
  const [state, setState] = useState(() => initialReview(proposal));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const count = acceptedCount(state);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is a portal, but React still bubbles its submit to the form the control
    // sits in (the wizard's, the Your business page's), which must not submit with it.
    event.stopPropagation();
    const outcome = acceptedValues(state);
    setProblems(outcome.problems);
    if (Object.keys(outcome.problems).length === 0) onAccept(outcome.accepted);
  };

  return (
    <form className="website-review" onSubmit={submit} noValidate>
      <p className="field-hint">Read from {proposal.pageUrl}</p>
      {Object.keys(problems).length > 0 ? (
        <p className="alert alert-error" role="alert">
          Some values need a fix before they can be used, or untick them.
        </p>
      ) : null}
      {TEXT_FIELDS.map((field) => {
        const reviewed = state.text[field];
        if (!reviewed) return null;
        return (
          <ReviewTextRow
            key={field}
            field={field}
            reviewed={reviewed}
            problem={problems[field]}
            onChange={(next) => setState({ ...state, text: { ...state.text, [field]: next } })}
          />
        );
      })}
      {state.openingHours ? (
        <ReviewHours
          reviewed={state.openingHours}
          problem={problems['openingHours']}
          onChange={(next) => setState({ ...state, openingHours: next })}
        />
      ) : null}
      <ReviewProducts state={state} problems={problems} onChange={setState} />
      <ReviewLogos
        candidates={proposal.logoCandidates}
        chosen={state.logoUrl}
        onChoose={(logoUrl) => setState({ ...state, logoUrl })}
      />
      <ReviewColors state={state} onChange={setState} />
      <ReviewSocialProfiles proposal={proposal} />
      <div className="website-review-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={count === 0}>
          {count === 1 ? 'Use 1 selected value' : `Use ${count} selected values`}
        </button>
      </div>
    </form>
  );
}
