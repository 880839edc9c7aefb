import { useId, type ReactNode } from 'react';
import { BRAND_OPTION_REASONS } from '../compose-messages';
import type { ComposeCapabilities, PostCreationValues } from '../compose-types';
import {
  AdvancedImageSettings,
  LogoPlacementField,
  ReferencePhotoChoice,
  type Patch,
} from './ai-image-suboptions';

interface AiImageOptionsProps {
  values: PostCreationValues;
  capabilities: ComposeCapabilities;
  onChange: (patch: Patch) => void;
}

interface BrandOptionProps {
  label: string;
  description: string;
  /** Why the option is unavailable; null when it can be used. */
  unavailableReason: string | null;
  checked: boolean;
  onToggle: (checked: boolean) => void;
  children?: ReactNode;
}

function BrandOption({
  label,
  description,
  unavailableReason,
  checked,
  onToggle,
  children,
}: BrandOptionProps) {
  const noteId = useId();
  const available = unavailableReason === null;
  return (
    <div className={`compose-option${available ? '' : ' is-unavailable'}`}>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={available && checked}
          disabled={!available}
          aria-describedby={noteId}
          onChange={(event) => onToggle(event.target.checked)}
        />
        {label}
      </label>
      <p id={noteId} className={available ? 'compose-note' : 'compose-note compose-reason'}>
        {available ? description : unavailableReason}
      </p>
      {available && checked && children ? (
        <div className="compose-suboptions">{children}</div>
      ) : null}
    </div>
  );
}

/** The brand-aware image switches (product.md §2), each gated by the brand profile (§5). */
export function AiImageOptions({ values, capabilities, onChange }: AiImageOptionsProps) {
  const { photos } = capabilities;

  return (
    <fieldset className="compose-fieldset compose-ai">
      <legend className="compose-legend">AI image options</legend>
      <div className="compose-options">
        <BrandOption
          label="Enhanced Brand Colors"
          description="Build the image around your brand colors."
          unavailableReason={capabilities.hasBrandColors ? null : BRAND_OPTION_REASONS.colors}
          checked={values.useBrandColors}
          onToggle={(checked) => onChange({ useBrandColors: checked })}
        />

        <BrandOption
          label="Logo Integration"
          description="Place your logo on the image."
          unavailableReason={capabilities.hasLogo ? null : BRAND_OPTION_REASONS.logo}
          checked={values.useLogoIntegration}
          onToggle={(checked) => onChange({ useLogoIntegration: checked })}
        >
          <LogoPlacementField values={values} onChange={onChange} />
        </BrandOption>

        <BrandOption
          label="Brand Photo Style Reference"
          description="Match the look of one of your brand photos."
          unavailableReason={photos.length > 0 ? null : BRAND_OPTION_REASONS.photos}
          checked={values.useBrandPhotoReference}
          onToggle={(checked) => onChange({ useBrandPhotoReference: checked })}
        >
          <ReferencePhotoChoice values={values} photos={photos} onChange={onChange} />
        </BrandOption>

        <div className="compose-option">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={values.useAdvancedSettings}
              onChange={(event) => onChange({ useAdvancedSettings: event.target.checked })}
            />
            Advanced Settings
          </label>
          <p className="compose-note">Choose the image quality and describe a style.</p>
          {values.useAdvancedSettings ? (
            <AdvancedImageSettings values={values} onChange={onChange} />
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
