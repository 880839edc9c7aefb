export const BLANK_BUSINESS_MESSAGE = 'Please describe your business.';
export const BLANK_POST_MESSAGE = 'Please enter a post description.';
export const GENERATE_NETWORK_MESSAGE = 'Failed to generate your post. Please try again.';
export const CAPTION_PLACEHOLDER = '[Caption will be displayed here]';
export const NO_RESULT_MESSAGE = 'There is no generated post to show yet.';
/** A vague request with nothing to write from: no thin post as a result, a question instead. */
export const NEEDS_DETAIL_MESSAGE =
  'Add one concrete detail: what you are selling, a price, a date or an offer.';
