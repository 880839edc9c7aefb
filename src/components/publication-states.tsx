import { Link } from 'react-router-dom';
import {
  NETWORK_NAMES,
  type Network,
  type Publication,
  type PublicationState,
} from '@contract/integrations';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { notConnectedText, useConnectedNetworks } from '@/lib/connected-networks';
import { needsImageText, networksMissingImage } from '@/lib/image-required';
import { usePublicationAction, usePublications } from '@/lib/publications';
import './publication-states.css';

export const STATE_LABELS: Record<PublicationState, string> = {
  scheduled: 'Scheduled',
  preparing: 'Publishing',
  publishing: 'Publishing',
  retry_wait: 'Will try again',
  published: 'Published',
  failed: 'Failed',
  needs_reconnect: 'Needs reconnecting',
  unconfirmed: 'Posted?',
  cancelled: 'Cancelled',
  missed: 'Missed',
};

const NETWORK_TEXTS = { network: 'Could not reach the server. Please try again.' };

function PublicationLine({ publication, postId }: { publication: Publication; postId: string }) {
  const action = usePublicationAction(postId);
  const { state } = publication;
  const where = `${NETWORK_NAMES[publication.network]} ${publication.account_name}`;
  const canRetry = state === 'failed' || state === 'missed' || state === 'unconfirmed';
  const canMark = state === 'unconfirmed' || state === 'failed' || state === 'missed';
  return (
    <li className={`publication publication-${state}`}>
      <span className="publication-where">
        {where}
        {publication.sandbox ? ' (Sandbox)' : ''}:
      </span>{' '}
      <span className="publication-state">{STATE_LABELS[state]}</span>
      {publication.remote_url && state === 'published' ? (
        <>
          {' '}
          <a
            href={publication.remote_url}
            target="_blank"
            rel="noreferrer noopener"
            aria-label={`View post on ${where}`}
          >
            View post
          </a>
        </>
      ) : null}
      {publication.error_message && state !== 'published' ? (
        <p className="publication-reason">{publication.error_message}</p>
      ) : null}
      {state === 'needs_reconnect' ? (
        <Link to={paths.integrations}>Reconnect {NETWORK_NAMES[publication.network]}</Link>
      ) : null}
      {canMark ? (
        <button
          type="button"
          className="btn btn-ghost btn-small"
          disabled={action.isPending}
          aria-label={`Mark as posted on ${where}`}
          onClick={() => action.mutate({ id: publication.id, action: 'mark-posted' })}
        >
          Mark as posted
        </button>
      ) : null}
      {canRetry ? (
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={action.isPending}
          aria-label={`Try again on ${where}`}
          onClick={() => action.mutate({ id: publication.id, action: 'retry' })}
        >
          Try again
        </button>
      ) : null}
      {action.isError ? <p role="alert">{errorMessage(action.error, NETWORK_TEXTS)}</p> : null}
    </li>
  );
}

/** Said plainly where a post will not go, rather than implying it will be published there. */
function NotConnectedLine({ network }: { network: Network }) {
  return (
    <li className="publication publication-not-connected">
      {notConnectedText(network)} <Link to={paths.integrations}>Connect in Integrations</Link>.
    </li>
  );
}

/**
 * A post's publications: where it goes, where it stands, its link or its reason; each of
 * its platforms with no connected account, and each that cannot take it without an image.
 */
export function PublicationStates({
  postId,
  platforms = [],
  heading,
  hasImage,
}: {
  postId: string;
  platforms?: readonly Network[];
  /** A heading over the list, where the list stands alone (the post editor). */
  heading?: string;
  /** Whether the post has an image; nothing is said about images while unknown. */
  hasImage?: boolean;
}) {
  const query = usePublications(postId);
  const connected = useConnectedNetworks();
  const publications = query.data ?? [];
  // Only once both are known: a post is never said to be unpublished on a guess.
  const notConnected =
    connected && query.data
      ? platforms.filter(
          (platform) =>
            !connected.has(platform) &&
            !publications.some((publication) => publication.network === platform),
        )
      : [];
  const missingImage =
    hasImage === undefined
      ? []
      : networksMissingImage(platforms, hasImage).filter(
          (network) =>
            !publications.some(
              (publication) => publication.network === network && publication.state === 'published',
            ),
        );
  if (!publications.length && !notConnected.length && !missingImage.length) return null;
  const list = (
    <ul className="publications" aria-label="Publishing">
      {publications.map((publication) => (
        <PublicationLine key={publication.id} publication={publication} postId={postId} />
      ))}
      {notConnected.map((network) => (
        <NotConnectedLine key={network} network={network} />
      ))}
      {missingImage.map((network) => (
        <li key={`image-${network}`} className="publication publication-not-connected">
          {needsImageText(network)}
        </li>
      ))}
    </ul>
  );
  if (!heading) return list;
  return (
    <section className="publications-section">
      <h3>{heading}</h3>
      {list}
    </section>
  );
}
