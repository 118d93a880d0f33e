import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { renderInRouter } from '@test/test-utils';
import { SchoolCard } from './SchoolCard';
import { school, sparseSchool } from '@test/schools';

function facts() {
  const list = screen.queryAllByRole('definition')[0]?.closest('dl');
  if (!list) return {};
  return Object.fromEntries(
    within(list)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('SchoolCard', () => {
  it('shows the name as a link to the school, the type badge, location, division, conference, size and founded year', () => {
    renderInRouter(<SchoolCard school={school()} onToggleSave={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Harvard University' })).toHaveAttribute('href', '/schools/harvard-university');
    expect(screen.getByRole('heading', { level: 2, name: 'Harvard University' })).toBeInTheDocument();
    expect(screen.getByText("Men's & Women's")).toBeInTheDocument();
    expect(screen.getByText('Cambridge, MA')).toBeInTheDocument();
    expect(facts()).toEqual({
      Division: 'Division I',
      Conference: 'Ivy League',
      Size: 'Large · 31,120 students',
      Founded: '1636',
    });
  });

  it('leaves out every field the data set has no value for', () => {
    renderInRouter(<SchoolCard school={sparseSchool()} onToggleSave={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Claremont Colleges' })).toBeInTheDocument();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
    expect(screen.queryByText(/Men's|Women's/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Division|Conference|Founded|Size|students|null|undefined/)).not.toBeInTheDocument();
  });

  it('shows only the facts that are known', () => {
    renderInRouter(
      <SchoolCard
        school={school({ founded: null, conference: null, division: 'IRA', type: 'Men', city: 'Annapolis', state: null })}
        onToggleSave={vi.fn()}
      />,
    );
    expect(facts()).toEqual({ Division: "IRA (men's varsity)", Size: 'Large · 31,120 students' });
    expect(screen.getByText('Annapolis')).toBeInTheDocument();
    expect(screen.getByText("Men's")).toBeInTheDocument();
  });

  it('has a bookmark toggle that says whether the school is saved', async () => {
    const onToggleSave = vi.fn();
    const { rerender } = renderInRouter(<SchoolCard school={school()} onToggleSave={onToggleSave} />);
    const toggle = screen.getByRole('button', { name: 'Save Harvard University' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(onToggleSave).toHaveBeenCalledWith(expect.objectContaining({ id: 'harvard-university' }));

    rerender(
      <MemoryRouter>
        <SchoolCard school={school({ saved: true })} onToggleSave={onToggleSave} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Save Harvard University' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('ignores clicks while a change is under way and shows why a change failed', async () => {
    const onToggleSave = vi.fn();
    renderInRouter(<SchoolCard school={school()} onToggleSave={onToggleSave} saving saveError="Could not save Harvard University: offline" />);
    await userEvent.click(screen.getByRole('button', { name: 'Save Harvard University' }));
    expect(onToggleSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save Harvard University: offline');
  });

  it('points to the plans when the plan’s limit refused the save', () => {
    renderInRouter(
      <SchoolCard school={school()} onToggleSave={vi.fn()} saveError="Could not save Harvard University: You can save 5 schools without a plan." saveErrorUpgrade />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('You can save 5 schools without a plan.');
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing?audience=rower');
  });
});
