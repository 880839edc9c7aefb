export { FillFromWebsite } from './fill-from-website';
export type { AcceptedWebsiteValues } from './review-state';
export { WebsiteImportPanel } from './website-import-panel';
