import { useId, useState, type FormEvent } from 'react';
import type { NotificationSettings } from '@contract/account';
import type { UserIdentifier } from '@contract/onboarding';
import { errorMessage } from '@/lib/api-error';
import { useSaveNotifications } from '../api/account-settings';
import { NOTIFICATION_GROUPS } from '../sample-data';
import { SETTINGS_COPY } from '../settings-copy';

interface NotificationsFormProps {
  identifier: UserIdentifier;
  settings: NotificationSettings;
}

/** Settings > Notifications: the nine toggles, stored per user. */
export function NotificationsForm({ identifier, settings: stored }: NotificationsFormProps) {
  const id = useId();
  const [settings, setSettings] = useState(stored);
  const save = useSaveNotifications(identifier);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!save.isPending) save.mutate(settings);
  };

  return (
    <form className="settings-section" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <div className="settings-section-header">
        <h2 id={`${id}-title`}>Notifications</h2>
        <p>{SETTINGS_COPY.notificationsToday}</p>
        <p>{SETTINGS_COPY.notificationsLater}</p>
      </div>
      {NOTIFICATION_GROUPS.map((group) => (
        <fieldset key={group.title} className="notification-group">
          <legend>{group.title}</legend>
          {group.items.map((item) => {
            const inputId = `${id}-${item.key}`;
            return (
              <div key={item.key} className="notification-toggle">
                <span className="notification-text">
                  <label htmlFor={inputId}>{item.label}</label>
                  <span id={`${inputId}-hint`} className="notification-hint">
                    {item.description}
                  </span>
                </span>
                <input
                  id={inputId}
                  type="checkbox"
                  role="switch"
                  className="switch"
                  checked={settings[item.key]}
                  aria-describedby={`${inputId}-hint`}
                  onChange={(event) => {
                    save.reset();
                    setSettings({ ...settings, [item.key]: event.target.checked });
                  }}
                />
              </div>
            );
          })}
        </fieldset>
      ))}
      <div className="settings-actions">
        <button type="submit" className="btn btn-primary" aria-disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Preferences'}
        </button>
        <p className="settings-saved" role="status">
          {save.isSuccess ? SETTINGS_COPY.notificationsSaved : ''}
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
