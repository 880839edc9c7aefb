import { lazy } from 'react';
import { useSiteNavigation } from '@/lib/site-navigation';
import { useOptionalUser } from '@/features/auth/auth-context';
import { useAuthModal } from '@/features/auth/auth-modal-context';
import { LandingPage } from '@/features/landing/components/landing-page';
import { SAMPLE_DEMO_MONTH, SAMPLE_DEMO_POSTS } from '@/features/landing/sample-data';
import { rememberPendingPost, rememberPendingWebsite } from '@/lib/pending-post';
import { brandSetupPath, paths } from '@/config/paths';

// The two demos are below the fold and the heaviest parts of the page: each loads only
// when scrolled near (DemoSection), after the prerendered page has painted and hydrated,
// so neither is part of the landing page's first load.
const PostCreationForm = lazy(() =>
  import('@/features/compose/components/post-creation-form').then((module) => ({
    default: module.PostCreationForm,
  })),
);
const Calendar = lazy(() =>
  import('@/features/calendar/components/calendar').then((module) => ({
    default: module.Calendar,
  })),
);

export default function LandingRoute() {
  const user = useOptionalUser();
  const { navigate } = useSiteNavigation();
  const { openSignup } = useAuthModal();
  return (
    <LandingPage
      onGetStarted={user ? () => navigate(paths.dashboard) : openSignup}
      onWebsite={(url) => {
        rememberPendingWebsite(url);
        if (user) navigate(brandSetupPath);
        else openSignup();
      }}
      composeDemo={
        <PostCreationForm
          mode="demo"
          onDemoSignUp={(description) => {
            // The description waits in compose after sign-up and brand setup.
            rememberPendingPost(description);
            if (user) navigate(paths.compose);
            else openSignup();
          }}
        />
      }
      calendarDemo={
        <Calendar
          label="Sample content calendar"
          posts={SAMPLE_DEMO_POSTS}
          initialMonth={SAMPLE_DEMO_MONTH}
          headingLevel={4}
        />
      }
    />
  );
}
