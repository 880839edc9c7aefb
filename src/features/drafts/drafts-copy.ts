/** The drafts' user-facing texts (product.md §2 and §8), written once and tested. */
export const UNTITLED_POST = 'Untitled Post';
export const DELETE_DRAFT_QUESTION = 'Are you sure you want to delete this draft?';
export const DELETE_DRAFT_FAILED = 'Failed to delete draft';
export const LOAD_DRAFTS_FAILED = 'Failed to load drafts';
export const LOAD_DRAFTS_NETWORK_ERROR = 'Network error';
export const DRAFT_DELETED = 'Draft deleted';
export const AI_GENERATED_LABEL = 'AI generated';
export const X_VERSION_LABEL = 'X version';
export const X_VERSION_NOTE = 'Shortened to fit X. The full caption is above.';
