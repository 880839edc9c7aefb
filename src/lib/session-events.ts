/**
 * What the api module learns about the browser's session, for the session context to act
 * on: a signed-in call answered (the server knows the session), refused with a 401 (it no
 * longer does), or the account deleted (the server ended every session on purpose). A
 * module of its own, with no imports, so the shell can listen without loading the api
 * client.
 */
type Listener = () => void;

function channel() {
  const listeners = new Set<Listener>();
  return {
    /** Calls `listener` on each report; returns the unsubscribe. */
    listen(listener: Listener): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    report(): void {
      for (const listener of [...listeners]) listener();
    },
  };
}

const accepted = channel();
const expired = channel();
const deleted = channel();

/** A signed-in call was answered by a server that knows the session (anything but a 401). */
export const onSessionAccepted = accepted.listen;
export const reportSessionAccepted = accepted.report;

/** A signed-in call was refused for want of a session. */
export const onSessionExpired = expired.listen;
export const reportSessionExpired = expired.report;

/** The account was deleted: its sessions are gone with it. */
export const onAccountDeleted = deleted.listen;
export const reportAccountDeleted = deleted.report;
