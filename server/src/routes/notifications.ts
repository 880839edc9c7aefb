import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES } from '@contract/messages';
import type { Repositories } from '../db/repositories';
import { HttpError } from '../http-error';
import {
  UNSUBSCRIBE_PATH,
  unsubscribe,
  type Unsubscribable,
  type UnsubscribeLinks,
} from '../notifications/unsubscribe-links';

/** What each unsubscribable toggle is called on the page. */
const TOGGLE_WORDS: Record<Unsubscribable, string> = {
  postPublished: 'e-mails when a post could not be published',
  postScheduled: 'e-mails when an account needs reconnecting or its connection is ending',
  weeklyReport: 'weekly summary e-mails',
  billingAlerts: 'e-mails when a payment did not go through',
};

const tokenQuery = z.object({ token: z.string().min(1).max(500) });

/** A plain page of our own words only: nothing from the request is written into it. */
function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
    )
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${title}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5}button{font:inherit;padding:.6rem 1.2rem}</style>` +
        `</head><body><main><h1>${title}</h1>${body}</main></body></html>`,
    );
}

const INVALID =
  '<p>This link is not valid. You can choose your e-mails in Settings &gt; Notifications.</p>';

/**
 * An e-mail's unsubscribe link, without a session (ADR 0052). GET shows one button and
 * changes nothing, so a mail scanner opening the link unsubscribes no one; the button's
 * POST turns the toggle off and answers a plain page, or JSON when asked for it; the same
 * POST is the List-Unsubscribe-Post one-click target (ADR 0064).
 */
export async function notificationRoutes(
  app: FastifyInstance,
  options: { repos: Repositories; links: UnsubscribeLinks },
) {
  // A mail client's one-click unsubscribe (RFC 8058) and the page's button post a form
  // ("List-Unsubscribe=One-Click", or nothing): the token in the query is all that counts,
  // so the body is read, kept small, and not used.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const turnOff = (userId: string, toggle: Unsubscribable) =>
    options.repos.notifications.turnOffNotification(userId, toggle);

  typed.get(
    '/notifications/unsubscribe',
    { schema: { querystring: tokenQuery } },
    async (request, reply) => {
      const found = options.links.read(request.query.token);
      if (!found) return page(reply, 400, 'Unsubscribe', INVALID);
      const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(request.query.token)}`;
      return page(
        reply,
        200,
        'Unsubscribe',
        `<p>Stop ${TOGGLE_WORDS[found.toggle]}?</p>` +
          `<form method="post" action="${action}"><button type="submit">Stop these e-mails</button></form>`,
      );
    },
  );

  typed.post(
    '/notifications/unsubscribe',
    { schema: { querystring: tokenQuery } },
    async (request, reply) => {
      const toggle = await unsubscribe(options.links, turnOff, request.query.token);
      const wantsJson = request.headers.accept?.includes('application/json') ?? false;
      if (!toggle) {
        if (wantsJson) throw new HttpError(400, API_MESSAGES.invalidLink);
        return page(reply, 400, 'Unsubscribe', INVALID);
      }
      if (wantsJson) return { success: true as const, notification: toggle };
      return page(
        reply,
        200,
        'Unsubscribed',
        `<p>Done: no more ${TOGGLE_WORDS[toggle]}. You can turn them on again in Settings &gt; Notifications.</p>`,
      );
    },
  );
}
