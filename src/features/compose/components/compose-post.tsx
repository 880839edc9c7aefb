import { Link } from 'react-router-dom';
import type { User } from '@contract/auth';
import type { Draft } from '@contract/drafts';
import { paths } from '@/config/paths';
import { Spinner } from '@/components/spinner';
import { useToast } from '@/components/toast';
import { useOptionalUser } from '@/features/auth/auth-context';
import { useAuthModal } from '@/features/auth/auth-modal-context';
import { useOnboarding } from '@/features/onboarding/onboarding-context';
import { useGeneratePost } from '../api/use-generate-post';
import { DRAFT_SAVED_MESSAGE } from '../compose-messages';
import type { ImageUpload, PostCreationValues } from '../compose-types';
import { GeneratedPostPreview } from './generated-post-preview';
import { PostCreationForm } from './post-creation-form';
import './compose-post.css';

interface ComposePostProps {
  /** Called with each draft once it is saved. */
  onDraftSaved?: (draft: Draft) => void;
}

/** The post-creation form wired to the brand profile and the generation sequence. */
export function ComposePost({ onDraftSaved }: ComposePostProps) {
  const user = useOptionalUser();
  if (!user) return <SignedOutPrompt />;
  return <ComposeForUser user={user} onDraftSaved={onDraftSaved} />;
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

function ComposeForUser({ user, onDraftSaved }: ComposePostProps & { user: User }) {
  const { status, profile, capabilities, presets, errorText } = useOnboarding();
  const { showToast } = useToast();
  const { generate, isGenerating, progress, error, draft } = useGeneratePost(user, profile);

  // The presets apply when the form opens, so it waits for the profile.
  if (status === 'loading') return <Spinner label="Loading your brand profile..." />;

  const submit = async (values: PostCreationValues, image: ImageUpload | null) => {
    const saved = await generate(values, image);
    showToast({ message: DRAFT_SAVED_MESSAGE, type: 'success' });
    onDraftSaved?.(saved);
  };

  return (
    <div className="compose-layout">
      {errorText ? (
        <p className="alert alert-error compose-profile-error" role="alert">
          {errorText}
        </p>
      ) : null}
      {status === 'needed' ? (
        <p className="alert compose-setup-hint">
          Posts match your brand once it is set up.{' '}
          <Link to={paths.onboarding}>Complete your brand setup</Link>
        </p>
      ) : null}
      <PostCreationForm
        mode="full"
        presets={presets}
        capabilities={capabilities}
        onSubmit={submit}
        isSubmitting={isGenerating}
        progress={progress}
        error={error}
      />
      {draft && !isGenerating ? <GeneratedPostPreview draft={draft} /> : null}
    </div>
  );
}
