import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { TOAST_DEFAULT_DURATION_MS } from '@contract/constants';
import './toast.css';

export type ToastType = 'info' | 'success' | 'error' | 'warning';

export interface ToastOptions {
  message: string;
  type?: ToastType;
  /** Milliseconds before it closes by itself (product.md §2: 3000 by default). */
  duration?: number;
}

interface Toast extends Required<ToastOptions> {
  id: number;
}

interface ToastContextValue {
  showToast: (options: ToastOptions) => void;
  dismissToast: (id: number) => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast.id, toast.duration, onDismiss]);

  return (
    <li className={`toast toast-${toast.type}`}>
      <span className="toast-message">{toast.message}</span>
      <button
        type="button"
        className="toast-close"
        aria-label="Dismiss notification"
        onClick={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/**
 * Toasts announced to screen readers: errors and warnings through an assertive
 * region, the rest through a polite one. The regions exist from the start so the
 * announcement is not lost.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismissToast = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const showToast = useCallback((options: ToastOptions) => {
    const toast: Toast = {
      id: nextId.current++,
      message: options.message,
      type: options.type ?? 'info',
      duration: options.duration ?? TOAST_DEFAULT_DURATION_MS,
    };
    setToasts((current) => [...current, toast]);
  }, []);

  const value = useMemo(() => ({ showToast, dismissToast }), [showToast, dismissToast]);
  const urgent = toasts.filter((toast) => toast.type === 'error' || toast.type === 'warning');
  const polite = toasts.filter((toast) => toast.type === 'info' || toast.type === 'success');

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toast-viewport">
        {/* The live roles sit on wrappers: on the <ul> itself they would replace its
            list role and leave the <li> items outside any list (an axe violation). */}
        <div role="status" aria-live="polite" aria-label="Notifications">
          <ul className="toast-list">
            {polite.map((toast) => (
              <ToastItem key={toast.id} toast={toast} onDismiss={dismissToast} />
            ))}
          </ul>
        </div>
        <div role="alert" aria-live="assertive" aria-label="Alerts">
          <ul className="toast-list">
            {urgent.map((toast) => (
              <ToastItem key={toast.id} toast={toast} onDismiss={dismissToast} />
            ))}
          </ul>
        </div>
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastContextValue {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside <ToastProvider>');
  return value;
}
