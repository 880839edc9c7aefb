import type { ReactNode } from 'react';
import { planFeatures, type SamplePlan } from '../sample-plans';
import './plan-card.css';

interface PlanCardProps {
  plan: SamplePlan;
  /** The card's button or link: sign up on /pricing, switch plan on /billing. */
  action: ReactNode;
  isCurrent?: boolean;
  headingLevel?: 2 | 3;
}

export function PlanCard({ plan, action, isCurrent = false, headingLevel = 2 }: PlanCardProps) {
  const Heading = `h${headingLevel}` as const;
  const classes = ['plan-card', plan.recommended && 'is-recommended', isCurrent && 'is-current']
    .filter(Boolean)
    .join(' ');
  return (
    <article className={classes} aria-labelledby={`plan-${plan.id}-name`}>
      <div className="plan-card-badges">
        {plan.recommended ? (
          <span className="plan-badge plan-badge-recommended">Recommended</span>
        ) : null}
        {isCurrent ? <span className="plan-badge plan-badge-current">Current plan</span> : null}
      </div>
      <Heading id={`plan-${plan.id}-name`} className="plan-card-name">
        {plan.name}
      </Heading>
      <p className="plan-card-description">{plan.description}</p>
      <p className="plan-card-price">
        <span className="plan-card-amount">${plan.price}</span>
        <span className="plan-card-interval">
          <span aria-hidden="true">/{plan.interval}</span>
          <span className="visually-hidden"> per {plan.interval}</span>
        </span>
      </p>
      <div className="plan-card-action">{action}</div>
      <ul className="plan-card-features" aria-label={`${plan.name} features`}>
        {planFeatures(plan).map((feature) => (
          <li key={feature}>
            <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.14" />
              <path
                d="m6 10.2 2.6 2.6L14 7.4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {feature}
          </li>
        ))}
      </ul>
    </article>
  );
}

/** Lays plan cards side by side on wide screens and stacks them on phones. */
export function PlanGrid({ children }: { children: ReactNode }) {
  return <div className="plan-grid">{children}</div>;
}
