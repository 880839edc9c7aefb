import { QueryClientProvider } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { ApprovalPage } from '@/features/approvals/components/approval-page';
import { queryClient } from '@/lib/query-client';

/** Outside the app's shell: the person approving has no account and nowhere else to go. */
export default function ApproveRoute() {
  const { token = '' } = useParams();
  return (
    <QueryClientProvider client={queryClient}>
      <main id="main" className="container page">
        <ApprovalPage token={token} />
      </main>
    </QueryClientProvider>
  );
}
