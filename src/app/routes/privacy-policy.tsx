import { PlaceholderPage } from '@/components/placeholder-page';

export default function PrivacyPolicyRoute() {
  return <PlaceholderPage title="Privacy Policy" />;
}
