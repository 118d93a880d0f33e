// The page's global tag queue, read by the cookie tests.
interface Window {
  dataLayer?: unknown[];
}
