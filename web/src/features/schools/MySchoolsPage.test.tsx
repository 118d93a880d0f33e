import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SavedSchool } from './api';
import { present, renderSchools, school, stubApi } from '@test/schools';

const savedHarvard: SavedSchool = { ...school({ saved: true }), notes: 'Ask about the\nlightweight squad', savedAt: '2025-02-03T10:00:00Z' };
const savedYale: SavedSchool = {
  ...school({ id: 'yale-university', name: 'Yale University', city: 'New Haven', state: 'CT', saved: true }),
  notes: null,
  savedAt: '2025-02-01T10:00:00Z',
};

describe('my schools', () => {
  it('lists the saved schools with their notes, and removes one', async () => {
    let saved = [savedHarvard, savedYale];
    const { calls } = stubApi((call) => {
      if (call.method === 'GET' && call.path === '/api/me/schools') return { body: saved };
      if (call.method === 'DELETE' && call.path === '/api/schools/harvard-university/saved') {
        saved = saved.filter((s) => s.id !== 'harvard-university');
        return { status: 204 };
      }
      return undefined;
    });
    renderSchools('/my-schools');
    expect(screen.getByRole('heading', { level: 1, name: 'My schools' })).toBeInTheDocument();
    const items = within(await screen.findByRole('list', { name: 'Saved schools' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(screen.getByText('2 schools saved')).toBeInTheDocument();
    const harvard = present(items[0]);
    expect(within(harvard).getByRole('link', { name: 'Harvard University' })).toHaveAttribute('href', '/schools/harvard-university');
    expect(within(harvard).getByText(/Ask about the\s+lightweight squad/)).toBeInTheDocument();
    expect(within(harvard).getByText('Cambridge, MA · Division I · Ivy League')).toBeInTheDocument();
    expect(within(harvard).getByRole('link', { name: 'Edit notes for Harvard University' })).toBeInTheDocument();
    expect(within(present(items[1])).getByText('No notes yet.')).toBeInTheDocument();
    expect(within(present(items[1])).getByRole('link', { name: 'Add notes for Yale University' })).toBeInTheDocument();

    await userEvent.click(within(harvard).getByRole('button', { name: 'Remove Harvard University from my list' }));
    expect(await screen.findByText('1 school saved')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Harvard University' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'My schools' })).toHaveFocus();
  });

  it('points to the school browser when nothing is saved', async () => {
    stubApi((call) => (call.path === '/api/me/schools' ? { body: [] } : undefined));
    renderSchools('/my-schools');
    expect(await screen.findByText('You have not saved any schools yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse schools' })).toHaveAttribute('href', '/schools');
  });

  it('says plainly when the list cannot be loaded', async () => {
    stubApi(() => ({ status: 500, body: { error: { code: 'internal', message: 'Something went wrong on our side.' } } }));
    renderSchools('/my-schools');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
