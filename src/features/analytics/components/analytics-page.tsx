import { useId, useState } from 'react';
import { PreviewNotice } from '@/components/preview-notice';
import {
  ANALYTICS_RANGES,
  DEFAULT_ANALYTICS_RANGE,
  type AnalyticsRange,
  type AnalyticsSnapshot,
} from '../sample-data';
import { MetricCard } from './metric-card';
import { TopPosts } from './top-posts';
import './analytics.css';

interface AnalyticsPageProps {
  data: Record<AnalyticsRange, AnalyticsSnapshot>;
}

const PERIOD_NAMES: Record<AnalyticsRange, string> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  year: 'year',
};

function isRange(value: string): value is AnalyticsRange {
  return ANALYTICS_RANGES.some((range) => range.id === value);
}

export function AnalyticsPage({ data }: AnalyticsPageProps) {
  const [range, setRange] = useState<AnalyticsRange>(DEFAULT_ANALYTICS_RANGE);
  const selectId = useId();
  const snapshot = data[range];
  const rangeLabel = ANALYTICS_RANGES.find((candidate) => candidate.id === range)?.label ?? '';

  return (
    <div className="container page analytics">
      <header className="page-header analytics-header">
        <div>
          <h1>Analytics</h1>
          <p>How your posts performed across every connected network.</p>
        </div>
        <div className="field analytics-range">
          <label htmlFor={selectId}>Date range</label>
          <select
            id={selectId}
            className="select"
            value={range}
            onChange={(event) => {
              if (isRange(event.target.value)) setRange(event.target.value);
            }}
          >
            {ANALYTICS_RANGES.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </header>
      <PreviewNotice>
        Analytics fill in once your posts are published from Smart Suite. Until then these numbers
        are an example.
      </PreviewNotice>
      <section aria-labelledby="metrics-title">
        <h2 id="metrics-title" className="visually-hidden">
          Key metrics, {rangeLabel}
        </h2>
        <ul className="metric-grid">
          {snapshot.metrics.map((metric) => (
            <MetricCard key={metric.id} metric={metric} periodLabel={PERIOD_NAMES[range]} />
          ))}
        </ul>
      </section>
      <TopPosts posts={snapshot.topPosts} />
    </div>
  );
}
