import { useQuery } from '@tanstack/react-query';
import type { Schema } from '@/api';
import { api } from './api';

/**
 * Public settings the server hands the web app at start (`GET /api/site`): whether the site is
 * live (`/` is the landing page) or pre-launch (`/` is the coming-soon page), whether a preview
 * access code exists, and the error-reporting settings.
 */
export type SiteSettings = Required<Schema<'SiteSettings'>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the server's answer, treating anything unexpected as the safe pre-launch default. */
export function parseSiteSettings(body: unknown): SiteSettings {
  const data = isRecord(body) ? body : {};
  return {
    live: data.live === true,
    previewAccess: data.previewAccess === true,
    environment: data.environment === 'development' ? 'development' : 'production',
    sentryDsn: typeof data.sentryDsn === 'string' ? data.sentryDsn : null,
  };
}

export function fetchSiteSettings(): Promise<SiteSettings> {
  return api.get<unknown>('/site').then(parseSiteSettings);
}

let primed: Promise<SiteSettings> | null = null;

/**
 * Starts loading the settings as the app boots. The first screen that needs them takes this same
 * request instead of sending another one.
 */
export function primeSiteSettings(): Promise<SiteSettings> {
  primed = fetchSiteSettings();
  return primed;
}

function takePrimed(): Promise<SiteSettings> | null {
  const request = primed;
  primed = null;
  return request;
}

export const siteSettingsQueryKey = ['site'] as const;

/** The site settings; they do not change while the page is open. */
export function useSiteSettings() {
  return useQuery({
    queryKey: siteSettingsQueryKey,
    queryFn: () => takePrimed() ?? fetchSiteSettings(),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
