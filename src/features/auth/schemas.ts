import '@/lib/zod-no-eval';
import { z } from 'zod';
import { newPasswordSchema } from '@contract/auth';
import { AUTH_COPY } from './copy';

const email = z
  .string()
  .trim()
  .min(1, AUTH_COPY.emailRequired)
  .pipe(z.email({ message: AUTH_COPY.emailInvalid }));

const password = z.string().min(1, AUTH_COPY.passwordRequired);

/** product.md §5: e-mail and password are required. */
export const loginFormSchema = z.object({ email, password });
export type LoginFormValues = z.infer<typeof loginFormSchema>;

/** product.md §5: e-mail and password are required and the two passwords must match. */
export const signupFormSchema = z
  .object({ email, password, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: AUTH_COPY.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type SignupFormValues = z.infer<typeof signupFormSchema>;

/** Asks for a reset link. */
export const forgotPasswordFormSchema = z.object({ email });
export type ForgotPasswordFormValues = z.infer<typeof forgotPasswordFormSchema>;

/** A new password (the contract's length rule) typed twice. */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: AUTH_COPY.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type NewPasswordFormValues = z.infer<typeof newPasswordFormSchema>;
