import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { User } from '@contract/auth';
import type { Draft } from '@contract/drafts';
import type { OnboardingData } from '@contract/onboarding';
import { queryKeys } from '@/lib/query-keys';
import { GENERATION_FAILED_MESSAGE } from '../compose-messages';
import {
  generationSteps,
  type GenerationProgress,
  type ImageUpload,
  type PostCreationValues,
} from '../compose-types';
import { withoutImage } from '../form-state';
import {
  GeneratePostError,
  generatePost,
  saveWithoutImage,
  type WrittenPost,
} from './generate-post';

interface GenerateVariables {
  values: PostCreationValues;
  image: ImageUpload | null;
  variation?: number;
}

/** What was last sent, so "Try another version" can send it again as it was typed. */
type LastRequest = GenerateVariables;

/** A post whose text was written when its image step failed; nothing is saved yet. */
export interface UnsavedPost {
  written: WrittenPost;
  values: PostCreationValues;
}

const messageOf = (error: Error) =>
  error instanceof GeneratePostError ? error.message : GENERATION_FAILED_MESSAGE;

/** Runs the generation sequence for the signed-in user, with its progress and outcome. */
export function useGeneratePost(user: User, profile: OnboardingData | null) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<GenerationProgress | null>(null);
  const [last, setLast] = useState<LastRequest | null>(null);
  // The dashboard's list shows a new draft without a reload, and the posts counted move on.
  const refreshDrafts = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.drafts.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.billing.all }),
    ]);

  const saveWritten = useMutation<Draft, Error, UnsavedPost>({
    mutationFn: ({ written, values }) => saveWithoutImage({ written, values, user }),
    onSuccess: (_draft, { values }) => {
      // The failed image is behind us: its error and progress go, and "Try another
      // version" asks for what was saved, a post without an image.
      mutation.reset();
      setProgress(null);
      setLast((current) => current && { ...current, values: withoutImage(values), image: null });
      void refreshDrafts();
    },
  });

  const mutation = useMutation<Draft, Error, GenerateVariables>({
    mutationFn: ({ values, image, variation }) => {
      const steps = generationSteps(values.imageMode);
      // A new request replaces whatever the last one left on screen.
      saveWritten.reset();
      setLast({ values, image, variation });
      return generatePost({
        values,
        image,
        user,
        profile,
        variation,
        onStep: (current) => setProgress({ steps, current, status: 'running' }),
        onVariation: (written) => setLast({ values, image, variation: written }),
      });
    },
    onSuccess: () => {
      setProgress(null);
      void refreshDrafts();
    },
    onError: (error) => {
      setProgress((current) =>
        current && error instanceof GeneratePostError
          ? { ...current, current: error.step, status: 'failed' }
          : null,
      );
    },
  });

  const failure = mutation.error;
  const unsaved: UnsavedPost | null =
    failure instanceof GeneratePostError && failure.written && last
      ? { written: failure.written, values: last.values }
      : null;

  return {
    generate: (values: PostCreationValues, image: ImageUpload | null) =>
      mutation.mutateAsync({ values, image }),
    /** The last request again, asking for the next version of its text; null before any. */
    tryAnother: last
      ? () =>
          mutation.mutateAsync({
            values: last.values,
            image: last.image,
            variation: (last.variation ?? 0) + 1,
          })
      : null,
    isGenerating: mutation.isPending,
    progress,
    error: mutation.error ? messageOf(mutation.error) : null,
    /** The written post when only the image failed, until it is saved or replaced. */
    unsaved,
    saveWithoutImage: () => (unsaved ? saveWritten.mutateAsync(unsaved) : null),
    isSavingWithoutImage: saveWritten.isPending,
    saveWithoutImageError: saveWritten.error ? messageOf(saveWritten.error) : null,
    draft: saveWritten.data ?? mutation.data ?? null,
  };
}
