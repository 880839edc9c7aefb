import { describeChange, formatMetric } from '../format-metric';
import type { Metric } from '../sample-data';

export function MetricCard({ metric, periodLabel }: { metric: Metric; periodLabel: string }) {
  const change = describeChange(metric.change, metric.unit);
  return (
    <li className="metric-card">
      <p className="metric-label">{metric.label}</p>
      <p className="metric-value">{formatMetric(metric.value, metric.unit)}</p>
      <p className={`metric-change is-${change.direction}`}>
        <span aria-hidden="true">
          {change.direction === 'up' ? '▲' : change.direction === 'down' ? '▼' : '–'}{' '}
          {change.visible}
        </span>
        <span className="visually-hidden">{change.spoken}</span>
        <span className="metric-period"> vs previous {periodLabel}</span>
      </p>
    </li>
  );
}
