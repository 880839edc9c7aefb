import {
  WEEKDAYS,
  type OpeningPeriod,
  type Weekday,
  type WeeklyHours,
} from '@contract/website-import';
import { isJsonObject, listOf, textOf, withoutSchemaPrefix, type JsonLdNode } from './json-ld';

/** schema.org's two-letter day names, as its `openingHours` text uses them. */
const DAY_ABBREVIATIONS: Readonly<Record<string, Weekday>> = {
  mo: 'monday',
  tu: 'tuesday',
  we: 'wednesday',
  th: 'thursday',
  fr: 'friday',
  sa: 'saturday',
  su: 'sunday',
};

/** Open all day, as schema.org's "Mo-Su" with no times means. */
const ALL_DAY: OpeningPeriod = { opens: '00:00', closes: '23:59' };

/** "9:00", "09:00:00", "09:00:00+01:00", "24:00" -> "HH:MM"; null when not a time. */
export function normaliseTime(value: string): string | null {
  const match = /^T?(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(
    value.trim(),
  );
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours === 24 && minutes === 0) return '23:59';
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** "https://schema.org/Monday", "Monday", "schema:Monday", {"@id": ...} -> "monday". */
export function weekdayOf(value: unknown): Weekday | null {
  const term = isJsonObject(value)
    ? (textOf(value['@id']) ?? textOf(value['name']))
    : textOf(value);
  if (!term) return null;
  const name = withoutSchemaPrefix(term).toLowerCase();
  return WEEKDAYS.find((day) => day === name) ?? null;
}

class HoursBuilder {
  private readonly days = new Map<Weekday, OpeningPeriod[]>();

  open(day: Weekday, period: OpeningPeriod): void {
    const periods = this.days.get(day) ?? [];
    if (!periods.some((p) => p.opens === period.opens && p.closes === period.closes)) {
      periods.push(period);
    }
    this.days.set(day, periods);
  }

  closed(day: Weekday): void {
    if (!this.days.has(day)) this.days.set(day, []);
  }

  build(): WeeklyHours | null {
    if (this.days.size === 0) return null;
    const hours: WeeklyHours = {};
    for (const day of WEEKDAYS) {
      const periods = this.days.get(day);
      if (periods) hours[day] = [...periods].sort((a, b) => a.opens.localeCompare(b.opens));
    }
    return hours;
  }
}

/**
 * Weekly hours from `OpeningHoursSpecification` nodes. A specification limited to dates
 * (`validFrom`, `validThrough`) is a holiday or seasonal exception, not the usual week,
 * and is left out. No `opens`, or opens and closes both 00:00, means closed that day.
 */
export function hoursFromSpecifications(specifications: readonly JsonLdNode[]): WeeklyHours | null {
  const builder = new HoursBuilder();
  for (const specification of specifications) {
    if (specification['validFrom'] !== undefined || specification['validThrough'] !== undefined) {
      continue;
    }
    const days = listOf(specification['dayOfWeek'])
      .map(weekdayOf)
      .filter((day): day is Weekday => day !== null);
    const opensText = textOf(specification['opens']);
    const closesText = textOf(specification['closes']);
    const opens = opensText ? normaliseTime(opensText) : null;
    const closes = closesText ? normaliseTime(closesText) : null;
    for (const day of days) {
      if (!opensText || (opens === '00:00' && closes === '00:00')) builder.closed(day);
      else if (opens && closes) builder.open(day, { opens, closes });
    }
  }
  return builder.build();
}

function daysOfToken(token: string): Weekday[] | null {
  const days: Weekday[] = [];
  for (const part of token.split(',')) {
    const [from, to, ...rest] = part
      .split('-')
      .map((name) => DAY_ABBREVIATIONS[name.toLowerCase()]);
    if (!from || rest.length > 0) return null;
    if (!to) {
      days.push(from);
      continue;
    }
    // A range may wrap past Sunday ("Sa-Mo").
    let index = WEEKDAYS.indexOf(from);
    for (let step = 0; step < WEEKDAYS.length; step += 1) {
      const day = WEEKDAYS[index % WEEKDAYS.length];
      if (!day) break;
      days.push(day);
      if (day === to) break;
      index += 1;
    }
  }
  return days;
}

function periodsOfToken(token: string): OpeningPeriod[] | null {
  const periods: OpeningPeriod[] = [];
  for (const part of token.split(',')) {
    const [opensText, closesText, ...rest] = part.split('-');
    if (!opensText || !closesText || rest.length > 0) return null;
    const opens = normaliseTime(opensText);
    const closes = normaliseTime(closesText);
    if (!opens || !closes) return null;
    periods.push({ opens, closes });
  }
  return periods;
}

/**
 * Weekly hours from schema.org `openingHours` text: "Mo-Fr 09:00-17:00", "Tu,Th
 * 16:00-20:00", "Mo-Sa 09:00-12:00,14:00-18:00", "Mo-Su" (open all day), "Su closed".
 * Anything it cannot read is skipped.
 */
export function hoursFromText(texts: readonly string[]): WeeklyHours | null {
  const builder = new HoursBuilder();
  for (const text of texts) {
    let days: Weekday[] = [];
    let daysHaveTimes = true;
    const finishDays = () => {
      if (!daysHaveTimes) for (const day of days) builder.open(day, ALL_DAY);
    };
    for (const token of text
      .trim()
      .split(/[\s;]+/)
      .filter(Boolean)) {
      const tokenDays = daysOfToken(token);
      if (tokenDays) {
        finishDays();
        days = tokenDays;
        daysHaveTimes = false;
        continue;
      }
      if (/^(closed|off)$/i.test(token)) {
        for (const day of days) builder.closed(day);
        daysHaveTimes = true;
        continue;
      }
      const periods = periodsOfToken(token);
      if (!periods) continue;
      for (const day of days) for (const period of periods) builder.open(day, period);
      daysHaveTimes = true;
    }
    finishDays();
  }
  return builder.build();
}
