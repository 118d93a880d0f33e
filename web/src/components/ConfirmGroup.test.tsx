import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmGroup } from './ConfirmGroup';

function renderGroup(pending: boolean) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmGroup
      className="confirm"
      label="Leave Rowing Club?"
      text="Leave Rowing Club? Your coach can no longer verify your results."
      actionsClassName="actions"
      action="Leave"
      busyAction="Leaving…"
      pending={pending}
      onConfirm={onConfirm}
      cancel="Stay"
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmGroup', () => {
  it('asks the question and answers either way', async () => {
    const { onConfirm, onCancel } = renderGroup(false);
    const group = screen.getByRole('group', { name: 'Leave Rowing Club?' });
    expect(group).toHaveTextContent('Your coach can no longer verify your results.');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('shows progress while the action runs', () => {
    renderGroup(true);
    expect(screen.getByRole('button', { name: 'Leaving…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Stay' })).toBeEnabled();
  });
});
