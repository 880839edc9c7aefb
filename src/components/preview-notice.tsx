import type { ReactNode } from 'react';
import './preview-notice.css';

export const PREVIEW_NOTICE_TITLE = 'Preview — example data, not your account';

/**
 * The full-width notice at the top of a screen that still shows sample data, so no owner
 * mistakes it for their own. `children` says what will make the screen real.
 */
export function PreviewNotice({ children }: { children?: ReactNode }) {
  return (
    <aside className="preview-notice" aria-label="Preview">
      <p className="preview-notice-title">
        <strong>{PREVIEW_NOTICE_TITLE}</strong>
      </p>
      {children ? <p className="preview-notice-text">{children}</p> : null}
    </aside>
  );
}

/** The small label beside an action that does nothing yet (the Smart Scheduler card's model). */
export function ComingSoonBadge() {
  return <span className="coming-soon-badge">Coming soon</span>;
}
