import { useFormContext } from 'react-hook-form';
import { MAX_BRAND_COLORS } from '@contract/constants';
import type { AcceptedWebsiteValues } from '@/components/website-import';
import type { WizardValues } from '../wizard-values';

/** The logo's file name, for the wizard's logo preview: the last part of its address. */
function fileNameOf(url: string): string {
  try {
    return new URL(url).pathname.split('/').pop() || 'logo';
  } catch {
    return 'logo';
  }
}

/**
 * Puts what the owner accepted from their website into the wizard (name, logo, colours),
 * then hands all of it on, so the rest is kept for the business profile.
 */
export function useAcceptWebsiteValues(
  onWebsiteAccepted: (accepted: AcceptedWebsiteValues) => void,
) {
  const { setValue } = useFormContext<WizardValues>();
  return (accepted: AcceptedWebsiteValues) => {
    const options = { shouldDirty: true } as const;
    if (accepted.businessName) setValue('business.name', accepted.businessName, options);
    if (accepted.logoUrl) {
      setValue(
        'brandAssets.logo',
        { url: accepted.logoUrl, filename: fileNameOf(accepted.logoUrl) },
        options,
      );
    }
    if (accepted.colors) {
      const colors = accepted.colors.slice(0, MAX_BRAND_COLORS).map((value) => ({ value }));
      setValue('brandAssets.colors', colors, options);
    }
    onWebsiteAccepted(accepted);
  };
}
