import { SUPPORT_REPLY_HOURS } from '@contract/constants';

/** product.md §3 Support request. */
export interface SupportRequest {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type SupportRequestErrors = Partial<Record<keyof SupportRequest, string>>;

export const EMPTY_SUPPORT_REQUEST: SupportRequest = {
  name: '',
  email: '',
  subject: '',
  message: '',
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * product.md §5: every field is required. Plain checks rather than a schema library: the
 * form has four fields, and the support page stays light.
 */
export function validateSupportRequest(request: SupportRequest): SupportRequestErrors {
  const errors: SupportRequestErrors = {};
  if (!request.name.trim()) errors.name = 'Please enter your name.';
  const email = request.email.trim();
  if (!email) errors.email = 'Please enter your e-mail address.';
  else if (!EMAIL_PATTERN.test(email)) {
    errors.email = 'Please enter a valid e-mail address, like name@example.com.';
  }
  if (!request.subject.trim()) errors.subject = 'Please enter a subject.';
  if (!request.message.trim()) errors.message = 'Please enter a message.';
  return errors;
}

/** The exact confirmation of product.md §2. */
export const SUPPORT_SUBMITTED_MESSAGE = `Support request submitted! We'll get back to you within ${SUPPORT_REPLY_HOURS} hours.`;

/** A request the server did not keep: said plainly, the text stays in the form. */
export const SUPPORT_FAILED_PREFIX = 'Your request was not sent; your message is still here.';
export const SUPPORT_NETWORK_MESSAGE = 'Could not reach the server. Please try again.';
