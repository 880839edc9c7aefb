/** product.md §2: what the dashboard says while the brand profile is being checked. */
export const DASHBOARD_LOADING_TEXT = 'Loading your dashboard...';
