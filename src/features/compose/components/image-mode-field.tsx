import { useId } from 'react';
import type { ImageMode } from '../compose-types';

const IMAGE_MODES: { mode: ImageMode; label: string; hint: string }[] = [
  { mode: 'none', label: 'No Image', hint: 'Text only' },
  { mode: 'upload', label: 'Upload Image', hint: 'Use your own photo' },
  { mode: 'ai', label: 'AI Generate Image', hint: 'A branded image for this post' },
];

interface ImageModeFieldProps {
  value: ImageMode;
  onChange: (mode: ImageMode) => void;
}

export function ImageModeField({ value, onChange }: ImageModeFieldProps) {
  const name = useId();
  return (
    <div className="compose-image-modes">
      {IMAGE_MODES.map(({ mode, label, hint }) => (
        <label key={mode} className="compose-image-mode">
          <input
            type="radio"
            name={name}
            value={mode}
            checked={value === mode}
            onChange={() => onChange(mode)}
          />
          <span className="compose-image-mode-label">{label}</span>
          <span className="compose-image-mode-hint" aria-hidden="true">
            {hint}
          </span>
        </label>
      ))}
    </div>
  );
}
