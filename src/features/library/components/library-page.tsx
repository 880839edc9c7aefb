import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { LibraryItem } from '@contract/account';
import type { UserIdentifier } from '@contract/onboarding';
import { paths } from '@/config/paths';
import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/api-error';
import { useDeleteLibraryItem, useLibrary } from '../api/library';
import { formatFileSize } from '../format-file-size';
import './library.css';

interface LibraryPageProps {
  /** The signed-in owner; null for a visitor. */
  identifier: UserIdentifier | null;
  /** Opens compose with this image chosen. */
  onUseInNewPost: (item: LibraryItem) => void;
  onLogIn: () => void;
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

const NETWORK = 'Could not reach the server. Please try again.';

function LibraryCard({
  item,
  onUse,
  onDelete,
  isDeleting,
}: {
  item: LibraryItem;
  onUse: () => void;
  onDelete: () => void;
  isDeleting: boolean;
}) {
  const label = item.source === 'generated' ? 'Generated image' : 'Uploaded image';
  const name = item.source === 'generated' ? 'Generated image' : item.filename;
  return (
    <li className="library-item">
      <img className="library-item-image" src={item.url} alt={`${label}: ${name}`} loading="lazy" />
      <div className="library-item-info">
        <p className="library-item-name">{name}</p>
        <p className="library-item-meta">
          {label} · {formatFileSize(item.size)} · {dateFormat.format(new Date(item.created_at))}
        </p>
        <p className="library-item-usage">
          {item.drafts.length
            ? `Used in: ${item.drafts.map((draft) => draft.title || 'Untitled Post').join(', ')}`
            : 'Not used in a draft'}
        </p>
      </div>
      <div className="library-item-actions">
        <button type="button" className="btn btn-secondary btn-small" onClick={onUse}>
          Use in a new post
        </button>
        {item.drafts.length ? null : (
          <button
            type="button"
            className="btn btn-ghost btn-small"
            aria-label={`Delete ${name}`}
            aria-disabled={isDeleting}
            onClick={() => {
              if (!isDeleting) onDelete();
            }}
          >
            {isDeleting ? 'Deleting...' : 'Delete'}
          </button>
        )}
      </div>
    </li>
  );
}

function OwnerLibrary({
  identifier,
  onUseInNewPost,
}: {
  identifier: UserIdentifier;
  onUseInNewPost: (item: LibraryItem) => void;
}) {
  const library = useLibrary(identifier);
  const remove = useDeleteLibraryItem(identifier);
  const [status, setStatus] = useState('');

  if (library.isPending) return <Spinner label="Loading your images..." />;
  if (library.isError) {
    return (
      <div className="alert alert-error" role="alert">
        <p>Failed to load your images: {errorMessage(library.error, { network: NETWORK })}</p>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => void library.refetch()}
        >
          Retry
        </button>
      </div>
    );
  }
  const items = library.data;
  return (
    <>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {remove.isError ? (
        <p className="alert alert-error library-error" role="alert">
          {errorMessage(remove.error, { network: NETWORK })}
        </p>
      ) : null}
      {items.length === 0 ? (
        <section className="card library-empty" aria-labelledby="library-empty-title">
          <h2 id="library-empty-title">No images yet</h2>
          <p>
            Images you upload for a post and images Smart Suite draws for you appear here, newest
            first.
          </p>
          <Link to={paths.compose} className="btn btn-primary">
            Create a post
          </Link>
        </section>
      ) : (
        <ul className="library-list" aria-label="Your images">
          {items.map((item) => (
            <LibraryCard
              key={item.id}
              item={item}
              onUse={() => onUseInNewPost(item)}
              isDeleting={remove.isPending && remove.variables === item.id}
              onDelete={() =>
                remove.mutate(item.id, {
                  onSuccess: () => setStatus('The image was deleted.'),
                })
              }
            />
          ))}
        </ul>
      )}
    </>
  );
}

/** Media Library: the owner's own uploads and generated images from storage. */
export function LibraryPage({ identifier, onUseInNewPost, onLogIn }: LibraryPageProps) {
  return (
    <div className="container page library">
      <header className="page-header">
        <h1>Media Library</h1>
        <p>The images of your posts: those you uploaded and those drawn for you.</p>
      </header>
      {identifier ? (
        <OwnerLibrary identifier={identifier} onUseInNewPost={onUseInNewPost} />
      ) : (
        <section className="card library-empty">
          <p>Log in to see your images.</p>
          <button type="button" className="btn btn-primary" onClick={onLogIn}>
            Log In
          </button>
        </section>
      )}
    </div>
  );
}
