import type { WrittenBy } from '@contract/ai-settings';
import { imageByLabel, writtenByLabel } from '@core/written-by';

/**
 * Who wrote a post and made its image (ADR 0057), said plainly as text: "Written by
 * llama3.1", "Written offline because llama3.1 did not answer". Nothing when unknown.
 */
export function WrittenByNote({
  writtenBy,
  imageBy,
}: {
  writtenBy: WrittenBy | null | undefined;
  imageBy?: WrittenBy | null | undefined;
}) {
  if (!writtenBy && !imageBy) return null;
  return (
    <p className="muted written-by-note">
      {writtenBy ? writtenByLabel(writtenBy) : null}
      {writtenBy && imageBy ? '. ' : null}
      {imageBy ? imageByLabel(imageBy) : null}
      {writtenBy || imageBy ? '.' : null}
    </p>
  );
}
