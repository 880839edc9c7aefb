import { useMemo, useRef, useState, type FormEvent } from 'react';
import type { BusinessProfile } from '@contract/business-profile';
import { NO_ERRORS, validateProfile } from '@/components/business-profile';
import { useSaveBusinessProfile } from '@/lib/business-profile';
import { applyAcceptedValues } from '../apply-accepted-values';
import { sameProfile } from '../same-profile';

/**
 * The form's working copy of the profile: edits, the contract's refusals once the owner
 * has tried to save, and the save itself, which sends the tidied profile whole.
 */
export function useBusinessProfileDraft(stored: BusinessProfile) {
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState(stored);
  const [profile, setProfile] = useState(stored);
  const [checked, setChecked] = useState(false);
  const save = useSaveBusinessProfile();
  const errors = useMemo(
    () => (checked ? validateProfile(profile).errors : NO_ERRORS),
    [checked, profile],
  );
  const dirty = !sameProfile(profile, saved);

  const update = (patch: Partial<BusinessProfile>) => {
    save.reset();
    setProfile((current) => ({ ...current, ...patch }));
  };

  const applyAccepted = (accepted: Partial<BusinessProfile>) => {
    save.reset();
    setProfile((current) => applyAcceptedValues(current, accepted));
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

  return { formRef, profile, errors, dirty, save, update, applyAccepted, onSubmit };
}
