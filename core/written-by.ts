import type { WrittenBy } from '@contract/ai-settings';

/** The words every screen shows for a post's writer. */
export function writtenByLabel(writtenBy: WrittenBy): string {
  if (writtenBy.by === 'offline') return 'Written offline';
  if (writtenBy.by === 'model') return `Written by ${writtenBy.model}`;
  if (writtenBy.reason === 'daily_limit') {
    return `Written offline because today's limit of calls to ${writtenBy.model} was reached`;
  }
  return `Written offline because ${writtenBy.model} did not answer`;
}

/** The same for an image. */
export function imageByLabel(imageBy: WrittenBy): string {
  if (imageBy.by === 'offline') return 'Image made offline';
  if (imageBy.by === 'model') return `Image made by ${imageBy.model}`;
  if (imageBy.reason === 'daily_limit') {
    return `Image made offline because today's limit of calls to ${imageBy.model} was reached`;
  }
  return `Image made offline because ${imageBy.model} did not answer`;
}
