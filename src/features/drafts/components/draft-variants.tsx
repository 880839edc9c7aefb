import { useEffect, useId, useState } from 'react';
import type { PlatformVariant, PostVariants } from '@contract/generation';
import { X_VERSION_LABEL, X_VERSION_NOTE } from '../drafts-copy';
import { splitHashtags } from '../draft-view';
import { countForX, type XCount } from '../x-count';

/** X's weighted count of a variant; null until the counting code has loaded (or if it fails). */
function useXCount(caption: string, hashtags: string): XCount | null {
  const [result, setResult] = useState<{ key: string; count: XCount } | null>(null);
  const key = `${caption}\n${hashtags}`;
  useEffect(() => {
    let current = true;
    countForX({ caption, hashtags }).then(
      (count) => {
        if (current) setResult({ key, count });
      },
      // Without the count the version is still worth showing; the heading just has no figure.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [caption, hashtags, key]);
  return result?.key === key ? result.count : null;
}

function XVariant({ variant }: { variant: PlatformVariant }) {
  const headingId = useId();
  const count = useXCount(variant.caption, variant.hashtags);
  const hashtags = splitHashtags(variant.hashtags);
  return (
    <div className="draft-field draft-variant" role="group" aria-labelledby={headingId}>
      <h4 id={headingId}>
        {X_VERSION_LABEL}
        {count ? ` (${count.count}/${count.max})` : null}
      </h4>
      <p className="draft-variant-note muted">{X_VERSION_NOTE}</p>
      {variant.caption.trim() ? <p className="draft-caption">{variant.caption}</p> : null}
      {hashtags.length ? (
        <ul className="draft-hashtags">
          {hashtags.map((tag, index) => (
            <li key={`${tag}-${index}`}>{tag}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The shorter platform versions saved with a draft: only X today. Text only, never markup. */
export function DraftVariants({ variants }: { variants: PostVariants | null | undefined }) {
  return variants?.x ? <XVariant variant={variants.x} /> : null;
}
