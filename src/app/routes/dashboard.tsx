import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { OnboardingData } from '@contract/onboarding';
import { paths } from '@/config/paths';
import { PlansToReview } from '@/components/plans-to-review';
import { Spinner } from '@/components/spinner';
import { useUser } from '@/features/auth/auth-context';
import { RequireAuth } from '@/features/auth/require-auth';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { SetupReminder } from '@/features/dashboard/components/setup-reminder';
import { businessFromUser } from '@/features/dashboard/business-from-user';
import { DASHBOARD_LOADING_TEXT } from '@/features/dashboard/dashboard-copy';
import { useDrafts } from '@/features/drafts/api/get-drafts';
import { RecentDrafts } from '@/features/drafts/components/recent-drafts';
import { OnboardingLoadError } from '@/features/onboarding/components/status-views';
import { useOnboarding } from '@/features/onboarding/onboarding-context';
import { NeedsAttention } from '@/features/schedule/components/needs-attention';
import { useUpcomingPosts } from '@/features/schedule/api/use-posts';
import { isAhead } from '@/features/schedule/calendar-posts';

function OnboardedDashboard({
  business,
  setupReminder,
}: {
  business: OnboardingData['business'];
  setupReminder?: ReactNode;
}) {
  const email = useUser().email ?? null;
  // Same query as the list, and mounted with it: one request, and the Drafts card and
  // the list never disagree.
  const drafts = useDrafts(email);
  const upcoming = useUpcomingPosts(email);
  const now = new Date();
  const scheduledCount =
    upcoming.data?.posts.filter((post) => post.status === 'scheduled' && isAhead(post, now))
      .length ?? null;
  return (
    <DashboardPage
      business={business}
      setupReminder={setupReminder}
      draftsCount={drafts.data?.count ?? null}
      scheduledCount={scheduledCount}
      recentDrafts={<RecentDrafts userEmail={email} />}
      needsAttention={
        <>
          <PlansToReview userEmail={email} />
          <NeedsAttention signedIn={email !== null} />
        </>
      }
    />
  );
}

function Dashboard() {
  const { status, profile, setupDeferred, errorText, refresh } = useOnboarding();
  const user = useUser();
  if (status === 'loading') {
    return (
      <div className="container page">
        <Spinner label={DASHBOARD_LOADING_TEXT} />
      </div>
    );
  }
  if (status === 'completed' && profile) return <OnboardedDashboard business={profile.business} />;
  // product.md §4: a failed status check counts as needed, so it also leads to brand setup,
  // unless the user chose to finish it later this session.
  if (!setupDeferred) return <Navigate to={paths.onboarding} replace />;
  return (
    <OnboardedDashboard
      business={businessFromUser(user)}
      setupReminder={
        <>
          {errorText ? <OnboardingLoadError message={errorText} onRetry={refresh} /> : null}
          <SetupReminder />
        </>
      }
    />
  );
}

export default function DashboardRoute() {
  return (
    <RequireAuth>
      <Dashboard />
    </RequireAuth>
  );
}
