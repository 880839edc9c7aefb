import { SiteLink } from '@/lib/site-navigation';
import { DATA_DELETION_DAYS, PRIVACY_AGE_LIMIT_YEARS } from '@contract/constants';
import { paths } from '@/config/paths';
import { LEGAL_CONTACT_EMAIL } from '../legal-contact';
import { LegalDocument, type LegalSection } from './legal-document';

const contactLink = <a href={`mailto:${LEGAL_CONTACT_EMAIL}`}>{LEGAL_CONTACT_EMAIL}</a>;

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    content: (
      <>
        <p>We collect only what we need to run Smart Suite for you:</p>
        <ul>
          <li>
            <strong>Account details</strong>: your e-mail address and a securely hashed password, or
            the identifier and name shared by Google or Facebook when you sign in with them.
          </li>
          <li>
            <strong>Brand profile</strong>: your business name, industry, city, team size, logo,
            photos, brand colours, tagline, sample posts and content preferences.
          </li>
          <li>
            <strong>Content</strong>: the post descriptions you write and the titles, captions,
            hashtags and images we generate and save as drafts.
          </li>
          <li>
            <strong>Usage data</strong>: which features you use, device and browser type, and error
            reports that help us fix problems.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    content: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>create posts that match your brand and save them to your account;</li>
          <li>schedule and publish posts to the social accounts you connect;</li>
          <li>keep your account secure and prevent fraud and abuse;</li>
          <li>answer your support requests and send messages about your account;</li>
          <li>understand how the product is used so we can improve it.</li>
        </ul>
        <p>We do not sell your personal information, and we do not use it to advertise to you.</p>
      </>
    ),
  },
  {
    id: 'how-we-share-information',
    title: 'How We Share Information',
    content: (
      <>
        <p>We share information only in these cases:</p>
        <ul>
          <li>
            with service providers that host our systems, generate content or process payments for
            us, under contracts that limit their use of it to that work;
          </li>
          <li>with the social networks you ask us to publish to, limited to the post itself;</li>
          <li>when the law requires it, or to protect the rights and safety of our users;</li>
          <li>with a buyer if our business is sold, who must honour this policy.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'connected-accounts',
    title: 'Connected Social Accounts',
    content: (
      <p>
        When you sign in with Google or Facebook, or connect a social account for publishing, we
        receive only the information that service shares with your permission. We use it to sign you
        in and to publish what you schedule. You can disconnect an account at any time from the
        Integrations page or from the settings of the social network itself.
      </p>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    content: (
      <p>
        We protect your information with encryption in transit, hashed passwords, access controls
        and regular reviews of who can reach production systems. No service can promise perfect
        security; if we learn of a breach that affects you, we will tell you promptly and explain
        what we are doing about it.
      </p>
    ),
  },
  {
    id: 'retention-and-deletion',
    title: 'Data Retention and Deletion',
    content: (
      <p>
        We keep your information while your account is open. You can ask us to delete it at any
        time; we complete deletion within {DATA_DELETION_DAYS} days. The{' '}
        <SiteLink to={paths.dataDeletion}>data deletion instructions</SiteLink> explain how, what is
        removed and what we must keep for a while.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights and Choices',
    content: (
      <>
        <p>
          Depending on where you live, you may have the right to see the personal information we
          hold about you, correct it, receive a copy, object to some uses, or have it deleted. You
          can edit most of it yourself in Settings. For anything else, write to {contactLink}; we
          answer every request and may ask you to confirm your identity first.
        </p>
        <p>You can opt out of product and marketing e-mails from the Notifications settings.</p>
      </>
    ),
  },
  {
    id: 'childrens-privacy',
    title: "Children's Privacy",
    content: (
      <p>
        Smart Suite is a tool for businesses and is not meant for children. We do not knowingly
        collect personal information from anyone under {PRIVACY_AGE_LIMIT_YEARS} years of age. If
        you believe a child under {PRIVACY_AGE_LIMIT_YEARS} has given us information, contact us and
        we will delete it.
      </p>
    ),
  },
  {
    id: 'changes-and-contact',
    title: 'Changes and Contact',
    content: (
      <p>
        We may update this policy as the product changes. When a change is significant we will tell
        you by e-mail or in the app before it takes effect. Smart Suite operates under the laws of
        the United States. Questions about this policy or your information can be sent to{' '}
        {contactLink}.
      </p>
    ),
  },
];

export function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what information Smart Suite collects when you use our website and
          app, why we collect it, and the choices you have. We wrote it to be read, not skimmed
          past.
        </p>
      }
      sections={PRIVACY_SECTIONS}
    />
  );
}
