import { BUSINESSES_SERVED, FREE_POSTS, SETUP_MINUTES } from '@contract/constants';

/** The networks the marketing copy promises (product.md §1). */
export const SUPPORTED_NETWORKS = [
  'Facebook',
  'Instagram',
  'LinkedIn',
  'Twitter',
  'TikTok',
] as const;

export function networkList(): string {
  return `${SUPPORTED_NETWORKS.slice(0, -1).join(', ')} and ${SUPPORTED_NETWORKS.at(-1) ?? ''}`;
}

export const LANDING_STATS = [
  { value: `${BUSINESSES_SERVED}+`, label: 'businesses post with Smart Suite' },
  { value: String(FREE_POSTS), label: 'posts free when you start' },
  { value: `< ${SETUP_MINUTES} min`, label: 'to set up your brand' },
  { value: String(SUPPORTED_NETWORKS.length), label: 'social networks, one calendar' },
] as const;

export interface LandingFaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** product.md §9: exactly five questions. */
export const LANDING_FAQ: readonly LandingFaqEntry[] = [
  {
    id: 'free-posts',
    question: `How do the first ${FREE_POSTS} free posts work?`,
    answer: `Your first ${FREE_POSTS} posts are on us. Generate, edit and schedule them like any other post, and choose a plan only when you want more.`,
  },
  {
    id: 'setup-time',
    question: 'How long does setup take?',
    answer: `Under ${SETUP_MINUTES} minutes. Tell us your business name, industry and city, add your logo, brand colours and tagline, and pick the networks you post on. Smart Suite remembers it all.`,
  },
  {
    id: 'networks',
    question: 'Which social networks can I post to?',
    answer: `${networkList()}. Plan every network from the same calendar and let each post go out on its own.`,
  },
  {
    id: 'brand-voice',
    question: 'Will the posts sound like my business?',
    answer:
      'Yes. Every post is written from your brand profile: your industry, tagline, sample posts and preferred length and hashtag style. Images use your colours and can carry your logo.',
  },
  {
    id: 'review',
    question: 'Can I review posts before they go live?',
    answer:
      'Always. Every post is saved as a draft first. Edit the wording, swap the image, move it on the calendar or delete it; nothing is published until you schedule it.',
  },
];

export const LANDING_FEATURES = [
  {
    id: 'ai-content',
    title: 'AI content in your brand voice',
    body: 'Titles, captions, hashtags and images written from your brand profile, so a month of posts sounds like you on day one.',
  },
  {
    id: 'onboarding',
    title: `Set up in under ${SETUP_MINUTES} minutes`,
    body: 'Answer a few questions about your business, add your logo and colours, and you are ready. No agency brief, no templates to fill.',
  },
  {
    id: 'auto-posting',
    title: 'Auto-posting on schedule',
    body: `Drop posts on the calendar and they go out on ${networkList()} at the right time, while you run your business.`,
  },
] as const;
