import { QueryClientProvider } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-context';
import { useAuthModal } from '@/features/auth/auth-modal-context';
import { InvitationPage } from '@/features/invitations/components/invitation-page';
import { queryClient } from '@/lib/query-client';

export default function InvitationRoute() {
  const { token = '' } = useParams();
  const { user, signIn } = useAuth();
  const { openLogin } = useAuthModal();
  const navigate = useNavigate();
  const toDashboard = () => void navigate(paths.dashboard);
  return (
    <QueryClientProvider client={queryClient}>
      <div className="container page">
        <InvitationPage
          token={token}
          user={user}
          onSignedUp={(created) => {
            signIn(created);
            toDashboard();
          }}
          onLogIn={openLogin}
          onJoined={toDashboard}
        />
      </div>
    </QueryClientProvider>
  );
}
