import { BUSINESS_PROFILE_MESSAGES } from '@contract/business-profile';

/** The "Your business" page's texts. */
export const BUSINESS_PROFILE_COPY = {
  title: 'Your business',
  intro:
    'What you do, what you sell and how you run: every post and plan draws on it. Everything is optional.',
  empty:
    'Nothing here yet. Two minutes is enough: one line on what you do and a few things you sell.',
  loading: 'Loading your business details...',
  loadFailedTitle: 'Your business details did not load',
  loadFailed: 'We could not load your business details. Please try again.',
  save: 'Save',
  saving: 'Saving...',
  saved: BUSINESS_PROFILE_MESSAGES.saved,
  notSaved: 'Your changes are not saved yet:',
  saveNetworkError: 'We could not reach the server. Check your connection and try again.',
  checkFields: (count: number) =>
    count === 1
      ? 'One detail needs a look before saving: see the message by the field.'
      : `${count} details need a look before saving: see the messages by the fields.`,
  leaveTitle: 'Leave without saving?',
  leaveQuestion: 'Your changes to your business details are not saved.',
  leaveConfirm: 'Leave without saving',
  aboutHeading: 'About your business',
  sellHeading: 'What you sell',
  factsHeading: 'Practical facts',
} as const;
