import { SiteLink } from '@/lib/site-navigation';
import { PRIVACY_AGE_LIMIT_YEARS } from '@contract/constants';
import { paths } from '@/config/paths';
import { LEGAL_CONTACT_EMAIL } from '../legal-contact';
import { LegalDocument, type LegalSection } from './legal-document';

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of These Terms',
    content: (
      <p>
        These terms are an agreement between you and Smart Suite. By creating an account or using
        the service you accept them. If you use Smart Suite on behalf of a business, you confirm
        that you may accept these terms for it.
      </p>
    ),
  },
  {
    id: 'eligibility-and-accounts',
    title: 'Eligibility and Accounts',
    content: (
      <p>
        You must be at least {PRIVACY_AGE_LIMIT_YEARS} years old, and old enough to form a binding
        contract where you live. Keep your sign-in details private and tell us at once if you think
        someone else has used your account. You are responsible for what happens in your account.
      </p>
    ),
  },
  {
    id: 'the-service',
    title: 'The Service',
    content: (
      <p>
        Smart Suite helps you create, schedule and publish social media posts using your brand
        profile. We improve the product all the time, so features may change. We will give you
        reasonable notice before removing anything you rely on in a paid plan.
      </p>
    ),
  },
  {
    id: 'your-content',
    title: 'Your Content',
    content: (
      <p>
        You keep ownership of everything you upload or write, such as your logo, photos and post
        descriptions. You give us permission to store, process and display that content only as
        needed to run the service for you, including sending it to the networks you publish to.
      </p>
    ),
  },
  {
    id: 'generated-content',
    title: 'AI-Generated Content',
    content: (
      <p>
        Posts are generated automatically from your inputs. The generated titles, captions, hashtags
        and images are yours to use. Automated content can contain mistakes, so review every post
        before it is published; you are responsible for what you publish.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable Use',
    content: (
      <>
        <p>You agree not to use Smart Suite to:</p>
        <ul>
          <li>publish anything unlawful, deceptive, hateful or harassing;</li>
          <li>infringe anyone&apos;s copyright, trademark or privacy;</li>
          <li>send spam or break the rules of the social networks you post to;</li>
          <li>probe, overload or get around the security of the service.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'third-party-platforms',
    title: 'Third-Party Platforms',
    content: (
      <p>
        Publishing depends on social networks such as Facebook, Instagram, LinkedIn, Twitter and
        TikTok. Their own terms apply to what you post there, and we are not responsible for their
        availability or for changes they make to their services.
      </p>
    ),
  },
  {
    id: 'plans-and-billing',
    title: 'Plans, Billing and Cancellation',
    content: (
      <p>
        Paid plans are billed monthly in advance at the prices shown on the{' '}
        <SiteLink to={paths.pricing}>pricing page</SiteLink>. You can change or cancel your plan at
        any time; a cancellation takes effect at the end of the billing period already paid. We will
        tell you before any price change applies to you.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    content: (
      <p>
        The Smart Suite software, name and design belong to us. These terms give you a personal,
        non-transferable right to use the service; they do not give you any right to copy, resell or
        reverse engineer it.
      </p>
    ),
  },
  {
    id: 'disclaimers-and-liability',
    title: 'Disclaimers and Limitation of Liability',
    content: (
      <p>
        The service is provided &quot;as is&quot;. To the extent the law allows, we do not promise
        that it will be uninterrupted or error-free, and we are not liable for indirect or
        consequential losses such as lost profits. Our total liability for any claim is limited to
        the amount you paid us in the twelve months before it arose.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    content: (
      <p>
        You may stop using Smart Suite and delete your account at any time. We may suspend or close
        an account that seriously or repeatedly breaks these terms, and will tell you why unless the
        law prevents it.
      </p>
    ),
  },
  {
    id: 'governing-law-and-contact',
    title: 'Governing Law and Contact',
    content: (
      <p>
        These terms are governed by the laws of the United States. If we change them, we will post
        the new version here and tell you about significant changes in advance. Questions about
        these terms can be sent to{' '}
        <a href={`mailto:${LEGAL_CONTACT_EMAIL}`}>{LEGAL_CONTACT_EMAIL}</a>.
      </p>
    ),
  },
];

export function TermsOfService() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro={
        <p>
          These terms set out the rules for using Smart Suite: what you can expect from us, and what
          we ask of you. Please read them with our{' '}
          <SiteLink to={paths.privacyPolicy}>Privacy Policy</SiteLink>.
        </p>
      }
      sections={TERMS_SECTIONS}
    />
  );
}
