import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { EMPTY_BUSINESS_PROFILE, type BusinessProfile } from '@contract/business-profile';
import {
  NO_ERRORS,
  OfferingsEditor,
  validateProfile,
  WhatYouDoField,
  type ProfileFieldErrors,
} from '@/components/business-profile';
import { errorMessage } from '@/lib/api-error';
import { useSaveBusinessProfile } from '@/lib/business-profile';
import { WHAT_YOU_SELL_COPY as COPY } from '../copy';

interface StepWhatYouSellProps {
  /** Values the owner accepted from their website in step 1, unsaved until now. */
  fromWebsite: Partial<BusinessProfile>;
  /** Called once the profile is saved, or when the owner skips. */
  onDone: () => void;
}

/**
 * The optional step after Finish Setup: what the business does and sells, with anything
 * accepted from the website already filled in. Skipping saves nothing.
 */
export function StepWhatYouSell({ fromWebsite, onDone }: StepWhatYouSellProps) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [profile, setProfile] = useState<BusinessProfile>(() => ({
    ...EMPTY_BUSINESS_PROFILE,
    ...fromWebsite,
  }));
  const [errors, setErrors] = useState<ProfileFieldErrors>(NO_ERRORS);
  const save = useSaveBusinessProfile();

  // New content after Finish Setup: focus moves to its heading, as a page change would.
  useEffect(() => headingRef.current?.focus(), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const check = validateProfile(profile);
    setErrors(check.errors);
    if (Object.keys(check.errors).length > 0) {
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    save.mutate(check.tidy, { onSuccess: onDone });
  };

  return (
    <div className="container page onboarding-page">
      <div className="card wizard-card what-you-sell">
        <h1 ref={headingRef} tabIndex={-1}>
          {COPY.title}
        </h1>
        <p>{COPY.intro}</p>
        <form ref={formRef} className="what-you-sell-form" noValidate onSubmit={onSubmit}>
          <WhatYouDoField
            value={profile.whatYouDo}
            onChange={(whatYouDo) => setProfile({ ...profile, whatYouDo })}
            errors={errors}
            idPrefix={id}
          />
          <OfferingsEditor
            value={profile.offerings}
            onChange={(offerings) => setProfile({ ...profile, offerings })}
            errors={errors}
            idPrefix={id}
          />
          {save.isError ? (
            <p className="alert alert-error" role="alert">
              {errorMessage(save.error, { network: COPY.saveFailed })}
            </p>
          ) : null}
          <div className="wizard-actions">
            <button type="button" className="btn btn-ghost" onClick={onDone}>
              {COPY.skip}
            </button>
            <button type="submit" className="btn btn-primary" aria-disabled={save.isPending}>
              {save.isPending ? COPY.saving : COPY.save}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
