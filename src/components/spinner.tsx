import './spinner.css';

/** An inline busy indicator with a text that screen readers announce. */
export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="spinner" role="status">
      <span className="spinner-wheel" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
