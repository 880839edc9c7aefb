import { useMutation } from '@tanstack/react-query';
import type { Dispatch, SetStateAction } from 'react';
import type { User } from '@contract/auth';
import type { Draft } from '@contract/drafts';
import type { OnboardingData } from '@contract/onboarding';
import {
  generationSteps,
  type GenerationProgress,
  type ImageUpload,
  type PostCreationValues,
} from '../compose-types';
import {
  GeneratePostError,
  replaceWithResult,
  saveResult,
  writePost,
  type WrittenResult,
} from './generate-post';

export interface GenerateVariables {
  values: PostCreationValues;
  image: ImageUpload | null;
  variation?: number;
}

/** The progress shown after a failed step: that step marked failed. */
export function failedProgress(
  current: GenerationProgress | null,
  error: Error,
): GenerationProgress | null {
  return current && error instanceof GeneratePostError
    ? { ...current, current: error.step, status: 'failed' }
    : null;
}

interface VersionEvents {
  setProgress: Dispatch<SetStateAction<GenerationProgress | null>>;
  /** The version the server wrote, so the next try asks for the one after it. */
  onVariation: (request: GenerateVariables) => void;
  onKept: (draft: Draft) => void;
}

/**
 * Another version is written, not saved: it replaces the one shown until the owner keeps
 * it, in place of the draft shown or, with none saved yet, as the first draft.
 */
export function useVersions(
  user: User,
  profile: OnboardingData | null,
  { setProgress, onVariation, onKept }: VersionEvents,
) {
  const another = useMutation<WrittenResult, Error, GenerateVariables>({
    mutationFn: ({ values, image, variation }) => {
      keep.reset();
      // Saving is the owner's step here, so the progress shows only the writing.
      const steps = generationSteps(values.imageMode).filter((step) => step !== 'save');
      return writePost({
        values,
        image,
        user,
        profile,
        variation,
        onStep: (current) => setProgress({ steps, current, status: 'running' }),
        onVariation: (written) => onVariation({ values, image, variation: written }),
      });
    },
    onSuccess: () => setProgress(null),
    onError: (error) => setProgress((current) => failedProgress(current, error)),
  });

  const keep = useMutation<Draft, Error, { result: WrittenResult; replacing: Draft | null }>({
    mutationFn: ({ result, replacing }) =>
      replacing ? replaceWithResult(replacing, result) : saveResult(result, user),
    onSuccess: (draft) => {
      another.reset();
      onKept(draft);
    },
  });

  return { another, keep };
}
