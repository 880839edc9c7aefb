/**
 * The business profile's editors (ADR 0051), shared by the "Your business" page and the
 * wizard's optional last step. Each takes `{ value, onChange, errors, idPrefix }`
 * (see EditorProps); `validateProfile` turns a form's profile into refusals by field
 * with the contract's messages, and the profile to store.
 */
export { ClosuresEditor } from './closures-editor';
export { CountryTimeZoneFields, type CountryAndZone } from './country-time-zone-fields';
export { DifferencesEditor } from './differences-editor';
export type { EditorProps } from './editor-props';
export { FieldError } from './field-error';
export { errorProps, fieldId } from './field-ids';
export { LanguagesEditor } from './languages-editor';
export { blankOffering, OfferingsEditor } from './offerings-editor';
export { OpeningHoursEditor } from './opening-hours-editor';
export { PracticalFactsEditor, type PracticalFacts } from './practical-facts-editor';
export {
  hasErrorUnder,
  NO_ERRORS,
  tidyProfile,
  validateProfile,
  type ProfileFieldErrors,
} from './profile-validation';
export { SeasonPicker, seasonSummary } from './season-picker';
export { proposeTimeZone, zonesOfCountry } from './time-zone-proposal';
export { WhatYouDoField } from './what-you-do-field';
export { WordListEditor } from './word-list-editor';
