import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, signedIn, type MockRoutes } from '@test/test-utils';
import type { ApiToken, ApiTokens } from './api';

configure({ asyncUtilTimeout: 5000 });

const SECRET = 'rr_abcdefghSECRETSECRETSECRETSECRETSECRETSEC';

function token(overrides: Partial<ApiToken> = {}): ApiToken {
  return {
    id: 'tok-1',
    name: 'Erg sheet',
    prefix: 'rr_abcdefgh',
    createdAt: '2026-11-20T15:00:00.000Z',
    lastUsedAt: null,
    ...overrides,
  };
}

function tokens(overrides: Partial<ApiTokens> = {}): ApiTokens {
  return { addOnHeld: true, payer: 'account', maxTokens: 5, tokens: [], ...overrides };
}

function renderSettings(routes: MockRoutes, role: 'student' | 'parent' = 'student') {
  const fetchMock = mockApi({
    'GET /api/auth/session': { body: signedIn(role) },
    ...routes,
  });
  renderApp('/settings');
  return fetchMock;
}

const bodyOf = (init: RequestInit | undefined): unknown => JSON.parse(typeof init?.body === 'string' ? init.body : 'null');

const calls = (fetchMock: ReturnType<typeof mockApi>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);

function section() {
  return screen.findByRole('region', { name: 'Data export API' });
}

describe('data export API in Settings', () => {
  it('without the add-on says what it is and where to get it, and offers no token', async () => {
    renderSettings({ 'GET /api/account/api-tokens': { body: tokens({ addOnHeld: false }) } }, 'parent');
    const area = await section();
    expect(await within(area).findByText(/your children’s erg tests and race results/)).toBeInTheDocument();
    expect(within(area).getByRole('link', { name: 'Add it to your plan' })).toHaveAttribute('href', '#plan-title');
    expect(within(area).getByRole('link', { name: 'see the add-ons on Pricing' })).toHaveAttribute(
      'href',
      '/pricing?audience=family',
    );
    expect(within(area).queryByRole('button', { name: 'Create token' })).not.toBeInTheDocument();
    expect(within(area).queryByText(/curl/)).not.toBeInTheDocument();
  });

  it('checks the name, then shows the new secret once with a copy button', async () => {
    let list = tokens();
    const fetchMock = renderSettings({
      'GET /api/account/api-tokens': () => ({ body: list }),
      'POST /api/account/api-tokens': (init) => {
        const body = bodyOf(init) as { name: string };
        if (body.name === 'Taken') {
          return { status: 422, body: { error: { code: 'validation_failed', message: 'No', fields: { name: 'Pick another name' } } } };
        }
        list = tokens({ tokens: [token({ name: body.name })] });
        return { status: 201, body: { token: token({ name: body.name }), secret: SECRET } };
      },
    });
    const user = userEvent.setup();
    const area = await section();
    const name = await within(area).findByRole('textbox', { name: /Token name/ });

    await user.click(within(area).getByRole('button', { name: 'Create token' }));
    expect(await within(area).findByText('Please name the token, for example after the script that uses it')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetchMock, 'POST', '/api/account/api-tokens')).toEqual([]);

    await user.type(name, 'Taken');
    await user.click(within(area).getByRole('button', { name: 'Create token' }));
    expect(await within(area).findByText('Pick another name')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, '  Erg sheet ');
    await user.click(within(area).getByRole('button', { name: 'Create token' }));
    const secret = await within(area).findByRole('group', { name: /Your new token “Erg sheet”/ });
    expect(within(secret).getByText(/you will not see it again/)).toBeInTheDocument();
    expect(within(secret).getByRole('textbox', { name: 'Token secret' })).toHaveValue(SECRET);
    expect(secret).toHaveFocus();
    expect(bodyOf(calls(fetchMock, 'POST', '/api/account/api-tokens').at(-1)?.[1])).toEqual({
      name: 'Erg sheet',
    });
    expect(name).toHaveValue('');
    // The list shows the token by its first characters, never the secret.
    const row = (await within(area).findByText('Erg sheet', { selector: 'strong' })).closest('li') as HTMLElement;
    expect(within(row).getByText('rr_abcdefgh…')).toBeInTheDocument();
    expect(within(row).getByText(/never used/)).toBeInTheDocument();
    expect(row).not.toHaveTextContent(SECRET);
    // The usage example names this site.
    expect(within(area).getByText(new RegExp(`${window.location.origin}/api/export/v1/athletes`))).toBeInTheDocument();

    await user.click(within(secret).getByRole('button', { name: 'Done' }));
    expect(within(area).queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(SECRET);
  });

  it('revokes a token after a confirmation', async () => {
    let list = tokens({ tokens: [token({ lastUsedAt: '2026-11-25T10:00:00.000Z' })] });
    const fetchMock = renderSettings({
      'GET /api/account/api-tokens': () => ({ body: list }),
      'DELETE /api/account/api-tokens/tok-1': () => {
        list = tokens();
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    const area = await section();
    expect(await within(area).findByText(/last used/)).toBeInTheDocument();

    await user.click(within(area).getByRole('button', { name: 'Revoke Erg sheet' }));
    const dialog = await screen.findByRole('dialog', { name: /Revoke “Erg sheet”/ });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls(fetchMock, 'DELETE', '/api/account/api-tokens/tok-1')).toEqual([]);

    await user.click(within(area).getByRole('button', { name: 'Revoke Erg sheet' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke token' }));
    expect(await within(area).findByText('No tokens yet.')).toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE', '/api/account/api-tokens/tok-1')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
