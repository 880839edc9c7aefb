import type { ReactNode } from 'react';
import { LEGAL_EFFECTIVE_DATE } from '@contract/constants';
import './legal-document.css';

export interface LegalSection {
  /** The section's anchor; the table of contents links to it. */
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/** The shared layout of the legal pages: title, effective date, contents, numbered sections. */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  return (
    <div className="container page legal">
      <header className="legal-header">
        <h1>{title}</h1>
        <p className="legal-effective">
          Effective <time dateTime="2025-01-01">{LEGAL_EFFECTIVE_DATE}</time>
        </p>
        <div className="legal-intro">{intro}</div>
      </header>
      <div className="legal-layout">
        <nav className="legal-toc" aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title" className="legal-toc-title">
            Contents
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal-body">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className="legal-section"
              aria-labelledby={`${section.id}-title`}
              tabIndex={-1}
            >
              <h2 id={`${section.id}-title`}>
                <span className="legal-section-number">{index + 1}.</span> {section.title}
              </h2>
              {section.content}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
