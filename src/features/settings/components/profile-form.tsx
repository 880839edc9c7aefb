import { useId, useState, type FormEvent } from 'react';
import type { AccountProfile } from '@contract/account';
import { INDUSTRIES } from '@contract/constants';
import type { UserIdentifier } from '@contract/onboarding';
import { errorMessage } from '@/lib/api-error';
import { useSaveProfile } from '../api/account-settings';
import { SETTINGS_COPY } from '../settings-copy';

interface ProfileFormProps {
  identifier: UserIdentifier;
  profile: AccountProfile;
  /** Told the stored profile, so the shell's greeting follows a new name. */
  onSaved: (profile: AccountProfile) => void;
}

type TextKey = 'name' | 'business_name' | 'location' | 'phone';

/** Settings > Profile: stored on the server; the business fields are the brand profile's. */
export function ProfileForm({ identifier, profile: stored, onSaved }: ProfileFormProps) {
  const id = useId();
  const [profile, setProfile] = useState(stored);
  const save = useSaveProfile(identifier);

  const update = (patch: Partial<AccountProfile>) => {
    save.reset();
    setProfile((current) => ({ ...current, ...patch }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const fields = {
      name: profile.name,
      business_name: profile.business_name,
      industry: profile.industry,
      location: profile.location,
      phone: profile.phone,
    };
    save.mutate(fields, {
      onSuccess: (saved) => {
        setProfile(saved);
        onSaved(saved);
      },
    });
  };

  const text = (
    key: TextKey,
    label: string,
    autoComplete: string,
    type: 'text' | 'tel' = 'text',
    hint?: string,
  ) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        className="input"
        type={type}
        autoComplete={autoComplete}
        value={profile[key]}
        aria-describedby={hint ? `${id}-${key}-hint` : undefined}
        onChange={(event) => update({ [key]: event.target.value })}
      />
      {hint ? (
        <p id={`${id}-${key}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );

  return (
    <form className="settings-section" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <div className="settings-section-header">
        <h2 id={`${id}-title`}>Profile</h2>
        <p>Your details and the business your posts are written for.</p>
      </div>
      <div className="settings-form-grid">
        {text('name', 'Full name', 'name')}
        <div className="field">
          <label htmlFor={`${id}-email`}>E-mail</label>
          <input
            id={`${id}-email`}
            className="input"
            type="email"
            value={profile.email ?? ''}
            disabled
            aria-describedby={`${id}-email-hint`}
          />
          <p id={`${id}-email-hint`} className="field-hint">
            Your sign-in e-mail cannot be changed here.
          </p>
        </div>
        {text(
          'business_name',
          'Business name',
          'organization',
          'text',
          SETTINGS_COPY.businessNameHint,
        )}
        <div className="field">
          <label htmlFor={`${id}-industry`}>Industry</label>
          <select
            id={`${id}-industry`}
            className="select"
            value={profile.industry}
            onChange={(event) => update({ industry: event.target.value })}
          >
            <option value="">Select an industry</option>
            {INDUSTRIES.map((industry) => (
              <option key={industry} value={industry}>
                {industry}
              </option>
            ))}
            {profile.industry && !(INDUSTRIES as readonly string[]).includes(profile.industry) ? (
              <option value={profile.industry}>{profile.industry}</option>
            ) : null}
          </select>
        </div>
        {text('location', 'Location', 'address-level2')}
        {text('phone', 'Phone', 'tel', 'tel')}
      </div>
      <div className="settings-actions">
        <button type="submit" className="btn btn-primary" aria-disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </button>
        <p className="settings-saved" role="status">
          {save.isSuccess ? SETTINGS_COPY.profileSaved : ''}
        </p>
      </div>
      {save.isError ? (
        <p className="alert alert-error settings-error" role="alert">
          {errorMessage(save.error, { network: SETTINGS_COPY.saveNetworkError })}
        </p>
      ) : null}
    </form>
  );
}
