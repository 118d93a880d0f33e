import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, signedIn, type MockAnswer } from '@test/test-utils';
import type { Club, ClubBranding, ClubOverview } from './api';
import { accentColourProblem, bandColourProblem, brandSchema, contrastWithWhite, parseHex, ratioText } from './branding';

configure({ asyncUtilTimeout: 5000 });

const CLUB: Club = {
  id: 'club-1',
  name: 'Riverside Rowing Club',
  createdAt: '2026-09-01T10:00:00Z',
  plan: { id: 'coach-essential', name: 'Coach Essential', trialEndsAt: null },
  limits: { roster: 10, coaches: 1 },
  rosterCount: 0,
  coaches: [{ id: 'user-1', fullName: 'Pat Coach', email: 'pat@riverside.org', status: 'verified' }],
};

const OPEN: ClubOverview = {
  verification: { status: 'verified', reason: null },
  club: CLUB,
  workspace: { open: true, reason: null },
  hasProgram: false,
};

const WITHOUT: ClubBranding = { addOnHeld: false, brand: null, defaultDisplayName: 'Riverside Rowing Club' };
const HELD: ClubBranding = { ...WITHOUT, addOnHeld: true };

function setup(branding: ClubBranding | (() => ClubBranding), put?: (body: unknown) => MockAnswer, remove?: () => MockAnswer) {
  const sent: unknown[] = [];
  mockApi({
    'GET /api/auth/session': { body: signedIn('coach', 'pat@riverside.org') },
    'GET /api/profile': { body: { id: 'user-1', email: 'pat@riverside.org', userRole: 'coach' } },
    'GET /api/club': { body: OPEN },
    'GET /api/club/invitations': { body: [] },
    'GET /api/club/roster': { body: [] },
    'GET /api/club/attestations': { body: [] },
    'GET /api/club/branding': typeof branding === 'function' ? () => ({ body: branding() }) : { body: branding },
    'DELETE /api/club/branding': () => (remove ? remove() : { status: 204 }),
    'PUT /api/club/branding': (init) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
      sent.push(body);
      return put ? put(body) : { body: HELD };
    },
  });
  renderApp('/club');
  return { sent, user: userEvent.setup({ delay: null }) };
}

async function section() {
  return within(await screen.findByRole('region', { name: 'Branding' }));
}

describe('the contrast rule', () => {
  it('mirrors the server at its edges', () => {
    expect(parseHex('#1D3557')).toEqual([0x1d, 0x35, 0x57]);
    expect(parseHex('#fff')).toBeNull();
    expect(parseHex('1d3557')).toBeNull();
    expect(ratioText(contrastWithWhite([0, 0, 0]))).toBe('21:1');
    expect(ratioText(contrastWithWhite([255, 255, 255]))).toBe('1:1');
    expect(bandColourProblem('#767676')).toBeNull();
    expect(bandColourProblem('#777777')).toBe(
      'White text on this band colour has a contrast of 4.47:1; it needs at least 4.5:1. Choose a darker colour.',
    );
    expect(accentColourProblem('#949494')).toBeNull();
    expect(accentColourProblem('#959595')).toBe(
      'This accent colour has a contrast of 2.99:1 with white; it needs at least 3:1 to stand out on the page. Choose a darker colour.',
    );
    expect(bandColourProblem('navy')).toBe('Enter the band colour as # and six hex digits, like #1d3557.');
    expect(brandSchema.safeParse({ displayName: ' R ', bandColour: '#000000', accentColour: '#000000' }).success).toBe(false);
    expect(brandSchema.parse({ displayName: ' RC ', bandColour: '#1D3557', accentColour: '#C8102E' })).toEqual({
      displayName: 'RC',
      bandColour: '#1d3557',
      accentColour: '#c8102e',
    });
  });
});

describe('branding on the club page', { timeout: 20_000 }, () => {
  it('without the add-on, says what it is and links to the club’s plan', async () => {
    setup(WITHOUT);
    const branding = await section();
    expect(await branding.findByText(/puts your club's name and colours at the top of your athletes' shared and printed profiles/)).toBeInTheDocument();
    expect(branding.getByRole('link', { name: "see your club's plan" })).toHaveAttribute('href', '#club-plan');
    expect(document.getElementById('club-plan')).toHaveAccessibleName('Plan');
    expect(branding.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('previews the band as it is typed and saves the brand', async () => {
    const { sent, user } = setup(HELD, (body) => ({ body: { ...HELD, brand: body } }));
    const branding = await section();
    const name = await branding.findByLabelText(/^Name on the band/);
    expect(name).toHaveValue('Riverside Rowing Club');
    const band = branding.getByTestId('club-brand');
    expect(band).toHaveTextContent('Riverside Rowing Club');

    await user.clear(name);
    await user.type(name, 'Riverside RC');
    const bandColour = branding.getByLabelText(/^Band colour/);
    await user.clear(bandColour);
    await user.type(bandColour, '#0B5394');
    expect(band).toHaveTextContent('Riverside RC');
    expect(band.style.getPropertyValue('--club-band')).toBe('#0B5394');
    expect(branding.getByLabelText('Pick the band colour')).toHaveValue('#0b5394');
    expect(branding.getByText(/White on the band: 7.83:1/)).toBeInTheDocument();

    await user.click(branding.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ displayName: 'Riverside RC', bandColour: '#0b5394', accentColour: '#c8102e' });
    expect(await branding.findByText("Saved. Your athletes' shared and printed profiles show this band.")).toBeInTheDocument();
    // The form stays as it was, focus included.
    expect(branding.getByRole('button', { name: 'Save' })).toHaveFocus();
    expect(name).toHaveValue('Riverside RC');
    expect(branding.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('refuses a band too light for white text before sending, and shows the server’s words at the field', async () => {
    const { sent, user } = setup(HELD, () => ({
      status: 422,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Please correct the highlighted fields.',
          fields: { accentColour: 'This accent colour is refused by the server.' },
        },
      },
    }));
    const branding = await section();
    const bandColour = await branding.findByLabelText(/^Band colour/);
    await user.clear(bandColour);
    await user.type(bandColour, '#777777');
    await user.click(branding.getByRole('button', { name: 'Save' }));
    expect(
      await branding.findByText('White text on this band colour has a contrast of 4.47:1; it needs at least 4.5:1. Choose a darker colour.'),
    ).toBeInTheDocument();
    expect(bandColour).toHaveAttribute('aria-invalid', 'true');
    expect(bandColour).toHaveFocus();
    expect(sent).toHaveLength(0);

    await user.clear(bandColour);
    await user.type(bandColour, '#767676');
    await user.click(branding.getByRole('button', { name: 'Save' }));
    const accent = branding.getByLabelText(/^Accent colour/);
    expect(await branding.findByText('This accent colour is refused by the server.')).toBeInTheDocument();
    expect(accent).toHaveAttribute('aria-invalid', 'true');
    expect(accent).toHaveAccessibleDescription(/This accent colour is refused by the server\./);
    expect(accent).toHaveFocus();
    expect(sent).toHaveLength(1);
  });

  it('removes a saved brand, and the form starts again from the club’s name', async () => {
    let current: ClubBranding = {
      ...HELD,
      brand: { displayName: 'Riverside RC', bandColour: '#0b5394', accentColour: '#b45309' },
    };
    const { user } = setup(
      () => current,
      undefined,
      () => {
        current = HELD;
        return { status: 204 };
      },
    );
    const branding = await section();
    expect(await branding.findByLabelText(/^Name on the band/)).toHaveValue('Riverside RC');
    expect(branding.getByLabelText(/^Accent colour/)).toHaveValue('#b45309');
    await user.click(branding.getByRole('button', { name: 'Remove' }));
    expect(await branding.findByText("The band is removed from your athletes' profiles.")).toBeInTheDocument();
    expect(branding.getByLabelText(/^Name on the band/)).toHaveValue('Riverside Rowing Club');
    expect(branding.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('keeps a saved brand out of sight while the add-on is off, and still lets it be removed', async () => {
    setup({ ...WITHOUT, brand: { displayName: 'Riverside RC', bandColour: '#0b5394', accentColour: '#b45309' } });
    const branding = await section();
    expect(await branding.findByText(/Your saved band is kept and shows again once the club has the add-on/)).toBeInTheDocument();
    expect(branding.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(branding.queryByLabelText(/^Band colour/)).not.toBeInTheDocument();
  });
});
