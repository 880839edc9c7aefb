import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@contract/auth';
import type { UploadedFile } from '@contract/uploads';
import { identifyUser, uploadFile, uploadFiles } from '@/lib/api';
import { isApiError } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';
import { ONBOARDING_COPY } from '../copy';

interface UploadVariables<F> {
  files: F;
  user: User;
  onProgress?: (fraction: number) => void;
}

/** Lets the wizard hold Finish Setup while any brand file is still uploading. */
export const brandUploadMutationKey = ['onboarding', 'upload'] as const;

/** Uploads change what GET /get-brand-assets counts, so its cached answer is dropped. */
function useInvalidateAssets() {
  const queryClient = useQueryClient();
  return (user: User) =>
    queryClient.invalidateQueries({ queryKey: queryKeys.onboarding.assets(user.email ?? '') });
}

/** product.md §7: the logo goes through POST /upload with file_type=logo as soon as chosen. */
export function useUploadLogo() {
  const invalidateAssets = useInvalidateAssets();
  return useMutation<UploadedFile, unknown, UploadVariables<File>>({
    mutationKey: brandUploadMutationKey,
    // identifyUser runs inside so that a missing identifier is this call's failure.
    mutationFn: ({ files, user, onProgress }) =>
      uploadFile(files, identifyUser(user), 'logo', { onProgress }),
    onSuccess: (_data, { user }) => invalidateAssets(user),
  });
}

/** product.md §7: photos go together through POST /upload-multiple with file_type=photo. */
export function useUploadPhotos() {
  const invalidateAssets = useInvalidateAssets();
  return useMutation<UploadedFile[], unknown, UploadVariables<File[]>>({
    mutationKey: brandUploadMutationKey,
    mutationFn: ({ files, user, onProgress }) =>
      uploadFiles(files, identifyUser(user), { onProgress }),
    onSuccess: (_data, { user }) => invalidateAssets(user),
  });
}

/**
 * product.md §8 wizard texts: a failed call names its upload ('Logo upload failed: ...') with the
 * server's message or 'Network error'; anything else (the file could not be read, no
 * user to file it under) is 'File upload failed: ...'.
 */
export function uploadErrorText(error: unknown, upload: 'logo' | 'photo'): string {
  if (isApiError(error) && error.kind !== 'client') {
    const reason = error.isNetworkError ? ONBOARDING_COPY.networkError : error.message;
    return upload === 'logo'
      ? ONBOARDING_COPY.logoUploadFailed(reason)
      : ONBOARDING_COPY.photoUploadFailed(reason);
  }
  const message = error instanceof Error ? error.message : String(error);
  return ONBOARDING_COPY.fileUploadFailed(message);
}
