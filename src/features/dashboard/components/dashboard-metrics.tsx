/** SPEC 2 fixes the Scheduled Posts card at 0: scheduling is not connected to a server yet. */
export const SCHEDULED_POSTS_COUNT = 0;

interface MetricProps {
  label: string;
  /** null while the figure is unknown (loading or failed). */
  value: number | null;
  hint: string;
}

function Metric({ label, value, hint }: MetricProps) {
  return (
    <div className="metric-card">
      <dt className="metric-label">{label}</dt>
      <dd className="metric-value">
        {value === null ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">Not available yet</span>
          </>
        ) : (
          value
        )}
      </dd>
      <dd className="metric-hint">{hint}</dd>
    </div>
  );
}

export function DashboardMetrics({ draftsCount }: { draftsCount: number | null }) {
  return (
    <dl className="dashboard-metrics">
      <Metric
        label="Scheduled Posts"
        value={SCHEDULED_POSTS_COUNT}
        hint="Posts queued to publish"
      />
      <Metric label="Drafts" value={draftsCount} hint="Saved and ready to review" />
    </dl>
  );
}
