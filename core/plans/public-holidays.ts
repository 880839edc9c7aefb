import Holidays from 'date-holidays';
import type { Holiday } from './plan-types';

/**
 * Public holidays of a country in a year, from date-holidays' offline data: named in
 * `language` when it has the name ("Navidad"), else in English.
 */
export function publicHolidays(country: string | null, year: number, language = 'en'): Holiday[] {
  if (!country) return [];
  try {
    const calendar = new Holidays(country, { languages: [language, 'en'], types: ['public'] });
    const seen = new Set<string>();
    return calendar
      .getHolidays(year, language)
      .filter((holiday) => holiday.type === 'public')
      .map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name }))
      .filter((holiday) => !seen.has(holiday.date) && Boolean(seen.add(holiday.date)));
  } catch {
    return [];
  }
}

/** The countries date-holidays knows: code and English name, by name. */
export function holidayCountries(): { code: string; name: string }[] {
  return Object.entries(new Holidays().getCountries('en'))
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
