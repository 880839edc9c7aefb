/** The generic mailbox every legal page names (product.md §2: a generic info mailbox). */
export const LEGAL_CONTACT_EMAIL = 'info@smartsuite.example';

export const DATA_DELETION_SUBJECT = 'Data Deletion Request';

export const DATA_DELETION_MAILTO = `mailto:${LEGAL_CONTACT_EMAIL}?subject=${encodeURIComponent(DATA_DELETION_SUBJECT)}`;
