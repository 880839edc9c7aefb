import type { ReactNode } from 'react';
import { LANDING_FEATURES } from '../landing-copy';

const ICONS: Record<(typeof LANDING_FEATURES)[number]['id'], ReactNode> = {
  'ai-content': (
    <path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM18.5 15l.9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9z" />
  ),
  onboarding: (
    <>
      <circle cx="12" cy="13" r="8" fill="none" strokeWidth="2" stroke="currentColor" />
      <path
        d="M12 9v4.5l3 2M9.5 2.5h5"
        fill="none"
        strokeWidth="2"
        stroke="currentColor"
        strokeLinecap="round"
      />
    </>
  ),
  'auto-posting': (
    <>
      <rect
        x="3"
        y="5"
        width="18"
        height="16"
        rx="3"
        fill="none"
        strokeWidth="2"
        stroke="currentColor"
      />
      <path
        d="M3 10h18M8 3v4M16 3v4M9 15.5l2 2 4-4"
        fill="none"
        strokeWidth="2"
        stroke="currentColor"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
};

export function FeatureBlocks() {
  return (
    <section className="landing-section landing-features" aria-labelledby="features-title">
      <div className="container">
        <header className="landing-section-header">
          <p className="landing-kicker">Why Smart Suite</p>
          <h2 id="features-title">Everything a month of posting needs</h2>
        </header>
        <ul className="landing-feature-list">
          {LANDING_FEATURES.map((feature) => (
            <li key={feature.id} className="landing-feature">
              <span className="landing-feature-icon">
                <svg
                  width="24"
                  height="24"
                  viewBox="0 0 24 24"
                  fill="currentColor"
                  aria-hidden="true"
                  focusable="false"
                >
                  {ICONS[feature.id]}
                </svg>
              </span>
              <h3>{feature.title}</h3>
              <p>{feature.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
