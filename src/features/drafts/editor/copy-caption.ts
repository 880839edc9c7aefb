import type { Network as Platform } from '@contract/integrations';

/**
 * The text to paste into a platform: caption and hashtags joined as it needs them, X's
 * shortened version when the post is too long there. The platform rules carry X's
 * counting library, so they load on the first copy, not with the dashboard.
 */
export async function captionFor(
  post: { caption: string; hashtags: string },
  platform: Platform | null,
): Promise<string> {
  if (!platform) return [post.caption, post.hashtags].filter(Boolean).join('\n\n');
  const { platformLimits } = await import('./platform-limits');
  const [limit] = platformLimits(post, [platform]);
  return limit?.copyText ?? post.caption;
}

/** Copies text; false when the browser refuses (no permission, insecure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A file name for a downloaded image: the title, made safe, and the image's extension. */
export function imageFileName(title: string, url: string): string {
  const base =
    title
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'post-image';
  const dataType = /^data:image\/(png|jpeg|webp|gif|svg\+xml)/.exec(url)?.[1];
  const pathType = /\.(png|jpe?g|webp|gif|svg)(?:$|\?)/i.exec(url)?.[1];
  const extension = (dataType ?? pathType ?? 'png')
    .replace('svg+xml', 'svg')
    .replace('jpeg', 'jpg');
  return `${base}.${extension.toLowerCase()}`;
}
