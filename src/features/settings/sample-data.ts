/** SPEC 2 Settings: the profile fields. */
export interface ProfileSettings {
  name: string;
  email: string;
  businessName: string;
  industry: string;
  location: string;
  phone: string;
}

export const TEAM_ROLES = ['Owner', 'Admin', 'Editor', 'Viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** SPEC 6: the roles an invite can give; nobody is invited as a second Owner. */
export const INVITE_ROLES = ['Admin', 'Editor', 'Viewer'] as const satisfies readonly TeamRole[];
export type InviteRole = (typeof INVITE_ROLES)[number];

/** SPEC 3 Team member. */
export interface TeamMember {
  name: string;
  email: string;
  role: TeamRole;
}

/** SPEC 3 Notification toggles. */
export interface NotificationSettings {
  emailNotifications: boolean;
  postPublished: boolean;
  postScheduled: boolean;
  weeklyReport: boolean;
  monthlyReport: boolean;
  newTeamMember: boolean;
  billingAlerts: boolean;
  productUpdates: boolean;
  marketingEmails: boolean;
}

export type NotificationKey = keyof NotificationSettings;

/** The profile shown when nobody is signed in, or a field is missing from the account. */
export const SAMPLE_PROFILE: ProfileSettings = {
  name: 'Alex Morgan',
  email: 'alex@goldencrust.example',
  businessName: 'Golden Crust Bakery',
  industry: 'Bakery',
  location: 'Portland, OR',
  phone: '+1 (555) 010-0142',
};

export const SAMPLE_TEAM: readonly TeamMember[] = [
  { name: 'Alex Morgan', email: 'alex@goldencrust.example', role: 'Owner' },
  { name: 'Jordan Lee', email: 'jordan@goldencrust.example', role: 'Admin' },
  { name: 'Priya Shah', email: 'priya@goldencrust.example', role: 'Editor' },
  { name: 'Sam Rivera', email: 'sam@goldencrust.example', role: 'Viewer' },
];

export const SAMPLE_NOTIFICATIONS: NotificationSettings = {
  emailNotifications: true,
  postPublished: true,
  postScheduled: true,
  weeklyReport: true,
  monthlyReport: false,
  newTeamMember: true,
  billingAlerts: true,
  productUpdates: false,
  marketingEmails: false,
};

export const NOTIFICATION_GROUPS: ReadonlyArray<{
  title: string;
  items: ReadonlyArray<{ key: NotificationKey; label: string; description: string }>;
}> = [
  {
    title: 'General',
    items: [
      {
        key: 'emailNotifications',
        label: 'E-mail notifications',
        description: 'Receive notifications by e-mail.',
      },
    ],
  },
  {
    title: 'Posts',
    items: [
      {
        key: 'postPublished',
        label: 'Post published',
        description: 'When a scheduled post goes live.',
      },
      {
        key: 'postScheduled',
        label: 'Post scheduled',
        description: 'When a post is added to the calendar.',
      },
    ],
  },
  {
    title: 'Reports',
    items: [
      {
        key: 'weeklyReport',
        label: 'Weekly report',
        description: 'A summary of reach and engagement every Monday.',
      },
      {
        key: 'monthlyReport',
        label: 'Monthly report',
        description: 'A full performance report on the first of each month.',
      },
    ],
  },
  {
    title: 'Account',
    items: [
      {
        key: 'newTeamMember',
        label: 'New team member',
        description: 'When someone joins your team.',
      },
      {
        key: 'billingAlerts',
        label: 'Billing alerts',
        description: 'Receipts, renewals and payment problems.',
      },
    ],
  },
  {
    title: 'News',
    items: [
      {
        key: 'productUpdates',
        label: 'Product updates',
        description: 'New features and improvements.',
      },
      {
        key: 'marketingEmails',
        label: 'Marketing e-mails',
        description: 'Tips, offers and event invitations.',
      },
    ],
  },
];
