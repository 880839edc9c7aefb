/** An upload under way: a bar that fills as the browser reports progress. */
export function UploadProgress({ label, fraction }: { label: string; fraction: number | null }) {
  const percent = fraction === null ? null : Math.round(fraction * 100);
  return (
    <div className="upload-progress" role="status">
      <span>
        {label}
        {percent === null ? '...' : ` ${percent}%`}
      </span>
      {/* No value yet means "indeterminate" until the first progress event. */}
      <progress max={1} value={fraction ?? undefined} aria-label={label} />
    </div>
  );
}
