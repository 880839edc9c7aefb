import { SupportPage } from '@/features/support/components/support-page';

export default function SupportRoute() {
  return <SupportPage />;
}
