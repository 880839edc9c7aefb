import { AuthDebug } from '@/features/auth/components/auth-debug';

export default function AuthDebugRoute() {
  return <AuthDebug />;
}
