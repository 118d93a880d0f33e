import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { SearchTable } from './SearchTable';

interface Row {
  id: string;
  email: string;
}

function query(data: Row[] | undefined, overrides: Partial<{ isPending: boolean; error: unknown }> = {}) {
  return { data, isPending: false, isFetching: false, error: null, refetch: vi.fn(() => Promise.resolve()), ...overrides };
}

function renderTable(q: ReturnType<typeof query>) {
  return render(
    <SearchTable
      what="users"
      query={q}
      label="Users"
      columns={['Email']}
      actions
      empty="No accounts yet."
      limit={2}
      limitNote="Showing the newest 2."
    >
      {(row) => (
        <tr key={row.id}>
          <td>{row.email}</td>
          <td />
        </tr>
      )}
    </SearchTable>,
  );
}

describe('SearchTable', () => {
  it('shows a spinner while loading, then an error with Try again', async () => {
    const { rerender } = renderTable(query(undefined, { isPending: true }));
    expect(screen.getByRole('status', { name: 'Loading users' })).toBeInTheDocument();

    const failed = query(undefined, { error: new ApiError(403, 'forbidden', 'No') });
    rerender(
      <SearchTable what="users" query={failed} label="Users" columns={['Email']} empty="No accounts yet.">
        {(row: Row) => <tr key={row.id} />}
      </SearchTable>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The users could not be loaded.');
    expect(screen.getByRole('alert')).toHaveTextContent('Only administrators can see this.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('says so when there are no rows', () => {
    renderTable(query([]));
    expect(screen.getByText('No accounts yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists the rows under the headings, with a note once the limit is reached', () => {
    renderTable(
      query([
        { id: '1', email: 'a@example.com' },
        { id: '2', email: 'b@example.com' },
      ]),
    );
    const region = screen.getByRole('region', { name: 'Users' });
    expect(within(region).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Email', 'Actions']);
    expect(within(region).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Showing the newest 2.')).toBeInTheDocument();
  });
});
