import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SchoolDetail } from './api';
import { detail, renderSchools, stubApi } from '@test/schools';

function factValue(term: string) {
  const dt = screen.getAllByRole('term').find((t) => t.textContent === term);
  return dt?.nextElementSibling?.textContent ?? null;
}

describe('a school page', () => {
  it('shows the facts, the squads, the sources and the note about the data', async () => {
    stubApi((call) =>
      call.path === '/api/schools/harvard-university'
        ? { body: detail({ venue: 'Charles River', squads: { womens: true, mens: true, womensLightweight: false, mensLightweight: null } }) }
        : undefined,
    );
    renderSchools('/schools/harvard-university');
    expect(await screen.findByRole('heading', { level: 1, name: 'Harvard University' })).toBeInTheDocument();
    expect(factValue('Location')).toBe('Cambridge, MA');
    expect(factValue('Division')).toMatch(/^NCAA Division I/);
    expect(factValue('Conference')).toBe('Ivy League');
    expect(factValue('Enrollment')).toMatch(/^31,120 students \(large\)Institution-wide/);
    expect(factValue('Founded')).toBe('1636');
    expect(factValue('Home water')).toBe('Charles River');
    expect(factValue("Women's openweight")).toBe('Yes');
    expect(factValue("Men's openweight")).toBe('Yes');
    expect(factValue("Women's lightweight")).toBe('No');
    expect(factValue("Men's lightweight")).toBe('Not reported');

    const sources = within(screen.getByRole('region', { name: 'Sources' })).getAllByRole('link');
    expect(sources).toHaveLength(2);
    expect(sources[0]).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/Eastern_Sprints');
    expect(sources[0]).toHaveAttribute('target', '_blank');
    expect(sources[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(sources[0]).toHaveTextContent('en.wikipedia.org/wiki/Eastern_Sprints');
    expect(screen.getByText(/may be out of date.*“\(until 2024\)”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to schools' })).toHaveAttribute('href', '/schools');
  });

  it('lists the program’s verified coaches by name and title', async () => {
    stubApi((call) =>
      call.path === '/api/schools/harvard-university'
        ? {
            body: detail({
              staff: [{ fullName: 'Casey Coach', title: 'Head Coach', squads: ['women', 'women_lightweight'], bio: 'Rowed at Harvard.' }],
            }),
          }
        : undefined,
    );
    renderSchools('/schools/harvard-university');
    const staff = await screen.findByRole('region', { name: 'Coaching staff on RowRecruit' });
    expect(staff).toHaveTextContent("Casey Coach, Head Coach · Women's, Women's lightweightVerified coachRowed at Harvard.");
  });

  it('says when no coach of the program has joined', async () => {
    stubApi((call) => (call.path === '/api/schools/harvard-university' ? { body: detail() } : undefined));
    renderSchools('/schools/harvard-university');
    const staff = await screen.findByRole('region', { name: 'Coaching staff on RowRecruit' });
    expect(staff).toHaveTextContent('No coach of this program has joined and been verified yet.');
  });

  it('leaves out what the data set does not have and flags a conference the school left', async () => {
    stubApi((call) =>
      call.path === '/api/schools/university-of-washington'
        ? {
            body: detail({
              id: 'university-of-washington',
              name: 'University of Washington',
              conference: 'Pac-12 (until 2024)',
              founded: null,
              enrollment: null,
              size: null,
              sources: [],
            }),
          }
        : undefined,
    );
    renderSchools('/schools/university-of-washington');
    await screen.findByRole('heading', { level: 1, name: 'University of Washington' });
    expect(factValue('Founded')).toBeNull();
    expect(factValue('Enrollment')).toBeNull();
    expect(factValue('Home water')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Sources' })).not.toBeInTheDocument();
    expect(factValue('Conference')).toMatch(/2024 realignment/);
  });

  it('saves the school with private notes and confirms', async () => {
    let current: SchoolDetail = detail();
    const { calls } = stubApi((call) => {
      if (call.path !== '/api/schools/harvard-university' && call.path !== '/api/schools/harvard-university/saved') return undefined;
      if (call.method === 'PUT') {
        const notes = (call.body as { notes: string | null }).notes;
        current = { ...current, saved: true, notes, savedAt: '2025-03-01T12:00:00Z' };
      }
      if (call.method === 'DELETE') {
        current = { ...current, saved: false, notes: null, savedAt: null };
        return { status: 204 };
      }
      return { body: current };
    });
    renderSchools('/schools/harvard-university');
    expect(await screen.findByText('Not on your list yet.')).toBeInTheDocument();
    const notes = screen.getByLabelText('Private notes');
    expect(notes).toHaveAttribute('aria-describedby');
    await userEvent.type(notes, '  Visit in the fall  ');
    expect(screen.getByText('21 / 2,000 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText('Notes saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ notes: 'Visit in the fall' });
    expect(await screen.findByText('On your list since March 1, 2025.')).toBeInTheDocument();
    expect(screen.getByLabelText('Private notes')).toHaveValue('Visit in the fall');

    await userEvent.click(screen.getByRole('button', { name: 'Remove from my list' }));
    expect(await screen.findByText('Removed from your list.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save to my list' })).toBeInTheDocument();
    expect(screen.getByLabelText('Private notes')).toHaveValue('');
  });

  it('does not send notes over 2000 characters and shows the server’s reason for a bad request', async () => {
    const { calls } = stubApi((call) => {
      if (call.method === 'PUT') {
        return { status: 422, body: { error: { code: 'validation_failed', message: 'Notes are not valid', fields: { notes: 'Notes must be at most 2000 characters' } } } };
      }
      return call.path === '/api/schools/harvard-university' ? { body: detail() } : undefined;
    });
    renderSchools('/schools/harvard-university');
    const notes = await screen.findByLabelText('Private notes');
    await userEvent.click(notes);
    await userEvent.paste('x'.repeat(2001));
    expect(screen.getByText('2,001 / 2,000 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(screen.getByText('Notes must be at most 2,000 characters')).toBeInTheDocument();
    expect(notes).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(notes);
    await userEvent.type(notes, 'ok');
    await userEvent.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Notes are not valid');
    expect(screen.getByText('Notes must be at most 2000 characters')).toBeInTheDocument();
  });

  it('says when there is no such school', async () => {
    stubApi(() => ({ status: 404, body: { error: { code: 'not_found', message: 'There is no such school.' } } }));
    renderSchools('/schools/atlantis');
    expect(await screen.findByRole('heading', { level: 1, name: 'School not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all programs' })).toHaveAttribute('href', '/schools');
  });

  it('returns to the search the visitor came from', async () => {
    stubApi((call) => {
      if (call.path === '/api/schools/filters') return { body: { divisions: [], conferences: [], types: [], sorts: [] } };
      if (call.path === '/api/schools') return { body: { total: 207, matched: 1, page: 1, pageSize: 24, items: [detail()] } };
      if (call.path === '/api/schools/harvard-university') return { body: detail() };
      return undefined;
    });
    renderSchools('/schools?division=I&type=Both');
    await userEvent.click(await screen.findByRole('link', { name: 'Harvard University' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Harvard University' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to schools' })).toHaveAttribute('href', '/schools?division=I&type=Both');
    await userEvent.click(screen.getByRole('link', { name: '← Back to schools' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/schools?division=I&type=Both'));
  });
});
