// The club feature's public parts, for the app layer (navigation).
export { clubOverviewQueryOptions, type ClubOverview } from './api';
