import { QueryClientProvider } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useOptionalUser } from '@/features/auth/auth-context';
import { useAuthModal } from '@/features/auth/auth-modal-context';
import { LibraryPage } from '@/features/library/components/library-page';
import { identifyUser } from '@/lib/api';
import { queryClient } from '@/lib/query-client';

export default function LibraryRoute() {
  const user = useOptionalUser();
  const { openLogin } = useAuthModal();
  const navigate = useNavigate();
  return (
    <QueryClientProvider client={queryClient}>
      <LibraryPage
        identifier={user ? identifyUser(user) : null}
        onLogIn={openLogin}
        onUseInNewPost={(item) =>
          void navigate(paths.compose, {
            state: {
              libraryImage: {
                url: item.url,
                filename: item.source === 'generated' ? 'generated-image.png' : item.filename,
              },
            },
          })
        }
      />
    </QueryClientProvider>
  );
}
