/**
 * The language a month is planned in, and the planner's own lines in it: the closure
 * notice, the day the business is back, the holiday's date, the briefs of each kind and
 * the calls to action. English keeps its own tables (`plan-month.ts`, `follow-ups.ts`,
 * `opening-day.ts`); these are for the other languages the offline writer keeps the
 * owner's words in (`core/offline-writer/owner-material.ts`, `FEATURE_BANK`). Day and
 * month names come from `Intl.DateTimeFormat`, so none is hand-written here.
 */
import { PLAN_PHRASES, type PlanPhrases } from './plan-phrases';

/** The languages the planner writes besides English. */
export const PLAN_LANGUAGES = ['es', 'pt', 'fr', 'de', 'it'] as const;
export type PlanLanguage = 'en' | (typeof PLAN_LANGUAGES)[number];

const isPlanLanguage = (code: string): code is PlanLanguage =>
  code === 'en' || (PLAN_LANGUAGES as readonly string[]).includes(code);

/**
 * The profile's first language, when the planner writes it ("es-MX" as "es"); English
 * otherwise, as before, for a business with no languages or one the writer has no words in.
 */
export function planLanguageOf(languages: readonly string[] | null | undefined): PlanLanguage {
  const first = (languages?.[0] ?? 'en').toLowerCase().split(/[-_]/u)[0] ?? 'en';
  return isPlanLanguage(first) ? first : 'en';
}

/** The phrases of a language other than English; null for English. */
export function phrasesOf(language: PlanLanguage): PlanPhrases | null {
  return language === 'en' ? null : PLAN_PHRASES[language];
}

const LOCALES: Record<Exclude<PlanLanguage, 'en'>, string> = {
  es: 'es-ES',
  pt: 'pt-PT',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
};

/** A date at noon UTC, so that the day named is the date's own in every time zone. */
const noon = (date: string) => new Date(`${date}T12:00:00Z`);

const format = (
  language: Exclude<PlanLanguage, 'en'>,
  date: string,
  options: Intl.DateTimeFormatOptions,
) => new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone: 'UTC' }).format(noon(date));

/** "2026-12-24" as "24 de diciembre", "24. Dezember", "24 décembre". */
export const localDayAndMonth = (language: Exclude<PlanLanguage, 'en'>, date: string) =>
  format(language, date, { day: 'numeric', month: 'long' });

/** "2026-12-22" as "martes", "terça-feira", "Dienstag". */
export const localWeekday = (language: Exclude<PlanLanguage, 'en'>, date: string) =>
  format(language, date, { weekday: 'long' });

/** The closure notice in the business's language, as `business-month.ts` builds it in English. */
export function localClosureBrief(
  language: Exclude<PlanLanguage, 'en'>,
  closure: { from: string; to: string; note: string },
  back: string,
): string {
  const phrases = PLAN_PHRASES[language];
  const day = (date: string) => localDayAndMonth(language, date);
  const why = closure.note.trim() ? ` (${closure.note.trim().replace(/[.!]+$/u, '')})` : '';
  return phrases.closed({
    from: day(closure.from),
    to: closure.from === closure.to ? null : day(closure.to),
    why,
    back: day(back),
  });
}

/** Whether a brief is a closure notice in any of the planner's languages. */
export const isLocalClosureNotice = (brief: string) =>
  Object.values(PLAN_PHRASES).some((phrases) => phrases.closedNotice.test(brief));

/**
 * On a closed day, the lines that say when the business is back, from the owner's hours:
 * the coming weekday alone, a date further off, and the opening time as the language
 * writes it ("a las 9:00", "às 9h", "um 9 Uhr").
 */
export function localBackLines(
  language: Exclude<PlanLanguage, 'en'>,
  back: { date: string; opens: string; days: number },
): string[] {
  const phrases = PLAN_PHRASES[language];
  const when =
    back.days > 6
      ? phrases.onDate(localDayAndMonth(language, back.date))
      : phrases.onWeekday(localWeekday(language, back.date));
  const hour = Number(back.opens.slice(0, 2));
  const minutes = back.opens.slice(3, 5);
  return phrases.back(when, phrases.at(hour, minutes));
}

/** The holiday's brief: its name (in the language, from date-holidays) and its date. */
export const localHolidayBrief = (
  language: Exclude<PlanLanguage, 'en'>,
  name: string,
  date: string,
) => PLAN_PHRASES[language].holiday(name, localDayAndMonth(language, date));
