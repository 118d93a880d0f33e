import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderInRouter } from '@test/test-utils';
import { CookieConsent } from './CookieConsent';

function banner() {
  return screen.queryByRole('region', { name: 'We value your privacy' });
}

function storedPreferences(): unknown {
  return JSON.parse(localStorage.getItem('cookiePreferences') ?? 'null');
}

describe('cookie banner', () => {
  let gtag: Mock<(...args: unknown[]) => void>;

  beforeEach(() => {
    gtag = vi.fn<(...args: unknown[]) => void>();
    window.gtag = gtag;
  });

  it('is shown while no choice is stored', () => {
    renderInRouter(<CookieConsent />);
    expect(banner()).toBeInTheDocument();
  });

  it('stays hidden once consent is stored', () => {
    localStorage.setItem('cookieConsent', 'true');
    localStorage.setItem('cookiePreferences', JSON.stringify({ essential: true, analytics: false, marketing: false, thirdParty: false }));
    renderInRouter(<CookieConsent />);
    expect(banner()).not.toBeInTheDocument();
  });

  it('Reject All stores every optional category as off and denies analytics', async () => {
    const user = userEvent.setup();
    renderInRouter(<CookieConsent />);
    await user.click(screen.getByRole('button', { name: 'Reject All' }));

    expect(localStorage.getItem('cookieConsent')).toBe('true');
    expect(storedPreferences()).toEqual({ essential: true, analytics: false, marketing: false, thirdParty: false });
    expect(Number.isNaN(Date.parse(localStorage.getItem('cookieConsentDate') ?? ''))).toBe(false);
    expect(gtag).toHaveBeenCalledWith('consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied' });
    expect(banner()).not.toBeInTheDocument();
  });

  it('Accept All stores every category as on and grants analytics', async () => {
    const user = userEvent.setup();
    renderInRouter(<CookieConsent />);
    await user.click(screen.getByRole('button', { name: 'Accept All' }));

    expect(localStorage.getItem('cookieConsent')).toBe('true');
    expect(storedPreferences()).toEqual({ essential: true, analytics: true, marketing: true, thirdParty: true });
    expect(gtag).toHaveBeenCalledWith('consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted' });
    expect(banner()).not.toBeInTheDocument();
  });

  it('Save Preferences stores a mixed choice', async () => {
    const user = userEvent.setup();
    renderInRouter(<CookieConsent />);
    await user.click(screen.getByRole('button', { name: 'Preferences' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    const essential = within(dialog).getByRole('switch', { name: 'Essential' });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    expect(within(dialog).getByRole('switch', { name: 'Analytics' })).not.toBeChecked();

    await user.click(within(dialog).getByRole('switch', { name: 'Analytics' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Third-party' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));

    expect(localStorage.getItem('cookieConsent')).toBe('true');
    expect(storedPreferences()).toEqual({ essential: true, analytics: true, marketing: false, thirdParty: true });
    expect(gtag).toHaveBeenCalledWith('consent', 'update', { analytics_storage: 'granted', ad_storage: 'denied' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
  });

  it('moves focus into the dialog, closes on Escape without storing, and returns focus', async () => {
    const user = userEvent.setup();
    renderInRouter(<CookieConsent />);
    const opener = screen.getByRole('button', { name: 'Preferences' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(localStorage.getItem('cookieConsent')).toBeNull();
    expect(banner()).toBeInTheDocument();
  });
});
