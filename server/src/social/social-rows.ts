import type { ConnectedAccount, Publication } from '@contract/integrations';
import type { PublicationRow, SocialAccountRow } from '../db/social';
import { accountKind } from './account-kind';

/** How long before a connection that cannot be renewed ends the owner is warned. */
export const EXPIRY_WARNING_MS = 7 * 24 * 60 * 60_000;

/** When the owner must reconnect by: within the warning window, and only without a refresh. */
function reconnectBy(row: SocialAccountRow, now: Date): string | null {
  const expiresAt = row.accessExpiresAt;
  if (row.status !== 'connected' || row.refreshToken || !expiresAt) return null;
  return expiresAt.getTime() - now.getTime() <= EXPIRY_WARNING_MS ? expiresAt.toISOString() : null;
}

/** A stored social account as the contract's connected account, as of `now`. */
export const toAccount = (row: SocialAccountRow, now: Date): ConnectedAccount => ({
  id: row.id,
  network: row.network,
  display_name: row.displayName,
  ...accountKind(row.network, row.remoteId),
  sandbox: row.sandbox,
  status: row.status,
  connected_at: row.createdAt.toISOString(),
  reconnect_by: reconnectBy(row, now),
});

/** A stored publication as the contract's publication. */
export const toPublication = (row: PublicationRow): Publication => ({
  id: row.id,
  post_id: row.postId,
  account_id: row.accountId,
  network: row.network,
  account_name: row.accountName,
  sandbox: row.sandbox,
  state: row.state,
  publish_at: row.publishAt.toISOString(),
  attempts: row.attempt,
  next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
  remote_url: row.remoteUrl,
  error_class: row.errorClass,
  error_message: row.errorMessage,
  updated_at: row.updatedAt.toISOString(),
});

/** A publication the owner must act on, named by the title of its post. */
export const toPublicationNeedingAttention = (found: {
  row: PublicationRow;
  postTitle: string;
}) => ({
  ...toPublication(found.row),
  post_title: found.postTitle,
});
