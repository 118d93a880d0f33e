import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SavedNotice, SetPlanCell, TrialBadge } from './planUi';

describe('planUi', () => {
  it('shows a running trial with its last day, and an ended one', () => {
    const { rerender } = render(<TrialBadge name="Free trial" endsAt="2026-12-09T12:00:00.000Z" ended={false} />);
    expect(screen.getByText('Free trial')).toBeInTheDocument();
    expect(screen.getByText(/^until /)).toBeInTheDocument();
    rerender(<TrialBadge name="Free trial" endsAt="2026-12-09T12:00:00.000Z" ended />);
    expect(screen.getByText('Trial ended')).toBeInTheDocument();
    expect(screen.queryByText('Free trial')).not.toBeInTheDocument();
  });

  it('focuses the saved notice', () => {
    const { rerender } = render(<SavedNotice notice={null} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<SavedNotice notice="Rowing Club is now on Club Pro." />);
    expect(screen.getByRole('status')).toHaveTextContent('Rowing Club is now on Club Pro.');
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('names the row in the Set plan button', async () => {
    const onClick = vi.fn();
    render(
      <table>
        <tbody>
          <tr>
            <SetPlanCell name="Rowing Club" onClick={onClick} />
          </tr>
        </tbody>
      </table>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Set the plan of Rowing Club' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
