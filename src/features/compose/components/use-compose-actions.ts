import { useState } from 'react';
import type { Draft } from '@contract/drafts';
import type { useGeneratePost } from '../api/use-generate-post';
import type { ImageUpload, PostCreationValues } from '../compose-types';

type Generation = ReturnType<typeof useGeneratePost>;

/** What the compose screen's buttons do with the generation, each saved draft reported. */
export function useComposeActions(generation: Generation, onDraftSaved?: (draft: Draft) => void) {
  const { generate, tryAnother, version, keepVersion, saveWithoutImage, writeAbout } = generation;
  // Bumped when a draft is saved outside the form's own submit, to clear its description.
  const [savedOutside, setSavedOutside] = useState(0);

  // The result card says "Draft saved!" itself: a toast would float over it on a phone.
  const saved = (draft: Draft) => onDraftSaved?.(draft);
  const submit = async (values: PostCreationValues, image: ImageUpload | null) => {
    saved(await generate(values, image));
  };
  // Another wording of the same request, as it was typed, shown until the owner keeps it;
  // the failure shows like any other.
  const another = tryAnother
    ? () => {
        tryAnother().catch(() => undefined);
      }
    : undefined;
  const keep = () => {
    if (version) keepVersion(version).then(saved, () => undefined);
  };
  const saveWritten = () => {
    saveWithoutImage()?.then(
      (draft) => {
        setSavedOutside((count) => count + 1);
        saved(draft);
      },
      () => undefined,
    );
  };
  // The owner chose what to feature: written and saved outside the form, which then clears.
  const feature = (description: string) => {
    writeAbout?.(description).then(
      (draft) => {
        setSavedOutside((count) => count + 1);
        saved(draft);
      },
      () => undefined,
    );
  };
  return { savedOutside, submit, another, keep, saveWritten, feature };
}
