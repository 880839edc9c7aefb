import { useQuery } from '@tanstack/react-query';
import type { PlanSuggestions } from '@contract/plans';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getPlanSuggestions } from '@/lib/api';
import { rememberPendingPost } from '@/lib/pending-post';
import { queryKeys } from '@/lib/query-keys';

/** The planner's suggestions from the owner's own results (GET /plans/suggestions). */
export function usePlanSuggestions(userEmail: string) {
  return useQuery({
    queryKey: [...queryKeys.plans.all, 'suggestions', userEmail],
    queryFn: () => getPlanSuggestions(userEmail),
    retry: false,
  });
}

interface PlanSuggestionsPanelProps {
  suggestions: PlanSuggestions | undefined;
  /** What applying did, said once it is done; null before. */
  applied: string | null;
  onApply: (suggestions: PlanSuggestions) => void;
}

const hasAny = (suggestions: PlanSuggestions) =>
  suggestions.times.length + suggestions.kinds.length + suggestions.post_again.length > 0;

/**
 * What the owner's own results suggest for the month, each with the numbers it rests on,
 * or plainly that the plan uses general guidance and why (ADR 0060, update of
 * 29 November 2026).
 */
export function PlanSuggestionsPanel({ suggestions, applied, onApply }: PlanSuggestionsPanelProps) {
  if (!suggestions) return null;
  const headingId = 'plan-suggestions-heading';
  if (!suggestions.from_own_results || !hasAny(suggestions)) {
    return (
      <section className="plan-suggestions" aria-labelledby={headingId}>
        <h3 id={headingId}>Suggestions from your results</h3>
        <p>
          {suggestions.from_own_results
            ? `Your ${suggestions.posts_with_numbers} posts with numbers show no clear difference yet, so this plan uses general guidance.`
            : `This plan uses general guidance. Suggestions from your own results start once ${suggestions.threshold} posts have numbers; you have ${suggestions.posts_with_numbers}.`}
        </p>
      </section>
    );
  }
  const canApply = hasAny(suggestions);
  return (
    <section className="plan-suggestions" aria-labelledby={headingId}>
      <h3 id={headingId}>Suggestions from your results</h3>
      <p className="field-hint">
        From your {suggestions.posts_with_numbers} published posts with numbers.
        {canApply
          ? ' Using them changes the days, times and kinds of post below, and plans the posts to post again.'
          : ''}
      </p>
      <ul aria-labelledby={headingId}>
        {suggestions.times.map((time) => (
          <li key={`time-${time.network}`}>{time.text}</li>
        ))}
        {suggestions.kinds.map((kind) => (
          <li key={`kind-${kind.kind}`}>{kind.text} More of them this month.</li>
        ))}
        {suggestions.post_again.map((post) => (
          <li key={`again-${post.post_id}`}>
            Post again: {post.text}{' '}
            <Link to={paths.compose} onClick={() => rememberPendingPost(post.brief)}>
              Write it again in new words
            </Link>
          </li>
        ))}
      </ul>
      {canApply ? (
        <button type="button" className="btn btn-secondary" onClick={() => onApply(suggestions)}>
          Use these suggestions
        </button>
      ) : null}
      <p role="status" className="plan-suggestions-status">
        {applied}
      </p>
    </section>
  );
}
