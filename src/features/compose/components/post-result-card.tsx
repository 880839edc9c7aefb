import { useEffect, useId, useRef, type ReactNode } from 'react';

interface PostResultCardProps {
  heading: string;
  /** Changes when there is a new result to show: focus and the page move to it again. */
  revealKey: string | number;
  className?: string;
  children: ReactNode;
}

/**
 * The card below the form that shows what a generation produced. The button that started
 * it is disabled meanwhile and, on a phone, the card starts below the fold: focus moves
 * to its heading and the page scrolls it to the top (below the sticky header, see
 * scroll-margin-top in compose-post.css), so the result is read, not searched for.
 */
export function PostResultCard({ heading, revealKey, className, children }: PostResultCardProps) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    const section = sectionRef.current;
    // Browsers have it; jsdom does not.
    if (section && typeof section.scrollIntoView === 'function') {
      section.scrollIntoView({ block: 'start' });
    }
  }, [revealKey]);

  return (
    <section
      ref={sectionRef}
      className={`card compose-result${className ? ` ${className}` : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="compose-result-heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}

interface PostTextProps {
  title: string;
  caption: string;
  hashtags: string;
  /** Why the post has fewer hashtags than the brand's style asks for, if it does. */
  hashtagNote: string | null;
}

/** The written post: title, caption, hashtags, as the owner will publish them. */
export function PostText({ title, caption, hashtags, hashtagNote }: PostTextProps) {
  return (
    <>
      <h3 className="compose-result-title">{title || 'Untitled Post'}</h3>
      {caption ? <p className="compose-result-caption">{caption}</p> : null}
      {hashtags ? <p className="compose-result-hashtags">{hashtags}</p> : null}
      {hashtags && hashtagNote ? <p className="compose-result-note">{hashtagNote}</p> : null}
    </>
  );
}
