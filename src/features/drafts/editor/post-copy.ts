/** Until publishing exists, a time on the calendar is a plan and says so. */
export const NOT_SENT_YET = 'Nothing is posted automatically yet: at that time, post it yourself.';
export const COPIED = 'Caption copied';
export const COPY_FAILED = 'The caption could not be copied. Select it and copy it by hand.';
