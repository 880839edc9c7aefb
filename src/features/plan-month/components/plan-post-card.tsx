import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { PlanSlot } from '@contract/plans';
import type { Post } from '@contract/posts';
import { NETWORK_NAMES } from '@contract/integrations';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatDayAndTime } from '@/lib/date-format';
import { KIND_LABELS } from '../plan-copy';
import { WrittenByNote } from '@/components/written-by-note';

export interface PostEdit {
  caption: string;
  hashtags: string;
}

interface PlanPostCardProps {
  slot: PlanSlot;
  post: Post;
  busy: boolean;
  /** Called once the owner has had the post in view or used one of its controls. */
  onSeen: (id: string) => void;
  onApprove: (id: string) => void;
  onDrop: (id: string) => void;
  onSave: (id: string, edit: PostEdit) => Promise<unknown>;
}

/** Marks the card seen once half of it has been on screen: the owner scrolled past it. */
function useSeenInView(id: string, onSeen: (id: string) => void) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    // Browsers have it; where it is missing a post counts as seen only once it is used.
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          onSeen(id);
          observer.disconnect();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [id, onSeen]);
  return ref;
}

/** One planned post as it will appear: day and time, networks, image, caption, hashtags. */
export function PlanPostCard({
  slot,
  post,
  busy,
  onSeen,
  onApprove,
  onDrop,
  onSave,
}: PlanPostCardProps) {
  const ref = useSeenInView(post.id, onSeen);
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  const toReview = post.status === 'to_review';

  return (
    <article
      ref={ref}
      className="card plan-post"
      aria-labelledby={headingId}
      onFocus={() => onSeen(post.id)}
    >
      <PlanPostHeader slot={slot} post={post} headingId={headingId} />
      <div className="plan-post-body">
        {post.image_url ? (
          <img className="plan-post-image" src={post.image_url} alt={`Visual for: ${post.title}`} />
        ) : null}
        {editing ? (
          <PostEditForm
            post={post}
            onCancel={() => setEditing(false)}
            onSave={async (edit) => {
              await onSave(post.id, edit);
              setEditing(false);
            }}
          />
        ) : (
          <div className="plan-post-text">
            <p className="plan-post-caption">{post.caption}</p>
            {post.hashtags ? <p className="plan-post-hashtags">{post.hashtags}</p> : null}
            <WrittenByNote writtenBy={post.written_by} imageBy={post.image_by} />
          </div>
        )}
      </div>
      {toReview && !editing ? (
        <PlanPostActions
          title={post.title}
          busy={busy}
          onApprove={() => onApprove(post.id)}
          onEdit={() => setEditing(true)}
          onDrop={() => onDrop(post.id)}
        />
      ) : null}
    </article>
  );
}

/** The card's heading: the title, then day and time, kind, networks and state. */
function PlanPostHeader({
  slot,
  post,
  headingId,
}: {
  slot: PlanSlot;
  post: Post;
  headingId: string;
}) {
  const networks = post.platforms.map((network) => NETWORK_NAMES[network]).join(', ');
  const toReview = post.status === 'to_review';
  return (
    <header className="plan-post-header">
      <h4 id={headingId} className="plan-post-title">
        {post.title || 'Untitled Post'}
      </h4>
      <p className="plan-post-meta">
        <time dateTime={`${slot.date}T${slot.time}`}>{formatDayAndTime(slot.date, slot.time)}</time>
        {' · '}
        {KIND_LABELS[slot.kind]}
        {networks ? ` · ${networks}` : ''}
        {' · '}
        <strong>{toReview ? 'To review' : 'Scheduled'}</strong>
      </p>
    </header>
  );
}

/**
 * What the owner can do with a post still to review: approve, edit or drop it. Dropping
 * deletes the post, so it asks first.
 */
function PlanPostActions({
  title,
  busy,
  onApprove,
  onEdit,
  onDrop,
}: {
  title: string;
  busy: boolean;
  onApprove: () => void;
  onEdit: () => void;
  onDrop: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="plan-post-actions">
      <button
        type="button"
        className="btn btn-primary btn-small"
        aria-disabled={busy}
        onClick={() => !busy && onApprove()}
      >
        Approve
      </button>
      <button type="button" className="btn btn-secondary btn-small" onClick={onEdit}>
        Edit
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-small"
        aria-disabled={busy}
        onClick={() => !busy && setConfirming(true)}
      >
        Drop
      </button>
      <ConfirmDialog
        open={confirming}
        title="Drop this post?"
        description={`“${title || 'This post'}” will be deleted from the plan. This cannot be undone.`}
        confirmLabel="Drop post"
        busyLabel="Dropping..."
        isBusy={false}
        error={null}
        onConfirm={() => {
          setConfirming(false);
          onDrop();
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

function PostEditForm({
  post,
  onCancel,
  onSave,
}: {
  post: Post;
  onCancel: () => void;
  onSave: (edit: PostEdit) => Promise<void>;
}) {
  const [caption, setCaption] = useState(post.caption);
  const [hashtags, setHashtags] = useState(post.hashtags);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { caption: useId(), hashtags: useId() };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    onSave({ caption, hashtags }).catch(() => {
      setSaving(false);
      setError('The post could not be saved. Please try again.');
    });
  };

  return (
    <form className="plan-post-edit stack" onSubmit={submit} aria-label={`Edit ${post.title}`}>
      <div className="field">
        <label htmlFor={ids.caption}>Caption</label>
        <textarea
          id={ids.caption}
          className="textarea"
          rows={6}
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.hashtags}>Hashtags</label>
        <input
          id={ids.hashtags}
          className="input"
          value={hashtags}
          onChange={(event) => setHashtags(event.target.value)}
        />
      </div>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="row">
        <button type="submit" className="btn btn-primary btn-small" aria-disabled={saving}>
          {saving ? 'Saving...' : 'Save changes'}
        </button>
        <button type="button" className="btn btn-secondary btn-small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
