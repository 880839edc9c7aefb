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
import { GeneratePostError, generatePost } from './generate-post';

interface GenerateVariables {
  values: PostCreationValues;
  image: ImageUpload | null;
  variation?: number;
}

/** What was last sent, so "Try another version" can send it again as it was typed. */
type LastRequest = GenerateVariables;

/** Runs the generation sequence for the signed-in user, with its progress and outcome. */
export function useGeneratePost(user: User, profile: OnboardingData | null) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<GenerationProgress | null>(null);
  const [last, setLast] = useState<LastRequest | null>(null);

  const mutation = useMutation<Draft, Error, GenerateVariables>({
    mutationFn: ({ values, image, variation }) => {
      const steps = generationSteps(values.imageMode);
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
      // The dashboard's list shows the new draft without a reload.
      void queryClient.invalidateQueries({ queryKey: queryKeys.drafts.all });
    },
    onError: (error) => {
      setProgress((current) =>
        current && error instanceof GeneratePostError
          ? { ...current, current: error.step, status: 'failed' }
          : null,
      );
    },
  });

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
    error: mutation.error
      ? mutation.error instanceof GeneratePostError
        ? mutation.error.message
        : GENERATION_FAILED_MESSAGE
      : null,
    draft: mutation.data ?? null,
  };
}
