import { SiteLink } from '@/lib/site-navigation';
import { DATA_DELETION_DAYS } from '@contract/constants';
import { paths } from '@/config/paths';
import { DATA_DELETION_MAILTO, DATA_DELETION_SUBJECT, LEGAL_CONTACT_EMAIL } from '../legal-contact';
import { LegalDocument, type LegalSection } from './legal-document';

export const DELETED_DATA = [
  'Account information: your e-mail address, name, sign-in details and brand profile',
  'Generated content history: post descriptions, drafts, captions, hashtags and images',
  'Saved preferences: content, notification and connected-account settings',
  'Usage data linked to your account',
] as const;

export const DATA_DELETION_SECTIONS: readonly LegalSection[] = [
  {
    id: 'how-to-request',
    title: 'How to Request Deletion',
    content: (
      <>
        <p>You can ask us to delete your data in either of two ways:</p>
        <ol>
          <li>
            <strong>In the app</strong>: sign in and go to{' '}
            <strong>Account Settings &gt; Delete Account</strong>, then confirm.
          </li>
          <li>
            <strong>By e-mail</strong>: write to{' '}
            <a href={DATA_DELETION_MAILTO}>{LEGAL_CONTACT_EMAIL}</a> from the address on your
            account with the subject <strong>&quot;{DATA_DELETION_SUBJECT}&quot;</strong>.
          </li>
        </ol>
        <p>
          If you signed in with Facebook, removing Smart Suite from your Facebook app settings also
          lets us know; follow either step above to make sure everything is removed.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-delete',
    title: 'What We Delete',
    content: (
      <ul>
        {DELETED_DATA.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ),
  },
  {
    id: 'how-long-it-takes',
    title: 'How Long It Takes',
    content: (
      <div className="legal-callout">
        <p>
          We process every request within {DATA_DELETION_DAYS} days and send a confirmation e-mail
          when your data has been deleted.
        </p>
      </div>
    ),
  },
  {
    id: 'what-we-keep',
    title: 'What We May Keep',
    content: (
      <p>
        We may keep a limited amount of information for longer when we must: to meet legal or tax
        obligations, to prevent fraud and abuse, or for technical reasons such as backups that are
        overwritten on a schedule. Anything we keep is anonymised so it no longer identifies you,
        and it is deleted once it is no longer needed.
      </p>
    ),
  },
  {
    id: 'questions',
    title: 'Questions',
    content: (
      <p>
        Write to <a href={`mailto:${LEGAL_CONTACT_EMAIL}`}>{LEGAL_CONTACT_EMAIL}</a> with any
        question about your data. Our <SiteLink to={paths.privacyPolicy}>Privacy Policy</SiteLink>{' '}
        explains how we handle it while your account is open.
      </p>
    ),
  },
];

export function DataDeletion() {
  return (
    <LegalDocument
      title="Data Deletion Instructions"
      intro={
        <p>
          You can have your Smart Suite account and everything in it deleted at any time. Here is
          how, what is removed, and how long it takes.
        </p>
      }
      sections={DATA_DELETION_SECTIONS}
    />
  );
}
