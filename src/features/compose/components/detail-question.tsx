import { Link } from 'react-router-dom';
import type { Offering } from '@contract/business-profile';
import { paths } from '@/config/paths';
import { useBusinessProfile } from '@/lib/business-profile';
import { PostResultCard } from './post-result-card';

// Here rather than in compose-messages.ts: the landing page's demo form never asks.
export const FEATURE_QUESTION = 'What would you like to feature?';
export const NOTHING_TO_FEATURE_MESSAGE =
  'Your request does not say what to post about, and your business profile lists nothing to feature.';
export const NO_SUBJECT_MESSAGE = 'Your request does not say what to post about.';

/** The most products offered as choices: more than this is a list to read, not a question. */
const MAX_CHOICES = 8;

/** A request about an offering, in the owner's own words from their business profile. */
export function featureRequest({ name, price, description }: Offering): string {
  return `${name}${price ? ` (${price})` : ''}${description ? `: ${description}` : ''}`;
}

interface DetailQuestionProps {
  /** Writes the post again about what the owner chose. */
  onFeature: (request: string) => void;
  /** The post description's id: typing a detail there is always an answer. */
  descriptionId: string;
}

/**
 * In place of a post that would only name the business (ADR 0012): what is missing, and
 * one question, with the owner's products as answers.
 */
export function DetailQuestion({ onFeature, descriptionId }: DetailQuestionProps) {
  // The owner's products and services, from the business profile the app already reads.
  const offerings = useBusinessProfile().data?.profile.offerings ?? [];
  const choices = offerings.slice(0, MAX_CHOICES);
  return (
    <PostResultCard heading={FEATURE_QUESTION} revealKey="detail">
      <p className="compose-result-explain" role="status">
        {choices.length ? NO_SUBJECT_MESSAGE : NOTHING_TO_FEATURE_MESSAGE}
      </p>
      <div className="stack">
        {choices.length ? (
          <div className="row" role="group" aria-label={FEATURE_QUESTION}>
            {choices.map((offering, index) => (
              <button
                key={`${index}-${offering.name}`}
                type="button"
                className="btn btn-secondary"
                onClick={() => onFeature(featureRequest(offering))}
              >
                {offering.name}
              </button>
            ))}
          </div>
        ) : null}
        <p className="compose-result-note">
          Or add a detail yourself: what you sell, a price, a date.
        </p>
        <div className="row">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => document.getElementById(descriptionId)?.focus()}
          >
            Type a detail
          </button>
          <Link to={paths.businessProfile}>Add products to your business profile</Link>
        </div>
      </div>
    </PostResultCard>
  );
}
