import type { FastifyRequest } from 'fastify';

const EMAIL_MARK = /@|%40/i;

/**
 * The URL with every path segment or query value that holds an e-mail address replaced
 * by [email]. One split, no backtracking: linear in the URL's length.
 */
export function redactEmails(url: string): string {
  if (!EMAIL_MARK.test(url)) return url;
  return url
    .split(/([/?&=#;])/)
    .map((part) => (EMAIL_MARK.test(part) ? '[email]' : part))
    .join('');
}

/** The OAuth callbacks: the app's sign-in page, the API's and the networks' connect callback. */
const CALLBACK_PATH = /\/callback\/?$/;
/** A provider's code (worth a sign-in or a token until used) and the state that unlocks it. */
const OAUTH_SECRETS = new Set(['code', 'state']);
/** An e-mail's unsubscribe link: its token turns a notification off without a sign-in. */
const UNSUBSCRIBE_PATH = /\/notifications\/unsubscribe\/?$/;
const UNSUBSCRIBE_SECRETS = new Set(['token']);

/**
 * The URL with the values of `code` and `state` replaced by [redacted] on a callback path
 * (ADR 0042), and of `token` on the unsubscribe link (ADR 0052). Other parameters, such as
 * a provider's error, stay readable.
 */
export function redactOAuthParameters(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const path = url.slice(0, queryStart);
  const secrets = CALLBACK_PATH.test(path)
    ? OAUTH_SECRETS
    : UNSUBSCRIBE_PATH.test(path)
      ? UNSUBSCRIBE_SECRETS
      : null;
  if (!secrets) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return secrets.has(name) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/**
 * An invitation's link and an approval link (the app's pages and the API's calls) carry their
 * token in the path.
 */
const LINK_TOKEN = /(?<!\/team)(\/(?:invitations|approve)\/)[^/?#]+/g;

/**
 * The URL with an invitation's or an approval link's token replaced by [redacted]: one is
 * worth a membership until used, the other approves a business's posts until it ends.
 */
export function redactLinkTokens(url: string): string {
  return url.replace(LINK_TOKEN, '$1[redacted]');
}

/** Fastify's request log fields, with e-mail addresses, OAuth secrets and link tokens taken out of the URL. */
export function serialiseRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactEmails(redactOAuthParameters(redactLinkTokens(request.url))),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
