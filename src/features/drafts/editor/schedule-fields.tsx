import { Link } from 'react-router-dom';
import type { Draft } from '@contract/drafts';
import type { Network as Platform } from '@contract/integrations';
import { paths } from '@/config/paths';
import { notConnectedText, useConnectedNetworks } from '@/lib/connected-networks';
import { needsImageText, networksMissingImage } from '@/lib/image-required';
import { usePublications } from '@/lib/publications';
import { PUBLISH_NOTE } from './post-copy';
import type { PostSchedule } from './use-post-schedule';

export interface ScheduleFieldsProps {
  draft: Draft;
  schedule: PostSchedule;
  platforms: readonly Platform[];
  hasImage: boolean;
  timeZone: string;
  error: string | undefined;
  id: (name: string) => string;
}

/** The post's day and time on the business's clock. */
export function ScheduleFields({
  draft,
  schedule,
  platforms,
  hasImage,
  timeZone,
  error,
  id,
}: ScheduleFieldsProps) {
  return (
    <fieldset className="field post-editor-when" aria-describedby={id('when-hint')}>
      <legend>When</legend>
      <div className="post-editor-when-fields">
        <div className="field">
          <label htmlFor={id('date')}>Day</label>
          <input
            id={id('date')}
            type="date"
            className="input"
            value={schedule.date}
            onChange={(event) => schedule.setDate(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={id('time')}>Time</label>
          <input
            id={id('time')}
            type="time"
            className="input"
            value={schedule.time}
            onChange={(event) => schedule.setTime(event.target.value)}
            aria-invalid={error ? true : undefined}
          />
        </div>
      </div>
      <p id={id('when-hint')} className="field-hint">
        Times are in {timeZone}. Leave the day empty to keep it unscheduled. {PUBLISH_NOTE}
      </p>
      {error ? <p className="field-error">{error}</p> : null}
      <UnreachablePlatforms
        draft={draft}
        platforms={platforms}
        hasImage={hasImage}
        shown={Boolean(schedule.date)}
      />
    </fieldset>
  );
}

/**
 * For a post with a day, the platforms it cannot go out on yet: no connected account, or no
 * image where the network needs one. The accounts load whether or not the list is shown.
 */
function UnreachablePlatforms({
  draft,
  platforms,
  hasImage,
  shown,
}: {
  draft: Draft;
  platforms: readonly Platform[];
  hasImage: boolean;
  shown: boolean;
}) {
  const connected = useConnectedNetworks();
  // The server leaves scheduled_at out of an unscheduled draft: only a scheduled one has states.
  const publications = usePublications(draft.id, { enabled: Boolean(draft.scheduled_at) }).data;
  // Only once the accounts are known: a post is never said to be unpublished on a guess.
  // A platform it already went out on (from an account since disconnected) is not "missing".
  const notConnected = connected
    ? platforms.filter(
        (platform) =>
          !connected.has(platform) && !publications?.some((item) => item.network === platform),
      )
    : [];
  const missingImage = networksMissingImage(platforms, hasImage);
  if (!shown || !(notConnected.length || missingImage.length)) return null;
  return (
    <ul className="post-editor-not-connected">
      {notConnected.map((platform) => (
        <li key={platform}>
          {notConnectedText(platform)} <Link to={paths.integrations}>Connect in Integrations</Link>.
        </li>
      ))}
      {missingImage.map((platform) => (
        <li key={`image-${platform}`}>{needsImageText(platform)}</li>
      ))}
    </ul>
  );
}
