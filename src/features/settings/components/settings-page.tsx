import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AccountProfile } from '@contract/account';
import type { User } from '@contract/auth';
import type { UserIdentifier } from '@contract/onboarding';
import { Spinner } from '@/components/spinner';
import { Tabs } from '@/components/tabs';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useAccountSettings } from '../api/account-settings';
import { SETTINGS_COPY } from '../settings-copy';
import { DeleteAccountSection } from './delete-account-section';
import { DownloadDataSection } from './download-data-section';
import { NotificationsForm } from './notifications-form';
import { ProfileForm } from './profile-form';
import { TeamPanel } from './team-panel';
import './settings.css';

interface SettingsPageProps {
  /** The signed-in owner's identifier; null for a visitor. */
  identifier: UserIdentifier | null;
  /** The shell keeps the signed-in user; a saved profile updates its name. */
  onProfileSaved: (changes: Partial<User>) => void;
  onAccountDeleted: () => void;
  onLogIn: () => void;
  /** Changing the password, for an owner who signs in with one. */
  passwordSection?: ReactNode;
}

/** Where the owner connects a model (ADR 0057). */
function ModelSettingsLink() {
  return (
    <section className="settings-section" aria-labelledby="settings-model-title">
      <div className="settings-section-header">
        <h2 id="settings-model-title">Who writes your posts</h2>
        <p>{SETTINGS_COPY.modelHint}</p>
      </div>
      <Link to={paths.modelSettings} className="btn btn-secondary">
        Connect a model
      </Link>
    </section>
  );
}

function SettingsBody({
  identifier,
  onProfileSaved,
  onAccountDeleted,
  passwordSection,
}: Omit<SettingsPageProps, 'identifier' | 'onLogIn'> & { identifier: UserIdentifier }) {
  const settings = useAccountSettings(identifier);
  if (settings.isPending) return <Spinner label="Loading your settings..." />;
  if (settings.isError) {
    return (
      <div className="alert alert-error" role="alert">
        <p>
          {SETTINGS_COPY.loadError}{' '}
          {errorMessage(settings.error, { network: 'Could not reach the server.' })}
        </p>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => void settings.refetch()}
        >
          Retry
        </button>
      </div>
    );
  }
  const { profile, notifications, password_sign_in } = settings.data;
  const toUser = (saved: AccountProfile): Partial<User> => ({
    name: saved.name || null,
    business_name: saved.business_name || null,
    industry: saved.industry || null,
    location: saved.location || null,
  });

  return (
    <Tabs
      label="Settings sections"
      tabs={[
        {
          id: 'profile',
          label: 'Profile',
          panel: (
            <div className="settings-stack">
              <ProfileForm
                identifier={identifier}
                profile={profile}
                onSaved={(saved) => onProfileSaved(toUser(saved))}
              />
              <section className="settings-section" aria-labelledby="settings-business-title">
                <div className="settings-section-header">
                  <h2 id="settings-business-title">Your business</h2>
                  <p>{SETTINGS_COPY.businessProfileHint}</p>
                </div>
                <Link to={paths.businessProfile} className="btn btn-secondary">
                  Edit your business details
                </Link>
              </section>
              <ModelSettingsLink />
              {password_sign_in ? passwordSection : null}
              <DownloadDataSection identifier={identifier} />
              <DeleteAccountSection
                identifier={identifier}
                passwordSignIn={password_sign_in}
                onDeleted={onAccountDeleted}
              />
            </div>
          ),
        },
        { id: 'team', label: 'Team', panel: <TeamPanel /> },
        {
          id: 'notifications',
          label: 'Notifications',
          panel: <NotificationsForm identifier={identifier} settings={notifications} />,
        },
      ]}
    />
  );
}

/** Settings: the owner's stored profile and notifications; Team is a labelled preview. */
export function SettingsPage({ identifier, onLogIn, ...actions }: SettingsPageProps) {
  return (
    <div className="container page settings">
      <header className="page-header">
        <h1>Settings</h1>
        <p>Manage your profile, your data and the e-mails you receive.</p>
      </header>
      {identifier ? (
        <SettingsBody identifier={identifier} {...actions} />
      ) : (
        <div className="settings-section">
          <p>{SETTINGS_COPY.signInFirst}</p>
          <button type="button" className="btn btn-primary" onClick={onLogIn}>
            Log In
          </button>
        </div>
      )}
    </div>
  );
}
