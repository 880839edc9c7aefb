import type { Draft } from '@contract/drafts';
import { parseGenerationParams } from '@contract/generation';
import { Accordion, type AccordionItem } from '@/components/accordion';
import { draftImageSource, draftTitle } from '../draft-view';
import { DraftDetails } from './draft-details';
import type { Platform } from '@contract/onboarding';
import { PostActions } from '../editor/post-actions';
import { DraftSummary } from './draft-summary';

interface DraftsAccordionProps {
  drafts: Draft[];
  onDelete: (draft: Draft) => void;
  onEdit: (draft: Draft) => void;
  /** The brand's platforms, for drafts that name none of their own. */
  brandPlatforms: readonly Platform[];
}

/** The drafts as cards that open one at a time (product.md §2). */
export function DraftsAccordion({
  drafts,
  onDelete,
  onEdit,
  brandPlatforms,
}: DraftsAccordionProps) {
  const items: AccordionItem[] = drafts.map((draft) => {
    const title = draftTitle(draft);
    const params = parseGenerationParams(draft.generation_params);
    const imageSource = draftImageSource(draft, params);
    return {
      id: draft.id,
      header: <DraftSummary draft={draft} title={title} imageSource={imageSource} />,
      content: (
        <>
          <PostActions
            draft={draft}
            title={title}
            platforms={draft.platforms?.length ? draft.platforms : brandPlatforms}
            onEdit={() => onEdit(draft)}
          />
          <DraftDetails draft={draft} title={title} params={params} imageSource={imageSource} />
        </>
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
