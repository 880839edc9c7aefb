import { useState } from 'react';
import type { BusinessProfile } from '@contract/business-profile';
import type { AcceptedWebsiteValues } from '@/components/website-import';

/**
 * The optional "what you sell" step after a first Finish Setup: whether it is showing,
 * and what was accepted from the website in step 1, kept for it.
 */
export function useWhatYouSellStep() {
  const [fromWebsite, setFromWebsite] = useState<Partial<BusinessProfile>>({});
  const [isAsking, setIsAsking] = useState(false);
  return {
    fromWebsite,
    isAsking,
    ask: () => setIsAsking(true),
    keepFromWebsite: (accepted: AcceptedWebsiteValues) =>
      setFromWebsite((kept) => ({ ...kept, ...accepted.profile })),
  };
}
