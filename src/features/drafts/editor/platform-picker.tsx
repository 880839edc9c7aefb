import type { Dispatch, SetStateAction } from 'react';
import type { Network as Platform } from '@contract/integrations';

const PLATFORM_NAMES: Record<Platform, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  x: 'X',
  linkedin: 'LinkedIn',
  google_business: 'Google Business Profile',
};

export interface PlatformPickerProps {
  /** The brand's platforms; one the post already has stays on offer even if the brand dropped it. */
  offered: readonly Platform[];
  selected: readonly Platform[];
  onChange: Dispatch<SetStateAction<Platform[]>>;
  error: string | undefined;
  errorId: string;
}

/** One checkbox per platform the post can go to. */
export function PlatformPicker({
  offered,
  selected,
  onChange,
  error,
  errorId,
}: PlatformPickerProps) {
  const choices = [...new Set<Platform>([...offered, ...selected])];
  const toggle = (platform: Platform, on: boolean) =>
    onChange((current) =>
      on ? [...current, platform] : current.filter((item) => item !== platform),
    );
  return (
    <fieldset
      className="field post-editor-platforms"
      aria-describedby={error ? errorId : undefined}
    >
      <legend>Platforms</legend>
      <div className="post-editor-checks">
        {choices.map((platform) => (
          <label key={platform} className="checkbox">
            <input
              type="checkbox"
              checked={selected.includes(platform)}
              onChange={(event) => toggle(platform, event.target.checked)}
            />
            {PLATFORM_NAMES[platform]}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
