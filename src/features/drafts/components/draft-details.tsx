import type { Draft } from '@contract/drafts';
import type { GenerationParams } from '@contract/generation';
import { AI_GENERATED_LABEL } from '../drafts-copy';
import {
  changesRequested,
  describeGenerationParams,
  imageAltText,
  splitHashtags,
  type DraftImageSource,
} from '../draft-view';
import { DraftVariants } from './draft-variants';
import { WrittenByNote } from '@/components/written-by-note';

interface DraftDetailsProps {
  draft: Draft;
  title: string;
  params: GenerationParams | null;
  imageSource: DraftImageSource;
}

function imageCaption(source: DraftImageSource): string | null {
  if (source.kind === 'ai') return `${AI_GENERATED_LABEL} image`;
  if (source.kind === 'uploaded') {
    return source.filename ? `Uploaded image: ${source.filename}` : 'Uploaded image';
  }
  return null;
}

/** What the reviewer who sent the draft back asked for, while it is still a draft. */
function ChangesRequestedNote({ draft }: { draft: Draft }) {
  const sentBack = changesRequested(draft);
  if (!sentBack) return null;
  return (
    <div className="draft-field">
      <h4>Changes requested by {sentBack.by}</h4>
      <p className="draft-caption">{sentBack.comment}</p>
    </div>
  );
}

/** An open draft card: the post in the owner's words, and how it was made under Details. */
export function DraftDetails({ draft, title, params, imageSource }: DraftDetailsProps) {
  const hashtags = splitHashtags(draft.hashtags);
  const caption = imageCaption(imageSource);
  const prompt = imageSource.kind === 'ai' ? draft.image_prompt?.trim() : null;
  return (
    <div className={`draft-details${draft.image_url ? ' has-image' : ''}`}>
      {draft.image_url ? (
        <figure className="draft-figure">
          <img
            className="draft-image"
            src={draft.image_url}
            alt={imageAltText(title, imageSource)}
            loading="lazy"
          />
          {caption ? <figcaption>{caption}</figcaption> : null}
        </figure>
      ) : null}
      <div className="draft-body">
        <ChangesRequestedNote draft={draft} />
        <div className="draft-field">
          <h4>Caption</h4>
          {draft.caption.trim() ? (
            <p className="draft-caption">{draft.caption}</p>
          ) : (
            <p className="muted">No caption</p>
          )}
        </div>

        <div className="draft-field">
          <h4>Hashtags</h4>
          {hashtags.length ? (
            <ul className="draft-hashtags">
              {hashtags.map((tag, index) => (
                <li key={`${tag}-${index}`}>{tag}</li>
              ))}
            </ul>
          ) : (
            <p className="muted">No hashtags</p>
          )}
        </div>

        <DraftVariants variants={draft.variants} />
        <WrittenByNote writtenBy={draft.written_by} imageBy={draft.image_by} />

        {draft.original_post_desc.trim() ? (
          <div className="draft-field">
            <h4>Your description</h4>
            <p>{draft.original_post_desc}</p>
          </div>
        ) : null}

        {/* How the post was made matters less than the post itself: closed until asked for. */}
        <details className="draft-more">
          <summary>Details</summary>
          <div className="draft-more-body">
            {prompt ? (
              <div className="draft-field">
                <h4>Image prompt</h4>
                <p className="draft-prompt">{prompt}</p>
              </div>
            ) : null}

            <div className="draft-field">
              <h4>Generation settings</h4>
              {params ? (
                <ul className="draft-settings">
                  {describeGenerationParams(params).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : (
                <p className="muted">Not recorded for this draft.</p>
              )}
            </div>
          </div>
        </details>
      </div>
    </div>
  );
}
