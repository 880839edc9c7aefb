import { useMemo } from 'react';
import type { EditorProps } from './editor-props';
import { FieldError } from './field-error';
import { errorProps, fieldId } from './field-ids';
import { COUNTRY_OPTIONS, countryName, timeZoneOptions } from './place-names';
import { proposeTimeZone } from './time-zone-proposal';

export interface CountryAndZone {
  country: string;
  timeZone: string;
}

interface CountryTimeZoneProps extends EditorProps<CountryAndZone> {
  /** The business's town or city (the brand profile's), to tell a country's zones apart. */
  city: string;
}

/**
 * Country (for public holidays) and time zone (for every date and time). The zone is
 * proposed from the country and city and taken only when the owner confirms it.
 */
export function CountryTimeZoneFields(props: CountryTimeZoneProps) {
  const { value, onChange, errors, idPrefix, city } = props;
  const zones = useMemo(() => timeZoneOptions(value.timeZone), [value.timeZone]);
  const proposal = value.country ? proposeTimeZone(value.country, city) : null;
  const offerProposal = proposal !== null && proposal !== value.timeZone;
  const proposalId = `${fieldId(idPrefix, 'timeZone')}-proposal`;
  return (
    <div className="profile-pair">
      <div className="field">
        <label htmlFor={fieldId(idPrefix, 'country')}>Country</label>
        <select
          {...errorProps(idPrefix, 'country', errors)}
          className="select"
          autoComplete="country"
          value={value.country}
          onChange={(event) => onChange({ ...value, country: event.target.value })}
        >
          <option value="">Not said</option>
          {COUNTRY_OPTIONS.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
          {value.country && !COUNTRY_OPTIONS.some(({ code }) => code === value.country) ? (
            <option value={value.country}>{countryName(value.country)}</option>
          ) : null}
        </select>
        <FieldError prefix={idPrefix} path="country" errors={errors} />
      </div>
      <div className="field">
        <label htmlFor={fieldId(idPrefix, 'timeZone')}>Time zone</label>
        <select
          {...errorProps(idPrefix, 'timeZone', errors, offerProposal ? proposalId : undefined)}
          className="select"
          value={value.timeZone}
          onChange={(event) => onChange({ ...value, timeZone: event.target.value })}
        >
          <option value="">Not said (use this device’s)</option>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
        {offerProposal ? (
          <p id={proposalId} className="field-hint time-zone-proposal">
            From {countryName(value.country)}
            {city.trim() ? ` and ${city.trim()}` : ''}: {proposal.replace(/_/g, ' ')}.{' '}
            <button
              type="button"
              className="btn btn-ghost btn-small"
              onClick={() => onChange({ ...value, timeZone: proposal })}
            >
              Use {proposal.replace(/_/g, ' ')}
            </button>
          </p>
        ) : null}
        <FieldError prefix={idPrefix} path="timeZone" errors={errors} />
      </div>
    </div>
  );
}
