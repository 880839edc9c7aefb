import type { ConnectedAccount, Publication } from '@contract/integrations';
import type { PublicationRow, SocialAccountRow } from '../db/social';
import { accountKind } from './account-kind';

/** A stored social account as the contract's connected account. */
export const toAccount = (row: SocialAccountRow): ConnectedAccount => ({
  id: row.id,
  network: row.network,
  display_name: row.displayName,
  ...accountKind(row.network, row.remoteId),
  sandbox: row.sandbox,
  status: row.status,
  connected_at: row.createdAt.toISOString(),
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
