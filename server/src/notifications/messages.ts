import { NETWORK_NAMES, type Network } from '@contract/integrations';
import type { AccountEvent, FailedPostEvent, PaymentEvent } from '../db/notifications';
import type { MailMessage } from '../mail/mailer';

/** What every notification e-mail needs besides its event: where the app is, how to stop. */
export interface MessageLinks {
  appUrl: string;
  unsubscribeUrl: string;
}

const networkName = (network: string) =>
  Object.hasOwn(NETWORK_NAMES, network) ? NETWORK_NAMES[network as Network] : network;

/** One line, for a subject: what the owner typed may hold line breaks. */
const oneLine = (text: string, max = 80) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

const footer = (links: MessageLinks, what: string) =>
  [
    '',
    '--',
    `You get this e-mail because ${what} is on in Settings > Notifications.`,
    `Stop these e-mails (no sign-in needed): ${links.unsubscribeUrl}`,
  ].join('\n');

const dayOf = (at: Date | null) =>
  at
    ? at.toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : 'soon';

export function postFailedMessage(
  event: FailedPostEvent & { email: string },
  links: MessageLinks,
): MailMessage {
  const network = networkName(event.networkName);
  const postUrl = new URL(`/schedule?post=${encodeURIComponent(event.postId)}`, links.appUrl);
  return {
    to: event.email,
    subject: `A post could not be published on ${network}: ${oneLine(event.postTitle, 60)}`,
    text: [
      `Your post "${oneLine(event.postTitle)}" could not be published on ${network} (${event.accountName}).`,
      '',
      event.errorMessage ?? 'The network refused it.',
      '',
      `Open the post to fix it or try again: ${postUrl.toString()}`,
      footer(links, '"Post published"'),
    ].join('\n'),
  };
}

export function needsReconnectMessage(
  event: AccountEvent & { email: string },
  links: MessageLinks,
): MailMessage {
  const network = networkName(event.network);
  return {
    to: event.email,
    subject: `Reconnect ${network} to keep publishing`,
    text: [
      `${network} no longer accepts our connection to ${event.accountName}, so its scheduled posts cannot go out.`,
      '',
      `Reconnect it in one click on the Integrations page: ${new URL('/integrations', links.appUrl).toString()}`,
      footer(links, '"Post scheduled"'),
    ].join('\n'),
  };
}

export function expiringMessage(
  event: AccountEvent & { email: string },
  links: MessageLinks,
): MailMessage {
  const network = networkName(event.network);
  return {
    to: event.email,
    subject: `Your ${network} connection ends on ${dayOf(event.at)}`,
    text: [
      `${network} ends our connection to ${event.accountName} on ${dayOf(event.at)}, and it cannot be renewed without you.`,
      'Reconnect before then so your scheduled posts keep going out.',
      '',
      `Reconnect it in one click on the Integrations page: ${new URL('/integrations', links.appUrl).toString()}`,
      footer(links, '"Post scheduled"'),
    ].join('\n'),
  };
}

/** A failed payment (ADR 0055): the plan stays until the grace ends; drafts are safe. */
export function paymentFailedMessage(
  event: PaymentEvent & { email: string },
  links: MessageLinks,
  graceEnd: Date,
): MailMessage {
  return {
    to: event.email,
    subject: 'Your payment did not go through',
    text: [
      'The payment for your Smart Suite plan did not go through.',
      '',
      `Your plan stays as it is until ${dayOf(graceEnd)}. Please update your card before then:`,
      new URL('/billing', links.appUrl).toString(),
      '',
      'Your drafts and scheduled posts are kept and still go out whatever happens.',
      footer(links, '"Billing alerts"'),
    ].join('\n'),
  };
}
