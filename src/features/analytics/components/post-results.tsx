import { METRIC_LABELS, METRIC_NAMES, type PostResult } from '@contract/analytics';
import { NETWORK_NAMES } from '@contract/integrations';
import { engagementOf } from '@core/analytics';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatMetric } from '../format-metric';

/** When a post went out, on the business's clocks (the zone the periods were counted in). */
const publishedIn = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(instant),
  );

/** A count, or "n/a" (read out as "not available") for a number the network does not give. */
function Count({ value }: { value: number | null }) {
  if (value === null) {
    return (
      <>
        <span aria-hidden="true">n/a</span>
        <span className="visually-hidden">not available</span>
      </>
    );
  }
  return <>{formatMetric(value, 'count')}</>;
}

/** The owner's three best posts of the period, each linking to the post and the network. */
export function OwnTopPosts({ posts }: { posts: readonly PostResult[] }) {
  return (
    <section className="card top-posts" aria-labelledby="top-posts-title">
      <h2 id="top-posts-title">Top Performing Posts</h2>
      {posts.length === 0 ? (
        <p>Your best posts show here once the networks have given their first numbers.</p>
      ) : (
        <ol className="top-posts-list">
          {posts.map((post, index) => (
            <li key={`${post.post_id}-${post.network}-${post.account_name}`} className="top-post">
              <span className="top-post-rank" aria-hidden="true">
                {index + 1}
              </span>
              <div className="top-post-body">
                <h3 className="top-post-title">{post.title}</h3>
                <p className="top-post-platform">
                  {NETWORK_NAMES[post.network]} · {post.account_name}
                </p>
                <p className="top-post-links">
                  <Link to={paths.schedule}>See it in your schedule</Link>
                  {post.url ? (
                    <a href={post.url} target="_blank" rel="noreferrer">
                      Open on {NETWORK_NAMES[post.network]}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  ) : null}
                </p>
              </div>
              <dl className="top-post-stats">
                <div>
                  <dt>Reach</dt>
                  <dd>
                    <Count value={post.metrics.reach} />
                  </dd>
                </div>
                <div>
                  <dt>Engagement</dt>
                  <dd>
                    <Count value={engagementOf(post.metrics)} />
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Every post of the period with its latest numbers: the text alternative of the page. */
export function PostResultsTable({
  posts,
  timeZone,
}: {
  posts: readonly PostResult[];
  timeZone: string;
}) {
  return (
    <section className="card analytics-table-card" aria-labelledby="post-results-title">
      <h2 id="post-results-title">Your posts, one row per network</h2>
      {posts.length === 0 ? (
        <p>No post was published in this period.</p>
      ) : (
        <div
          className="analytics-table-scroll"
          // The table scrolls sideways on a phone: keyboard users reach it by focusing it.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
          tabIndex={0}
          role="region"
          aria-label="Posts table"
        >
          <table className="analytics-table">
            <caption className="visually-hidden">
              Each post’s latest numbers; n/a means the network does not give that number.
            </caption>
            <thead>
              <tr>
                <th scope="col">Post</th>
                <th scope="col">Network</th>
                <th scope="col">Published</th>
                {METRIC_NAMES.map((name) => (
                  <th key={name} scope="col">
                    {METRIC_LABELS[name]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {posts.map((post) => (
                <tr key={`${post.post_id}-${post.network}-${post.account_name}`}>
                  <th scope="row">
                    {post.title}
                    {post.note ? <span className="analytics-note">{post.note}</span> : null}
                  </th>
                  <td>{NETWORK_NAMES[post.network]}</td>
                  <td>{publishedIn(post.published_at, timeZone)}</td>
                  {METRIC_NAMES.map((name) => (
                    <td key={name}>
                      <Count value={post.metrics[name]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
