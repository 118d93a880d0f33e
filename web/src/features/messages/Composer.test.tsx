import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { Composer } from './Composer';
import type { MessageKind } from './types';

const ALL_KINDS: MessageKind[] = ['message', 'questionnaire', 'camp_info'];

function renderComposer(props: { allowedKinds?: MessageKind[]; chooseKind?: boolean; onSend?: () => Promise<unknown> } = {}) {
  const onSend = vi.fn(props.onSend ?? (() => Promise.resolve()));
  render(
    <Composer
      label="Your message"
      allowedKinds={props.allowedKinds ?? ALL_KINDS}
      chooseKind={props.chooseKind ?? false}
      onSend={onSend}
    />,
  );
  return onSend;
}

describe('composer', () => {
  it('counts the characters as they are typed, after trimming, and refuses more than 5,000', async () => {
    const user = userEvent.setup();
    const onSend = renderComposer();
    const box = screen.getByRole('textbox', { name: 'Your message' });
    expect(box).toHaveAccessibleDescription('0 / 5,000 characters');
    await user.type(box, '  Hi coach 🚣 ');
    expect(screen.getByText('10 / 5,000 characters')).toBeInTheDocument();

    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(5001));
    expect(screen.getByText('5,001 / 5,000 characters')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Keep your message to 5,000 characters or fewer.')).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('asks for a message before sending an empty one', async () => {
    const user = userEvent.setup();
    const onSend = renderComposer();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a message first.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveFocus();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the trimmed text and empties the box; an athlete has no kind to choose', async () => {
    const user = userEvent.setup();
    const onSend = renderComposer();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), '  Hello Yale  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ body: 'Hello Yale' });
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  });

  it('lets a coach choose the kind among the allowed ones and sends it', async () => {
    const user = userEvent.setup();
    const onSend = renderComposer({ chooseKind: true, allowedKinds: ['questionnaire', 'camp_info'] });
    const kind = screen.getByRole('combobox', { name: 'Send as' });
    expect(within(kind).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Questionnaire',
      'Camp information',
    ]);
    expect(kind).toHaveValue('questionnaire');
    await user.selectOptions(kind, 'camp_info');
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Our summer camp');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ body: 'Our summer camp', kind: 'camp_info' });
  });

  it('shows the server’s refusal in the red box and on the field, and keeps the text', async () => {
    const user = userEvent.setup();
    const refusal = new ApiError(403, 'before_contact_date', 'You may message this athlete from June 15, 2026.');
    renderComposer({ chooseKind: true, onSend: () => Promise.reject(refusal) });
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await user.type(box, 'Are you coming to our camp?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message was not sent.');
    expect(alert).toHaveTextContent('You may message this athlete from June 15, 2026.');
    expect(alert).toHaveClass('form-message--error');
    expect(box).toHaveValue('Are you coming to our camp?');
  });

  it('puts a field error from the server on the text box', async () => {
    const user = userEvent.setup();
    const refusal = new ApiError(422, 'message_too_long', 'The message is too long.', {
      body: 'Keep it to 5,000 characters.',
    });
    renderComposer({ onSend: () => Promise.reject(refusal) });
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await user.type(box, 'A long story');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Keep it to 5,000 characters.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/Keep it to 5,000 characters\./);
    expect(screen.getByRole('alert')).toHaveTextContent('The message is too long.');
    expect(box).toHaveValue('A long story');
  });
});
