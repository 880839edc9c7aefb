/**
 * The api module says when the server no longer knows the session (a 401 from a
 * signed-in endpoint); the session context listens. A module of its own, with no
 * imports, so the shell can listen without loading the api client.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Calls `listener` each time a call is refused for want of a session; returns the unsubscribe. */
export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function reportSessionExpired(): void {
  for (const listener of [...listeners]) listener();
}
