import type { Draft } from '@contract/drafts';
import type { GenerationParams } from '@contract/generation';
import { AI_GENERATED_LABEL, UNTITLED_POST } from './drafts-copy';

/** How a card presents a draft: pure functions so the wording is tested on its own. */

export const CAPTION_PREVIEW_LENGTH = 140;

export function draftTitle(draft: Pick<Draft, 'title'>): string {
  return draft.title.trim() || UNTITLED_POST;
}

/** Cuts at a word boundary so the preview never ends mid-word. */
export function captionPreview(caption: string, maxLength = CAPTION_PREVIEW_LENGTH): string {
  const text = caption.trim().replace(/\s+/g, ' ');
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

export function formatDraftDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export type DraftImageSource =
  | { kind: 'ai' }
  | { kind: 'uploaded'; filename: string | null }
  | { kind: 'other' }
  | { kind: 'none' };

/**
 * product.md §2: a draft with an image prompt that was not uploaded is AI generated; an
 * uploaded image is known by its original file name.
 */
export function draftImageSource(
  draft: Pick<Draft, 'image_url' | 'image_prompt'>,
  params: GenerationParams | null,
): DraftImageSource {
  const uploaded = params?.imageUploadMode === true;
  if (uploaded && draft.image_url) {
    return { kind: 'uploaded', filename: params.uploadedImageName?.trim() || null };
  }
  if (!uploaded && draft.image_prompt?.trim()) return { kind: 'ai' };
  if (draft.image_url) return { kind: 'other' };
  return { kind: 'none' };
}

export function imageAltText(title: string, source: DraftImageSource): string {
  switch (source.kind) {
    case 'ai':
      return `${AI_GENERATED_LABEL} image for “${title}”`;
    case 'uploaded':
      return source.filename
        ? `Uploaded image ${source.filename} for “${title}”`
        : `Uploaded image for “${title}”`;
    default:
      return `Image for “${title}”`;
  }
}

const onOff = (value: boolean) => (value ? 'on' : 'off');

function describeImage(params: GenerationParams): string {
  if (params.imageUploadMode) {
    return params.uploadedImageName ? `uploaded (${params.uploadedImageName})` : 'uploaded';
  }
  if (!params.imageGeneration) return 'none';
  const parts = ['AI generated'];
  if (params.useBrandColors) parts.push('brand colors');
  if (params.useLogoIntegration) parts.push(`logo at ${params.logoPlacement}`);
  if (params.useBrandPhotoReference) {
    parts.push(`brand photo ${params.referencePhotoIndex + 1} as reference`);
  }
  parts.push(`${params.imageQuality} quality`);
  return parts.join(', ');
}

function describeTitle(params: GenerationParams): string {
  if (!params.titleGeneration) return 'off';
  const extras = [params.seoEnabled && 'SEO', params.trendingEnabled && 'trending posts'].filter(
    (extra): extra is string => Boolean(extra),
  );
  return extras.length ? `on (${extras.join(', ')})` : 'on';
}

/** The settings a draft was generated with, one readable line each. */
export function describeGenerationParams(params: GenerationParams): string[] {
  const lines = [
    `Title: ${describeTitle(params)}`,
    `Caption: ${params.captionGeneration ? params.captionLength : 'off'}`,
    `Hashtags: ${onOff(params.hashtagGeneration)}`,
    `Image: ${describeImage(params)}`,
  ];
  const style = params.stylePreferences.trim();
  if (params.imageGeneration && !params.imageUploadMode && style) lines.push(`Style: ${style}`);
  return lines;
}

export function splitHashtags(hashtags: string): string[] {
  return hashtags.split(/\s+/).filter(Boolean);
}

/**
 * The comment of a reviewer who sent this draft back (ADR 0061), while it is still a draft;
 * null once it is resubmitted, scheduled or was never sent back.
 */
export function changesRequested(draft: Pick<Draft, 'status' | 'review'>) {
  const waitingForEdit = (draft.status ?? 'draft') === 'draft';
  return waitingForEdit && draft.review?.decision === 'changes_requested' ? draft.review : null;
}
