import { describe, expect, it } from 'vitest';
import { parseSiteSettings } from './siteSettings';

describe('site settings', () => {
  it('reads the server answer', () => {
    expect(
      parseSiteSettings({ live: true, previewAccess: true, environment: 'development', sentryDsn: 'https://k@h/1' }),
    ).toEqual({ live: true, previewAccess: true, environment: 'development', sentryDsn: 'https://k@h/1' });
  });

  it('treats anything unexpected as the pre-launch site without reporting', () => {
    expect(parseSiteSettings(undefined)).toEqual({
      live: false,
      previewAccess: false,
      environment: 'production',
      sentryDsn: null,
    });
    expect(parseSiteSettings({ live: 'yes', sentryDsn: 42, environment: 'staging' })).toEqual({
      live: false,
      previewAccess: false,
      environment: 'production',
      sentryDsn: null,
    });
  });
});
