import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ApprovalPost, LinkDecisionRequest } from '@contract/team';
import { RequestChangesForm, useChangesDraft } from '@/components/request-changes-form';
import { Spinner } from '@/components/spinner';
import { errorMessage, isApiError } from '@/lib/api-error';
import { formatInstant } from '@/lib/date-format';
import { PLATFORM_LABELS } from '@/lib/scheduled-post';
import { decideThroughLink, getApprovalPage, TEAM_NETWORK_TEXT } from '@/lib/team-api';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function Decision({ post }: { post: ApprovalPost }) {
  if (!post.review) return null;
  return (
    <p className="alert alert-success" role="status">
      {post.review.decision === 'approved'
        ? 'Approved. Thank you: it will go out as planned.'
        : `Sent back with your comment: “${post.review.comment}”`}
    </p>
  );
}

function PostDecisionForm({ token, post }: { token: string; post: ApprovalPost }) {
  const [asking, setAsking] = useState(false);
  const draft = useChangesDraft();
  const decide = useMutation({
    mutationFn: (request: LinkDecisionRequest) => decideThroughLink(token, post.id, request),
  });
  if (decide.data) return <Decision post={decide.data} />;
  return (
    <div className="stack">
      {asking ? (
        <RequestChangesForm
          draft={draft}
          submitLabel="Send comment"
          sending={decide.isPending}
          onSend={(comment) => decide.mutate({ decision: 'changes_requested', comment })}
          onCancel={() => setAsking(false)}
        />
      ) : (
        <div className="row">
          <button
            type="button"
            className="btn btn-primary"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ decision: 'approved', comment: '' })}
          >
            Approve
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setAsking(true)}>
            Request changes
          </button>
        </div>
      )}
      {decide.isError ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(decide.error, TEAM_NETWORK_TEXT)}
        </p>
      ) : null}
    </div>
  );
}

function WaitingPost({ token, post }: { token: string; post: ApprovalPost }) {
  const titleId = useId();
  return (
    <article className="card stack" aria-labelledby={titleId}>
      {post.image_url ? (
        <img
          src={post.image_url}
          // The image is part of what the approver judges, so it is named like the post's
          // image everywhere else in the app.
          alt={post.title.trim() ? `Image for “${post.title}”` : 'Image for this post'}
          style={{ width: '100%', height: 'auto', borderRadius: 8 }}
        />
      ) : null}
      <h2 id={titleId}>{post.title}</h2>
      {post.caption.split('\n').map((line, index) => (
        <p key={index}>{line}</p>
      ))}
      {post.hashtags ? <p className="muted">{post.hashtags}</p> : null}
      <p className="field-hint">
        {post.platforms.map((platform) => PLATFORM_LABELS[platform]).join(', ') || 'No network yet'}
        {' · '}
        {post.scheduled_at ? formatInstant(post.scheduled_at, browserZone()) : 'No time yet'}
      </p>
      <PostDecisionForm token={token} post={post} />
    </article>
  );
}

/**
 * /approve/:token: someone without an account approves or sends back the business's waiting
 * posts from their phone. Nothing here leads into the app.
 */
export function ApprovalPage({ token }: { token: string }) {
  const page = useQuery({
    queryKey: ['approval-page', token],
    queryFn: () => getApprovalPage(token),
    retry: false,
  });
  if (page.isPending) return <Spinner label="Opening the posts..." />;
  if (page.isError) {
    const gone = isApiError(page.error) && (page.error.status === 410 || page.error.status === 404);
    return (
      <div className="stack">
        <h1>Approve posts</h1>
        <p className="alert alert-warning" role="alert">
          {gone
            ? 'This approval link has expired or was revoked. Ask for a new one.'
            : errorMessage(page.error, TEAM_NETWORK_TEXT)}
        </p>
      </div>
    );
  }
  const { business_name, label, posts } = page.data;
  return (
    <div className="stack">
      <header className="stack">
        <h1>Posts from {business_name}</h1>
        <p className="muted">For {label}. Approve each post, or say what should change.</p>
      </header>
      {posts.length === 0 ? <p>No posts are waiting for approval. Thank you!</p> : null}
      {posts.map((post) => (
        <WaitingPost key={post.id} token={token} post={post} />
      ))}
    </div>
  );
}
