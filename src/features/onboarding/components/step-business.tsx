import { useFormContext, useWatch } from 'react-hook-form';
import { EMPLOYEE_RANGES, INDUSTRIES } from '@contract/constants';
import { FillFromWebsite, type AcceptedWebsiteValues } from '@/components/website-import';
import type { WizardValues } from '../wizard-values';
import { useAcceptWebsiteValues } from './use-accept-website-values';

const EMPLOYEE_LABELS: Record<(typeof EMPLOYEE_RANGES)[number], string> = {
  '1': 'Just me (1)',
  '2-5': '2-5',
  '6-20': '6-20',
  '20+': '20+',
};

/**
 * Step 1: who the business is. Only the name is required (product.md §5). "Fill in from
 * my website" fills the name, logo and colours here; the rest is kept for the business
 * profile, saved only in the optional step after Finish Setup.
 */
export function StepBusiness({
  onWebsiteAccepted,
}: {
  onWebsiteAccepted: (accepted: AcceptedWebsiteValues) => void;
}) {
  const { register, control } = useFormContext<WizardValues>();
  const website = useWatch({ control, name: 'business.website' });
  const acceptWebsiteValues = useAcceptWebsiteValues(onWebsiteAccepted);
  return (
    <div className="wizard-fields">
      <div className="field wizard-field-wide">
        <label htmlFor="business-name">Business Name *</label>
        <input
          id="business-name"
          className="input"
          autoComplete="organization"
          aria-required="true"
          aria-describedby="business-name-hint"
          {...register('business.name')}
        />
        <span id="business-name-hint" className="field-hint">
          Required to continue.
        </span>
      </div>
      <div className="field">
        <label htmlFor="business-industry">Industry</label>
        <select id="business-industry" className="select" {...register('business.industry')}>
          <option value="">Select an industry</option>
          {INDUSTRIES.map((industry) => (
            <option key={industry} value={industry}>
              {industry}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="business-city">City</label>
        <input
          id="business-city"
          className="input"
          autoComplete="address-level2"
          {...register('business.city')}
        />
      </div>
      <div className="field">
        <label htmlFor="business-website">Website</label>
        <input
          id="business-website"
          className="input"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://yourbakery.com"
          {...register('business.website')}
        />
        <FillFromWebsite address={website} onAccept={acceptWebsiteValues} />
      </div>
      <div className="field">
        <label htmlFor="business-employees">Employees</label>
        <select id="business-employees" className="select" {...register('business.employees')}>
          <option value="">Select team size</option>
          {EMPLOYEE_RANGES.map((range) => (
            <option key={range} value={range}>
              {EMPLOYEE_LABELS[range]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
