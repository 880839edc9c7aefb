/** What a reviewer is told when a decision cannot be made, in the product's words. */
export const APPROVAL_MESSAGES = {
  notWaiting: 'This post is not waiting for review any more: someone may have decided already.',
  noTime: 'This post has no date and time yet. Give it one, then approve it.',
  timePassed: 'The time of this post has passed. Give it a new date and time, then approve it.',
  linkNotFound: 'This approval link is not valid. Ask for a new link.',
  linkExpired: 'This approval link has expired. Ask the business for a new link.',
  linkRevoked: 'This approval link was withdrawn. Ask the business for a new link.',
  postNotOnPage: 'This post is not on this approval page.',
} as const;
