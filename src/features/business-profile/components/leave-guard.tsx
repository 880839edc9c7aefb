import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { BUSINESS_PROFILE_COPY } from '../business-profile-copy';

/**
 * Asks before the owner leaves the page with changes not saved: inside the app with a
 * dialog, and the browser's own question on reload or closing the tab.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={BUSINESS_PROFILE_COPY.leaveTitle}
      description={BUSINESS_PROFILE_COPY.leaveQuestion}
      confirmLabel={BUSINESS_PROFILE_COPY.leaveConfirm}
      busyLabel={BUSINESS_PROFILE_COPY.leaveConfirm}
      isBusy={false}
      error={null}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
