import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Draft } from '@contract/drafts';
import type { Network as Platform } from '@contract/integrations';
import type { Post } from '@contract/posts';
import { Dialog } from '@/components/dialog';
import { PostResults } from '@/components/post-results';
import { PostHistory, PostReviewStatus } from '@/components/post-review';
import { PublicationStates } from '@/components/publication-states';
import { ApiError } from '@/lib/api-error';
import { useMayApprove } from '@/lib/business-role';
import { savedMessage } from '@/lib/post-review';
import { useXPrices, xPriceText } from '@/lib/x-price';
import { useSavePost } from '../api/edit-post';
import { draftTitle } from '../draft-view';
import { useOfferedNetworks } from './offered-networks';
import { PlatformLimitsList } from './platform-limits-list';
import { PlatformPicker, type PlatformPickerProps } from './platform-picker';
import { platformLimits } from './platform-limits';
import { checkPostForm, postContent, type FieldErrors, type PostText } from './post-form';
import { PostImageField } from './post-image-field';
import { PostTextFields } from './post-text-fields';
import { ScheduleFields } from './schedule-fields';
import { TikTokFields } from './tiktok-fields';
import { useTikTokPost } from './use-tiktok-choices';
import { usePostImage } from './use-post-image';
import { usePostSchedule } from './use-post-schedule';
import './post-editor.css';
import { WrittenByNote } from '@/components/written-by-note';

export interface PostEditorProps {
  draft: Draft;
  userEmail: string;
  /** The brand's platforms; every platform when the brand has not chosen. */
  brandPlatforms: readonly Platform[];
  timeZone: string;
  onClose: () => void;
  /** Saved: what to tell the person ("Post saved", or "Sent for approval" for an Editor's). */
  onSaved?: (message: string) => void;
}

type PostSaving = Pick<ReturnType<typeof useSavePost>, 'isError' | 'error' | 'isPending'>;

function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'The post could not be saved. Please try again.';
}

/**
 * Edits every part of a post: text, platforms (with each one's limits live), image and
 * its day and time on the business's clock. Nothing typed is lost when saving fails.
 */
export function PostEditor(props: PostEditorProps) {
  const { draft, userEmail, timeZone, onClose, onSaved } = props;
  const baseId = useId();
  const id = (name: string) => `${baseId}-${name}`;
  const { brand: brandOffered, offered } = useOfferedNetworks(props.brandPlatforms);
  const [text, setText] = useState<PostText>(() => textOf(draft));
  const [platforms, setPlatforms] = useState(() => initialPlatforms(draft, brandOffered));
  const image = usePostImage(draft, userEmail);
  const schedule = usePostSchedule(draft, timeZone);
  const tiktok = useTikTokPost(draft, platforms);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSavePost(draft);
  // Set by "Save and approve" just before the form submits: the same checks, then approval.
  const approving = useRef(false);
  const toReview = useMayApprove() && draft.status === 'to_review';
  const limits = usePlatformLimits(text, platforms);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content = tiktok.withChoices(
      postContent(userEmail, text, image.image, platforms, limits),
    );
    const approve = toReview && approving.current;
    approving.current = false;
    const { request, errors: found } = checkPostForm(content, schedule);
    // A post is approved for a day: one with no day is not yet something to schedule.
    if (approve && !schedule.date) found.when = 'Choose a day to approve this post.';
    found.tiktok = tiktok.errorFor(Boolean(schedule.date)) ?? undefined;
    setErrors(found);
    if (!request || found.when || found.tiktok) return;
    const onSuccess = afterSaving(onSaved, onClose);
    const scheduled = scheduleRequest(schedule, userEmail, platforms, brandOffered, approve);
    const when = scheduled && tiktok.withChoices(scheduled);
    save.mutate({ content: request, schedule: when }, { onSuccess });
  };

  return (
    <Dialog open onClose={() => !save.isPending && onClose()} title={`Edit “${draftTitle(draft)}”`}>
      <form className="post-editor" onSubmit={submit} noValidate>
        <PostReviewStatus post={draft} onReviewed={onClose} />
        <PostTextFields
          text={text}
          onChange={(change) => setText((current) => ({ ...current, ...change }))}
          errors={errors}
          id={id}
          limitsId={id('limits')}
        />
        <WrittenByNote writtenBy={draft.written_by} imageBy={image.image.by} />
        <PlatformFields
          offered={offered}
          selected={platforms}
          onChange={setPlatforms}
          caption={text.caption}
          limits={limits}
          error={errors.platforms}
          id={id}
        />
        <PostImageField image={image} title={text.title} />
        <ScheduleFields
          draft={draft}
          schedule={schedule}
          platforms={platforms}
          hasImage={Boolean(image.image.url)}
          timeZone={timeZone}
          error={errors.when}
          id={id}
        />
        <TikTokFields post={tiktok} error={errors.tiktok} id={id} />
        {draft.scheduled_at ? <PublishingAndResults postId={draft.id} timeZone={timeZone} /> : null}
        <PostHistory postId={draft.id} />
        <EditorActions
          save={save}
          onClose={onClose}
          onApprove={toReview ? () => (approving.current = true) : null}
        />
      </form>
    </Dialog>
  );
}

/** Once saved: says so ("Sent for approval" for an Editor's post), then closes. */
function afterSaving(onSaved: PostEditorProps['onSaved'], onClose: () => void) {
  return (post: Post) => {
    onSaved?.(savedMessage(post));
    onClose();
  };
}

/** A scheduled post: where it stands on each account, and its numbers once it went out. */
function PublishingAndResults({ postId, timeZone }: { postId: string; timeZone: string }) {
  return (
    <>
      <PublicationStates postId={postId} heading="Publishing" />
      <PostResults postId={postId} timeZone={timeZone} />
    </>
  );
}

/** The post's own platforms, or the brand's when it has none yet. */
const initialPlatforms = (draft: Draft, offered: readonly Platform[]): Platform[] =>
  draft.platforms?.length ? draft.platforms : [...offered];

/** Each chosen platform's limits for the caption and hashtags, live as they are typed. */
function usePlatformLimits({ caption, hashtags }: PostText, platforms: readonly Platform[]) {
  return useMemo(
    () => platformLimits({ caption, hashtags }, [...platforms]),
    [caption, hashtags, platforms],
  );
}

const textOf = (draft: Draft): PostText => ({
  title: draft.title,
  caption: draft.caption,
  hashtags: draft.hashtags,
});

/** The platforms to publish on, what X charges for this post, and each platform's limits. */
function PlatformFields({
  offered,
  selected,
  onChange,
  caption,
  limits,
  error,
  id,
}: Omit<PlatformPickerProps, 'errorId'> & {
  caption: string;
  limits: ReturnType<typeof platformLimits>;
  id: (name: string) => string;
}) {
  return (
    <>
      <PlatformPicker
        offered={offered}
        selected={selected}
        onChange={onChange}
        error={error}
        errorId={id('platforms-error')}
      />
      {selected.includes('x') ? <XPriceNote caption={caption} /> : null}
      <PlatformLimitsList id={id('limits')} limits={limits} />
    </>
  );
}

/** The schedule to save: as the fields say, or, when approving, what {@link approvalRequest} sends. */
function scheduleRequest(
  schedule: ReturnType<typeof usePostSchedule>,
  userEmail: string,
  platforms: readonly Platform[],
  offered: readonly Platform[],
  approve: boolean,
) {
  return approve
    ? { ...approvalRequest(schedule, userEmail, platforms, offered), approve: true }
    : schedule.request(userEmail, platforms, offered);
}

/** The post's day, time and platforms as they stand, to approve whether or not they changed. */
function approvalRequest(
  schedule: ReturnType<typeof usePostSchedule>,
  userEmail: string,
  platforms: readonly Platform[],
  offered: readonly Platform[],
) {
  return {
    user_email: userEmail,
    date: schedule.date,
    time: schedule.time || '10:00',
    platforms: platforms.length ? [...platforms] : [...offered],
  };
}

/** What X charges for this post, once the server has said its prices. */
function XPriceNote({ caption }: { caption: string }) {
  const prices = useXPrices();
  if (!prices) return null;
  return <p className="field-hint post-editor-x-price">{xPriceText(prices, caption)}</p>;
}

/** Saving's error, and the buttons that close the editor or save the post. */
function EditorActions({
  save,
  onClose,
  onApprove,
}: {
  save: PostSaving;
  onClose: () => void;
  /** Offered for a post to review: marks the submit as an approval. */
  onApprove: (() => void) | null;
}) {
  return (
    <>
      {save.isError ? (
        <p className="alert alert-error" role="alert">
          {errorText(save.error)} Your changes are still here.
        </p>
      ) : null}
      <div className="post-editor-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button
          type="submit"
          className={onApprove ? 'btn btn-secondary' : 'btn btn-primary'}
          aria-disabled={save.isPending}
        >
          {save.isPending ? 'Saving...' : 'Save post'}
        </button>
        {onApprove ? (
          <button
            type="submit"
            className="btn btn-primary"
            aria-disabled={save.isPending}
            onClick={onApprove}
          >
            Save and approve
          </button>
        ) : null}
      </div>
    </>
  );
}
