import { BUSINESS_PROFILE_LIMITS, type BusinessProfile } from '@contract/business-profile';
import './business-profile.css';
import { ClosuresEditor } from './closures-editor';
import { CountryTimeZoneFields } from './country-time-zone-fields';
import type { EditorProps } from './editor-props';
import { LanguagesEditor } from './languages-editor';
import { OpeningHoursEditor } from './opening-hours-editor';
import { PracticalTextField } from './practical-text-field';
import { WordListEditor } from './word-list-editor';

/** The profile's practical facts: where, how to reach and book, when, and how posts read. */
export type PracticalFacts = Pick<
  BusinessProfile,
  | 'address'
  | 'phone'
  | 'bookingUrl'
  | 'openingHours'
  | 'country'
  | 'timeZone'
  | 'languages'
  | 'avoid'
>;

type TextKey = 'address' | 'phone' | 'bookingUrl';

interface PracticalFactsProps extends EditorProps<PracticalFacts> {
  /** The business's town or city, to propose its time zone ('' when unknown). */
  city: string;
}

/**
 * Address, phone, booking link, opening hours with closures, country and time zone,
 * languages and words to avoid. `value` may be the whole profile: only these fields are
 * read, and `onChange` receives them alone, to be spread over the form's profile.
 */
export function PracticalFactsEditor(props: PracticalFactsProps) {
  const { value, onChange, errors, idPrefix, city } = props;
  const facts: PracticalFacts = {
    address: value.address,
    phone: value.phone,
    bookingUrl: value.bookingUrl,
    openingHours: value.openingHours,
    country: value.country,
    timeZone: value.timeZone,
    languages: value.languages,
    avoid: value.avoid,
  };
  const set = (patch: Partial<PracticalFacts>) => onChange({ ...facts, ...patch });
  const text = (
    key: TextKey,
    label: string,
    type: 'text' | 'tel' | 'url',
    autoComplete: string,
    max: number,
  ) => (
    <PracticalTextField
      path={key}
      label={label}
      type={type}
      autoComplete={autoComplete}
      max={max}
      value={facts[key]}
      onChange={(next) => set({ [key]: next })}
      errors={errors}
      idPrefix={idPrefix}
    />
  );
  return (
    <div className="practical-facts">
      {text('address', 'Address', 'text', 'street-address', BUSINESS_PROFILE_LIMITS.address)}
      <div className="profile-pair">
        {text('phone', 'Phone', 'tel', 'tel', BUSINESS_PROFILE_LIMITS.phone)}
        {text('bookingUrl', 'Booking or ordering link', 'url', 'url', BUSINESS_PROFILE_LIMITS.url)}
      </div>
      <OpeningHoursEditor
        value={facts.openingHours.weekly}
        onChange={(weekly) => set({ openingHours: { ...facts.openingHours, weekly } })}
        errors={errors}
        idPrefix={idPrefix}
      />
      <ClosuresEditor
        value={facts.openingHours.closures}
        onChange={(closures) => set({ openingHours: { ...facts.openingHours, closures } })}
        errors={errors}
        idPrefix={idPrefix}
      />
      <CountryTimeZoneFields
        value={{ country: facts.country, timeZone: facts.timeZone }}
        onChange={(place) => set(place)}
        errors={errors}
        idPrefix={idPrefix}
        city={city}
      />
      <LanguagesEditor
        value={facts.languages}
        onChange={(languages) => set({ languages })}
        errors={errors}
        idPrefix={idPrefix}
      />
      <WordListEditor
        path="avoid"
        legend="Words or claims to avoid"
        hint="Things posts must never say, like “organic” or “award-winning”. Press Enter after each."
        inputLabel="Word or claim to avoid"
        value={facts.avoid}
        onChange={(avoid) => set({ avoid })}
        errors={errors}
        idPrefix={idPrefix}
        most={BUSINESS_PROFILE_LIMITS.avoid}
        maxLength={BUSINESS_PROFILE_LIMITS.avoidItem}
      />
    </div>
  );
}
