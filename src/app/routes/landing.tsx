import { lazy } from 'react';
import { useNavigate } from 'react-router-dom';
import { useOptionalUser } from '@/features/auth/auth-context';
import { useAuthModal } from '@/features/auth/auth-modal-context';
import { Calendar } from '@/features/calendar/components/calendar';
import { LandingPage } from '@/features/landing/components/landing-page';
import { SAMPLE_DEMO_MONTH, SAMPLE_DEMO_POSTS } from '@/features/landing/sample-data';
import { rememberPendingPost, rememberPendingWebsite } from '@/lib/pending-post';
import { brandSetupPath, paths } from '@/config/paths';

// Below the fold and the heaviest part of the page: loaded only when scrolled near,
// so the landing page's first load stays small.
const PostCreationForm = lazy(() =>
  import('@/features/compose/components/post-creation-form').then((module) => ({
    default: module.PostCreationForm,
  })),
);

export default function LandingRoute() {
  const user = useOptionalUser();
  const navigate = useNavigate();
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
