import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api';
import { InviteForm, useInviteForm } from './InviteForm';
import { NoticeMessage, RetryMessage, type Notice } from './Notice';
import { RevokeButton, useRevokeInvitation } from './RevokeInvitation';

const schema = z.object({ email: z.email('Enter an email address.') });

function Harness({ send, revoke }: { send: (values: { email: string }) => Promise<{ email: string }>; revoke: (id: string) => Promise<unknown> }) {
  const [notice, setNotice] = useState<Notice>(null);
  const { register, errors, shell } = useInviteForm({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
    serverFields: { email: 'email' },
    send,
    onSent: (sent) => setNotice({ tone: 'success', text: `Sent to ${sent.email}.` }),
    onStart: () => setNotice(null),
    errorText: () => 'Try later.',
  });
  const revoking = useRevokeInvitation({ revoke, refresh: () => Promise.resolve(), onNotice: setNotice, errorText: () => 'Try later.' });
  return (
    <>
      <h2 id="invite-title">Invite</h2>
      <NoticeMessage notice={notice} />
      <InviteForm
        {...shell}
        className="form"
        labelledBy="invite-title"
        emailLabel="Email address"
        emailError={errors.email?.message}
        email={register('email')}
        actionsClassName="actions"
        buttonClassName="button"
      >
        <p>Choices</p>
      </InviteForm>
      <RevokeButton email="old@example.com" disabled={revoking.isPending} onClick={() => revoking.mutate({ id: 'i-1', email: 'old@example.com' })} />
    </>
  );
}

function setup(send = vi.fn(), revoke = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <Harness send={send} revoke={revoke} />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

describe('InviteForm', () => {
  it('sends the address, clears the form and tells what was sent', async () => {
    const send = vi.fn((values: { email: string }) => Promise.resolve(values));
    const user = setup(send);
    expect(screen.getByRole('form', { name: 'Invite' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent to sam@example.com.');
    expect(send.mock.calls[0]?.[0]).toEqual({ email: 'sam@example.com' });
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('puts the server’s field error on the input and other failures under the form', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(422, 'invalid', 'Invalid', { email: 'Already on the roster.' }))
      .mockRejectedValueOnce(new Error('down'));
    const user = setup(send);
    const input = screen.getByLabelText('Email address');
    await user.type(input, 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Already on the roster.')).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try later.');
  });

  it('checks the address before sending', async () => {
    const send = vi.fn();
    const user = setup(send);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter an email address.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });
});

describe('RevokeButton and useRevokeInvitation', () => {
  it('names the invitation and tells whether it was revoked', async () => {
    const revoke = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('down'));
    const user = setup(vi.fn(), revoke);
    const button = screen.getByRole('button', { name: 'Revoke the invitation to old@example.com' });
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('The invitation to old@example.com was revoked.');
    expect(revoke).toHaveBeenCalledWith('i-1');
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('The invitation to old@example.com could not be revoked. Try later.');
  });
});

describe('RetryMessage', () => {
  it('loads again on Try again', async () => {
    const onRetry = vi.fn();
    render(<RetryMessage text="Your club could not be loaded." onRetry={onRetry} />);
    expect(screen.getByText(/Your club could not be loaded\./)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
