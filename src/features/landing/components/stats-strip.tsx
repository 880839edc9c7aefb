import { LANDING_STATS } from '../landing-copy';

export function StatsStrip() {
  return (
    <section className="landing-stats" aria-label="Smart Suite in numbers">
      <dl className="container landing-stats-list">
        {LANDING_STATS.map((stat) => (
          <div key={stat.label} className="landing-stat">
            <dt className="landing-stat-label">{stat.label}</dt>
            <dd className="landing-stat-value">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
