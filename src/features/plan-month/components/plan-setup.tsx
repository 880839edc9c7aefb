import { useId } from 'react';
import { PLATFORMS } from '@contract/constants';
import type { Platform } from '@contract/onboarding';
import type { PlanSettingsInput, PlanSuggestions } from '@contract/plans';
import { HolidayCountryField, MonthAndCountFields, OwnDatesField } from './plan-setup-fields';
import { PlatformChecks, PostingTimesFields } from './plan-setup-platforms';
import { PlanSuggestionsPanel } from './plan-suggestions';
import { usePlanSetupForm } from './use-plan-setup-form';

export interface PlanSetupProps {
  month: string;
  postsPerMonth: number;
  brandPlatforms: readonly Platform[];
  isPlanning: boolean;
  error: string | null;
  onPlan: (settings: PlanSettingsInput) => void;
  /** From the owner's own results; undefined while loading or when they could not be read. */
  suggestions?: PlanSuggestions | undefined;
}

/** Step 1: everything the plan needs, on one screen, with defaults the owner can change. */
export function PlanSetup({
  month,
  postsPerMonth,
  brandPlatforms,
  isPlanning,
  error,
  onPlan,
  suggestions,
}: PlanSetupProps) {
  const id = useId();
  const offered = brandPlatforms.length ? brandPlatforms : PLATFORMS;
  const form = usePlanSetupForm({
    month,
    postsPerMonth,
    offered,
    onPlan,
  });
  const { fields, set, countNote, problem, submit } = form;

  return (
    <form className="card plan-setup" onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Set up your month</h2>
      <PlanSuggestionsPanel
        suggestions={suggestions}
        applied={form.suggestions.applied}
        onApply={form.suggestions.apply}
      />
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
