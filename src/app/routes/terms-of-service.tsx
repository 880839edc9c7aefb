import { PlaceholderPage } from '@/components/placeholder-page';

export default function TermsOfServiceRoute() {
  return <PlaceholderPage title="Terms of Service" />;
}
