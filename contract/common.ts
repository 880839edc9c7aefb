import { z } from 'zod';

/** Every failed call answers with this body (SPEC 7 "error" fields). */
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
