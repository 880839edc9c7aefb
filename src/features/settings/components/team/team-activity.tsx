import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/api-error';
import { TEAM_NETWORK_TEXT } from '@/lib/team-api';
import { activitySentence, activityTime } from '@/lib/activity-words';
import { useActivity } from '../../api/team';

/** What happened in the business, newest first, for Owners and Admins. */
export function TeamActivity() {
  const activity = useActivity(true);
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section className="settings-section" aria-labelledby="team-activity-title">
      <div className="settings-section-header">
        <h2 id="team-activity-title">Recent activity</h2>
      </div>
      {activity.isPending ? <Spinner label="Loading the activity..." /> : null}
      {activity.isError ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(activity.error, TEAM_NETWORK_TEXT)}
        </p>
      ) : null}
      {activity.isSuccess && entries.length === 0 ? (
        <p className="muted">Nothing has happened yet.</p>
      ) : null}
      {entries.length > 0 ? (
        <ol className="stack" aria-label="Recent activity">
          {entries.map((entry) => (
            <li key={entry.id}>
              <span>{activitySentence(entry)}</span>
              {entry.detail ? <span className="muted">: {entry.detail}</span> : null}
              <br />
              <time className="field-hint" dateTime={entry.at}>
                {activityTime(entry.at)}
              </time>
            </li>
          ))}
        </ol>
      ) : null}
      {activity.hasNextPage ? (
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={activity.isFetchingNextPage}
          onClick={() => void activity.fetchNextPage()}
        >
          {activity.isFetchingNextPage ? 'Loading...' : 'Show more'}
        </button>
      ) : null}
    </section>
  );
}
