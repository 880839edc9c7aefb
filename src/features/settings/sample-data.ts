import type { NotificationKey } from '@contract/account';

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
        description: 'The switch for every e-mail below.',
      },
    ],
  },
  {
    title: 'Posts',
    items: [
      {
        key: 'postPublished',
        label: 'Post published',
        description: 'When a scheduled post could not be published, with a link to it.',
      },
      {
        key: 'postScheduled',
        label: 'Post scheduled',
        description:
          'When a connected account needs reconnecting, or its connection ends within 7 days, so scheduled posts keep going out.',
      },
    ],
  },
  {
    title: 'Reports',
    items: [
      {
        key: 'weeklyReport',
        label: 'Weekly report',
        description:
          'Last week’s posts, reach, engagement and best post, every Monday at 08:00 in your business’s time zone.',
      },
      {
        key: 'monthlyReport',
        label: 'Monthly report',
        description: 'A performance report each month, once publishing gives us numbers.',
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
        description: 'When a payment for your plan did not go through, where billing is on.',
      },
    ],
  },
  {
    title: 'News',
    items: [
      {
        key: 'productUpdates',
        label: 'Product updates',
        description: 'New features and improvements. None are sent yet.',
      },
      {
        key: 'marketingEmails',
        label: 'Marketing e-mails',
        description: 'Tips, offers and event invitations. None are sent yet.',
      },
    ],
  },
];
