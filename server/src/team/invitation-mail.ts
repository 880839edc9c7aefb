import { INVITATION_DAYS, ROLE_LABELS, type InviteRole } from '@contract/team';
import type { MailMessage } from '../mail/mailer';

export interface InvitationMailFields {
  to: string;
  link: string;
  businessName: string;
  inviterName: string;
  role: InviteRole;
}

/**
 * The invitation e-mail: plain text only, so the business's and the inviter's names (both
 * typed by people) are never read as markup.
 */
export function invitationMail(fields: InvitationMailFields): MailMessage {
  const role = ROLE_LABELS[fields.role];
  const text = [
    'Hello,',
    '',
    `${fields.inviterName} invited you to join ${fields.businessName} on Smart Suite as ${role}.`,
    'To accept, open this link and sign in or create an account with this e-mail address:',
    '',
    fields.link,
    '',
    `The link works once, within ${INVITATION_DAYS} days.`,
    'If you do not know this business, you can ignore this e-mail.',
  ].join('\n');
  return {
    to: fields.to,
    subject: `${fields.inviterName} invited you to ${fields.businessName} on Smart Suite`,
    text,
    link: { purpose: 'invitation', url: fields.link },
  };
}
