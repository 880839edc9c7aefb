import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { PlanSlot } from '@contract/plans';
import type { Post } from '@contract/posts';
import { NETWORK_NAMES } from '@contract/integrations';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatDayAndTime, formatWeekdayDay } from '@/lib/date-format';
import { KIND_LABELS } from '../plan-copy';
import { WrittenByNote } from '@/components/written-by-note';
import { useAnotherVersion, type AnotherVersionCall } from './use-another-version';

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
  /** Drops the post; the review then moves the focus on. */
  onDrop: (id: string) => Promise<unknown>;
  onSave: (id: string, edit: PostEdit) => Promise<unknown>;
  onAnotherVersion: AnotherVersionCall;
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

/**
 * One planned post as it will appear: day and time, networks, image, caption, hashtags.
 * Another version replaces its words at once, so what is shown is always what Approve
 * approves (ADR 0058).
 */
export function PlanPostCard({
  slot,
  post,
  busy,
  onSeen,
  onApprove,
  onDrop,
  onSave,
  onAnotherVersion,
}: PlanPostCardProps) {
  const ref = useSeenInView(post.id, onSeen);
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  const toReview = post.status === 'to_review';
  const version = useAnotherVersion(post, slot.id, onAnotherVersion);

  return (
    <article
      ref={ref}
      className="card plan-post"
      aria-labelledby={headingId}
      aria-busy={version.writing}
      data-post-id={post.id}
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
          <div className={`plan-post-text${version.writing ? ' is-rewriting' : ''}`}>
            <p className="plan-post-caption">{post.caption}</p>
            {post.hashtags ? <p className="plan-post-hashtags">{post.hashtags}</p> : null}
            <WrittenByNote writtenBy={post.written_by} imageBy={post.image_by} />
            <VersionNote writing={version.writing} shown={version.shown} error={version.error} />
          </div>
        )}
      </div>
      {toReview && !editing ? (
        <PlanPostActions
          date={slot.date}
          title={post.title}
          busy={busy}
          writing={version.writing}
          onApprove={() => onApprove(post.id)}
          onEdit={() => setEditing(true)}
          onTryAnother={version.tryAnother}
          onDrop={() => onDrop(post.id)}
        />
      ) : null}
    </article>
  );
}

/** What "Try another version" is doing, said where the owner is looking and read out. */
function VersionNote({
  writing,
  shown,
  error,
}: {
  writing: boolean;
  shown: boolean;
  error: string | null;
}) {
  let note = '';
  if (writing) note = 'Writing another version…';
  else if (shown) note = 'Another version is shown in place of the earlier one.';
  return (
    <>
      <p className="plan-post-version muted" role="status">
        {note}
      </p>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
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
      {/* Focusable from script: the focus moves here when the post before it is dropped. */}
      <h4 id={headingId} className="plan-post-title" tabIndex={-1}>
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

interface PlanPostActionsProps {
  date: string;
  title: string;
  busy: boolean;
  /** Another version is being written: the post's other actions wait for it. */
  writing: boolean;
  onApprove: () => void;
  onEdit: () => void;
  onTryAnother: () => void;
  onDrop: () => Promise<unknown>;
}

/**
 * What the owner can do with a post still to review: approve, edit, write it again or
 * drop it. Dropping deletes the post, so it asks first, naming the post by its day.
 */
function PlanPostActions({
  date,
  title,
  busy,
  writing,
  onApprove,
  onEdit,
  onTryAnother,
  onDrop,
}: PlanPostActionsProps) {
  const waiting = busy || writing;
  return (
    <div className="plan-post-actions">
      <button
        type="button"
        className="btn btn-primary btn-small"
        aria-disabled={waiting}
        onClick={() => !waiting && onApprove()}
      >
        Approve
      </button>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        aria-disabled={writing}
        onClick={() => !writing && onEdit()}
      >
        Edit
      </button>
      <DropButton date={date} title={title} disabled={waiting} onDrop={onDrop} />
      {/* aria-disabled, not disabled: the focus stays on it while the new version is written. */}
      <button
        type="button"
        className="btn btn-secondary btn-small plan-post-another"
        aria-disabled={waiting}
        onClick={() => !waiting && onTryAnother()}
      >
        {writing ? 'Writing another version…' : 'Try another version'}
      </button>
    </div>
  );
}

/** Drop, and the question before it; the dialog stays until the post is gone or it failed. */
function DropButton({
  date,
  title,
  disabled,
  onDrop,
}: {
  date: string;
  title: string;
  disabled: boolean;
  onDrop: () => Promise<unknown>;
}) {
  const [confirming, setConfirming] = useState(false);
  const [dropping, setDropping] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const drop = () => {
    setDropping(true);
    setError(null);
    // Once dropped the card leaves the review, its dialog with it.
    onDrop().catch(() => {
      setDropping(false);
      setError('The post could not be dropped. It is still in the plan; please try again.');
    });
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-small"
        aria-disabled={disabled}
        onClick={() => !disabled && setConfirming(true)}
      >
        Drop
      </button>
      <ConfirmDialog
        open={confirming}
        title={`Drop the post for ${formatWeekdayDay(date)}?`}
        description="It will not be published."
        confirmLabel="Drop post"
        busyLabel="Dropping…"
        isBusy={dropping}
        error={error}
        onConfirm={drop}
        onCancel={() => {
          setConfirming(false);
          setError(null);
        }}
      >
        <p className="plan-drop-subject">{title || 'Untitled Post'}</p>
      </ConfirmDialog>
    </>
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
