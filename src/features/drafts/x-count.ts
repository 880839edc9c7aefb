import type * as PlatformRules from '@core/platform-rules';
import type { PlatformVariant } from '@contract/generation';

export interface XCount {
  count: number;
  max: number;
}

let loading: Promise<typeof PlatformRules> | null = null;

/**
 * X counts with its own weights (links 23, emoji and CJK 2), which takes the official
 * twitter-text library: about 35 KB gzip, seven times the dashboard's own code. It is
 * loaded only when a draft with an X version is opened, once, and again after a failure.
 */
export async function countForX(variant: PlatformVariant): Promise<XCount> {
  loading ??= import('@core/platform-rules');
  try {
    const { PLATFORM_RULES, platformLength } = await loading;
    return { count: platformLength(variant, 'x'), max: PLATFORM_RULES.x.maxLength };
  } catch (error) {
    loading = null;
    throw error;
  }
}
