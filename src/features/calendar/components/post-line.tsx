import {
  PLATFORM_LABELS,
  PUBLISHING_LABELS,
  reviewWords,
  type Platform,
  type ScheduledPost,
} from '@/lib/scheduled-post';

const PLATFORM_MARKS: Record<Platform, string> = {
  facebook: 'FB',
  instagram: 'IG',
  linkedin: 'in',
  x: 'X',
  tiktok: 'TT',
  google_business: 'G',
};

/** The post's publishing in words, or '' when it has none. */
export const publishingText = (post: ScheduledPost) =>
  post.publishing ? PUBLISHING_LABELS[post.publishing].text : '';

/** A post in a day cell: its time, platform marks and title. */
export function PostLine({ post }: { post: ScheduledPost }) {
  const platforms = post.platforms?.length ? post.platforms : [post.platform];
  const publishing = post.publishing ? PUBLISHING_LABELS[post.publishing] : null;
  return (
    <>
      {post.time ? <span className="calendar-post-time">{post.time}</span> : null}{' '}
      <span className="calendar-post-mark" aria-hidden="true">
        {platforms.map((platform) => PLATFORM_MARKS[platform]).join(' ')}
      </span>{' '}
      <span className="calendar-post-title">{post.title}</span>
      {publishing ? (
        <span
          className={`calendar-post-state publishing-${post.publishing}`}
          aria-hidden="true"
          title={publishing.text}
        >
          {' '}
          {publishing.mark}
        </span>
      ) : null}
      <span className="visually-hidden">
        {' '}
        on {platforms.map((platform) => PLATFORM_LABELS[platform]).join(', ')}
        {post.toReview ? `, ${reviewWords(post)}` : ''}
        {publishing ? `, ${publishing.text}` : ''}
      </span>
    </>
  );
}
