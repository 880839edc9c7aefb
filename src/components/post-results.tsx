import { useId } from 'react';
import {
  METRIC_LABELS,
  METRIC_NAMES,
  type MetricValues,
  type PublicationResult,
  type ResultSnapshot,
  type SnapshotAge,
} from '@contract/analytics';
import { NETWORK_NAMES, type Network } from '@contract/integrations';
import { formatInstant, ownerLocale } from '@/lib/date-format';
import { usePostResults } from '@/lib/post-results';
import './post-results.css';

/** When the reading was taken, said as the owner would (ADR 0060: 1 h, 24 h, 7 d, 28 d). */
const AGE_TEXT: Record<SnapshotAge, string> = {
  '1h': 'about an hour after posting',
  '24h': 'a day after posting',
  '7d': 'a week after posting',
  '28d': 'four weeks after posting, its final numbers',
};

export const RESULTS_EMPTY_TEXT =
  'Nothing is published yet. Numbers appear about an hour after a post goes out.';
const NOT_READ_YET_TEXT = 'No numbers yet: they appear about an hour after the post went out.';

function formatCount(value: number): string {
  try {
    return new Intl.NumberFormat(ownerLocale()).format(value);
  } catch {
    return new Intl.NumberFormat().format(value);
  }
}

const givesNothing = (metrics: MetricValues) =>
  METRIC_NAMES.every((name) => metrics[name] === null);

/** One reading as a table: a number, or "Not available on <network>", never a zero for it. */
function ResultTable({
  network,
  latest,
  labelledBy,
}: {
  network: Network;
  latest: ResultSnapshot;
  labelledBy: string;
}) {
  return (
    <table className="post-results-table" aria-labelledby={labelledBy}>
      <tbody>
        {METRIC_NAMES.map((name) => {
          const value = latest.metrics[name];
          return (
            <tr key={name}>
              <th scope="row">{METRIC_LABELS[name]}</th>
              {value === null ? (
                <td className="muted">Not available on {NETWORK_NAMES[network]}</td>
              ) : (
                <td className="post-results-count">{formatCount(value)}</td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** One account's numbers: the table, or why there are none; when they were read. */
function PublicationResults({
  publication,
  timeZone,
}: {
  publication: PublicationResult;
  timeZone: string;
}) {
  const headingId = useId();
  const { latest, network } = publication;
  return (
    <section className="post-results-network" aria-labelledby={headingId}>
      <h4 id={headingId}>
        {NETWORK_NAMES[network]}{' '}
        <span className="post-results-account">{publication.account_name}</span>
      </h4>
      {!latest ? (
        <p className="post-results-note">{NOT_READ_YET_TEXT}</p>
      ) : givesNothing(latest.metrics) ? (
        // A network that gives no numbers at all for this post (a LinkedIn member's): said
        // once, in its reason's words, rather than as a column of "not available".
        <p className="post-results-note">
          {latest.note ?? `${NETWORK_NAMES[network]} gives no numbers for this post.`}
        </p>
      ) : (
        <>
          <ResultTable network={network} latest={latest} labelledBy={headingId} />
          {latest.note ? <p className="post-results-note">{latest.note}</p> : null}
        </>
      )}
      {latest ? (
        <p className="post-results-note muted">
          As of <time dateTime={latest.read_at}>{formatInstant(latest.read_at, timeZone)}</time>,{' '}
          {AGE_TEXT[latest.age]}
        </p>
      ) : null}
    </section>
  );
}

/**
 * A post's numbers per network from the networks' newest readings (ADR 0060), in the post
 * editor. Nothing shows for a post that never had a publication; a post not out yet says
 * when numbers come.
 */
export function PostResults({ postId, timeZone }: { postId: string; timeZone: string }) {
  const query = usePostResults(postId);
  const headingId = useId();
  if (query.isSuccess && query.data.publications.length === 0) return null;
  const published = (query.data?.publications ?? []).filter(
    (publication) => publication.state === 'published',
  );
  let content;
  if (query.isPending) {
    content = <p role="status">Loading the results...</p>;
  } else if (query.isError) {
    content = (
      <>
        <p className="alert alert-error" role="alert">
          The results could not be loaded.
        </p>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => void query.refetch()}
        >
          Try again
        </button>
      </>
    );
  } else if (!published.length) {
    content = <p className="post-results-note">{RESULTS_EMPTY_TEXT}</p>;
  } else {
    content = (
      <div className="post-results-grid">
        {published.map((publication) => (
          <PublicationResults
            key={publication.publication_id}
            publication={publication}
            timeZone={timeZone}
          />
        ))}
      </div>
    );
  }
  return (
    <section className="post-results" aria-labelledby={headingId}>
      <h3 id={headingId}>Results</h3>
      {content}
    </section>
  );
}
