import { useMutation } from '@tanstack/react-query';
import type { VerifyEmailResponse } from '@contract/auth';
import { resendVerification, verifyEmail } from '@/lib/api';

/** POST /verify-email: proves the address with the e-mailed link's token. */
export function useVerifyEmail() {
  return useMutation<VerifyEmailResponse, Error, string>({ mutationFn: verifyEmail });
}

/** POST /resend-verification: a new link for the signed-in user. */
export function useResendVerification() {
  return useMutation<void, Error, void>({ mutationFn: resendVerification });
}
