/**
 * What the contract behaviour suite needs of a backend: the mock (MSW) or the real
 * server. An actor is one signed-up user; on the server it carries its own session.
 */
export interface BackendAnswer {
  status: number;
  body: unknown;
}

export interface BackendActor {
  email: string;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<BackendAnswer>;
  postForm(path: string, form: FormData): Promise<BackendAnswer>;
}

export interface BackendUnderTest {
  kind: 'mock' | 'server';
  /** Signs a new user up; the answer is the /add-user answer. */
  signUp(email: string, password: string): Promise<{ actor: BackendActor; answer: BackendAnswer }>;
  /** A client with no session (the server) or no identity at all (the mock). */
  anonymous(): BackendActor;
  /**
   * What the team cases need (ADR 0061); a backend without it skips them. The server's
   * test file adds it once the server has businesses and members.
   */
  team?: BackendTeamHooks;
}

export interface BackendTeamHooks {
  /** The token of the invitation last e-mailed to `email`. */
  invitationToken(email: string): Promise<string>;
  /** A new client (its own session on the server) that acts as `email` once signed in. */
  client(email: string): BackendActor;
}

/** A 1x1 PNG: small enough for any test, a real image for the server's decoder. */
export const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export function tinyPngFile(name = 'croissant.png'): File {
  const bytes = Uint8Array.from(atob(TINY_PNG_BASE64), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}
