import { useId, useState, type FormEvent } from 'react';
import { NOTIFICATION_GROUPS, type NotificationSettings } from '../sample-data';

interface NotificationsFormProps {
  settings: NotificationSettings;
  onChange: (settings: NotificationSettings) => void;
}

export function NotificationsForm({ settings, onChange }: NotificationsFormProps) {
  const id = useId();
  const [saved, setSaved] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    console.info('Save notification preferences (sample only)', settings);
    setSaved(true);
  };

  return (
    <form className="settings-section" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <div className="settings-section-header">
        <h2 id={`${id}-title`}>Notifications</h2>
        <p>Choose what we tell you about, and how often.</p>
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
                    setSaved(false);
                    onChange({ ...settings, [item.key]: event.target.checked });
                  }}
                />
              </div>
            );
          })}
        </fieldset>
      ))}
      <div className="settings-actions">
        <button type="submit" className="btn btn-primary">
          Save Preferences
        </button>
        <p className="settings-saved" role="status">
          {saved ? 'Notification preferences saved.' : ''}
        </p>
      </div>
    </form>
  );
}
