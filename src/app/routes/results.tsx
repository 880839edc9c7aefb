import { GeneratedResult } from '@/features/anonymous-generator/components/generated-result';

export default function ResultsRoute() {
  return (
    <div className="container page">
      <header className="page-header">
        <h1>Your Generated Post</h1>
      </header>
      <GeneratedResult />
    </div>
  );
}
