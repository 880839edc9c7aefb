import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getTimeZone, setTimeZone } from './api';
import { useBusinessProfile } from './business-profile';
import { queryKeys } from './query-keys';

/** The browser's IANA zone; UTC only when the runtime cannot say at all. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The zone a business that never chose one starts with: its profile's, else the browser's. */
export function defaultTimeZone(profileTimeZone: string | null | undefined): string {
  return profileTimeZone || browserTimeZone();
}

/**
 * The business's time zone, in which every date and time is shown. A business that has
 * never chosen one takes its business profile's, or else the browser's, once, and keeps it
 * until it changes it in settings.
 */
export function useBusinessTimeZone(userEmail: string | null) {
  const queryClient = useQueryClient();
  const businessProfile = useBusinessProfile();
  // A profile that failed to load says nothing; the browser's zone is then the default.
  const profileSettled = !businessProfile.isLoading;
  const fallback = defaultTimeZone(businessProfile.data?.profile.timeZone);
  const query = useQuery({
    queryKey: queryKeys.posts.timeZone(userEmail ?? ''),
    queryFn: userEmail ? () => getTimeZone(userEmail) : skipToken,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const unchosen = query.data && !query.data.chosen;
  useEffect(() => {
    if (!userEmail || !unchosen || !profileSettled) return;
    void setTimeZone(userEmail, fallback)
      .then((answer) => {
        queryClient.setQueryData(queryKeys.posts.timeZone(userEmail), answer);
      })
      .catch(() => undefined);
  }, [userEmail, unchosen, profileSettled, fallback, queryClient]);
  return {
    timeZone: query.data?.chosen ? query.data.time_zone : fallback,
    isPending: query.isPending,
    isError: query.isError,
    /** The zone is the business's, not a stand-in while the chosen one or the profile loads. */
    isSettled:
      Boolean(query.data?.chosen) || ((query.isError || query.isSuccess) && profileSettled),
  };
}

/** "Mon 9 Mar, 09:00" in the zone; the zone's short name on request. */
export function formatInZone(
  instant: string | Date,
  timeZone: string,
  options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
): string {
  return new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(new Date(instant));
}
