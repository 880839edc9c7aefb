import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { Draft } from '@contract/drafts';
import type { Platform } from '@contract/onboarding';
import { useToast } from '@/components/toast';
import { useBusinessTimeZone } from '@/lib/business-time-zone';
import { useBrandPlatforms } from '../api/edit-post';
import { useDeleteDraft } from '../api/delete-draft';
import { useDrafts } from '../api/get-drafts';
import { deleteDraftErrorText, loadDraftsErrorText } from '../draft-errors';
import { DRAFT_DELETED } from '../drafts-copy';
import { draftTitle } from '../draft-view';
import { DeleteDraftDialog } from './delete-draft-dialog';
import { DraftsAccordion } from './drafts-accordion';
import { DraftsEmpty, DraftsError, DraftsLoading } from './drafts-status';
import '../drafts.css';

// The editor carries X's counting library: it loads when a draft is first edited.
const PostEditor = lazy(() =>
  import('../editor/post-editor').then((module) => ({ default: module.PostEditor })),
);

interface RecentDraftsProps {
  /** The signed-in user's e-mail; without one there is nothing to list. */
  userEmail: string | null;
}

/** The list in its four states: nothing to list, loading, failed with a retry, or the drafts. */
function DraftsList({
  signedIn,
  drafts,
  onDelete,
  onEdit,
  brandPlatforms,
}: {
  signedIn: boolean;
  drafts: ReturnType<typeof useDrafts>;
  onDelete: (draft: Draft) => void;
  onEdit: (draft: Draft) => void;
  brandPlatforms: readonly Platform[];
}) {
  if (!signedIn) return <DraftsEmpty />;
  if (drafts.isPending) return <DraftsLoading />;
  if (drafts.isError) {
    return (
      <DraftsError
        message={loadDraftsErrorText(drafts.error)}
        isRetrying={drafts.isFetching}
        onRetry={() => void drafts.refetch()}
      />
    );
  }
  if (drafts.data.drafts.length === 0) return <DraftsEmpty />;
  return (
    <DraftsAccordion
      drafts={drafts.data.drafts}
      onDelete={onDelete}
      onEdit={onEdit}
      brandPlatforms={brandPlatforms}
    />
  );
}

/** The Recent Drafts section: the list in its four states, and deleting with a confirmation. */
export function RecentDrafts({ userEmail }: RecentDraftsProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const drafts = useDrafts(userEmail);
  const deletion = useDeleteDraft(userEmail ?? '');
  const { showToast } = useToast();
  const [pending, setPending] = useState<Draft | null>(null);
  const deletedId = useRef<string | null>(null);
  const [editing, setEditing] = useState<Draft | null>(null);
  const brandPlatforms = useBrandPlatforms(userEmail);
  const { timeZone } = useBusinessTimeZone(userEmail);

  // The deleted card held the focus; once it has left the list, give the focus to the
  // section heading rather than let it fall back to the top of the page.
  useEffect(() => {
    const id = deletedId.current;
    if (id && !drafts.data?.drafts.some((draft) => draft.id === id)) {
      deletedId.current = null;
      headingRef.current?.focus();
    }
  });

  const openConfirmation = (draft: Draft) => {
    deletion.reset();
    setPending(draft);
  };

  const confirmDelete = () => {
    if (!pending) return;
    const { id } = pending;
    deletion.mutate(id, {
      onSuccess: () => {
        deletedId.current = id;
        setPending(null);
        showToast({ message: DRAFT_DELETED, type: 'success' });
      },
    });
  };

  return (
    <section className="card recent-drafts" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="recent-drafts-heading">
        Recent Drafts
      </h2>
      <DraftsList
        signedIn={Boolean(userEmail)}
        drafts={drafts}
        onDelete={openConfirmation}
        onEdit={setEditing}
        brandPlatforms={brandPlatforms}
      />
      <DeleteDraftDialog
        draftTitle={pending ? draftTitle(pending) : null}
        isDeleting={deletion.isPending}
        error={deletion.isError ? deleteDraftErrorText(deletion.error) : null}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
      {editing && userEmail ? (
        <Suspense fallback={null}>
          <PostEditor
            draft={editing}
            userEmail={userEmail}
            brandPlatforms={brandPlatforms}
            timeZone={timeZone}
            onClose={() => setEditing(null)}
            onSaved={(message) => showToast({ message, type: 'success' })}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
