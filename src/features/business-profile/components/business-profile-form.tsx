import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { BusinessProfile } from '@contract/business-profile';
import {
  DifferencesEditor,
  NO_ERRORS,
  OfferingsEditor,
  PracticalFactsEditor,
  validateProfile,
  WhatYouDoField,
} from '@/components/business-profile';
import { errorMessage } from '@/lib/api-error';
import { useSaveBusinessProfile } from '@/lib/business-profile';
import { BUSINESS_PROFILE_COPY as COPY } from '../business-profile-copy';
import { sameProfile } from '../same-profile';
import { LeaveGuard } from './leave-guard';

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
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState(stored);
  const [profile, setProfile] = useState(stored);
  const [checked, setChecked] = useState(false);
  const save = useSaveBusinessProfile();
  const errors = useMemo(
    () => (checked ? validateProfile(profile).errors : NO_ERRORS),
    [checked, profile],
  );
  const errorCount = Object.keys(errors).length;
  const dirty = !sameProfile(profile, saved);

  const update = (patch: Partial<BusinessProfile>) => {
    save.reset();
    setProfile((current) => ({ ...current, ...patch }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const check = validateProfile(profile);
    setChecked(true);
    if (Object.keys(check.errors).length) {
      // After React has shown the messages, the first refused field takes focus.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    const sent = profile;
    save.mutate(check.tidy, {
      onSuccess: (answer) => {
        setSaved(answer.profile);
        // Edits made while the request was out stay; otherwise the form shows what is stored.
        setProfile((current) => (current === sent ? answer.profile : current));
      },
    });
  };

  return (
    <form ref={formRef} className="business-profile-form" noValidate onSubmit={onSubmit}>
      {/* "Fill in from my website" is mounted here: it proposes values, the owner accepts
          them field by field, and they land in this form, unsaved until Save. */}
      {websiteImport?.({
        profile,
        apply: (accepted) => {
          save.reset();
          setProfile((current) => applyAcceptedValues(current, accepted));
        },
      })}
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
