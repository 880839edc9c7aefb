import { Link } from 'react-router-dom';
import type { GenerateContentResponse } from '@contract/generation';
import { paths } from '@/config/paths';
import { CAPTION_PLACEHOLDER, NO_RESULT_MESSAGE } from '../anonymous-generator-copy';

interface ResultVersionProps {
  content: GenerateContentResponse;
  isPending: boolean;
}

/** The words of the version shown: its title, caption and hashtags, each when generated. */
export function ResultVersion({ content, isPending }: ResultVersionProps) {
  return (
    // Polite: a new version is read out once it replaces the shown one.
    <div className="anon-result-version" aria-live="polite" aria-busy={isPending}>
      {content.title ? <h2 className="anon-result-title">{content.title}</h2> : null}
      <section aria-label="Caption">
        <h3 className="anon-result-label">Caption</h3>
        <p className={content.caption ? 'anon-result-caption' : 'anon-result-caption muted'}>
          {content.caption || CAPTION_PLACEHOLDER}
        </p>
      </section>
      {content.hashtags ? (
        <section aria-label="Hashtags">
          <h3 className="anon-result-label">Hashtags</h3>
          <p className="anon-result-hashtags">{content.hashtags}</p>
        </section>
      ) : null}
    </div>
  );
}

/** No result to show (the page was opened directly or the stored one is gone). */
export function NoResult() {
  return (
    <section className="card anon-empty">
      <p>{NO_RESULT_MESSAGE}</p>
      <Link to={paths.oldLanding} className="btn btn-primary">
        Generate a post
      </Link>
    </section>
  );
}
