import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InlineForm } from './InlineForm';

function renderForm(props: { error?: string; busy?: boolean; onSubmit?: () => void } = {}) {
  render(
    <InlineForm
      name="Join the waitlist"
      className="inline-form"
      label="Email address"
      input={{ type: 'email', name: 'email' }}
      error={props.error}
      busy={props.busy ?? false}
      buttonClassName="button"
      action="Join Waitlist"
      busyAction="Joining..."
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit?.();
      }}
    />,
  );
}

describe('InlineForm', () => {
  it('labels the input and sends the form', async () => {
    const onSubmit = vi.fn();
    renderForm({ onSubmit });
    expect(screen.getByRole('form', { name: 'Join the waitlist' })).toBeInTheDocument();
    const input = screen.getByLabelText('Email address');
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.setup().type(input, 'sam@example.com{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('ties the error to the input', () => {
    renderForm({ error: 'That address looks wrong.' });
    const input = screen.getByLabelText('Email address');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('That address looks wrong.');
    expect(screen.getByRole('alert')).toHaveTextContent('That address looks wrong.');
  });

  it('shows progress while busy', () => {
    renderForm({ busy: true });
    const button = screen.getByRole('button', { name: 'Joining...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
