import { useMutation } from '@tanstack/react-query';
import type { User } from '@contract/auth';
import { googleLogin } from '@/lib/api';

/** POST /google-login with the ID token (credential) from Google's button. */
export function useGoogleLogIn() {
  return useMutation<User, Error, string>({ mutationFn: googleLogin });
}
