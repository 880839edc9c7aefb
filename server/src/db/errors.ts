/**
 * What a database error means for the client. Drizzle wraps the driver's error, so each
 * check walks the chain of causes.
 */

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

/**
 * Text the database cannot store (NUL, bytes invalid in UTF-8): the request guard refuses
 * such text first, so these only back it up.
 */
const UNSTORABLE_TEXT_CODES = new Set([
  '22021', // character_not_in_repertoire
  '22P05', // untranslatable_character
]);

const MAX_CAUSES = 5;

function* causes(error: unknown): Generator<object> {
  for (let current = error, depth = 0; current && depth < MAX_CAUSES; depth += 1) {
    if (typeof current !== 'object') return;
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** Whether an error in the chain of causes carries one of `codes`. */
function hasCode(error: unknown, codes: Set<string>): boolean {
  for (const current of causes(error)) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && codes.has(code)) return true;
  }
  return false;
}

/** The database (or the network to it) is down: a retry later can succeed. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (hasCode(error, UNAVAILABLE_CODES)) return true;
  for (const current of causes(error)) {
    const { message } = current as { message?: unknown };
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect/i.test(message)
    ) {
      return true;
    }
  }
  return false;
}

/** The database refused text it cannot store. */
export function isUnstorableText(error: unknown): boolean {
  return hasCode(error, UNSTORABLE_TEXT_CODES);
}
