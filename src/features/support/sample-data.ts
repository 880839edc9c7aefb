import { FREE_POSTS, SETUP_MINUTES, SUPPORT_HOURS, SUPPORT_REPLY_HOURS } from '@contract/constants';

/** Sample contact channels for the support page; nothing here is a live service. */
export const SAMPLE_CONTACT_CHANNELS = [
  {
    id: 'email',
    title: 'E-mail us',
    detail: 'support@smartsuite.example',
    href: 'mailto:support@smartsuite.example',
    note: `We reply within ${SUPPORT_REPLY_HOURS} hours.`,
  },
  {
    id: 'phone',
    title: 'Call us',
    detail: '+1 (555) 010-0199',
    href: 'tel:+15550100199',
    note: SUPPORT_HOURS,
  },
  {
    id: 'chat',
    title: 'Live chat',
    detail: 'Not available yet',
    href: null,
    note: `Please use the form on this page or e-mail us instead: we reply within ${SUPPORT_REPLY_HOURS} hours.`,
  },
] as const;

export type ContactChannelId = (typeof SAMPLE_CONTACT_CHANNELS)[number]['id'];

export interface SupportFaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** product.md §2: five support questions. */
export const SAMPLE_SUPPORT_FAQ: readonly SupportFaqEntry[] = [
  {
    id: 'get-started',
    question: 'How do I get started?',
    answer: `Create an account, then complete the brand setup: it takes under ${SETUP_MINUTES} minutes. From the dashboard, open Compose, describe your post and generate it.`,
  },
  {
    id: 'free-posts',
    question: 'What is included for free?',
    answer: `Your first ${FREE_POSTS} posts are free, with every feature of the post creator. Pick a plan when you need more.`,
  },
  {
    id: 'connect-accounts',
    question: 'How do I connect my social accounts?',
    answer:
      'Go to Integrations and choose Connect next to each network. You can disconnect an account there at any time.',
  },
  {
    id: 'edit-brand',
    question: 'Can I change my brand setup later?',
    answer:
      'Yes. Open the onboarding page and choose Update Brand Setup to change your details, logo, colours and content preferences. New posts use the changes straight away.',
  },
  {
    id: 'cancel',
    question: 'How do I change or cancel my plan?',
    answer:
      'Open Billing to see your current plan and switch to another one. A cancellation takes effect at the end of the period you have paid for.',
  },
];
