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

interface DashboardMetricsProps {
  draftsCount: number | null;
  /** Approved posts with a time from now on; null while unknown. */
  scheduledCount: number | null;
}

export function DashboardMetrics({ draftsCount, scheduledCount }: DashboardMetricsProps) {
  return (
    <dl className="dashboard-metrics">
      <Metric label="Scheduled Posts" value={scheduledCount} hint="Planned on your calendar" />
      <Metric label="Drafts" value={draftsCount} hint="Saved and ready to review" />
    </dl>
  );
}
