import { useId, type ReactNode } from 'react';
import type { BusinessProfile } from '@contract/business-profile';
import {
  DifferencesEditor,
  OfferingsEditor,
  PracticalFactsEditor,
  WhatYouDoField,
} from '@/components/business-profile';
import { errorMessage } from '@/lib/api-error';
import { BUSINESS_PROFILE_COPY as COPY } from '../business-profile-copy';
import { LeaveGuard } from './leave-guard';
import { useBusinessProfileDraft } from './use-business-profile-draft';

import { applyAcceptedValues } from '../apply-accepted-values';

export { applyAcceptedValues };

interface BusinessProfileFormProps {
  /** The profile as the server last answered it. */
  stored: BusinessProfile;
  /** The brand profile's town or city, to propose a time zone. */
  city: string;
  /**
   * Where "Fill in from my website" is mounted: given the form's profile and a way to put
   * accepted values into it (see `applyAcceptedValues`).
   */
  websiteImport?: (form: {
    profile: BusinessProfile;
    apply: (accepted: Partial<BusinessProfile>) => void;
  }) => ReactNode;
}

/** A part of the form under its heading; not a landmark, so fields keep their own names. */
function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="profile-section">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The "Your business" form: checked with the contract before it is sent, saved whole. */
export function BusinessProfileForm({ stored, city, websiteImport }: BusinessProfileFormProps) {
  const id = useId();
  const { formRef, profile, errors, dirty, save, update, applyAccepted, onSubmit } =
    useBusinessProfileDraft(stored);
  const errorCount = Object.keys(errors).length;

  return (
    <form ref={formRef} className="business-profile-form" noValidate onSubmit={onSubmit}>
      {/* "Fill in from my website" is mounted here: it proposes values, the owner accepts
          them field by field, and they land in this form, unsaved until Save. */}
      {websiteImport?.({ profile, apply: applyAccepted })}
      <Section title={COPY.aboutHeading} id={`${id}-about`}>
        <WhatYouDoField
          value={profile.whatYouDo}
          onChange={(whatYouDo) => update({ whatYouDo })}
          errors={errors}
          idPrefix={id}
        />
        <DifferencesEditor
          value={profile.differences}
          onChange={(differences) => update({ differences })}
          errors={errors}
          idPrefix={id}
        />
      </Section>
      <Section title={COPY.sellHeading} id={`${id}-sell`}>
        <OfferingsEditor
          value={profile.offerings}
          onChange={(offerings) => update({ offerings })}
          errors={errors}
          idPrefix={id}
        />
      </Section>
      <Section title={COPY.factsHeading} id={`${id}-facts`}>
        <PracticalFactsEditor
          value={profile}
          onChange={(facts) => update(facts)}
          errors={errors}
          idPrefix={id}
          city={city}
        />
      </Section>
      {errorCount ? (
        <p className="alert alert-error" role="alert">
          {COPY.checkFields(errorCount)}
        </p>
      ) : null}
      {save.isError ? (
        <p className="alert alert-error" role="alert">
          {COPY.notSaved} {errorMessage(save.error, { network: COPY.saveNetworkError })}
        </p>
      ) : null}
      <div className="profile-save-bar">
        <button type="submit" className="btn btn-primary" aria-disabled={save.isPending}>
          {save.isPending ? COPY.saving : COPY.save}
        </button>
        <p className="profile-save-status" role="status">
          {save.isSuccess && !dirty ? COPY.saved : ''}
        </p>
      </div>
      <LeaveGuard when={dirty && !save.isPending} />
    </form>
  );
}
