import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@contract/auth';
import { changePassword } from '@/lib/api';

/** POST /change-password: the signed-in user's other sessions end. */
export function useChangePassword() {
  return useMutation<void, Error, ChangePasswordRequest>({ mutationFn: changePassword });
}
