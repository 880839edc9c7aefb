import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ANALYTICS_RANGE_LABELS,
  ANALYTICS_RANGES,
  analyticsRangeSchema,
  type AnalyticsRange,
  type AnalyticsResponse,
} from '@contract/analytics';
import { analyticsCsv } from '@core/analytics';
import { toLocalParts } from '@core/schedule/zoned-time';
import { PreviewNotice } from '@/components/preview-notice';
import { paths } from '@/config/paths';
import { useAnalytics } from '../api/use-analytics';
import { SAMPLE_ANALYTICS } from '../sample-data';
import { MetricCard } from './metric-card';
import { OwnMetricCard } from './own-metric-card';
import { OwnTopPosts, PostResultsTable } from './post-results';
import { TopPosts } from './top-posts';
import './analytics.css';

const PERIOD_NAMES: Record<AnalyticsRange, string> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  year: 'year',
};

/** Saves the period's numbers as a CSV file (built in the browser from what is shown). */
function downloadCsv(data: AnalyticsResponse) {
  const csv = analyticsCsv(data.posts, data.time_zone);
  const blob = new Blob([csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  // Named by the period's last day in the business's zone (`to` is the midnight after it).
  const lastDay = toLocalParts(new Date(Date.parse(data.to) - 1), data.time_zone).date;
  link.download = `analytics-${data.range}-${lastDay}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

function OwnAnalytics({ data, range }: { data: AnalyticsResponse; range: AnalyticsRange }) {
  return (
    <>
      <section aria-labelledby="metrics-title">
        <div className="analytics-section-header">
          <h2 id="metrics-title">Key metrics, {ANALYTICS_RANGE_LABELS[range]}</h2>
          <button type="button" className="btn btn-secondary" onClick={() => downloadCsv(data)}>
            Download CSV
          </button>
        </div>
        <ul className="metric-grid">
          {data.cards.map((card) => (
            <OwnMetricCard key={card.id} card={card} periodLabel={PERIOD_NAMES[range]} />
          ))}
        </ul>
      </section>
      <OwnTopPosts posts={data.top_posts} />
      <PostResultsTable posts={data.posts} timeZone={data.time_zone} />
    </>
  );
}

/** Nothing published yet: how to get there, and, clearly apart, what the page will show. */
function NothingPublished({ range }: { range: AnalyticsRange }) {
  const sample = SAMPLE_ANALYTICS[range];
  return (
    <>
      <section className="card analytics-empty" aria-labelledby="analytics-empty-title">
        <h2 id="analytics-empty-title">No published posts yet</h2>
        <p>
          Your numbers appear here about an hour after your first post goes out from Smart Suite.
          Connect an account on <Link to={paths.integrations}>Integrations</Link>, then write a post
          in <Link to={paths.compose}>Compose</Link> and schedule it from the{' '}
          <Link to={paths.schedule}>Schedule</Link>.
        </p>
      </section>
      <section className="analytics-example" aria-labelledby="analytics-example-title">
        <h2 id="analytics-example-title">Example: what this page will show</h2>
        <PreviewNotice>These numbers are an example, not your account’s.</PreviewNotice>
        <ul className="metric-grid">
          {sample.metrics.map((metric) => (
            <MetricCard key={metric.id} metric={metric} periodLabel={PERIOD_NAMES[range]} />
          ))}
        </ul>
        <TopPosts posts={sample.topPosts} />
      </section>
    </>
  );
}

export function AnalyticsPage({ signedIn, onLogIn }: { signedIn: boolean; onLogIn: () => void }) {
  const [range, setRange] = useState<AnalyticsRange>('30d');
  const selectId = useId();
  const analytics = useAnalytics(signedIn ? range : null);

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
              const picked = analyticsRangeSchema.safeParse(event.target.value);
              if (picked.success) setRange(picked.data);
            }}
          >
            {ANALYTICS_RANGES.map((option) => (
              <option key={option} value={option}>
                {ANALYTICS_RANGE_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
      </header>
      {!signedIn ? (
        <section className="card analytics-empty" aria-labelledby="analytics-signed-out-title">
          <h2 id="analytics-signed-out-title">Log in to see your numbers</h2>
          <button type="button" className="btn btn-primary" onClick={onLogIn}>
            Log in
          </button>
        </section>
      ) : analytics.isPending ? (
        <p role="status">Loading your numbers…</p>
      ) : analytics.isError ? (
        <div role="alert" className="card analytics-error">
          <p>We could not load your numbers. {analytics.error.message}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void analytics.refetch()}
          >
            Try again
          </button>
        </div>
      ) : analytics.data.published_total === 0 ? (
        <NothingPublished range={range} />
      ) : (
        <OwnAnalytics data={analytics.data} range={range} />
      )}
    </div>
  );
}
