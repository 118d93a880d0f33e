import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ancestor, messageReport, sentBodies } from '@test/messages';
import { mockApi, renderApp, signedIn } from '@test/test-utils';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await Promise.all([import('@/features/admin/AdminPage'), import('./MessageReportsSection')]);
}, 30_000);

describe('message reports in the admin console', () => {
  it('lists open reports with reason, reporter, program, athlete and the thread, and resolves one', async () => {
    document.cookie = 'rr_csrf=csrf-token';
    const user = userEvent.setup();
    let resolved = false;
    const fetchMock = mockApi({
      'GET /api/auth/session': { body: signedIn('admin', 'ops@example.com') },
      'GET /api/admin/messages/reports?status=open': () => ({ body: { reports: resolved ? [] : [messageReport()] } }),
      'GET /api/admin/messages/reports?status=resolved': () => ({
        body: { reports: resolved ? [messageReport({ resolvedAt: '2025-11-22T10:00:00Z' })] : [] },
      }),
      'POST /api/admin/messages/reports/r1/resolve': () => {
        resolved = true;
        return { status: 204 };
      },
    });
    renderApp('/admin?tab=messages');
    expect(await screen.findByRole('tab', { name: 'Message reports' })).toHaveAttribute('aria-selected', 'true');
    const report = within(
      ancestor(await screen.findByRole('heading', { name: 'Yale University and Casey Sculler (class of 2028)' }), 'li'),
    );
    expect(report.getByText('The coach keeps asking for my phone number.')).toBeInTheDocument();
    expect(report.getByText('casey@example.com')).toBeInTheDocument();
    expect(report.getByText('Hi coach.')).toBeInTheDocument();
    expect(report.getByText('Camp information')).toBeInTheDocument();
    expect(report.getByRole('link', { name: /yale\.example\.edu\/camp/ })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: 'Download message compliance log (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/messages/compliance.csv',
    );

    await user.click(report.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText(/is resolved\.$/)).toHaveAttribute('role', 'status');
    expect(await screen.findByText('No open reports.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/admin/messages/reports/r1/resolve')).toHaveLength(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'resolved');
    const resolvedReport = await screen.findByRole('heading', { name: 'Yale University and Casey Sculler (class of 2028)' });
    const row = within(ancestor(resolvedReport, 'li'));
    expect(row.getByText('Resolved')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/messages/reports?status=resolved')).toBe(true),
    );
  });
});
