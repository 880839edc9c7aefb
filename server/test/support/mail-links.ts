import type { ReceivedMail } from '../fakes/smtp-inbox';

/** The link to `path` in an e-mail, and its token, as the recipient would open it. */
export function linkIn(mail: ReceivedMail, path: string): { url: URL; token: string } {
  const found = mail.text.match(/https?:\/\/\S+/g)?.find((text) => new URL(text).pathname === path);
  if (!found) throw new Error(`No ${path} link in: ${mail.text}`);
  const url = new URL(found);
  // In the fragment: the browser never sends it to a server.
  const token = new URLSearchParams(url.hash.slice(1)).get('token');
  if (!token) throw new Error(`The link has no token: ${found}`);
  return { url, token };
}
