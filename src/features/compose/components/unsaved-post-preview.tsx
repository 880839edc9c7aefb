import type { ReactNode } from 'react';
import { WrittenByNote } from '@/components/written-by-note';
import type { WrittenPost } from '../api/generate-post';
import { PostResultCard, PostText } from './post-result-card';

interface UnsavedPostPreviewProps {
  heading: string;
  /** Changes when there is a new post to show: focus and the page move to it again. */
  revealKey: string | number;
  /** Why nothing is saved yet and what saving would do. */
  explanation: ReactNode;
  written: WrittenPost;
  /** The post's image, when it has one. */
  image: { url: string; alt: string } | null;
  hashtagNote: string | null;
  /** Why the last attempt to save failed, if it did. */
  error: string | null;
  /** The buttons that save the post or ask for something else. */
  children: ReactNode;
}

/**
 * A written post shown but not saved: another version to keep, or a post whose image
 * failed. It says why nothing is saved, and offers the owner's next steps.
 */
export function UnsavedPostPreview({
  heading,
  revealKey,
  explanation,
  written,
  image,
  hashtagNote,
  error,
  children,
}: UnsavedPostPreviewProps) {
  return (
    <PostResultCard heading={heading} revealKey={revealKey} className="compose-result-unsaved">
      <p className="compose-result-explain">{explanation}</p>
      <div className="compose-result-body">
        {image ? <img className="compose-result-image" src={image.url} alt={image.alt} /> : null}
        <div className="compose-result-text">
          <PostText
            title={written.title}
            caption={written.caption}
            hashtags={written.hashtags}
            hashtagNote={hashtagNote}
          />
          {/* Who wrote this version, before it is kept: the saved card says the same. */}
          <WrittenByNote writtenBy={written.written_by} />
          {error ? (
            <p className="alert alert-error compose-result-error" role="alert">
              {error}
            </p>
          ) : null}
          {children}
        </div>
      </div>
    </PostResultCard>
  );
}
