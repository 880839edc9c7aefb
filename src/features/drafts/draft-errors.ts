import { errorMessage, isApiError } from '@/lib/api-error';
import { DELETE_DRAFT_FAILED, LOAD_DRAFTS_FAILED, LOAD_DRAFTS_NETWORK_ERROR } from './drafts-copy';

/** product.md §8: the server's message, or 'Network error' when there was no answer. */
export function loadDraftsErrorText(error: unknown): string {
  if (!isApiError(error)) return LOAD_DRAFTS_FAILED;
  return `${LOAD_DRAFTS_FAILED}: ${errorMessage(error, { network: LOAD_DRAFTS_NETWORK_ERROR })}`;
}

/** product.md §8: the server's own text, or 'Failed to delete draft' when there was no answer. */
export function deleteDraftErrorText(error: unknown): string {
  return errorMessage(error, { network: DELETE_DRAFT_FAILED });
}
