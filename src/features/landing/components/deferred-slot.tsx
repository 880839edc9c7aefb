import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

interface DeferredSlotProps {
  children: ReactNode;
  /** Shown until the slot is near the viewport and while its code loads. */
  fallback: ReactNode;
}

/**
 * Mounts its children only when the slot comes near the viewport, so a heavy demo
 * below the fold (and the code it lazily imports) stays out of the first load.
 */
export function DeferredSlot({ children, fallback }: DeferredSlotProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Off in the first render everywhere, so the prerendered HTML (the fallback) is what
  // hydration finds; the slot fills after the first paint.
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // No way to tell when it is near: fill the slot right after the first paint.
      const timer = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={ref} className="deferred-slot">
      {near ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
    </div>
  );
}
