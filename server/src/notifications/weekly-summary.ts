import { unavailableMetrics } from '@contract/analytics';
import { summarisePeriod, type PeriodSummary } from '@core/analytics';
import type { MetricsRepository } from '../db/metrics';
import type { PendingEvent } from '../db/notifications';
import type { WeeklySummaryRepository } from '../db/weekly-summaries';
import { dueSummaryWeek, knownTimeZone, type SummaryWeek } from './summary-week';

/** One owner's weekly summary, due and not yet handled, with the week's numbers. */
export interface WeeklySummaryEvent extends PendingEvent {
  timeZone: string;
  period: SummaryWeek;
  summary: PeriodSummary;
}

/**
 * Finds the weekly summaries due at `now` (ADR 0064): for each zone the owners who asked
 * for one live in, the week just ended there once it is Monday 08:00 there; each owner's
 * summary is keyed by the week's Monday, so the notifier's claim sends it once.
 */
export function createWeeklySummaries(options: {
  repo: WeeklySummaryRepository;
  metrics: MetricsRepository;
}) {
  const { repo, metrics } = options;

  async function summaryOf(businessId: string, period: SummaryWeek): Promise<PeriodSummary> {
    const posts = await metrics.publishedWithReadings(
      businessId,
      new Date(period.from.getTime() - 1),
    );
    return summarisePeriod(
      posts.map((post) => ({ ...post, metrics: post.metrics ?? unavailableMetrics() })),
      period.from,
      period.to,
    );
  }

  return {
    async due(now: Date, limit: number): Promise<WeeklySummaryEvent[]> {
      const events: WeeklySummaryEvent[] = [];
      for (const zone of await repo.summaryZones()) {
        const timeZone = knownTimeZone(zone);
        const period = dueSummaryWeek(now, timeZone);
        if (!period) continue;
        const owners = await repo.ownersWithoutSummary(zone, period.week, limit - events.length);
        for (const owner of owners) {
          events.push({
            ...owner,
            timeZone,
            period,
            summary: await summaryOf(owner.businessId, period),
          });
        }
        if (events.length >= limit) break;
      }
      return events;
    },
  };
}
export type WeeklySummaries = ReturnType<typeof createWeeklySummaries>;
