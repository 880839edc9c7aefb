import { Accordion } from '@/components/accordion';
import { LANDING_FAQ } from '../landing-copy';

export function LandingFaq() {
  return (
    <section className="landing-section landing-faq" aria-labelledby="faq-title">
      <div className="container landing-faq-inner">
        <header className="landing-section-header">
          <p className="landing-kicker">FAQ</p>
          <h2 id="faq-title">Questions, answered</h2>
        </header>
        <Accordion
          items={LANDING_FAQ.map((entry) => ({
            id: entry.id,
            header: entry.question,
            content: <p>{entry.answer}</p>,
          }))}
        />
      </div>
    </section>
  );
}
