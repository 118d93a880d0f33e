/**
 * Error reporting. The reporting SDK, its options and the scrubbing rules (errorReportingSdk.ts)
 * are loaded only once `GET /api/site` names a reporting address (DSN), so pages never pay for
 * them otherwise. Render errors caught before the SDK is ready wait in a short queue.
 */
import type * as SentrySdk from '@sentry/react';
import type * as OptionsModule from './errorReportingSdk';
import type { SiteSettings } from './siteSettings';

type Sdk = typeof SentrySdk;

export const DISABLED_NO_DSN_MESSAGE = 'Error reporting disabled: no DSN configured';
export const DISABLED_BAD_DSN_MESSAGE = 'Error reporting disabled: the DSN contains spaces or line breaks';

export type DsnCheck = { ok: true; dsn: string } | { ok: false; reason: 'missing' | 'malformed' };

/** A DSN is usable when present and free of spaces and line breaks. */
export function checkDsn(dsn: string | null | undefined): DsnCheck {
  if (dsn == null || dsn === '') return { ok: false, reason: 'missing' };
  if (/\s/.test(dsn)) return { ok: false, reason: 'malformed' };
  return { ok: true, dsn };
}

// ---------------------------------------------------------------------------------------------
// Start-up
// ---------------------------------------------------------------------------------------------

type PendingReport = [error: unknown, componentStack: string];

let sdk: Sdk | null = null;
/** Render errors caught while the SDK is still loading; sent once it is ready. */
let pending: PendingReport[] | null = null;
const MAX_PENDING = 10;

function send(client: Sdk, error: unknown, componentStack: string): void {
  client.captureReactException(error, { componentStack });
}

/**
 * Turns reporting on when the site settings carry a usable DSN. Resolves true once the SDK runs.
 */
export async function startErrorReporting(
  settings: Pick<SiteSettings, 'environment' | 'sentryDsn'>,
  loadSdk: () => Promise<Sdk> = () => import('@sentry/react'),
  loadOptions: () => Promise<typeof OptionsModule> = () => import('./errorReportingSdk'),
): Promise<boolean> {
  const check = checkDsn(settings.sentryDsn);
  if (!check.ok) {
    if (check.reason === 'missing') console.info(DISABLED_NO_DSN_MESSAGE);
    else console.error(DISABLED_BAD_DSN_MESSAGE);
    pending = null;
    return false;
  }
  pending ??= [];
  try {
    const [client, { reportingOptions, REPORTING_SETTINGS }] = await Promise.all([loadSdk(), loadOptions()]);
    client.init({
      ...reportingOptions(settings, check.dsn, window.location.origin),
      integrations: [
        client.browserTracingIntegration(),
        client.replayIntegration({
          ...REPORTING_SETTINGS.replay,
          // The Content-Security-Policy allows no blob: workers, so recordings go uncompressed.
          useCompression: false,
        }),
      ],
    });
    sdk = client;
    const queued = pending;
    pending = null;
    for (const [error, componentStack] of queued) send(client, error, componentStack);
    return true;
  } catch (cause) {
    pending = null;
    console.error('Error reporting could not start:', cause);
    return false;
  }
}

/** Reports an error caught by the error boundary, with the component stack. */
export function reportRenderError(error: unknown, componentStack: string | null | undefined): void {
  const stack = componentStack ?? '';
  if (sdk) {
    send(sdk, error, stack);
  } else if (pending && pending.length < MAX_PENDING) {
    pending.push([error, stack]);
  }
}

/** Forgets the started SDK (tests only). */
export function resetErrorReportingForTests(): void {
  sdk = null;
  pending = null;
}
