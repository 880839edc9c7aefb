import { PlaceholderPage } from '@/components/placeholder-page';

export default function SupportRoute() {
  return <PlaceholderPage title="Support" />;
}
