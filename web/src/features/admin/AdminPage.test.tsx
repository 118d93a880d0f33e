import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, signedIn, type MockAnswer } from '@test/test-utils';
import type { AdminUserRow, CoachRow, ProgramRow } from './api';
import { planTable } from '@test/plans';

// Rendering the console takes a while on a busy machine; load its code once, up front.
const wait = { timeout: 5000 };
vi.setConfig({ testTimeout: 20_000 });
beforeAll(async () => {
  await import('./AdminPage');
}, 30_000);
const admin = { 'GET /api/auth/session': { body: signedIn('admin', 'ops@example.com') } };

function coach(overrides: Partial<CoachRow> & { id: string; email: string }): CoachRow {
  return {
    domain: overrides.email.split('@')[1] ?? '',
    status: 'pending',
    reason: null,
    signedUpAt: '2026-03-01T15:00:00Z',
    emailConfirmed: true,
    schoolMatch: null,
    program: null,
    ...overrides,
  };
}

function at<T>(list: T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`nothing at ${index}`);
  return item;
}

interface SentRequest {
  body: unknown;
  csrf: string | null;
}

function sent(init: RequestInit | undefined): SentRequest {
  return {
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    csrf: new Headers(init?.headers).get('X-CSRF-Token'),
  };
}

describe('coach verification', () => {
  function setup() {
    document.cookie = 'rr_csrf=csrf-token';
    let pending = [
      coach({
        id: 'c1',
        email: 'pat@uw.edu',
        schoolMatch: { id: 'university-of-washington', name: 'University of Washington' },
        program: { id: 'university-of-washington', name: 'University of Washington' },
      }),
      coach({ id: 'c2', email: 'sam@rowing-club.org', emailConfirmed: false }),
    ];
    const decisions: { id: string; request: SentRequest }[] = [];
    const decide =
      (id: string) =>
      (init: RequestInit | undefined): MockAnswer => {
        const request = sent(init);
        decisions.push({ id, request });
        const body = request.body as { decision: string; reason?: string };
        if (body.decision === 'approve' && pending.find((row) => row.id === id)?.program === null) {
          const message = 'This coach has not named their program yet. Verify them once they have.';
          return { status: 409, body: { error: { code: 'no_program', message } } };
        }
        if (body.decision === 'reject' && body.reason === 'x'.repeat(20)) {
          const message = 'The reason must be at most 500 characters';
          return { status: 422, body: { error: { code: 'validation_failed', message, fields: { reason: message } } } };
        }
        pending = pending.filter((row) => row.id !== id);
        return { body: { status: body.decision === 'approve' ? 'verified' : 'rejected' } };
      };
    mockApi({
      ...admin,
      'GET /api/admin/coaches?status=pending': () => ({ body: pending }),
      'GET /api/admin/coaches?status=verified': { body: [] },
      'POST /api/admin/coaches/c1/decision': decide('c1'),
      'POST /api/admin/coaches/c2/decision': decide('c2'),
    });
    renderApp('/admin?tab=coaches');
    return decisions;
  }

  it('lists pending coaches with their school match', async () => {
    setup();
    const table = await screen.findByRole('table', {}, wait);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(at(rows, 1)).getByText('pat@uw.edu')).toBeInTheDocument();
    expect(within(at(rows, 1)).getByText('uw.edu')).toBeInTheDocument();
    expect(within(at(rows, 1)).getByText('University of Washington')).toBeInTheDocument();
    expect(within(at(rows, 1)).getByText('Matches uw.edu')).toBeInTheDocument();
    expect(within(at(rows, 2)).getByText('No matching school')).toBeInTheDocument();
    expect(within(at(rows, 2)).getByText('Not named yet')).toBeInTheDocument();
    expect(within(at(rows, 2)).getByText('Email not confirmed')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Coach verification', selected: true })).toBeInTheDocument();
  });

  it('approves a coach, who then leaves the pending queue', async () => {
    const decisions = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve pat@uw.edu' }, wait));
    expect(await screen.findByText('pat@uw.edu is verified. They have been emailed.')).toBeInTheDocument();
    expect(decisions).toEqual([{ id: 'c1', request: { body: { decision: 'approve' }, csrf: 'csrf-token' } }]);
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Approve pat@uw.edu' })).not.toBeInTheDocument();
    });
    expect(screen.getByRole('button', { name: 'Approve sam@rowing-club.org' })).toBeInTheDocument();
  });

  it('says why a coach without a named program cannot be approved', async () => {
    const decisions = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve sam@rowing-club.org' }, wait));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'sam@rowing-club.org could not be approved. This coach has not named their program yet. Verify them once they have.',
    );
    expect(decisions).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Approve sam@rowing-club.org' })).toBeInTheDocument();
  });

  it('flags a named program that is not the school of the email domain', async () => {
    mockApi({
      ...admin,
      'GET /api/admin/coaches?status=pending': {
        body: [
          coach({
            id: 'c3',
            email: 'lee@uw.edu',
            schoolMatch: { id: 'university-of-washington', name: 'University of Washington' },
            program: { id: 'yale-university', name: 'Yale University' },
          }),
        ],
      },
    });
    renderApp('/admin?tab=coaches');
    const row = await screen.findByRole('row', { name: /lee@uw.edu/ }, wait);
    expect(within(row).getByText('Yale University')).toBeInTheDocument();
    expect(within(row).getByText('Email suggests University of Washington')).toBeInTheDocument();
    expect(within(row).getByText("Not the domain's school")).toBeInTheDocument();
  });

  it('asks for a reason before rejecting', async () => {
    const decisions = setup();
    const opener = await screen.findByRole('button', { name: 'Reject sam@rowing-club.org' }, wait);
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Reject coach' });
    const reason = within(dialog).getByLabelText('Reason (sent to the coach)');
    expect(reason).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject coach' }));
    expect(within(dialog).getByText('Give a reason for the coach')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(decisions).toEqual([]);

    await userEvent.type(reason, '  Not a college coaching address  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject coach' }));
    expect(await screen.findByText('sam@rowing-club.org was rejected. They have been emailed the reason.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(decisions).toEqual([
      { id: 'c2', request: { body: { decision: 'reject', reason: 'Not a college coaching address' }, csrf: 'csrf-token' } },
    ]);
    await waitFor(() => {
      expect(screen.queryByText('sam@rowing-club.org', { selector: 'td span' })).not.toBeInTheDocument();
    });
  });

  it("shows the server's reason error in the dialog, and Escape closes it without a decision", async () => {
    const decisions = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject pat@uw.edu' }, wait));
    const dialog = screen.getByRole('dialog', { name: 'Reject coach' });
    const reason = within(dialog).getByLabelText('Reason (sent to the coach)');
    // Only spaces: the browser sends nothing, so the server is never asked.
    await userEvent.type(reason, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject coach' }));
    expect(within(dialog).getByText('Give a reason for the coach')).toBeInTheDocument();
    expect(decisions).toEqual([]);

    await userEvent.clear(reason);
    await userEvent.type(reason, 'x'.repeat(20));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject coach' }));
    expect(await within(dialog).findByText('The reason must be at most 500 characters')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(decisions).toHaveLength(1);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject pat@uw.edu' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Approve pat@uw.edu' })).toBeInTheDocument();
  });

  it('switches to another status', async () => {
    setup();
    await screen.findByRole('table', {}, wait);
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'verified');
    expect(await screen.findByText('No coaches have been verified yet.')).toBeInTheDocument();
  });
});

describe('users', () => {
  function setup() {
    document.cookie = 'rr_csrf=csrf-token';
    const rows: AdminUserRow[] = [
      {
        id: 'user-1',
        email: 'ops@example.com',
        role: 'admin',
        emailConfirmed: true,
        parentalConsent: 'not_required',
        disabled: false,
        createdAt: '2026-01-01T10:00:00Z',
      },
      {
        id: 'u2',
        email: 'jo@example.com',
        role: 'student',
        emailConfirmed: true,
        parentalConsent: 'pending',
        disabled: false,
        createdAt: '2026-02-01T10:00:00Z',
      },
    ];
    const puts: SentRequest[] = [];
    mockApi({
      ...admin,
      'GET /api/admin/users?limit=50': () => ({ body: rows }),
      'GET /api/admin/users?q=jo&limit=50': () => ({ body: rows.filter((row) => row.email.includes('jo')) }),
      'PUT /api/admin/users/u2/disabled': (init) => {
        const request = sent(init);
        puts.push(request);
        const { disabled } = request.body as { disabled: boolean };
        rows[1] = { ...at(rows, 1), disabled };
        return { body: { status: disabled ? 'disabled' : 'enabled' } };
      },
      'POST /api/admin/users/u2/under-13': (init) => {
        puts.push(sent(init));
        rows[1] = { ...at(rows, 1), disabled: true };
        return { body: { status: 'disabled', eraseAt: '2026-03-08T10:00:00Z' } };
      },
    });
    renderApp('/admin?tab=users');
    return puts;
  }

  function rowOf(email: string): HTMLElement {
    const cell = screen.getByText(email, { selector: 'td span' });
    const row = cell.closest('tr');
    if (!row) throw new Error(`no row for ${email}`);
    return row;
  }

  it('lists accounts; an admin cannot disable their own', async () => {
    setup();
    await screen.findByRole('table', {}, wait);
    const own = rowOf('ops@example.com');
    expect(within(own).getByText('You')).toBeInTheDocument();
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
    const other = rowOf('jo@example.com');
    expect(within(other).getByText('Student')).toBeInTheDocument();
    expect(within(other).getByText('Pending')).toBeInTheDocument();
    expect(within(other).getByText('Active')).toBeInTheDocument();
  });

  it('disables and enables an account after confirmation', async () => {
    const puts = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Disable jo@example.com' }, wait));
    let dialog = screen.getByRole('dialog', { name: 'Disable account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(puts).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Disable jo@example.com' }));
    dialog = screen.getByRole('dialog', { name: 'Disable account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText('jo@example.com is disabled and has been signed out.')).toBeInTheDocument();
    expect(within(rowOf('jo@example.com')).getByText('Disabled')).toBeInTheDocument();
    expect(puts).toEqual([{ body: { disabled: true }, csrf: 'csrf-token' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Enable jo@example.com' }));
    dialog = screen.getByRole('dialog', { name: 'Enable account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable account' }));
    expect(await screen.findByText('jo@example.com is enabled.')).toBeInTheDocument();
    expect(within(rowOf('jo@example.com')).getByText('Active')).toBeInTheDocument();
    expect(puts).toEqual([
      { body: { disabled: true }, csrf: 'csrf-token' },
      { body: { disabled: false }, csrf: 'csrf-token' },
    ]);
  });

  it('acts on a report that a user is under 13 after confirmation', async () => {
    const requests = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Report jo@example.com under 13' }, wait));
    const dialog = screen.getByRole('dialog', { name: 'Report under 13' });
    expect(dialog).toHaveTextContent('erased after 7 days');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable and erase' }));
    expect(await screen.findByText(/jo@example.com is disabled and has been signed out. Its personal data will be erased on/)).toBeInTheDocument();
    expect(within(rowOf('jo@example.com')).getByText('Disabled')).toBeInTheDocument();
    expect(requests).toEqual([{ body: {}, csrf: 'csrf-token' }]);
  });

  it('searches by email', async () => {
    setup();
    await screen.findByRole('table', {}, wait);
    await userEvent.type(screen.getByLabelText('Search by email'), 'jo');
    await waitFor(() => {
      expect(screen.queryByText('ops@example.com', { selector: 'td span' })).not.toBeInTheDocument();
    });
    expect(screen.getByText('jo@example.com', { selector: 'td span' })).toBeInTheDocument();
  });
});

describe('console', () => {
  it('shows the waitlist figures and moves between sections with the arrow keys', async () => {
    mockApi({
      ...admin,
      'GET /api/admin/waitlist/stats': {
        body: { total: 1234, today: 5, timeZone: 'America/New_York', bySource: { landing_page: 4, coming_soon_page: 1230 } },
      },
      'GET /api/admin/waitlist?limit=50': {
        body: [
          {
            id: 'w1',
            email: 'early@example.com',
            source: 'landing_page',
            referrer: null,
            metadata: { page_url: 'https://rowrecruit.com/landing' },
            createdAt: '2026-03-01T12:00:00Z',
          },
        ],
      },
      'GET /api/admin/coaches?status=pending': { body: [] },
    });
    renderApp('/admin');
    expect(await screen.findByText('1,234', {}, wait)).toBeInTheDocument();
    expect(screen.getByText('Midnight in America/New_York')).toBeInTheDocument();
    const sources = within(screen.getByRole('list', { name: 'By source' })).getAllByRole('listitem');
    expect(sources.map((item) => item.textContent)).toEqual(['Coming soon page1,230', 'Landing page4']);
    expect(await screen.findByText('early@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/waitlist.csv');

    screen.getByRole('tab', { name: 'Waitlist' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const coaches = screen.getByRole('tab', { name: 'Coach verification', selected: true });
    expect(coaches).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Coach verification' })).toBeInTheDocument();
    expect(await screen.findByText('No coaches are waiting for verification.')).toBeInTheDocument();
  });
});

describe('programs', () => {
  const yale: ProgramRow = {
    schoolId: 'yale-university',
    name: 'Yale University',
    plan: 'trial',
    planName: 'Free trial',
    trialEndsAt: '2026-12-09T12:00:00Z',
    active: true,
    coachCount: 1,
    coaches: [{ id: 'c1', email: 'pat@yale.edu', status: 'verified', joinedAt: '2026-11-25T10:00:00Z' }],
  };
  const harvard: ProgramRow = {
    schoolId: 'harvard-university',
    name: 'Harvard University',
    plan: null,
    planName: null,
    trialEndsAt: null,
    active: false,
    coachCount: 0,
    coaches: [],
  };

  function setup() {
    document.cookie = 'rr_csrf=csrf-token';
    let listed = [yale];
    const requests: SentRequest[] = [];
    mockApi({
      ...admin,
      'GET /api/admin/programs': () => ({ body: listed }),
      'GET /api/admin/programs?q=harv': { body: [harvard] },
      'GET /api/plans': { body: planTable },
      'GET /api/admin/audit-log': { body: [] },
      'PUT /api/admin/programs/yale-university/plan': (init) => {
        const request = sent(init);
        requests.push(request);
        const body = request.body as { plan: string; trialEndsOn: string | null };
        if (body.trialEndsOn === '2020-01-01') {
          const message = 'The trial must end after today';
          return { status: 422, body: { error: { code: 'validation_failed', message, fields: { trialEndsOn: message } } } };
        }
        listed = [{ ...yale, plan: body.plan, planName: 'Recruiter', trialEndsAt: null }];
        return { body: { status: body.plan } };
      },
    });
    renderApp('/admin?tab=programs');
    return requests;
  }

  it('lists the programs with a plan or a coach, and finds others by search', async () => {
    setup();
    const row = await screen.findByRole('row', { name: /Yale University/ }, wait);
    expect(within(row).getByText('Free trial')).toBeInTheDocument();
    expect(within(row).getByText(/^until Dec 9, 2026$/)).toBeInTheDocument();
    expect(within(within(row).getByRole('list', { name: 'Yale University coaches' })).getByText('pat@yale.edu')).toBeInTheDocument();
    expect(within(row).getByText('Verified')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search programs'), 'harv');
    const found = await screen.findByRole('row', { name: /Harvard University/ }, wait);
    expect(within(found).getByText('No plan')).toBeInTheDocument();
    expect(within(found).getByText('None')).toBeInTheDocument();
  });

  it('sets a plan, with the server’s refusal on the field it names', async () => {
    const requests = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Set the plan of Yale University' }, wait));
    const dialog = screen.getByRole('dialog', { name: 'Set plan' });
    const plan = within(dialog).getByLabelText('Plan');
    expect(plan).toHaveValue('trial');
    const lastDay = within(dialog).getByLabelText("Trial's last day (optional)");
    await userEvent.type(lastDay, '2020-01-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(await within(dialog).findByText('The trial must end after today')).toBeInTheDocument();
    expect(lastDay).toHaveAttribute('aria-invalid', 'true');

    await userEvent.selectOptions(plan, 'Recruiter');
    expect(within(dialog).queryByLabelText("Trial's last day (optional)")).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText('Yale University is now on Recruiter.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.map((r) => r.body)).toEqual([
      { plan: 'trial', trialEndsOn: '2020-01-01' },
      { plan: 'recruiter', trialEndsOn: null },
    ]);
    expect(requests[1]?.csrf).toBe('csrf-token');
    const row = await screen.findByRole('row', { name: /Yale University/ });
    await waitFor(() => {
      expect(within(row).getByText('Recruiter')).toBeInTheDocument();
    });
  });

  it('asks for a plan', async () => {
    mockApi({
      ...admin,
      'GET /api/admin/programs': { body: [harvard] },
      'GET /api/plans': { body: planTable },
    });
    renderApp('/admin?tab=programs');
    await userEvent.click(await screen.findByRole('button', { name: 'Set the plan of Harvard University' }, wait));
    const dialog = screen.getByRole('dialog', { name: 'Set plan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(within(dialog).getByText('Choose a plan', { selector: 'p' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Plan')).toHaveFocus();
  });
});
