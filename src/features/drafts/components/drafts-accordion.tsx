import type { Draft } from '@contract/drafts';
import { parseGenerationParams } from '@contract/generation';
import { Accordion, type AccordionItem } from '@/components/accordion';
import { draftImageSource, draftTitle } from '../draft-view';
import { DraftDetails } from './draft-details';
import { DraftSummary } from './draft-summary';

interface DraftsAccordionProps {
  drafts: Draft[];
  onDelete: (draft: Draft) => void;
}

/** The drafts as cards that open one at a time (SPEC 2). */
export function DraftsAccordion({ drafts, onDelete }: DraftsAccordionProps) {
  const items: AccordionItem[] = drafts.map((draft) => {
    const title = draftTitle(draft);
    const params = parseGenerationParams(draft.generation_params);
    const imageSource = draftImageSource(draft, params);
    return {
      id: draft.id,
      header: <DraftSummary draft={draft} title={title} imageSource={imageSource} />,
      content: (
        <DraftDetails draft={draft} title={title} params={params} imageSource={imageSource} />
      ),
      actions: (
        <button
          type="button"
          className="btn btn-ghost btn-small draft-delete"
          aria-label={`Delete draft: ${title}`}
          onClick={() => onDelete(draft)}
        >
          Delete
        </button>
      ),
    };
  });

  return <Accordion items={items} headingLevel={3} className="drafts-accordion" />;
}
