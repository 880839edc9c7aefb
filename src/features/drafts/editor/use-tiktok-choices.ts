import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Draft } from '@contract/drafts';
import {
  TIKTOK_PRIVACY_REQUIRED_MESSAGE,
  UNCHOSEN_TIKTOK_CHOICES,
  type TikTokChoices,
  type TikTokCreatorInfoResponse,
} from '@contract/tiktok';
import { getTikTokCreatorInfo } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export interface TikTokChoicesState {
  choices: TikTokChoices;
  change: (change: Partial<TikTokChoices>) => void;
  /** Undefined while the server has not answered. */
  info: TikTokCreatorInfoResponse | undefined;
  /** Set when the creator info could not be asked at all. */
  failed: boolean;
}

/**
 * The owner's TikTok choices for this post (nothing chosen by default, as TikTok requires)
 * and the connected account's creator info, asked while TikTok is among the chosen
 * networks and asked again each time the editor opens.
 */
export function useTikTokChoices(draft: Draft, enabled: boolean): TikTokChoicesState {
  const [choices, setChoices] = useState<TikTokChoices>(draft.tiktok ?? UNCHOSEN_TIKTOK_CHOICES);
  const query = useQuery({
    queryKey: queryKeys.tiktokCreator,
    queryFn: getTikTokCreatorInfo,
    enabled,
    retry: false,
    staleTime: 0,
  });
  const change = (next: Partial<TikTokChoices>) =>
    setChoices((current) => {
      const merged = { ...current, ...next };
      // Branded content cannot be private: choosing one lets go of the other.
      if (merged.disclosure === 'branded_content' && merged.privacy_level === 'SELF_ONLY') {
        return next.privacy_level
          ? { ...merged, disclosure: 'none' }
          : { ...merged, privacy_level: null };
      }
      return merged;
    });
  return { choices, change, info: query.data, failed: query.isError };
}

/**
 * Why the post cannot be scheduled to TikTok yet: a connected account and no privacy level
 * chosen. Null when nothing stands in the way.
 */
export function tiktokChoiceError(
  state: TikTokChoicesState,
  toTikTok: boolean,
  scheduled: boolean,
): string | null {
  if (!toTikTok || !scheduled || !state.info?.creator) return null;
  return state.choices.privacy_level ? null : TIKTOK_PRIVACY_REQUIRED_MESSAGE;
}

/**
 * The TikTok part of the editor: whether the post goes to TikTok, the owner's choices, the
 * requests with those choices added, and why it cannot be scheduled yet.
 */
export function useTikTokPost(draft: Draft, platforms: readonly string[]) {
  const toTikTok = platforms.includes('tiktok');
  const state = useTikTokChoices(draft, toTikTok);
  return {
    toTikTok,
    state,
    withChoices: <T extends object>(request: T): T =>
      toTikTok ? { ...request, tiktok: state.choices } : request,
    errorFor: (scheduled: boolean) => tiktokChoiceError(state, toTikTok, scheduled),
  };
}
