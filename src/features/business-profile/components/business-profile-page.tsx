import type { ReactNode } from 'react';
import { isEmptyBusinessProfile, type BusinessProfile } from '@contract/business-profile';
import { ErrorCard } from '@/components/error-card';
import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/api-error';
import { useBusinessProfile } from '@/lib/business-profile';
import { BUSINESS_PROFILE_COPY as COPY } from '../business-profile-copy';
import { BusinessProfileForm } from './business-profile-form';
import '../business-profile.css';

interface BusinessProfilePageProps {
  /** The brand profile's town or city ('' when unknown), to propose a time zone. */
  city: string;
  /** The "Fill in from my website" control, mounted at the top of the form. */
  websiteImport?: (form: {
    profile: BusinessProfile;
    apply: (accepted: Partial<BusinessProfile>) => void;
  }) => ReactNode;
}

/** "Your business": what the business does, sells and how it runs (ADR 0051). */
export function BusinessProfilePage({ city, websiteImport }: BusinessProfilePageProps) {
  const query = useBusinessProfile();
  let body: ReactNode;
  if (query.isPending) {
    body = <Spinner label={COPY.loading} />;
  } else if (query.isError) {
    body = (
      <ErrorCard
        title={COPY.loadFailedTitle}
        message={errorMessage(query.error, { network: COPY.loadFailed })}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const { profile, updatedAt } = query.data;
    body = (
      <>
        {updatedAt === null && isEmptyBusinessProfile(profile) ? (
          <p className="profile-empty-state">{COPY.empty}</p>
        ) : null}
        <BusinessProfileForm stored={profile} city={city} websiteImport={websiteImport} />
      </>
    );
  }
  return (
    <div className="container page business-profile-page">
      <header className="page-header">
        <h1>{COPY.title}</h1>
        <p>{COPY.intro}</p>
      </header>
      {body}
    </div>
  );
}
