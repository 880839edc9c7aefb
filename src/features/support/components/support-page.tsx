import { SUPPORT_HOURS, SUPPORT_REPLY_HOURS } from '@contract/constants';
import { Accordion } from '@/components/accordion';
import { SAMPLE_SUPPORT_FAQ } from '../sample-data';
import { ContactCards } from './contact-cards';
import { SupportForm } from './support-form';
import './support.css';

export function SupportPage() {
  return (
    <div className="container page support">
      <header className="page-header support-header">
        <h1>Support</h1>
        <p>
          Real people, ready to help {SUPPORT_HOURS}. We reply to every message within{' '}
          {SUPPORT_REPLY_HOURS} hours.
        </p>
      </header>
      <ContactCards />
      <div className="support-columns">
        <section className="support-faq" aria-labelledby="support-faq-title">
          <h2 id="support-faq-title">Frequently asked questions</h2>
          <Accordion
            items={SAMPLE_SUPPORT_FAQ.map((entry) => ({
              id: entry.id,
              header: entry.question,
              content: <p>{entry.answer}</p>,
            }))}
          />
        </section>
        <section className="card support-form-card" aria-label="Contact form">
          <SupportForm />
        </section>
      </div>
    </div>
  );
}
