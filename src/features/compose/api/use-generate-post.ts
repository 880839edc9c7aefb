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
}

/** Runs the generation sequence for the signed-in user, with its progress and outcome. */
export function useGeneratePost(user: User, profile: OnboardingData | null) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<GenerationProgress | null>(null);

  const mutation = useMutation<Draft, Error, GenerateVariables>({
    mutationFn: ({ values, image }) => {
      const steps = generationSteps(values.imageMode);
      return generatePost({
        values,
        image,
        user,
        profile,
        onStep: (current) => setProgress({ steps, current, status: 'running' }),
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
