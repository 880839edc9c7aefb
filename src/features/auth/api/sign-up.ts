import { useMutation } from '@tanstack/react-query';
import type { Credentials, User } from '@contract/auth';
import { addUser } from '@/lib/api';

/** POST /add-user: creates the account and answers with the new user. */
export function useSignUp() {
  return useMutation<User, Error, Credentials>({ mutationFn: addUser });
}
