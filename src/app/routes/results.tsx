import { PlaceholderPage } from '@/components/placeholder-page';

export default function ResultsRoute() {
  return <PlaceholderPage title="Your Generated Post" />;
}
