import { SAMPLE_PROFILE, type ProfileSettings } from './sample-data';

/** The account fields the profile can start from (the shape of the signed-in user). */
export interface ProfileSource {
  name?: string | null;
  email?: string | null;
  business_name?: string | null;
  industry?: string | null;
  location?: string | null;
}

/**
 * A signed-in user sees their own details (blank where the account has none, rather
 * than a stranger's sample data); a visitor sees the sample profile.
 */
export function initialProfile(source: ProfileSource | null): ProfileSettings {
  if (!source) return SAMPLE_PROFILE;
  return {
    name: source.name ?? '',
    email: source.email ?? '',
    businessName: source.business_name ?? '',
    industry: source.industry ?? '',
    location: source.location ?? '',
    phone: '',
  };
}
