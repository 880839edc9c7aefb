import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * The Smart Scheduler placeholder of product.md §2: says what is coming and where planning
 * happens today.
 */
export function SmartSchedulerCard() {
  const headingId = useId();
  return (
    <section className="card smart-scheduler" aria-labelledby={headingId}>
      <div className="smart-scheduler-heading">
        <h2 id={headingId}>Smart Scheduler</h2>
        <span className="soon-badge">Coming soon</span>
      </div>
      <p>
        Smart Scheduler will pick the best times to publish your drafts on each of your platforms
        and keep your month of posts on track, automatically.
      </p>
      <p className="muted">
        Until then, plan a month of posts in one go and keep them on the content calendar.
      </p>
      <div className="smart-scheduler-actions">
        <Link to={paths.planMonth} className="btn btn-primary btn-small">
          Plan a month
        </Link>
        <Link to={paths.schedule} className="btn btn-secondary btn-small">
          Open the calendar
        </Link>
      </div>
    </section>
  );
}
