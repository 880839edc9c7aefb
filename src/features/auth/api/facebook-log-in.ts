import { useMutation } from '@tanstack/react-query';
import type { FacebookLoginRequest, User } from '@contract/auth';
import { facebookLogin } from '@/lib/api';

/** POST /facebook-login with the profile and token Facebook's SDK handed over. */
export function useFacebookLogIn() {
  return useMutation<User, Error, FacebookLoginRequest>({ mutationFn: facebookLogin });
}
