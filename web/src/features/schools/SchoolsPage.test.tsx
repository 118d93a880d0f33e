import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SearchResponse } from './api';
import { filterChoices, present, renderSchools, school, searchAnswer, sparseSchool, stubApi, type ApiCall } from '@test/schools';

const harvard = school();
const yale = school({ id: 'yale-university', name: 'Yale University', city: 'New Haven', state: 'CT', founded: 1701 });
const washington = school({
  id: 'university-of-washington',
  name: 'University of Washington',
  city: 'Seattle',
  state: 'WA',
  conference: 'Pac-12 (until 2024)',
  founded: null,
});

/** A small server: filters by division and q, and answers the filter choices. */
function schoolsServer(extra?: (call: ApiCall) => { status?: number; body?: unknown } | undefined) {
  return stubApi((call) => {
    const fromExtra = extra?.(call);
    if (fromExtra) return fromExtra;
    if (call.path === '/api/schools/filters') return { body: filterChoices };
    if (call.method === 'GET' && call.path === '/api/schools') {
      const q = call.params.get('q')?.toLowerCase() ?? '';
      const division = call.params.get('division');
      const conference = call.params.get('conference');
      const items = [harvard, washington, yale, sparseSchool()].filter(
        (s) =>
          (q === '' || `${s.name} ${s.city ?? ''}`.toLowerCase().includes(q)) &&
          (division === null || s.division === division) &&
          (conference === null || s.conference === conference),
      );
      const body: SearchResponse = searchAnswer(items, { total: 207 });
      return { body };
    }
    return undefined;
  });
}

const location = () => screen.getByTestId('location').textContent;
const searchCalls = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/schools');

describe('the school browser', () => {
  it('shows how many programs match out of all of them, and the cards', async () => {
    schoolsServer();
    renderSchools('/schools');
    expect(screen.getByRole('heading', { level: 1, name: 'Browse Rowing Programs' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 4 of 207 programs')).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Programs' })).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'University of Washington' })).toHaveAttribute(
      'href',
      '/schools/university-of-washington',
    );
    expect(screen.getByRole('link', { name: 'My schools' })).toHaveAttribute('href', '/my-schools');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(screen.getByText(/may be out of date/)).toBeInTheDocument();
  });

  it('offers the divisions, the server’s conferences (the spec’s five first) and the program types', async () => {
    schoolsServer();
    renderSchools('/schools');
    await screen.findByText('Showing 4 of 207 programs');
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options('Division')).toEqual([
      'All divisions',
      'Division I',
      'Division II',
      'Division III',
      'Club',
      "IRA (men's varsity)",
    ]);
    expect(options('Program Type')).toEqual(['All', "Men's Only", "Women's Only", 'Both']);
    await waitFor(() => expect(options('Conference')).toEqual(['All conferences', ...filterChoices.conferences]));
    expect(options('Conference').slice(1, 6)).toEqual(['Ivy League', 'Pac-12 (until 2024)', 'NESCAC', 'ACC', 'Big Ten']);
  });

  it('reads the filters from the URL and asks the server for them', async () => {
    const { calls } = schoolsServer();
    renderSchools('/schools?division=I&conference=Ivy+League&type=Both&sort=-enrollment&page=1');
    expect(await screen.findByText('Showing 2 of 207 programs')).toBeInTheDocument();
    expect(screen.getByLabelText('Division')).toHaveValue('I');
    expect(screen.getByLabelText('Program Type')).toHaveValue('Both');
    expect(screen.getByLabelText('Sort by')).toHaveValue('-enrollment');
    await waitFor(() => expect(screen.getByLabelText('Conference')).toHaveValue('Ivy League'));
    const params = searchCalls(calls)[0]?.params;
    expect(params?.toString()).toBe('division=I&conference=Ivy+League&type=Both&sort=-enrollment');
  });

  it('puts a filter change into the URL and fetches the new results', async () => {
    const { calls } = schoolsServer();
    renderSchools('/schools');
    await screen.findByText('Showing 4 of 207 programs');
    await userEvent.selectOptions(screen.getByLabelText('Division'), 'Division I');
    expect(location()).toBe('/schools?division=I');
    await userEvent.selectOptions(screen.getByLabelText('Conference'), 'Pac-12 (until 2024)');
    expect(location()).toBe('/schools?division=I&conference=Pac-12+%28until+2024%29');
    expect(await screen.findByText('Showing 1 of 207 programs')).toBeInTheDocument();
    expect(searchCalls(calls).at(-1)?.params.get('conference')).toBe('Pac-12 (until 2024)');
    expect(screen.getByRole('link', { name: 'University of Washington' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Program Type'), "Women's Only");
    expect(location()).toBe('/schools?division=I&conference=Pac-12+%28until+2024%29&type=Women');
  });

  it('searches as the visitor types, once the typing pauses', async () => {
    const { calls } = schoolsServer();
    renderSchools('/schools');
    await screen.findByText('Showing 4 of 207 programs');
    const before = searchCalls(calls).length;
    await userEvent.type(screen.getByLabelText('Search by name or location'), 'seattle');
    // One request for the whole word, not one per letter.
    await waitFor(() => expect(location()).toBe('/schools?q=seattle'));
    expect(await screen.findByText('Showing 1 of 207 programs')).toBeInTheDocument();
    const typed = searchCalls(calls).slice(before);
    expect(typed.map((c) => c.params.get('q'))).toEqual(['seattle']);
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Best match');
  });

  it('keeps the previous results on screen while the next ones load', async () => {
    let hold = false;
    const { calls } = stubApi((call) => {
      if (call.path === '/api/schools/filters') return { body: filterChoices };
      if (call.path === '/api/schools') return hold ? 'never' : { body: searchAnswer([harvard, yale]) };
      return undefined;
    });
    renderSchools('/schools');
    await screen.findByText('Showing 2 of 207 programs');
    hold = true;
    await userEvent.selectOptions(screen.getByLabelText('Division'), 'Division II');
    await waitFor(() => expect(searchCalls(calls).at(-1)?.params.get('division')).toBe('II'));
    expect(screen.getByText('Showing 2 of 207 programs')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Harvard University' })).toBeInTheDocument();
    expect(screen.getByText('Updating…')).toBeInTheDocument();
  });

  it('says when nothing matches and clears the filters', async () => {
    schoolsServer();
    renderSchools('/schools?q=nowhere&division=III');
    expect(await screen.findByText('No schools match your search criteria.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 207 programs')).toBeInTheDocument();
    expect(screen.getByLabelText('Search by name or location')).toHaveValue('nowhere');
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await userEvent.click(present(clear.at(-1)));
    expect(location()).toBe('/schools');
    expect(await screen.findByText('Showing 4 of 207 programs')).toBeInTheDocument();
    expect(screen.getByLabelText('Search by name or location')).toHaveValue('');
    expect(screen.getByLabelText('Search by name or location')).toHaveFocus();
    expect(screen.getByLabelText('Division')).toHaveValue('');
  });

  it('pages through the results with Previous and Next', async () => {
    stubApi((call) => {
      if (call.path === '/api/schools/filters') return { body: filterChoices };
      if (call.path === '/api/schools') {
        const page = Number(call.params.get('page') ?? '1');
        return { body: searchAnswer([page === 1 ? harvard : yale], { matched: 50, page }) };
      }
      return undefined;
    });
    renderSchools('/schools?division=I');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(location()).toBe('/schools?division=I&page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Yale University' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/schools?division=I');
    // The reader is taken to the top of the new page.
    expect(screen.getByText(/^Showing 50 of 207 programs/)).toHaveFocus();

    // A filter change starts again at page 1 and leaves the focus on the filter.
    await userEvent.selectOptions(screen.getByLabelText('Program Type'), 'Both');
    expect(location()).toBe('/schools?division=I&type=Both');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Program Type')).toHaveFocus();
  });

  it('saves a school from its card and updates the bookmark', async () => {
    let saved = false;
    const { calls } = schoolsServer((call) => {
      if (call.method === 'PUT' && call.path === '/api/schools/harvard-university/saved') {
        saved = true;
        return { body: { ...harvard, saved: true, venue: null, sources: [], notes: null, savedAt: '2025-01-01T00:00:00Z' } };
      }
      if (call.method === 'GET' && call.path === '/api/schools') return { body: searchAnswer([{ ...harvard, saved }]) };
      return undefined;
    });
    renderSchools('/schools');
    const toggle = await screen.findByRole('button', { name: 'Save Harvard University' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ notes: null });
  });

  it('explains a failed search plainly', async () => {
    schoolsServer((call) =>
      call.path === '/api/schools'
        ? { status: 422, body: { error: { code: 'validation_failed', message: 'Unknown conference', fields: { conference: 'Unknown conference' } } } }
        : undefined,
    );
    renderSchools('/schools?conference=Atlantis');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown conference');
    expect(screen.getByRole('heading', { level: 1, name: 'Browse Rowing Programs' })).toBeInTheDocument();
  });
});
