import type { Draft } from '@contract/drafts';
import type { Network as Platform } from '@contract/integrations';
import { useToast } from '@/components/toast';
import { COPIED, COPY_FAILED } from './post-copy';
import { captionFor, copyText, imageFileName } from './copy-caption';

const NAMES: Record<Platform, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  x: 'X',
  linkedin: 'LinkedIn',
  google_business: 'Google Business Profile',
};

interface PostActionsProps {
  draft: Draft;
  title: string;
  platforms: readonly Platform[];
  onEdit: () => void;
}

/** Edit, copy the caption for each platform, download the image: for owners who post by hand. */
export function PostActions({ draft, title, platforms, onEdit }: PostActionsProps) {
  const { showToast } = useToast();
  const targets: (Platform | null)[] = platforms.length ? [...platforms] : [null];

  const copy = async (platform: Platform | null) => {
    const ok = await copyText(await captionFor(draft, platform));
    showToast(
      ok
        ? { message: platform ? `${COPIED} for ${NAMES[platform]}` : COPIED, type: 'success' }
        : { message: COPY_FAILED, type: 'error' },
    );
  };

  return (
    <div className="post-actions">
      <button
        type="button"
        className="btn btn-primary btn-small"
        aria-label={`Edit: ${title}`}
        onClick={onEdit}
      >
        Edit
      </button>
      {targets.map((platform) => (
        <button
          key={platform ?? 'any'}
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => void copy(platform)}
        >
          {platform ? `Copy caption for ${NAMES[platform]}` : 'Copy caption'}
        </button>
      ))}
      {draft.image_url ? (
        <a
          className="btn btn-secondary btn-small"
          href={draft.image_url}
          download={imageFileName(title, draft.image_url)}
        >
          Download image
        </a>
      ) : null}
    </div>
  );
}
