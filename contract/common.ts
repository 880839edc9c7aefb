import { z } from 'zod';

/** Every failed call answers with this body (product.md §7 "error" fields). */
export const errorResponseSchema = z.object({
  success: z.literal(false).optional(),
  error: z.string().min(1),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const emailSchema = z.string().trim().email();

export const hexColorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Colours are #rrggbb hex strings');

/** An ISO 8601 timestamp as text. */
export const isoDateTimeSchema = z.string().datetime({ offset: true });

export const successSchema = z.object({ success: z.literal(true) });

/** The reason given for text that `isStorableText` refuses. */
export const UNSTORABLE_TEXT_MESSAGE =
  'must not contain NUL characters or invalid Unicode, nor start with a byte order mark';

const UNSTORABLE_TEXT =
  // NUL; a high surrogate not followed by a low one; a low one not preceded by a high one;
  // a leading U+FEFF (the embedded database drops it when it reads the text back).
  // eslint-disable-next-line no-control-regex
  /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|^\ufeff/;

/**
 * True when both databases store the text and give it back unchanged: PostgreSQL refuses
 * NUL in text and jsonb, an unpaired surrogate cannot be written as UTF-8 at all, and
 * PGlite reads a text value that starts with U+FEFF back without it.
 */
export const isStorableText = (value: string) => !UNSTORABLE_TEXT.test(value);

/** A string that is stored as the user typed it (see `isStorableText`). */
export const storableTextSchema = z.string().refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

/** The server names its rows by UUID: any other identifier can name nothing it keeps. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);
