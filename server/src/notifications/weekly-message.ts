import { METRIC_LABELS, METRIC_NAMES } from '@contract/analytics';
import { NETWORK_NAMES } from '@contract/integrations';
import { engagementOf, type PublishedPost } from '@core/analytics';
import { addLocalDays } from '@core/schedule/zoned-time';
// Text anything may have written (the owner, a model) is made safe for HTML with the same
// escaping as the image renderer's SVG text.
import { escapeXml } from '../ai/image/svg-text';
import type { MailMessage } from '../mail/mailer';
import type { MessageLinks } from './messages';
import type { WeeklySummaryEvent } from './weekly-summary';

const NOT_AVAILABLE = 'not available';
const numbers = new Intl.NumberFormat('en-GB');

/** A count, or the words for a number no network gave (never 0). */
const countText = (value: number | null) =>
  value === null ? NOT_AVAILABLE : numbers.format(value);

const oneLine = (text: string, max = 80) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** "23 to 29 November 2026": the week's Monday to Sunday as the owner's calendar shows them. */
function weekWords(monday: string) {
  const day = (date: string, options: Intl.DateTimeFormatOptions) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { ...options, timeZone: 'UTC' });
  return `${day(monday, { day: 'numeric', month: 'long' })} to ${day(addLocalDays(monday, 6), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })}`;
}

/** The week's facts as label/value rows, the same for both parts of the e-mail. */
function weekRows(event: WeeklySummaryEvent): [string, string][] {
  const { values, byNetwork } = event.summary;
  return [
    ['Posts published', countText(values.total_posts)],
    ...byNetwork.map(({ network, publications }): [string, string] => [
      `On ${NETWORK_NAMES[network]}`,
      countText(publications),
    ]),
    ['Total reach', countText(values.reach)],
    ['Engagement (reactions, comments, shares, saves)', countText(values.engagement)],
  ];
}

function bestRows(best: PublishedPost): [string, string][] {
  return [
    ...METRIC_NAMES.map((name): [string, string] => [
      METRIC_LABELS[name],
      countText(best.metrics[name]),
    ]),
    ['Engagement', countText(engagementOf(best.metrics))],
  ];
}

interface Parts {
  event: WeeklySummaryEvent;
  links: MessageLinks;
  postUrl: string | null;
  analyticsUrl: string;
  scheduleUrl: string;
}

function textPart({ event, links, postUrl, analyticsUrl, scheduleUrl }: Parts): string {
  const week = weekWords(event.period.week);
  const best = event.summary.best;
  const lines =
    event.summary.values.total_posts === 0
      ? [`Nothing was published from ${week}.`, '', `Plan your next posts: ${scheduleUrl}`]
      : [
          `Your week from ${week} (${event.timeZone}):`,
          '',
          ...weekRows(event).map(([label, value]) => `${label}: ${value}`),
          '',
          ...(best && postUrl
            ? [
                `Best post: "${oneLine(best.title)}" on ${NETWORK_NAMES[best.network]} (${best.accountName})`,
                ...bestRows(best).map(([label, value]) => `  ${label}: ${value}`),
                `  Open it: ${postUrl}`,
              ]
            : ['No numbers have been read from the networks for these posts yet.']),
          '',
          `All your numbers: ${analyticsUrl}`,
        ];
  return [
    ...lines,
    '',
    '--',
    'You get this e-mail because "Weekly report" is on in Settings > Notifications.',
    `Stop these e-mails (no sign-in needed): ${links.unsubscribeUrl}`,
  ].join('\n');
}

const table = (rows: [string, string][]) =>
  `<table>${rows.map(([label, value]) => `<tr><th scope="row" style="text-align:left;padding-right:1em">${escapeXml(label)}</th><td>${escapeXml(value)}</td></tr>`).join('')}</table>`;

const link = (url: string, words: string) => `<a href="${escapeXml(url)}">${escapeXml(words)}</a>`;

function bestHtml(best: PublishedPost, postUrl: string) {
  return (
    `<h2>Best post</h2><p>${link(postUrl, oneLine(best.title))} on ` +
    `${escapeXml(NETWORK_NAMES[best.network])} (${escapeXml(best.accountName)})</p>` +
    table(bestRows(best))
  );
}

function htmlPart({ event, links, postUrl, analyticsUrl, scheduleUrl }: Parts): string {
  const week = weekWords(event.period.week);
  const best = event.summary.best;
  const body =
    event.summary.values.total_posts === 0
      ? `<p>Nothing was published from ${escapeXml(week)}. ${link(scheduleUrl, 'Plan your next posts')}</p>`
      : `<h1>Your week from ${escapeXml(week)}</h1><p>${escapeXml(event.timeZone)}</p>` +
        table(weekRows(event)) +
        (best && postUrl
          ? bestHtml(best, postUrl)
          : '<p>No numbers have been read from the networks for these posts yet.</p>') +
        `<p>${link(analyticsUrl, 'All your numbers')}</p>`;
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Your week</title></head>` +
    `<body style="font-family:system-ui,sans-serif;line-height:1.5">${body}` +
    `<hr><p>You get this e-mail because "Weekly report" is on in Settings &gt; Notifications. ` +
    `${link(links.unsubscribeUrl, 'Stop these e-mails')} (no sign-in needed).</p></body></html>`
  );
}

/** The weekly summary (ADR 0064): text and HTML, the same facts in both. */
export function weeklySummaryMessage(
  event: WeeklySummaryEvent & { email: string },
  links: MessageLinks,
): MailMessage {
  const { best, values } = event.summary;
  const url = (path: string) => new URL(path, links.appUrl).toString();
  const parts: Parts = {
    event,
    links,
    postUrl: best ? url(`/schedule?post=${encodeURIComponent(best.postId)}`) : null,
    analyticsUrl: url('/analytics'),
    scheduleUrl: url('/schedule'),
  };
  const posts = values.total_posts ?? 0;
  return {
    to: event.email,
    subject:
      posts === 0
        ? `Your week: nothing published from ${weekWords(event.period.week)}`
        : `Your week: ${posts} ${posts === 1 ? 'post' : 'posts'}, reach ${countText(values.reach)}`,
    text: textPart(parts),
    html: htmlPart(parts),
  };
}
