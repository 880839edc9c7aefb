import { useId } from 'react';
import { PLATFORMS } from '@contract/constants';
import type { Platform } from '@contract/onboarding';
import type { PlanSettingsInput } from '@contract/plans';
import { HolidayCountryField, MonthAndCountFields, OwnDatesField } from './plan-setup-fields';
import { PlatformChecks, PostingTimesFields } from './plan-setup-platforms';
import { usePlanSetupForm } from './use-plan-setup-form';

export interface PlanSetupProps {
  month: string;
  postsPerMonth: number;
  brandPlatforms: readonly Platform[];
  isPlanning: boolean;
  error: string | null;
  onPlan: (settings: PlanSettingsInput) => void;
}

/** Step 1: everything the plan needs, on one screen, with defaults the owner can change. */
export function PlanSetup({
  month,
  postsPerMonth,
  brandPlatforms,
  isPlanning,
  error,
  onPlan,
}: PlanSetupProps) {
  const id = useId();
  const offered = brandPlatforms.length ? brandPlatforms : PLATFORMS;
  const { fields, set, countNote, problem, submit } = usePlanSetupForm({
    month,
    postsPerMonth,
    offered,
    onPlan,
  });

  return (
    <form className="card plan-setup" onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Set up your month</h2>
      <MonthAndCountFields
        id={id}
        month={fields.month}
        count={fields.count}
        postsPerMonth={postsPerMonth}
        countNote={countNote}
        onMonth={set.setMonth}
        onCount={set.setCount}
      />
      <PlatformChecks
        offered={offered}
        platforms={fields.platforms}
        onToggle={set.togglePlatform}
      />
      <PostingTimesFields
        platforms={fields.platforms}
        times={fields.times}
        onDay={set.setDay}
        onTime={set.setTime}
      />
      <OwnDatesField id={id} value={fields.ownDates} onChange={set.setOwnDates} />
      <HolidayCountryField id={id} value={fields.country} onChange={set.setCountry} />
      {problem || error ? (
        <p className="alert alert-error" role="alert">
          {problem ?? error}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn btn-primary" aria-disabled={isPlanning}>
          {isPlanning ? 'Planning...' : 'Plan my month'}
        </button>
      </div>
    </form>
  );
}
