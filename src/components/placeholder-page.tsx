import type { ReactNode } from 'react';

/** A screen whose content is still to come: its heading names it. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      {children}
    </div>
  );
}
