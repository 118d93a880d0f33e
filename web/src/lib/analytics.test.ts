import { describe, expect, it } from 'vitest';
import { applyConsent, initAnalytics, trackEvent } from './analytics';
import { ACCEPT_ALL, writeConsent } from './consent';

function dataLayerCalls(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

describe('analytics tag', () => {
  it('defines dataLayer and gtag, with consent denied by default', () => {
    initAnalytics();
    expect(typeof window.gtag).toBe('function');
    expect(dataLayerCalls()).toEqual([['consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied' }]]);
  });

  it('queues the arguments object itself, as the tag protocol expects', () => {
    initAnalytics();
    const entry = window.dataLayer?.[0];
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
  });

  it('applies stored preferences after the default', () => {
    writeConsent({ essential: true, analytics: true, marketing: false, thirdParty: false });
    initAnalytics();
    expect(dataLayerCalls()[1]).toEqual(['consent', 'update', { analytics_storage: 'granted', ad_storage: 'denied' }]);
  });

  it('maps marketing consent to ad storage', () => {
    applyConsent(ACCEPT_ALL);
    expect(dataLayerCalls()).toEqual([['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted' }]]);
  });
});

describe('trackEvent', () => {
  it('sends nothing without a stored choice', () => {
    expect(trackEvent('login', { method: 'email' })).toBe(false);
    expect(window.dataLayer ?? []).toHaveLength(0);
  });

  it('sends nothing when analytics was refused', () => {
    writeConsent({ essential: true, analytics: false, marketing: true, thirdParty: true });
    expect(trackEvent('logout')).toBe(false);
    expect(window.dataLayer ?? []).toHaveLength(0);
  });

  it('sends the event once analytics is granted', () => {
    writeConsent(ACCEPT_ALL);
    expect(trackEvent('login', { method: 'email' })).toBe(true);
    expect(dataLayerCalls()).toEqual([['event', 'login', { method: 'email' }]]);
  });
});
