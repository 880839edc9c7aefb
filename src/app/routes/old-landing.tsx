import { AnonymousGeneratorForm } from '@/features/anonymous-generator/components/anonymous-generator-form';
import { ContentOptions } from '@/features/compose/components/content-options';

export default function OldLandingRoute() {
  return (
    <div className="container page">
      <header className="page-header">
        <h1>Generate a Post</h1>
        <p>Describe your business and the post you need; no account required.</p>
      </header>
      <AnonymousGeneratorForm
        renderTextOptions={(values, onChange) => (
          <ContentOptions values={values} onChange={onChange} />
        )}
      />
    </div>
  );
}
