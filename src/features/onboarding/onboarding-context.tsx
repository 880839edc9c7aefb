import { notifyManager, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { BrandAssets, OnboardingData } from '@contract/onboarding';
import { getBrandAssets, getOnboardingByEmail } from '@/lib/api';
import {
  OnboardingContext,
  type OnboardingContextValue,
  type OnboardingStatus,
} from '@/lib/brand-profile';
import { presetsFrom } from '@/lib/compose-presets';
import { useOptionalUser } from '@/lib/current-user';
import { errorMessage, isSessionExpiredError } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';
import { ONBOARDING_COPY } from './copy';

/** sessionStorage key: the e-mail of the user who deferred brand setup this session. */
export const SETUP_DEFERRED_STORAGE_KEY = 'onboarding:setup-deferred';

function readDeferred(email: string | null): boolean {
  try {
    return email !== null && sessionStorage.getItem(SETUP_DEFERRED_STORAGE_KEY) === email;
  } catch {
    return false;
  }
}

function capabilitiesFrom(profile: OnboardingData | null, assets: BrandAssets | null) {
  const profilePhotos = profile?.brandAssets.photos ?? [];
  const assetPhotos = assets?.photos.files ?? [];
  const photos = profilePhotos.length
    ? profilePhotos.map((url, index) => ({
        url,
        filename: assetPhotos[index]?.filename ?? `Photo ${index + 1}`,
      }))
    : assetPhotos.map((file) => ({ url: file.url ?? null, filename: file.filename }));
  return {
    hasBrandColors: (profile?.brandAssets.colors.length ?? 0) > 0,
    hasLogo: (assets?.logos.count ?? 0) > 0 || Boolean(profile?.brandAssets.logoUrl),
    photos,
  };
}

export function OnboardingProvider({ children }: { children: ReactNode }) {
  const user = useOptionalUser();
  const email = user?.email ?? null;
  const queryClient = useQueryClient();

  const profileQuery = useQuery({
    queryKey: queryKeys.onboarding.profile(email ?? ''),
    queryFn: () => getOnboardingByEmail(email as string),
    enabled: email !== null,
    retry: false,
  });
  const assetsQuery = useQuery({
    queryKey: queryKeys.onboarding.assets(email ?? ''),
    queryFn: () => getBrandAssets(email as string),
    enabled: email !== null,
    retry: false,
  });

  const [deferredFor, setDeferredFor] = useState<string | null>(() =>
    readDeferred(email) ? email : null,
  );
  const deferSetup = useCallback(() => {
    if (!email) return;
    try {
      sessionStorage.setItem(SETUP_DEFERRED_STORAGE_KEY, email);
    } catch {
      // Storage blocked: the choice still holds until the page reloads.
    }
    setDeferredFor(email);
  }, [email]);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.onboarding.all });
    // The cache holds the new answer now, but components hear of it on a later tick.
    // Waiting for that tick means a caller that navigates next (the wizard, to the
    // dashboard) is already rendered with the new status, not the one before the save.
    await new Promise<void>((resolve) => notifyManager.schedule(resolve));
  }, [queryClient]);

  const value = useMemo<OnboardingContextValue>(() => {
    const profile = profileQuery.data ?? null;
    const brandAssets = assetsQuery.data ?? null;
    // An ended session says nothing about the profile: the status stays unknown (and
    // nothing redirects) until the user logs in again and the check is made afresh.
    const awaitingLogin = isSessionExpiredError(profileQuery.error);
    const failed = profileQuery.isError && !awaitingLogin;
    let status: OnboardingStatus;
    if (!user) status = 'signed-out';
    else if (!email) status = 'needed';
    else if (profileQuery.isPending || awaitingLogin) status = 'loading';
    else status = profile ? 'completed' : 'needed';
    return {
      status,
      hasError: failed,
      errorText: failed
        ? errorMessage(profileQuery.error, { network: ONBOARDING_COPY.retrieveFailed })
        : null,
      profile,
      brandAssets,
      capabilities: capabilitiesFrom(profile, brandAssets),
      presets: presetsFrom(profile),
      refresh,
      setupDeferred: email !== null && (deferredFor === email || readDeferred(email)),
      deferSetup,
    };
  }, [
    user,
    email,
    profileQuery.data,
    profileQuery.isPending,
    profileQuery.isError,
    profileQuery.error,
    assetsQuery.data,
    refresh,
    deferredFor,
    deferSetup,
  ]);

  return <OnboardingContext.Provider value={value}>{children}</OnboardingContext.Provider>;
}

export {
  useOnboarding,
  type BrandCapabilities,
  type OnboardingContextValue,
  type OnboardingStatus,
} from '@/lib/brand-profile';
