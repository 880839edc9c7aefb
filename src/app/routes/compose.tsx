import { ComposePost } from '@/features/compose/components/compose-post';

export default function ComposeRoute() {
  return (
    <div className="container page">
      <header className="page-header">
        <h1>Compose New Post</h1>
        <p>Describe your post; we write the title, caption and hashtags and add an image.</p>
      </header>
      <ComposePost />
    </div>
  );
}
