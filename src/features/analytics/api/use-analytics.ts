import { skipToken, useQuery } from '@tanstack/react-query';
import type { AnalyticsRange } from '@contract/analytics';
import { getAnalytics } from '@/lib/api';

/**
 * The owner's numbers for a range (idle without a signed-in owner: null); the previous
 * range stays shown while the next loads.
 */
export function useAnalytics(range: AnalyticsRange | null) {
  return useQuery({
    queryKey: ['analytics', range],
    queryFn: range ? () => getAnalytics(range) : skipToken,
    retry: false,
    placeholderData: (previous) => previous,
  });
}
