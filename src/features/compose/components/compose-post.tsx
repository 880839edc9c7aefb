import { useId, useState } from 'react';
import type { User } from '@contract/auth';
import type { Draft } from '@contract/drafts';
import { Spinner } from '@/components/spinner';
import { useGeneratePost } from '../api/use-generate-post';
import { useAuthModal } from '@/lib/auth-modal';
import { useOnboarding } from '@/lib/brand-profile';
import { useOptionalUser } from '@/lib/current-user';
import { takePendingPost } from '@/lib/pending-post';
import { hashtagLimitNote } from '../hashtag-note';
import { useLibraryImage, type LibraryImage } from '../library-image';
import { AnotherVersionPreview } from './another-version-preview';
import { ComposeNotices } from './compose-notices';
import { DetailQuestion } from './detail-question';
import { GeneratedPostPreview } from './generated-post-preview';
import { PostCreationForm } from './post-creation-form';
import { useComposeActions } from './use-compose-actions';
import { WrittenPostPreview } from './written-post-preview';
import './compose-post.css';

interface ComposePostProps {
  /** Called with each draft once it is saved. */
  onDraftSaved?: (draft: Draft) => void;
  /** An image from the library to start the post with. */
  libraryImage?: LibraryImage | null;
}

/** The post-creation form wired to the brand profile and the generation sequence. */
export function ComposePost({ onDraftSaved, libraryImage = null }: ComposePostProps) {
  const user = useOptionalUser();
  if (!user) return <SignedOutPrompt />;
  return <ComposeForUser user={user} onDraftSaved={onDraftSaved} libraryImage={libraryImage} />;
}

function SignedOutPrompt() {
  const { openLogin, openSignup } = useAuthModal();
  return (
    <section className="card compose-signed-out" aria-labelledby="compose-signed-out-title">
      <h2 id="compose-signed-out-title">Log in to create posts</h2>
      <p className="muted">
        Posts are written in your brand&apos;s voice and saved as drafts to your account.
      </p>
      <div className="row">
        <button type="button" className="btn btn-primary" onClick={openLogin}>
          Log in to continue
        </button>
        <button type="button" className="btn btn-secondary" onClick={openSignup}>
          Create a free account
        </button>
      </div>
    </section>
  );
}

function ComposeForUser({
  user,
  onDraftSaved,
  libraryImage = null,
}: ComposePostProps & { user: User }) {
  const { status, profile, capabilities, presets, errorText } = useOnboarding();
  const generation = useGeneratePost(user, profile);
  const { isGenerating, progress, error, draft, unsaved, version, isKeeping } = generation;
  const { isSavingWithoutImage } = generation;
  const { savedOutside, submit, another, keep, saveWritten, feature } = useComposeActions(
    generation,
    onDraftSaved,
  );
  // A description typed in the landing demo before sign-up waits here, once.
  const [pendingDescription] = useState(takePendingPost);
  const chosenImage = useLibraryImage(libraryImage);
  const descriptionId = useId();

  // The presets apply when the form opens, so it waits for the profile (and a chosen image).
  if (status === 'loading') return <Spinner label="Loading your brand profile..." />;
  if (chosenImage.status === 'loading') return <Spinner label="Loading your image..." />;

  return (
    <div className="compose-layout">
      <ComposeNotices
        errorText={errorText}
        setupNeeded={status === 'needed'}
        libraryImageFailed={chosenImage.status === 'failed'}
      />
      <PostCreationForm
        mode="full"
        initial={{
          description: pendingDescription ?? undefined,
          image: chosenImage.status === 'ready' ? chosenImage.image : null,
        }}
        presets={presets}
        capabilities={capabilities}
        onSubmit={submit}
        isSubmitting={isGenerating || isSavingWithoutImage || isKeeping}
        submittingLabel={isSavingWithoutImage ? 'Saving...' : undefined}
        progress={progress}
        error={error}
        clearDescriptionSignal={savedOutside}
        descriptionId={descriptionId}
      />
      {generation.needsDetail && !isGenerating ? (
        <DetailQuestion onFeature={feature} descriptionId={descriptionId} />
      ) : null}
      {version && !isGenerating ? (
        <AnotherVersionPreview
          version={version}
          replacesDraft={draft !== null}
          onKeep={keep}
          onTryAnother={() => another?.()}
          keeping={isKeeping}
          error={generation.keepError}
          hashtagNote={hashtagLimitNote(profile, version.written.hashtags)}
        />
      ) : null}
      {draft && !version && !isGenerating ? (
        <GeneratedPostPreview
          draft={draft}
          onTryAnother={another}
          replacedEarlier={generation.replaced}
          hashtagNote={hashtagLimitNote(profile, draft.hashtags)}
        />
      ) : null}
      {unsaved && !isGenerating ? (
        <WrittenPostPreview
          written={unsaved.written}
          onSaveWithoutImage={saveWritten}
          saving={isSavingWithoutImage}
          error={generation.saveWithoutImageError}
          hashtagNote={hashtagLimitNote(profile, unsaved.written.hashtags)}
        />
      ) : null}
    </div>
  );
}
