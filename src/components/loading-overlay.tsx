import { Spinner } from './spinner';
import './spinner.css';

/** The global loading overlay of product.md §2: covers the page while something finishes. */
export function LoadingOverlay({ message }: { message: string }) {
  return (
    <div className="loading-overlay">
      <Spinner label={message} />
    </div>
  );
}
