import { useMutation } from '@tanstack/react-query';
import { forgotPassword } from '@/lib/api';

/** POST /forgot-password: succeeds whether or not the address has an account. */
export function useForgotPassword() {
  return useMutation<void, Error, string>({ mutationFn: forgotPassword });
}
