import { SAMPLE_DEMO_POSTS } from '../sample-data';

/**
 * An illustration of what the product makes, built from HTML and CSS instead of an
 * image: it costs no request, scales crisply and cannot shift the layout as it loads.
 */
export function HeroPreview() {
  return (
    <div
      className="hero-preview"
      role="img"
      aria-label="Example: an Instagram post for a bakery, written and scheduled by Smart Suite"
    >
      <div className="hero-post">
        <div className="hero-post-header">
          <span className="hero-post-avatar">GC</span>
          <span className="hero-post-account">
            <strong>Golden Crust Bakery</strong>
            <span>Instagram · Portland</span>
          </span>
        </div>
        <div className="hero-post-image">
          <svg
            viewBox="0 0 320 200"
            preserveAspectRatio="xMidYMid slice"
            aria-hidden="true"
            focusable="false"
          >
            <defs>
              <linearGradient id="hero-sky" x1="0" y1="0" x2="1" y2="1">
                <stop offset="0" stopColor="#fde68a" />
                <stop offset="1" stopColor="#f59e0b" />
              </linearGradient>
            </defs>
            <rect width="320" height="200" fill="url(#hero-sky)" />
            <circle cx="262" cy="46" r="26" fill="#fff7ed" opacity="0.8" />
            <ellipse cx="160" cy="172" rx="150" ry="36" fill="#b45309" opacity="0.35" />
            <path d="M70 150c10-48 50-78 90-78s80 30 90 78z" fill="#c2410c" />
            <path d="M92 150c8-34 36-58 68-58s60 24 68 58z" fill="#ea580c" />
            <path
              d="M118 96c14 10 14 40 0 54M160 88v62M202 96c-14 10-14 40 0 54"
              stroke="#fed7aa"
              strokeWidth="5"
              strokeLinecap="round"
              fill="none"
            />
          </svg>
          <span className="hero-post-image-label">Pumpkin bread is back</span>
        </div>
        <div className="hero-post-body">
          <p className="hero-post-title">Pumpkin bread is back</p>
          <p className="hero-post-caption">
            Warm spice, a crackly top and a tender crumb. Our fall favourite is out of the oven
            every morning at 7.
          </p>
          <p className="hero-post-tags">#PortlandEats #FallBaking #ShopLocal</p>
        </div>
      </div>
      <div className="hero-chip hero-chip-schedule">
        <span className="hero-chip-icon">✓</span>
        Scheduled for Tue, Oct 14 · 9:00 AM
      </div>
      <div className="hero-chip hero-chip-month">
        {/* The same sample month the demo calendar below shows. */}
        <strong>{SAMPLE_DEMO_POSTS.length}</strong> posts planned for October
      </div>
    </div>
  );
}
