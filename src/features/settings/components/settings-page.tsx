import { useState, type ReactNode } from 'react';
import { Tabs } from '@/components/tabs';
import {
  SAMPLE_NOTIFICATIONS,
  SAMPLE_TEAM,
  type NotificationSettings,
  type ProfileSettings,
  type TeamMember,
} from '../sample-data';
import { NotificationsForm } from './notifications-form';
import { ProfileForm } from './profile-form';
import { TeamPanel } from './team-panel';
import './settings.css';

interface SettingsPageProps {
  initialProfile: ProfileSettings;
  /** Account security (change password) for a signed-in user, below the tabs. */
  accountSection?: ReactNode;
}

/** The tabs unmount hidden panels, so the page keeps every panel's state. */
export function SettingsPage({ initialProfile, accountSection }: SettingsPageProps) {
  const [profile, setProfile] = useState(initialProfile);
  const [team, setTeam] = useState<TeamMember[]>(() => [...SAMPLE_TEAM]);
  const [notifications, setNotifications] = useState<NotificationSettings>(SAMPLE_NOTIFICATIONS);

  return (
    <div className="container page settings">
      <header className="page-header">
        <h1>Settings</h1>
        <p>Manage your profile, your team and the e-mails you receive.</p>
      </header>
      <Tabs
        label="Settings sections"
        tabs={[
          {
            id: 'profile',
            label: 'Profile',
            panel: <ProfileForm profile={profile} onChange={setProfile} />,
          },
          { id: 'team', label: 'Team', panel: <TeamPanel members={team} onChange={setTeam} /> },
          {
            id: 'notifications',
            label: 'Notifications',
            panel: <NotificationsForm settings={notifications} onChange={setNotifications} />,
          },
        ]}
      />
      {accountSection}
    </div>
  );
}
