import { useState } from 'react';
import { formatFileSize } from '../format-file-size';
import { MEDIA_KIND_LABELS, type MediaFile } from '../sample-data';
import { FileTypeIcon } from './file-type-icon';
import './library.css';

interface LibraryPageProps {
  files: readonly MediaFile[];
}

const uploadDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

function uploadedOn(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return uploadDateFormat.format(new Date(year ?? 0, (month ?? 1) - 1, day ?? 1));
}

function selectionText(count: number): string {
  if (count === 0) return 'No files selected';
  return `${count} ${count === 1 ? 'file' : 'files'} selected`;
}

export function LibraryPage({ files }: LibraryPageProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const deleteSelected = () => {
    console.info('Delete requested (sample only)', [...selected]);
  };

  return (
    <div className="container page library">
      <header className="page-header library-header">
        <div>
          <h1>Media Library</h1>
          <p>Logos, photos and clips for your posts, in one place.</p>
        </div>
        <div className="library-upload">
          <button
            type="button"
            className="btn btn-primary"
            disabled
            aria-describedby="library-upload-note"
          >
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M12 16V4m-5 5 5-5 5 5M5 20h14" />
            </svg>
            Upload
          </button>
          <p id="library-upload-note" className="library-upload-note">
            Uploads are coming soon: files will go to blob storage with signed upload tokens.
          </p>
        </div>
      </header>

      <div className="library-toolbar">
        <p className="library-selection" role="status">
          {selectionText(selected.size)}
        </p>
        <div className="row">
          {selected.size > 0 ? (
            <button
              type="button"
              className="btn btn-ghost btn-small"
              onClick={() => setSelected(new Set())}
            >
              Clear selection
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn-secondary btn-small library-delete"
            disabled={selected.size === 0}
            onClick={deleteSelected}
          >
            Delete selected
          </button>
        </div>
      </div>

      <ul className="library-grid" aria-label="Files">
        {files.map((file) => {
          const isSelected = selected.has(file.id);
          return (
            <li key={file.id}>
              <button
                type="button"
                className={`library-file kind-${file.kind}${isSelected ? ' is-selected' : ''}`}
                aria-pressed={isSelected}
                onClick={() => toggle(file.id)}
              >
                <span className="library-file-preview">
                  <FileTypeIcon kind={file.kind} size={36} />
                  <span className="library-file-check" aria-hidden="true">
                    <svg
                      width="14"
                      height="14"
                      viewBox="0 0 20 20"
                      aria-hidden="true"
                      focusable="false"
                    >
                      <path
                        d="m5 10.5 3.2 3.2L15 7"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2.6"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </span>
                </span>
                <span className="library-file-info">
                  <span className="library-file-name">{file.name}</span>
                  <span className="library-file-meta">
                    {MEDIA_KIND_LABELS[file.kind]} · {formatFileSize(file.size)}
                    <span className="library-file-date"> · {uploadedOn(file.uploadedAt)}</span>
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
