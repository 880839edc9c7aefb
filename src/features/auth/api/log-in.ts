import { useMutation } from '@tanstack/react-query';
import type { Credentials, User } from '@contract/auth';
import { login } from '@/lib/api';

/** POST /login: the user on success, an ApiError with the server's text otherwise. */
export function useLogIn() {
  return useMutation<User, Error, Credentials>({ mutationFn: login });
}
