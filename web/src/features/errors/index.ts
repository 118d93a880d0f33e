export { ErrorBoundary, ErrorScreen, FALLBACK_ERROR_MESSAGE } from './ErrorBoundary';
export { ApiUnavailableBanner, SignedInPageUnavailable, API_UNAVAILABLE_MESSAGE } from './ApiUnavailableBanner';
