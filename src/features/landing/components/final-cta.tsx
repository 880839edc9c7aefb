import { useId, useState, type FormEvent } from 'react';
import { FREE_POSTS } from '@contract/constants';

function parseWebsite(value: string): URL | null {
  const text = value.trim();
  if (!text) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
    return url.hostname.includes('.') ? url : null;
  } catch {
    return null;
  }
}

/**
 * The closing call to action: the website goes with the visitor into sign-up and brand
 * setup (its Website field), rather than being logged and forgotten.
 */
export function FinalCta({ onWebsite }: { onWebsite?: (url: string) => void }) {
  const [website, setWebsite] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notedHost, setNotedHost] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = parseWebsite(website);
    if (!url) {
      setNotedHost(null);
      setError('Enter your business website, for example https://yourbakery.com.');
      return;
    }
    setError(null);
    setNotedHost(url.hostname);
    onWebsite?.(url.href);
  };

  return (
    <section className="landing-final" aria-labelledby="final-title">
      <div className="container landing-final-inner">
        <h2 id="final-title">Turn your website into a month of posts</h2>
        <p className="landing-final-lead">
          Paste your business website and we will draft your first posts from it. The first{' '}
          {FREE_POSTS} are free.
        </p>
        <form className="landing-final-form" noValidate onSubmit={onSubmit}>
          <label htmlFor={inputId} className="landing-final-label">
            Business website
          </label>
          <div className="landing-final-row">
            <input
              id={inputId}
              type="url"
              inputMode="url"
              autoComplete="url"
              className="input landing-final-input"
              placeholder="https://yourbusiness.com"
              value={website}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setWebsite(event.target.value)}
            />
            <button type="submit" className="btn landing-final-button">
              Get my posts
            </button>
          </div>
          {error ? (
            <p id={errorId} className="landing-final-error">
              {error}
            </p>
          ) : null}
          <p className="landing-final-status" role="status">
            {notedHost ? `Got it! Sign up free to turn ${notedHost} into your first posts.` : ''}
          </p>
        </form>
      </div>
    </section>
  );
}
