import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { notPublishedText, type UnpublishedCount } from '@/lib/connected-networks';

/**
 * The posts that will not go out, one line per network with no account, each with the way
 * to connect one: said when approving or scheduling, not discovered on the day.
 */
export function NotPublishedNotes({
  counts,
  live = false,
}: {
  counts: readonly UnpublishedCount[];
  /** Read out as it appears (after an approval), rather than only where it stands. */
  live?: boolean;
}) {
  if (counts.length === 0) return null;
  return (
    <div className="alert alert-warning not-published" role={live ? 'alert' : undefined}>
      {counts.map((count) => (
        <p key={count.network}>
          {notPublishedText(count)} <Link to={paths.integrations}>Connect an account</Link>
        </p>
      ))}
    </div>
  );
}
