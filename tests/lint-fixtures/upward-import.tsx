// Linted as if it were on each floor of src/ (see tests/feature-boundaries.test.ts): imports of
// the app, by alias and climbing out, of a feature and of the test helpers.
export { routes } from '@/app/router';
export { AppProviders } from '../app/providers';
export { useAuth } from '@/features/auth/auth-context';
export { renderApp } from '@/testing/render';
