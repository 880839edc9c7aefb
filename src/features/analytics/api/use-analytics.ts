import { useQuery } from '@tanstack/react-query';
import type { AnalyticsRange } from '@contract/analytics';
import { getAnalytics } from '@/lib/api';

/** The owner's numbers for a range; the previous range stays shown while the next loads. */
export function useAnalytics(range: AnalyticsRange) {
  return useQuery({
    queryKey: ['analytics', range],
    queryFn: () => getAnalytics(range),
    retry: false,
    placeholderData: (previous) => previous,
  });
}
