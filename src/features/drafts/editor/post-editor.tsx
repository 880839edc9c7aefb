import { useId, useMemo, useState, type FormEvent } from 'react';
import { IMAGE_BACKGROUND, OUTPUT_COMPRESSION, PLATFORMS } from '@contract/constants';
import type { Draft } from '@contract/drafts';
import { parseGenerationParams } from '@contract/generation';
import type { Platform } from '@contract/onboarding';
import { updatePostRequestSchema, type SchedulePostRequest } from '@contract/posts';
import { toLocalParts } from '@core/schedule/zoned-time';
import { Dialog } from '@/components/dialog';
import { PublicationStates } from '@/components/publication-states';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { notConnectedText, useConnectedNetworks } from '@/lib/connected-networks';
import { usePublications } from '@/lib/publications';
import { needsImageText, networksMissingImage } from '@/lib/image-required';
import { generateCombinedBrandImage, getOnboardingByEmail, uploadFile } from '@/lib/api';
import { useSavePost } from '../api/edit-post';
import { draftTitle } from '../draft-view';
import { describeLimit, platformLimits } from './platform-limits';
import { PUBLISH_NOTE } from './post-copy';
import './post-editor.css';

export interface PostEditorProps {
  draft: Draft;
  userEmail: string;
  /** The brand's platforms; every platform when the brand has not chosen. */
  brandPlatforms: readonly Platform[];
  timeZone: string;
  onClose: () => void;
  onSaved?: () => void;
}

type FieldErrors = Partial<Record<'title' | 'caption' | 'hashtags' | 'platforms' | 'when', string>>;

const PLATFORM_NAMES: Record<Platform, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  x: 'X',
  linkedin: 'LinkedIn',
};

function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'The post could not be saved. Please try again.';
}

/**
 * Edits every part of a post: text, platforms (with each one's limits live), image and
 * its day and time on the business's clock. Nothing typed is lost when saving fails.
 */
export function PostEditor({
  draft,
  userEmail,
  brandPlatforms,
  timeZone,
  onClose,
  onSaved,
}: PostEditorProps) {
  const baseId = useId();
  const offered = brandPlatforms.length ? brandPlatforms : PLATFORMS;
  const initialWhen = draft.scheduled_at
    ? toLocalParts(new Date(draft.scheduled_at), timeZone)
    : null;
  const [title, setTitle] = useState(draft.title);
  const [caption, setCaption] = useState(draft.caption);
  const [hashtags, setHashtags] = useState(draft.hashtags);
  const [platforms, setPlatforms] = useState<Platform[]>(
    draft.platforms?.length ? draft.platforms : [...offered],
  );
  const [image, setImage] = useState({ url: draft.image_url, prompt: draft.image_prompt });
  const [date, setDate] = useState(initialWhen?.date ?? '');
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
  const missingImage = networksMissingImage(platforms, Boolean(image.url));
  const [time, setTime] = useState(initialWhen?.time ?? '10:00');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [imageBusy, setImageBusy] = useState<null | 'upload' | 'generate'>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const save = useSavePost(draft);

  const limits = useMemo(
    () => platformLimits({ caption, hashtags }, platforms),
    [caption, hashtags, platforms],
  );
  const xShortened = limits.find((limit) => limit.shortened)?.shortened ?? null;
  const allPlatforms = [...new Set<Platform>([...offered, ...platforms])];

  const togglePlatform = (platform: Platform, on: boolean) =>
    setPlatforms((current) =>
      on ? [...current, platform] : current.filter((item) => item !== platform),
    );

  const uploadImage = async (file: File) => {
    setImageBusy('upload');
    setImageError(null);
    try {
      const uploaded = await uploadFile(file, { user_email: userEmail }, 'post_image');
      setImage({ url: uploaded.url, prompt: null });
    } catch (error) {
      setImageError(error instanceof ApiError ? error.message : 'The image could not be uploaded.');
    } finally {
      setImageBusy(null);
    }
  };

  const regenerateImage = async () => {
    setImageBusy('generate');
    setImageError(null);
    try {
      const profile = await getOnboardingByEmail(userEmail).catch(() => null);
      const params = parseGenerationParams(draft.generation_params);
      const generated = await generateCombinedBrandImage({
        post_desc: draft.original_post_desc.trim() || title || 'A post',
        user_email: userEmail,
        onboarding_data: profile,
        use_brand_colors: params?.useBrandColors ?? true,
        use_logo_integration: params?.useLogoIntegration ?? true,
        use_brand_photo_reference: false,
        use_advanced_settings: false,
        brand_colors: profile?.brandAssets.colors ?? [],
        logo_placement: params?.logoPlacement ?? 'corner',
        reference_photo_index: 0,
        style_preferences: params?.stylePreferences ?? '',
        quality: params?.imageQuality ?? 'medium',
        background: IMAGE_BACKGROUND,
        output_compression: OUTPUT_COMPRESSION,
      });
      setImage({ url: generated.imageUrl, prompt: generated.imagePrompt });
    } catch (error) {
      setImageError(error instanceof ApiError ? error.message : 'The image could not be made.');
    } finally {
      setImageBusy(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content = {
      user_email: userEmail,
      title,
      caption,
      hashtags,
      image_url: image.url,
      image_prompt: image.prompt,
      platforms,
      variants: xShortened ? { x: xShortened } : null,
    };
    const parsed = updatePostRequestSchema.safeParse(content);
    const found: FieldErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'title' || field === 'caption' || field === 'hashtags') {
          found[field] ??= `${PLATFORM_FIELD_LABEL[field]} ${issue.message}`;
        }
      }
    }
    if (platforms.length === 0 && date) found.platforms = 'Choose at least one platform.';
    if (date && !time) found.when = 'Choose a time.';
    setErrors(found);
    if (!parsed.success || Object.keys(found).length) return;

    const changedWhen =
      date !== (initialWhen?.date ?? '') ||
      (date && time !== initialWhen?.time) ||
      (date && platforms.join() !== (draft.platforms ?? []).join());
    const schedule: SchedulePostRequest | null = changedWhen
      ? {
          user_email: userEmail,
          date: date || null,
          time: time || '10:00',
          platforms: platforms.length ? platforms : [...offered],
        }
      : null;
    save.mutate(
      { content: parsed.data, schedule },
      {
        onSuccess: () => {
          onSaved?.();
          onClose();
        },
      },
    );
  };

  const id = (name: string) => `${baseId}-${name}`;
  const describedBy = (name: keyof FieldErrors) => (errors[name] ? id(`${name}-error`) : undefined);

  return (
    <Dialog open onClose={() => !save.isPending && onClose()} title={`Edit “${draftTitle(draft)}”`}>
      <form className="post-editor" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={id('title')}>Title</label>
          <input
            id={id('title')}
            className="input"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={describedBy('title')}
          />
          {errors.title ? (
            <p id={id('title-error')} className="field-error">
              {errors.title}
            </p>
          ) : null}
        </div>

        <div className="field">
          <label htmlFor={id('caption')}>Caption</label>
          <textarea
            id={id('caption')}
            className="textarea"
            rows={6}
            value={caption}
            onChange={(event) => setCaption(event.target.value)}
            aria-invalid={errors.caption ? true : undefined}
            aria-describedby={[describedBy('caption'), id('limits')].filter(Boolean).join(' ')}
          />
          {errors.caption ? (
            <p id={id('caption-error')} className="field-error">
              {errors.caption}
            </p>
          ) : null}
        </div>

        <div className="field">
          <label htmlFor={id('hashtags')}>Hashtags</label>
          <input
            id={id('hashtags')}
            className="input"
            value={hashtags}
            onChange={(event) => setHashtags(event.target.value)}
            aria-invalid={errors.hashtags ? true : undefined}
            aria-describedby={describedBy('hashtags')}
          />
          <p className="field-hint">Separate tags with spaces, for example #bakery #sourdough.</p>
          {errors.hashtags ? (
            <p id={id('hashtags-error')} className="field-error">
              {errors.hashtags}
            </p>
          ) : null}
        </div>

        <fieldset
          className="field post-editor-platforms"
          aria-describedby={describedBy('platforms')}
        >
          <legend>Platforms</legend>
          <div className="post-editor-checks">
            {allPlatforms.map((platform) => (
              <label key={platform} className="checkbox">
                <input
                  type="checkbox"
                  checked={platforms.includes(platform)}
                  onChange={(event) => togglePlatform(platform, event.target.checked)}
                />
                {PLATFORM_NAMES[platform]}
              </label>
            ))}
          </div>
          {errors.platforms ? (
            <p id={id('platforms-error')} className="field-error">
              {errors.platforms}
            </p>
          ) : null}
        </fieldset>

        <ul id={id('limits')} className="post-editor-limits" aria-label="Limits per platform">
          {limits.map((limit) => (
            <li key={limit.platform} className={limit.fits ? 'fits' : 'over'}>
              {describeLimit(limit)}
              {limit.fits ? null : (
                <strong>
                  {' '}
                  {limit.shortened ? '(too long: the X version below is used)' : '(over the limit)'}
                </strong>
              )}
            </li>
          ))}
        </ul>
        {xShortened ? (
          <div className="post-editor-x">
            <h3>X version</h3>
            <p>{[xShortened.caption, xShortened.hashtags].filter(Boolean).join('\n')}</p>
          </div>
        ) : null}

        <fieldset className="field post-editor-image">
          <legend>Image</legend>
          {image.url ? (
            <img src={image.url} alt={`The visual for “${title || 'this post'}”`} />
          ) : (
            <p className="muted">No image.</p>
          )}
          <div className="post-editor-image-actions">
            <label className="btn btn-secondary btn-small post-editor-upload">
              {imageBusy === 'upload' ? 'Uploading...' : 'Replace with an upload'}
              <input
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif"
                className="visually-hidden"
                disabled={imageBusy !== null}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void uploadImage(file);
                  event.target.value = '';
                }}
              />
            </label>
            <button
              type="button"
              className="btn btn-secondary btn-small"
              aria-disabled={imageBusy !== null}
              onClick={() => imageBusy === null && void regenerateImage()}
            >
              {imageBusy === 'generate' ? 'Making a new image...' : 'Regenerate image'}
            </button>
            {image.url ? (
              <button
                type="button"
                className="btn btn-ghost btn-small"
                onClick={() => setImage({ url: null, prompt: null })}
              >
                Remove image
              </button>
            ) : null}
          </div>
          {imageError ? (
            <p className="field-error" role="alert">
              {imageError}
            </p>
          ) : null}
        </fieldset>

        <fieldset className="field post-editor-when" aria-describedby={id('when-hint')}>
          <legend>When</legend>
          <div className="post-editor-when-fields">
            <div className="field">
              <label htmlFor={id('date')}>Day</label>
              <input
                id={id('date')}
                type="date"
                className="input"
                value={date}
                onChange={(event) => setDate(event.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor={id('time')}>Time</label>
              <input
                id={id('time')}
                type="time"
                className="input"
                value={time}
                onChange={(event) => setTime(event.target.value)}
                aria-invalid={errors.when ? true : undefined}
              />
            </div>
          </div>
          <p id={id('when-hint')} className="field-hint">
            Times are in {timeZone}. Leave the day empty to keep it unscheduled. {PUBLISH_NOTE}
          </p>
          {errors.when ? <p className="field-error">{errors.when}</p> : null}
          {date && (notConnected.length || missingImage.length) ? (
            <ul className="post-editor-not-connected">
              {notConnected.map((platform) => (
                <li key={platform}>
                  {notConnectedText(platform)}{' '}
                  <Link to={paths.integrations}>Connect in Integrations</Link>.
                </li>
              ))}
              {missingImage.map((platform) => (
                <li key={`image-${platform}`}>{needsImageText(platform)}</li>
              ))}
            </ul>
          ) : null}
        </fieldset>

        {draft.scheduled_at ? <PublicationStates postId={draft.id} heading="Publishing" /> : null}

        {save.isError ? (
          <p className="alert alert-error" role="alert">
            {errorText(save.error)} Your changes are still here.
          </p>
        ) : null}
        <div className="post-editor-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" aria-disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save post'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

const PLATFORM_FIELD_LABEL = { title: 'Title', caption: 'Caption', hashtags: 'Hashtags' } as const;
