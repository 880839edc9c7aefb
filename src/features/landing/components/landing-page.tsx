import type { ReactNode } from 'react';
import { DemoSection } from './demo-section';
import { FeatureBlocks } from './feature-blocks';
import { FinalCta } from './final-cta';
import { Hero } from './hero';
import { LandingFaq } from './landing-faq';
import { StatsStrip } from './stats-strip';
import '../landing.css';

export interface LandingPageProps {
  onGetStarted: () => void;
  /** The post-creation form in demo mode; loaded only when scrolled near. */
  composeDemo: ReactNode;
  /** The calendar of sample scheduled posts. */
  calendarDemo: ReactNode;
  /** Get my posts: the website typed, carried into sign-up and brand setup. */
  onWebsite?: (url: string) => void;
}

export function LandingPage({
  onGetStarted,
  composeDemo,
  calendarDemo,
  onWebsite,
}: LandingPageProps) {
  return (
    <div className="landing">
      <Hero onGetStarted={onGetStarted} />
      <StatsStrip />
      <DemoSection composeDemo={composeDemo} calendarDemo={calendarDemo} />
      <FeatureBlocks />
      <LandingFaq />
      <FinalCta onWebsite={onWebsite} />
    </div>
  );
}
