import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './accordion.css';

export interface AccordionItem {
  id: string;
  header: ReactNode;
  content: ReactNode;
  /** Controls shown beside the header button (for example a delete button). */
  actions?: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  headingLevel?: 2 | 3 | 4;
  defaultOpenId?: string | null;
  className?: string;
}

/**
 * The WAI-ARIA accordion pattern with one panel open at a time: header buttons carry
 * aria-expanded and aria-controls; Up, Down, Home and End move between headers.
 */
export function Accordion({
  items,
  headingLevel = 3,
  defaultOpenId = null,
  className,
}: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const baseId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const Heading = `h${headingLevel}` as const;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className={['accordion', className].filter(Boolean).join(' ')}>
      {items.map((item, index) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.id} className={`accordion-item${open ? ' is-open' : ''}`}>
            <div className="accordion-header">
              <Heading className="accordion-heading">
                <button
                  ref={(element) => {
                    buttons.current[index] = element;
                  }}
                  id={buttonId}
                  type="button"
                  className="accordion-trigger"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenId(open ? null : item.id)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                >
                  <span className="accordion-trigger-content">{item.header}</span>
                  <span className="accordion-icon" aria-hidden="true" />
                </button>
              </Heading>
              {item.actions ? <div className="accordion-actions">{item.actions}</div> : null}
            </div>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="accordion-panel"
              hidden={!open}
            >
              {open ? item.content : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}
