import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { athleteProfile, openWorkspaceOverview } from '@test/board';
import { ancestor, beforeContactDate, contactAnswer, detail as conversation, sentBodies, threadMessage } from '@test/messages';
import { detail as schoolDetail } from '@test/schools';
import { mockApi, renderApp, signedIn, type MockRoutes } from '@test/test-utils';
import { NO_VERIFIED_COACH } from './ProgramContact';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await Promise.all([import('./ContactSection'), import('@/features/schools/SchoolDetailPage')]);
}, 30_000);

const HARVARD = '/api/messages/contact?schoolId=harvard-university';

function renderSchool(routes: MockRoutes, role: 'student' | 'coach' = 'student') {
  document.cookie = 'rr_csrf=csrf-token';
  const fetchMock = mockApi({
    'GET /api/auth/session': { body: signedIn(role) },
    'GET /api/messages/unread': { body: { unread: 0 } },
    'GET /api/schools/harvard-university': { body: schoolDetail() },
    ...routes,
  });
  renderApp('/schools/harvard-university');
  return fetchMock;
}

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('writing to a program from its page', () => {
  it('warns that the message will wait when no coach is verified, sends it and opens the conversation', async () => {
    const user = userEvent.setup();
    const fetchMock = renderSchool({
      [`GET ${HARVARD}`]: { body: contactAnswer({ verifiedCoaches: 0 }) },
      'POST /api/messages': {
        status: 201,
        body: { conversationId: 'c7', message: threadMessage({ id: 'm1', mine: true }), waitingForCoach: true },
      },
      'GET /api/messages/c7': { body: conversation({ id: 'c7', waitingForCoach: true }) },
    });
    await screen.findByRole('heading', { level: 2, name: 'Write to this program' });
    const write = section('Write to this program');
    const box = await write.findByRole('textbox', { name: 'Your message' });
    expect(write.getByText(NO_VERIFIED_COACH)).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription(expect.stringContaining(NO_VERIFIED_COACH) as string);
    await user.type(box, 'Hello Harvard, I am a junior at Lakeside.');
    await user.click(write.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/messages/c7'));
    expect(sentBodies(fetchMock, 'POST', '/api/messages')).toEqual([
      { schoolId: 'harvard-university', body: 'Hello Harvard, I am a junior at Lakeside.' },
    ]);
    expect(await screen.findByText(/Your message is waiting/)).toBeInTheDocument();
  });

  it('says nothing about waiting when the program has a verified coach', async () => {
    renderSchool({ [`GET ${HARVARD}`]: { body: contactAnswer({ verifiedCoaches: 2 }) } });
    await screen.findByRole('heading', { level: 2, name: 'Write to this program' });
    expect(await section('Write to this program').findByRole('textbox', { name: 'Your message' })).toBeInTheDocument();
    expect(screen.queryByText(NO_VERIFIED_COACH)).not.toBeInTheDocument();
  });

  it('links to the conversation once there is one', async () => {
    renderSchool({ [`GET ${HARVARD}`]: { body: contactAnswer({ conversationId: 'c1' }) } });
    expect(await screen.findByRole('link', { name: 'Open your conversation' })).toHaveAttribute('href', '/messages/c1');
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
  });

  it('is not offered to coaches', async () => {
    renderSchool({}, 'coach');
    expect(await screen.findByRole('heading', { level: 1, name: 'Harvard University' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Write to this program' })).not.toBeInTheDocument();
  });
});

describe('messaging an athlete from their profile', () => {
  function renderAthlete(routes: MockRoutes) {
    document.cookie = 'rr_csrf=csrf-token';
    const fetchMock = mockApi({
      'GET /api/auth/session': { body: signedIn('coach', 'pat.coach@yale.edu') },
      'GET /api/messages/unread': { body: { unread: 0 } },
      'GET /api/athletes/user-1': { body: athleteProfile },
      'GET /api/coach/overview': { body: openWorkspaceOverview() },
      ...routes,
    });
    renderApp('/athletes/user-1');
    return fetchMock;
  }

  it('shows the opening date before the contact date and sends only questionnaires or camp information', async () => {
    const user = userEvent.setup();
    const fetchMock = renderAthlete({
      'GET /api/messages/contact?athleteId=user-1': { body: contactAnswer({ contact: beforeContactDate() }) },
      'POST /api/messages': {
        status: 201,
        body: { conversationId: 'c9', message: threadMessage({ id: 'm1', mine: true }), waitingForCoach: false },
      },
    });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Message' });
    const message = within(ancestor(heading, 'section'));
    expect(await message.findByText('June 15, 2026')).toHaveClass('contact-notice__date');
    expect(message.getByText(/You may message this athlete from June 15, 2026\./)).toBeInTheDocument();
    const kind = message.getByRole('combobox', { name: 'Send as' });
    expect(within(kind).getAllByRole('option').map((option) => option.textContent)).toEqual(['Questionnaire', 'Camp information']);
    await user.type(message.getByRole('textbox', { name: 'Your message' }), 'Please fill in our questionnaire.');
    await user.click(message.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/messages/c9'));
    expect(sentBodies(fetchMock, 'POST', '/api/messages')).toEqual([
      { athleteId: 'user-1', body: 'Please fill in our questionnaire.', kind: 'questionnaire' },
    ]);
  });

  it('shows the server’s sentence and no composer when the coach may not write', async () => {
    renderAthlete({
      'GET /api/messages/contact?athleteId=user-1': {
        body: contactAnswer({
          contact: {
            mayWrite: false,
            allowedKinds: [],
            opensOn: null,
            rule: null,
            reason: 'parent_paused_coach_contact',
            message: 'This athlete’s parent has paused messages from coaches.',
          },
        }),
      },
    });
    expect(await screen.findByText('This athlete’s parent has paused messages from coaches.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
  });
});
