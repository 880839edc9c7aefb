import { PLATFORM_LABELS } from '@/lib/scheduled-post';
import { formatMetric } from '../format-metric';
import type { TopPost } from '../sample-data';

export function TopPosts({ posts }: { posts: readonly TopPost[] }) {
  return (
    <section className="card top-posts" aria-labelledby="top-posts-title">
      <h2 id="top-posts-title">Top performing posts</h2>
      <ol className="top-posts-list">
        {posts.map((post, index) => (
          <li key={post.id} className="top-post">
            <span className="top-post-rank" aria-hidden="true">
              {index + 1}
            </span>
            <div className="top-post-body">
              <h3 className="top-post-title">{post.title}</h3>
              <p className="top-post-platform">{PLATFORM_LABELS[post.platform]}</p>
            </div>
            <dl className="top-post-stats">
              <div>
                <dt>Reach</dt>
                <dd>{formatMetric(post.reach, 'count')}</dd>
              </div>
              <div>
                <dt>Engagement</dt>
                <dd>{formatMetric(post.engagementRate, 'percent')}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}
