import { Link } from 'react-router-dom';
import type { OnboardingData } from '@contract/onboarding';
import { brandSetupPath, paths } from '@/config/paths';

interface DashboardHeaderProps {
  business: OnboardingData['business'];
}

/**
 * Whose dashboard this is (product.md §2: name, industry, location, employees when present)
 * and the two next steps.
 */
export function DashboardHeader({ business }: DashboardHeaderProps) {
  const facts = [
    { label: 'Industry', value: business.industry },
    { label: 'Location', value: business.city },
    { label: 'Employees', value: business.employees },
  ].filter((fact) => fact.value.trim() !== '');

  return (
    <header className="dashboard-header">
      <div className="dashboard-identity">
        <p className="dashboard-eyebrow">Dashboard</p>
        <h1 className="dashboard-title">{business.name}</h1>
        {facts.length ? (
          <dl className="business-facts">
            {facts.map((fact) => (
              <div key={fact.label} className="business-fact">
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <Link to={paths.businessProfile} className="business-details-link">
          Your business: what you sell, opening hours and more
        </Link>
      </div>
      <div className="dashboard-actions">
        <Link to={paths.compose} className="btn btn-primary">
          Compose a Post
        </Link>
        <Link to={brandSetupPath} className="btn btn-secondary">
          Update Brand Setup
        </Link>
      </div>
    </header>
  );
}
