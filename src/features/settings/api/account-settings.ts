import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountProfile, AccountSettings, NotificationSettings } from '@contract/account';
import type { UserIdentifier } from '@contract/onboarding';
import {
  deleteAccount,
  downloadAccountArchive,
  getAccountSettings,
  saveNotifications,
  saveProfile,
} from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

const settingsKey = (identifier: UserIdentifier | null) =>
  ['account', 'settings', identifier ?? {}] as const;

/** The owner's stored profile and notification choices; idle without a signed-in user. */
export function useAccountSettings(identifier: UserIdentifier | null) {
  return useQuery({
    queryKey: settingsKey(identifier),
    queryFn: identifier ? () => getAccountSettings(identifier) : skipToken,
    retry: false,
  });
}

export function useSaveProfile(identifier: UserIdentifier) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: Omit<AccountProfile, 'email'>) => saveProfile(identifier, profile),
    onSuccess: (profile) => {
      queryClient.setQueryData<AccountSettings>(settingsKey(identifier), (current) =>
        current ? { ...current, profile } : current,
      );
      // The business fields are the brand profile's: its readers load it again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.onboarding.all });
    },
  });
}

export function useSaveNotifications(identifier: UserIdentifier) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notifications: NotificationSettings) =>
      saveNotifications(identifier, notifications),
    onSuccess: (notifications) => {
      queryClient.setQueryData<AccountSettings>(settingsKey(identifier), (current) =>
        current ? { ...current, notifications } : current,
      );
    },
  });
}

export function useDeleteAccount(identifier: UserIdentifier) {
  return useMutation({
    mutationFn: (confirm: { password?: string; confirmation?: string }) =>
      deleteAccount(identifier, confirm),
  });
}

export function useDownloadAccountArchive(identifier: UserIdentifier) {
  return useMutation({ mutationFn: () => downloadAccountArchive(identifier) });
}
