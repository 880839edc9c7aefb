import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_NOTIFICATIONS, type NotificationSettings } from '@contract/account';
import type {
  AccountEvent,
  FailedPostEvent,
  NotificationKind,
  NotificationRepository,
  PaymentEvent,
  PendingEvent,
} from '../db/notifications';
import type { JobEngine } from '../jobs/job-engine';
import type { Mailer, MailMessage } from '../mail/mailer';
import {
  expiringMessage,
  needsReconnectMessage,
  paymentFailedMessage,
  postFailedMessage,
  type MessageLinks,
} from './messages';
import { EXPIRY_WARNING_MS } from '../social/social-rows';
import { graceEndOf } from '../billing/subscription-state';
import type { Unsubscribable, UnsubscribeLinks } from './unsubscribe-links';
import { weeklySummaryMessage } from './weekly-message';
import type { WeeklySummaries, WeeklySummaryEvent } from './weekly-summary';

export const NOTIFY_QUEUE = 'notifications-sweep';
/** Events older than this when first seen (a server down for days) are history, not news. */
const LOOKBACK_MS = 2 * 24 * 60 * 60_000;
const BATCH = 50;

export interface NotifierOptions {
  repo: NotificationRepository;
  settingsOf(userId: string): Promise<NotificationSettings | undefined>;
  mailer: Mailer;
  jobs: JobEngine;
  links: UnsubscribeLinks;
  appUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
  cron: string;
  /** Days a failed payment's paid plan stays in force (BILLING_GRACE_DAYS). */
  graceDays: number;
  /** The weekly summaries due (ADR 0064). */
  weeklySummaries: WeeklySummaries;
}

/** One kind of event: how to find it, which toggle decides, what the e-mail says. */
interface EventSource<E extends PendingEvent> {
  kind: NotificationKind;
  toggle: Unsubscribable;
  find(now: Date): Promise<E[]>;
  compose(event: E & { email: string }, links: MessageLinks): MailMessage;
}

/** The kinds of event the sweep e-mails about, each with its toggle and its words. */
function eventSources(
  repo: NotificationRepository,
  graceDays: number,
  weeklySummaries: WeeklySummaries,
) {
  const since = (at: Date) => new Date(at.getTime() - LOOKBACK_MS);
  return {
    failedPosts: {
      kind: 'post_failed',
      toggle: 'postPublished',
      find: (at) => repo.failedPosts(since(at), BATCH),
      compose: postFailedMessage,
    } satisfies EventSource<FailedPostEvent>,
    reconnects: {
      kind: 'needs_reconnect',
      toggle: 'postScheduled',
      find: (at) => repo.accountsNeedingReconnect(since(at), BATCH),
      compose: needsReconnectMessage,
    } satisfies EventSource<AccountEvent>,
    expiring: {
      kind: 'connection_expiring',
      toggle: 'postScheduled',
      find: (at) => repo.expiringAccounts(at, new Date(at.getTime() + EXPIRY_WARNING_MS), BATCH),
      compose: expiringMessage,
    } satisfies EventSource<AccountEvent>,
    failedPayments: {
      kind: 'payment_failed',
      toggle: 'billingAlerts',
      find: (at) => repo.failedPayments(since(at), BATCH),
      compose: (event, links) =>
        paymentFailedMessage(event, links, graceEndOf(event.at, graceDays)),
    } satisfies EventSource<PaymentEvent>,
    weeklySummaries: {
      kind: 'weekly_summary',
      toggle: 'weeklyReport',
      find: (at) => weeklySummaries.due(at, BATCH),
      compose: weeklySummaryMessage,
    } satisfies EventSource<WeeklySummaryEvent>,
  };
}

/**
 * The e-mails the server sends on its own (ADR 0052): a post failed, an account needs
 * reconnecting, a connection that cannot be renewed ends within 7 days, a payment failed
 * (ADR 0055), and the weekly summary (ADR 0064). A sweep (a pg-boss
 * job on a schedule) finds each event until it is handled; the event's key is claimed in
 * sent_notifications before its e-mail goes, so each is e-mailed at most once, across
 * restarts and instances. The owner's choices are read when the event is handled: off,
 * the event is handled without an e-mail.
 */
export function createNotifier(options: NotifierOptions) {
  const { repo, mailer, log, now } = options;

  const wants = async (userId: string, toggle: Unsubscribable) => {
    const settings = (await options.settingsOf(userId)) ?? DEFAULT_NOTIFICATIONS;
    return settings.emailNotifications && settings[toggle];
  };

  /** Handles one event; false when its e-mail failed (given back for the next sweep). */
  async function handle<E extends PendingEvent>(source: EventSource<E>, event: E) {
    const email = event.email;
    const wanted = email !== null && (await wants(event.userId, source.toggle));
    const claimed = await repo.claim({
      key: event.key,
      userId: event.userId,
      kind: source.kind,
      emailed: wanted,
    });
    if (!claimed || !wanted) return true;
    const links = {
      appUrl: options.appUrl,
      unsubscribeUrl: options.links.link(event.userId, source.toggle),
    };
    try {
      const message = source.compose({ ...event, email }, links);
      await mailer.send({ ...message, unsubscribeUrl: links.unsubscribeUrl });
      log.info({ kind: source.kind, userId: event.userId }, 'notification e-mailed');
      return true;
    } catch (error) {
      await repo.release(event.key);
      log.warn(
        { kind: source.kind, err: error },
        'a notification e-mail failed; it is tried again',
      );
      return false;
    }
  }

  async function drain<E extends PendingEvent>(source: EventSource<E>) {
    for (;;) {
      const events = await source.find(now());
      let allSent = true;
      for (const event of events) allSent = (await handle(source, event)) && allSent;
      // A failed e-mail's event is found again: leave it to the next sweep.
      if (events.length < BATCH || !allSent) return;
    }
  }

  const sources = eventSources(repo, options.graceDays, options.weeklySummaries);

  const sweep = async () => {
    await drain(sources.failedPosts);
    await drain(sources.reconnects);
    await drain(sources.expiring);
    await drain(sources.failedPayments);
    await drain(sources.weeklySummaries);
  };

  return {
    sweep,
    /** Sweeps soon, in a job, rather than at the next scheduled time: news just happened. */
    async sweepSoon() {
      await options.jobs.send(NOTIFY_QUEUE, {}, { singletonKey: 'soon' });
    },
    async register() {
      await options.jobs.work(NOTIFY_QUEUE, sweep);
      await options.jobs.schedule(NOTIFY_QUEUE, options.cron);
    },
  };
}
export type Notifier = ReturnType<typeof createNotifier>;
