import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
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
  DetailNeededError,
  GeneratePostError,
  generatePost,
  saveWithoutImage,
  type WrittenPost,
  type WrittenResult,
} from './generate-post';
import { failedProgress, useVersions, type GenerateVariables } from './use-versions';

/** What was last sent, so "Try another version" can send it again as it was typed. */
type LastRequest = GenerateVariables;

/** A post whose text was written when its image step failed; nothing is saved yet. */
export interface UnsavedPost {
  written: WrittenPost;
  values: PostCreationValues;
}

const messageOf = (error: Error) =>
  error instanceof GeneratePostError ? error.message : GENERATION_FAILED_MESSAGE;

type Versions = ReturnType<typeof useVersions>;

/** Refreshes what a new draft changes: the dashboard's list and the posts counted. */
function useRefreshDrafts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.drafts.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.billing.all }),
    ]);
}

/** The written post, when the text was written but the image step failed. */
function unsavedPost(failure: Error | null, last: LastRequest | null): UnsavedPost | null {
  return failure instanceof GeneratePostError && failure.written && last
    ? { written: failure.written, values: last.values }
    : null;
}

/** The last request again, asking for the next version of its text. */
const nextVersionOf = (last: LastRequest): GenerateVariables => ({
  values: last.values,
  image: last.image,
  variation: (last.variation ?? 0) + 1,
});

/** What the screen needs about "Save without image". */
function savingWithoutImage(
  saveWritten: UseMutationResult<Draft, Error, UnsavedPost>,
  unsaved: UnsavedPost | null,
) {
  return {
    /** The written post when only the image failed, until it is saved or replaced. */
    unsaved,
    saveWithoutImage: () => (unsaved ? saveWritten.mutateAsync(unsaved) : null),
    isSavingWithoutImage: saveWritten.isPending,
    saveWithoutImageError: saveWritten.error ? messageOf(saveWritten.error) : null,
  };
}

/** What the screen needs about another version: the one shown and keeping it. */
function anotherVersion({ another, keep }: Versions, shown: Draft | null) {
  return {
    /** Another version written and shown, not saved; null once kept or replaced. */
    version: another.data ?? null,
    /** Keeps the version shown: in place of the saved draft, or as the first draft. */
    keepVersion: (result: WrittenResult) => keep.mutateAsync({ result, replacing: shown }),
    isKeeping: keep.isPending,
    keepError: keep.error ? messageOf(keep.error) : null,
    /** True once a kept version has replaced the draft it was asked for. */
    replaced: keep.data !== undefined && Boolean(keep.variables?.replacing),
  };
}

/** What the screen needs when the writer had nothing to write from and asks for a detail. */
function askingForDetail(
  failure: Error | null,
  last: LastRequest | null,
  generation: UseMutationResult<Draft, Error, GenerateVariables>,
) {
  return {
    // Not a failure: the owner is asked what to feature, and nothing is saved meanwhile.
    needsDetail: failure instanceof DetailNeededError,
    /** The last request again, about what the owner chose to feature; null before any. */
    writeAbout: last
      ? (description: string) =>
          generation.mutateAsync({ values: { ...last.values, description }, image: last.image })
      : null,
  };
}

/** Runs the generation sequence for the signed-in user, with its progress and outcome. */
export function useGeneratePost(user: User, profile: OnboardingData | null) {
  const [progress, setProgress] = useState<GenerationProgress | null>(null);
  const [last, setLast] = useState<LastRequest | null>(null);
  // The draft on screen: saved by a generation, by "Save without image" or by keeping a version.
  const [shown, setShown] = useState<Draft | null>(null);
  // The dashboard's list shows a new draft without a reload, and the posts counted move on.
  const refreshDrafts = useRefreshDrafts();

  const versions = useVersions(user, profile, {
    setProgress,
    onVariation: setLast,
    onKept: (draft) => {
      setShown(draft);
      void refreshDrafts();
    },
  });
  const { another, keep } = versions;

  const saveWritten = useMutation<Draft, Error, UnsavedPost>({
    mutationFn: ({ written, values }) => saveWithoutImage({ written, values, user }),
    onSuccess: (draft, { values }) => {
      setShown(draft);
      // The failed image is behind us: its error and progress go, and "Try another
      // version" asks for what was saved, a post without an image.
      mutation.reset();
      another.reset();
      setProgress(null);
      setLast((current) => current && { ...current, values: withoutImage(values), image: null });
      void refreshDrafts();
    },
  });

  const mutation = useMutation<Draft, Error, GenerateVariables>({
    mutationFn: ({ values, image, variation }) => {
      // A new request replaces whatever the last one left on screen.
      saveWritten.reset();
      another.reset();
      keep.reset();
      setShown(null);
      setLast({ values, image, variation });
      return generatePost({
        values,
        image,
        user,
        profile,
        variation,
        onStep: (current) =>
          setProgress({ steps: generationSteps(values.imageMode), current, status: 'running' }),
        onVariation: (written) => setLast({ values, image, variation: written }),
      });
    },
    onSuccess: (draft) => {
      setShown(draft);
      setProgress(null);
      void refreshDrafts();
    },
    onError: (error) => setProgress((current) => failedProgress(current, error)),
  });

  const failure = another.error ?? mutation.error;
  const unsaved = unsavedPost(failure, last);
  const detail = askingForDetail(failure, last, mutation);

  return {
    generate: (values: PostCreationValues, image: ImageUpload | null) =>
      mutation.mutateAsync({ values, image }),
    ...detail,
    /** The last request again, asking for the next version of its text; null before any. */
    tryAnother: last ? () => another.mutateAsync(nextVersionOf(last)) : null,
    isGenerating: mutation.isPending || another.isPending,
    progress,
    error: failure && !detail.needsDetail ? messageOf(failure) : null,
    ...savingWithoutImage(saveWritten, unsaved),
    draft: shown,
    ...anotherVersion(versions, shown),
  };
}
