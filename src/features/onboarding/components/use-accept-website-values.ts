import { useFormContext } from 'react-hook-form';
import { MAX_BRAND_COLORS } from '@contract/constants';
import { WEBSITE_IMPORT_MESSAGES } from '@contract/website-import';
import { copyWebsiteLogo } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
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
 * then hands all of it on, so the rest is kept for the business profile. The logo is
 * copied into the owner's own media first: images are drawn only from media the owner
 * holds. When it cannot be copied, the answer says so and the logo field is left as it was.
 */
export function useAcceptWebsiteValues(
  onWebsiteAccepted: (accepted: AcceptedWebsiteValues) => void,
) {
  const { setValue } = useFormContext<WizardValues>();
  return async (accepted: AcceptedWebsiteValues): Promise<string | null> => {
    const options = { shouldDirty: true } as const;
    if (accepted.businessName) setValue('business.name', accepted.businessName, options);
    if (accepted.colors) {
      const colors = accepted.colors.slice(0, MAX_BRAND_COLORS).map((value) => ({ value }));
      setValue('brandAssets.colors', colors, options);
    }
    let problem: string | null = null;
    if (accepted.logoUrl) {
      try {
        const copy = await copyWebsiteLogo(accepted.logoUrl);
        const filename = copy.filename ?? fileNameOf(accepted.logoUrl);
        setValue('brandAssets.logo', { url: copy.url, filename }, options);
      } catch (error) {
        problem =
          error instanceof ApiError && error.kind === 'server' && (error.status ?? 500) < 500
            ? error.message
            : WEBSITE_IMPORT_MESSAGES.logoNotCopied;
      }
    }
    onWebsiteAccepted(accepted);
    return problem;
  };
}
