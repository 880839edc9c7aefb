import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { INDUSTRIES } from '@contract/constants';
import { paths } from '@/config/paths';
import type { ProfileSettings } from '../sample-data';

interface ProfileFormProps {
  profile: ProfileSettings;
  onChange: (profile: ProfileSettings) => void;
}

type TextKey = 'name' | 'businessName' | 'location' | 'phone';

export function ProfileForm({ profile, onChange }: ProfileFormProps) {
  const id = useId();
  const [saved, setSaved] = useState(false);

  const update = (patch: Partial<ProfileSettings>) => {
    setSaved(false);
    onChange({ ...profile, ...patch });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    console.info('Save profile (sample only)', profile);
    setSaved(true);
  };

  const text = (
    key: TextKey,
    label: string,
    autoComplete: string,
    type: 'text' | 'tel' = 'text',
  ) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        className="input"
        type={type}
        autoComplete={autoComplete}
        value={profile[key]}
        onChange={(event) => update({ [key]: event.target.value })}
      />
    </div>
  );

  return (
    <div className="settings-stack">
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
              value={profile.email}
              disabled
              aria-describedby={`${id}-email-hint`}
            />
            <p id={`${id}-email-hint`} className="field-hint">
              Your sign-in e-mail cannot be changed here.
            </p>
          </div>
          {text('businessName', 'Business name', 'organization')}
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
            </select>
          </div>
          {text('location', 'Location', 'address-level2')}
          {text('phone', 'Phone', 'tel', 'tel')}
        </div>
        <div className="settings-actions">
          <button type="submit" className="btn btn-primary">
            Save Changes
          </button>
          <p className="settings-saved" role="status">
            {saved ? 'Profile saved.' : ''}
          </p>
        </div>
      </form>

      <section className="settings-section settings-danger" aria-labelledby={`${id}-delete-title`}>
        <div className="settings-section-header">
          <h2 id={`${id}-delete-title`}>Delete Account</h2>
          <p>
            Permanently remove your account, brand profile and generated posts.{' '}
            <Link to={paths.dataDeletion}>How deletion works</Link>
          </p>
        </div>
        <div>
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => console.info('Delete account requested (sample only)')}
          >
            Delete Account
          </button>
        </div>
      </section>
    </div>
  );
}
