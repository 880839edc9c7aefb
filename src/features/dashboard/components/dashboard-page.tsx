import type { ReactNode } from 'react';
import type { OnboardingData } from '@contract/onboarding';
import { DashboardHeader } from './dashboard-header';
import { PostAllowanceNote } from '@/lib/post-allowance';
import { PaymentProblemNote } from '@/lib/payment-problem-note';
import { DashboardMetrics } from './dashboard-metrics';
import { SmartSchedulerCard } from './smart-scheduler-card';
import '../dashboard.css';

interface DashboardPageProps {
  business: OnboardingData['business'];
  /** null while the drafts are loading or could not be read. */
  draftsCount: number | null;
  /** Scheduled posts from now on; null while unknown. */
  scheduledCount?: number | null;
  /** The drafts section, composed by the route from the drafts feature. */
  recentDrafts: ReactNode;
  /** Posts that did not go out and wait for the owner, composed by the route. */
  needsAttention?: ReactNode;
  /** Shown above everything when brand setup is still to be finished. */
  setupReminder?: ReactNode;
}

export function DashboardPage({
  business,
  draftsCount,
  recentDrafts,
  setupReminder,
  needsAttention,
  scheduledCount = null,
}: DashboardPageProps) {
  return (
    <div className="container page dashboard">
      {setupReminder}
      <DashboardHeader business={business} />
      <DashboardMetrics draftsCount={draftsCount} scheduledCount={scheduledCount} />
      <PaymentProblemNote />
      <PostAllowanceNote />
      {needsAttention}
      <div className="dashboard-columns">
        {recentDrafts}
        <SmartSchedulerCard />
      </div>
    </div>
  );
}
