/** Until publishing exists, a time on the calendar is a plan and says so. */
export const PUBLISH_NOTE =
  'Scheduled posts are published at their time to the accounts you connected in Integrations.';
export const COPIED = 'Caption copied';
export const COPY_FAILED = 'The caption could not be copied. Select it and copy it by hand.';
