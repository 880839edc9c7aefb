import { HOLIDAY_COUNTRIES } from '@contract/plans';

const displayNames = (type: 'region' | 'language') => {
  try {
    return new Intl.DisplayNames(['en'], { type });
  } catch {
    return null;
  }
};

const regions = displayNames('region');
const languages = displayNames('language');

export const countryName = (code: string) => regions?.of(code) ?? code;
export const languageName = (code: string) => languages?.of(code) ?? code;

/** The countries whose public holidays the planner knows, by English name. */
export const COUNTRY_OPTIONS: readonly { code: string; name: string }[] = HOLIDAY_COUNTRIES.map(
  (code) => ({ code, name: countryName(code) }),
).sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** Languages posts are commonly written in, by English name. */
export const LANGUAGE_OPTIONS: readonly { code: string; name: string }[] = [
  'af',
  'ar',
  'bg',
  'ca',
  'cs',
  'cy',
  'da',
  'de',
  'el',
  'en',
  'es',
  'et',
  'eu',
  'fi',
  'fr',
  'ga',
  'gd',
  'gl',
  'he',
  'hi',
  'hr',
  'hu',
  'id',
  'is',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'mt',
  'nb',
  'nl',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'sl',
  'sr',
  'sv',
  'sw',
  'th',
  'tr',
  'uk',
  'vi',
  'xh',
  'zh',
  'zu',
]
  .map((code) => ({ code, name: languageName(code) }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** Every zone the runtime knows; just the given ones where it cannot list them. */
export function timeZoneOptions(...always: string[]): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  return [...new Set([...always.filter(Boolean), ...zones])].sort();
}
