import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@contract/auth';
import { resetPassword } from '@/lib/api';

/** POST /reset-password: a new password with the e-mailed link's token. */
export function useResetPassword() {
  return useMutation<void, Error, ResetPasswordRequest>({ mutationFn: resetPassword });
}
