import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBABLE_NOTIFICATIONS } from '@contract/account';

/** Where an e-mail's unsubscribe link leads: a page that works without signing in. */
export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

export type Unsubscribable = (typeof UNSUBSCRIBABLE_NOTIFICATIONS)[number];

const isUnsubscribable = (value: string): value is Unsubscribable =>
  (UNSUBSCRIBABLE_NOTIFICATIONS as readonly string[]).includes(value);

export interface UnsubscribeLinks {
  /** The absolute link that turns `toggle` off for `userId`. */
  link(userId: string, toggle: Unsubscribable): string;
  /** The user and toggle a token names, or null when it is not one of ours. */
  read(token: string): { userId: string; toggle: Unsubscribable } | null;
}

/**
 * Signed unsubscribe tokens (HMAC-SHA256 over the user and the toggle), with no expiry:
 * an old e-mail's link must still work. The token says only which toggle to turn off for
 * whom, so whoever holds it can do that and nothing else (ADR 0052).
 */
export function createUnsubscribeLinks(options: {
  secret: Buffer;
  publicUrl: string;
}): UnsubscribeLinks {
  const sign = (payload: string) =>
    createHmac('sha256', options.secret).update(payload).digest('base64url');
  return {
    link(userId, toggle) {
      const payload = Buffer.from(`${userId}:${toggle}`).toString('base64url');
      const url = new URL(UNSUBSCRIBE_PATH, options.publicUrl);
      url.searchParams.set('token', `${payload}.${sign(payload)}`);
      return url.toString();
    },
    read(token) {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const [userId, toggle] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
      if (!userId || !toggle || !isUnsubscribable(toggle)) return null;
      return { userId, toggle };
    },
  };
}

/**
 * Turns off the toggle a valid token names; null when the token is not ours. The answer
 * names the toggle only, never the account.
 */
export async function unsubscribe(
  links: UnsubscribeLinks,
  turnOff: (userId: string, toggle: Unsubscribable) => Promise<void>,
  token: string,
): Promise<Unsubscribable | null> {
  const found = links.read(token);
  if (!found) return null;
  await turnOff(found.userId, found.toggle);
  return found.toggle;
}
