import { BUSINESSES_SERVED, FREE_POSTS, SETUP_MINUTES } from '@contract/constants';
import { networkList } from '../landing-copy';
import { HeroPreview } from './hero-preview';

interface HeroProps {
  onGetStarted: () => void;
}

export function Hero({ onGetStarted }: HeroProps) {
  return (
    <section className="landing-hero" aria-labelledby="landing-title">
      <div className="container landing-hero-inner">
        <div className="landing-hero-copy">
          <p className="landing-eyebrow">
            <span className="landing-eyebrow-dot" aria-hidden="true" />
            Trusted by over {BUSINESSES_SERVED} businesses
          </p>
          <h1 id="landing-title" className="landing-title">
            Automate a month of social posts in{' '}
            <span className="landing-title-accent">one session</span>
          </h1>
          <p className="landing-subtitle">
            Describe your business once. Smart Suite writes the captions, hashtags and on-brand
            images, then schedules them on {networkList()}.
          </p>
          <div className="landing-hero-actions">
            <button type="button" className="btn btn-primary landing-cta" onClick={onGetStarted}>
              Get Started Free
            </button>
            <a className="btn btn-secondary landing-cta" href="#demo">
              See it in action
            </a>
          </div>
          <ul className="landing-assurances">
            <li>First {FREE_POSTS} posts free</li>
            <li>Setup in under {SETUP_MINUTES} minutes</li>
          </ul>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
