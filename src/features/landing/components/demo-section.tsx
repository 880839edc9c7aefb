import type { ReactNode } from 'react';
import { FREE_POSTS } from '@contract/constants';
import { DeferredSlot } from './deferred-slot';

interface DemoSectionProps {
  composeDemo: ReactNode;
  calendarDemo: ReactNode;
}

export function DemoSection({ composeDemo, calendarDemo }: DemoSectionProps) {
  return (
    <section id="demo" className="landing-section landing-demos" aria-labelledby="demo-title">
      <div className="container">
        <header className="landing-section-header">
          <p className="landing-kicker">Live demo</p>
          <h2 id="demo-title">Try it right here</h2>
          <p>
            Describe a post and pick your options, then see how a month of posts looks on the
            calendar.
          </p>
        </header>
        <div className="landing-demo">
          <div className="landing-demo-text">
            <span className="landing-demo-step" aria-hidden="true">
              1
            </span>
            <h3>Describe it in one line</h3>
            <p>
              Say what the post is about. Choose a title, a caption length, hashtags and an image
              made in your brand colours.
            </p>
            <p className="landing-demo-note">
              Your first {FREE_POSTS} posts are free once you sign up.
            </p>
          </div>
          <div className="landing-demo-frame is-bare">
            <DeferredSlot fallback={<DemoPlaceholder />}>{composeDemo}</DeferredSlot>
          </div>
        </div>
        <div className="landing-demo landing-demo-reverse">
          <div className="landing-demo-text">
            <span className="landing-demo-step" aria-hidden="true">
              2
            </span>
            <h3>See the whole month at a glance</h3>
            <p>
              Every post lands on your calendar on its day and network. Move through the months with
              the arrows, or with your keyboard.
            </p>
          </div>
          <div className="landing-demo-frame">
            <DeferredSlot fallback={<DemoPlaceholder />}>{calendarDemo}</DeferredSlot>
          </div>
        </div>
      </div>
    </section>
  );
}

function DemoPlaceholder() {
  return (
    <div className="demo-placeholder" aria-hidden="true">
      <span className="demo-placeholder-line is-short" />
      <span className="demo-placeholder-box" />
      <span className="demo-placeholder-line" />
      <span className="demo-placeholder-line" />
      <span className="demo-placeholder-line is-short" />
      <span className="demo-placeholder-button" />
    </div>
  );
}
