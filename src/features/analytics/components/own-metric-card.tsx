import type { CardId, MetricCardValue } from '@contract/analytics';
import { describeChange, formatMetric } from '../format-metric';

export const CARD_META: Record<CardId, { label: string; unit: 'count' | 'percent' }> = {
  total_posts: { label: 'Total posts', unit: 'count' },
  reach: { label: 'Reach', unit: 'count' },
  engagement: { label: 'Engagement', unit: 'count' },
  engagement_rate: { label: 'Avg. engagement rate', unit: 'percent' },
  followers: { label: 'Followers', unit: 'count' },
  click_through_rate: { label: 'Click-through rate', unit: 'percent' },
};

/** One of the owner's cards: "Not available yet" when no post has the numbers it needs. */
export function OwnMetricCard({
  card,
  periodLabel,
}: {
  card: MetricCardValue;
  periodLabel: string;
}) {
  const { label, unit } = CARD_META[card.id];
  const change = card.change === null ? null : describeChange(card.change, unit);
  return (
    <li className="metric-card">
      <p className="metric-label">{label}</p>
      <p className="metric-value">
        {card.value === null ? (
          <span className="metric-missing">Not available yet</span>
        ) : (
          formatMetric(card.value, unit)
        )}
      </p>
      {change ? (
        <p className={`metric-change is-${change.direction}`}>
          <span aria-hidden="true">
            {change.direction === 'up' ? '▲' : change.direction === 'down' ? '▼' : '–'}{' '}
            {change.visible}
          </span>
          <span className="visually-hidden">{change.spoken}</span>
          <span className="metric-period"> vs previous {periodLabel}</span>
        </p>
      ) : (
        <p className="metric-change is-flat">
          <span className="metric-period">Nothing to compare with the previous {periodLabel}</span>
        </p>
      )}
    </li>
  );
}
