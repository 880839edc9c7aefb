import type { User } from '@contract/auth';

/** Called once the server has answered with a user: store it, then redirect after `delayMs`. */
export type SignedInHandler = (user: User, delayMs: number) => void;
