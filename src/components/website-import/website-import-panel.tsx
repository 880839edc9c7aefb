import { useId, useState } from 'react';
import { FillFromWebsite } from './fill-from-website';
import type { AcceptedWebsiteValues } from './review-state';

interface WebsiteImportPanelProps {
  /** The website the owner gave in brand setup, '' when none. */
  initialAddress: string;
  onAccept: (accepted: AcceptedWebsiteValues) => void;
}

/** A website field with "Fill in from my website" next to it, for a page that has none. */
export function WebsiteImportPanel({ initialAddress, onAccept }: WebsiteImportPanelProps) {
  const id = useId();
  const [address, setAddress] = useState(initialAddress);
  return (
    <section className="website-import-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Fill in from my website</h2>
      <p className="field-hint">
        We read your page and show you what we found. You choose what to use, then save.
      </p>
      <div className="field">
        <label htmlFor={`${id}-address`}>Website</label>
        <input
          id={`${id}-address`}
          className="input"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://yourbakery.com"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
        />
      </div>
      <FillFromWebsite address={address} onAccept={onAccept} />
    </section>
  );
}
