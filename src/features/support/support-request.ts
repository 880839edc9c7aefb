import { z } from 'zod';
import { SUPPORT_REPLY_HOURS } from '@contract/constants';

/** SPEC 3 Support request; SPEC 5: every field is required. */
export const supportRequestSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your e-mail address.')
    .pipe(z.email('Please enter a valid e-mail address, like name@example.com.')),
  subject: z.string().trim().min(1, 'Please enter a subject.'),
  message: z.string().trim().min(1, 'Please enter a message.'),
});

export type SupportRequest = z.infer<typeof supportRequestSchema>;

/** SPEC 2's exact confirmation. */
export const SUPPORT_SUBMITTED_MESSAGE = `Support request submitted! We'll get back to you within ${SUPPORT_REPLY_HOURS} hours.`;
