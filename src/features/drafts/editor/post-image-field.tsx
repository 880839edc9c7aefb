import type { PostImage } from './use-post-image';

/** The post's image with its three actions: upload a replacement, make a new one, remove it. */
export function PostImageField({ image, title }: { image: PostImage; title: string }) {
  const { busy } = image;
  return (
    <fieldset className="field post-editor-image">
      <legend>Image</legend>
      {image.image.url ? (
        <img src={image.image.url} alt={`The visual for “${title || 'this post'}”`} />
      ) : (
        <p className="muted">No image.</p>
      )}
      <div className="post-editor-image-actions">
        <label className="btn btn-secondary btn-small post-editor-upload">
          {busy === 'upload' ? 'Uploading...' : 'Replace with an upload'}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="visually-hidden"
            disabled={busy !== null}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void image.upload(file);
              event.target.value = '';
            }}
          />
        </label>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-disabled={busy !== null}
          onClick={() => busy === null && void image.regenerate(title)}
        >
          {busy === 'generate' ? 'Making a new image...' : 'Regenerate image'}
        </button>
        {image.image.url ? (
          <button type="button" className="btn btn-ghost btn-small" onClick={image.remove}>
            Remove image
          </button>
        ) : null}
      </div>
      {image.error ? (
        <p className="field-error" role="alert">
          {image.error}
        </p>
      ) : null}
    </fieldset>
  );
}
