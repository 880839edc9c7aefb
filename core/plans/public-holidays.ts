import Holidays from 'date-holidays';
import type { Holiday } from './plan-types';

/** A country's public holidays of a year named in one language, one a day. */
function holidaysIn(country: string, year: number, language: string): Holiday[] {
  const calendar = new Holidays(country, { languages: [language, 'en'], types: ['public'] });
  const seen = new Set<string>();
  return calendar
    .getHolidays(year, language)
    .filter((holiday) => holiday.type === 'public')
    .map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name }))
    .filter((holiday) => !seen.has(holiday.date) && Boolean(seen.add(holiday.date)));
}

/**
 * Public holidays of a country in a year, from date-holidays' offline data, named in
 * `language` ("Navidad"). date-holidays gives the English name where it has none in the
 * language; such a holiday is left out of a month in another language, which would
 * otherwise carry an English line ("Last Monday in October, el 26 de octubre").
 */
export function publicHolidays(country: string | null, year: number, language = 'en'): Holiday[] {
  if (!country) return [];
  try {
    const named = holidaysIn(country, year, language);
    if (language === 'en') return named;
    const english = new Map(holidaysIn(country, year, 'en').map((day) => [day.date, day.name]));
    return named.filter((holiday) => english.get(holiday.date) !== holiday.name);
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
