import type { ReactNode } from 'react';
import { SiteLink } from '@/lib/site-navigation';
import { FREE_POSTS } from '@contract/constants';
import { paths } from '@/config/paths';
import './pricing-page.css';

interface PricingPageProps {
  /** The plan cards, from the shared plan catalogue. */
  plans: ReactNode;
}

export function PricingPage({ plans }: PricingPageProps) {
  return (
    <div className="pricing">
      <div className="container page">
        <header className="pricing-header">
          <p className="pricing-kicker">Pricing</p>
          <h1>Choose Your Plan</h1>
          <p className="pricing-lead">
            Every plan starts with your first {FREE_POSTS} posts free. Prices are in US dollars,
            billed monthly.
          </p>
        </header>
        {plans}
        <p className="pricing-help">
          Not sure which plan fits? <SiteLink to={paths.support}>Talk to our team</SiteLink>.
        </p>
      </div>
    </div>
  );
}
