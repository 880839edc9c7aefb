import { AuthCallback } from '@/features/auth/components/auth-callback';

export default function AuthCallbackRoute() {
  return <AuthCallback />;
}
