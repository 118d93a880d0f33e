import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuestionnaireForm } from './api';
import { detail, stubApi, renderSchools } from '@test/schools';

const PATH = '/api/schools/harvard-university/questionnaire';

function questionnaire(overrides: Partial<QuestionnaireForm> = {}): QuestionnaireForm {
  return {
    schoolId: 'harvard-university',
    schoolName: 'Harvard University',
    questions: [{ id: 'q-1', text: 'Which camps have you attended?' }],
    answers: {
      gradYear: new Date().getUTCFullYear() + 2,
      squad: 'womens',
      side: 'port',
      best2k: '7:05.2',
      best2kDate: '2026-10-01',
      best6k: null,
      best6kDate: null,
      heightFeet: 5,
      heightInches: 10,
      weight: 150,
      wingspanInches: null,
      gpa: 3.8,
      satScore: 1400,
      actScore: null,
      intendedMajor: 'Biology',
      highSchool: 'Lakeside High',
      clubTeam: 'Riverside Rowing',
      clubCoachName: 'Pat Coach',
      clubCoachContact: null,
      raceResults: '2026-10-19 Head of the Charles, Youth 8+: 3rd',
      whyThisProgram: null,
      custom: [],
    },
    submittedAt: null,
    refusal: null,
    ...overrides,
  };
}

async function openForm() {
  const section = await screen.findByRole('region', { name: 'Recruiting questionnaire' });
  await userEvent.click(await within(section).findByRole('button', { name: 'Fill in the questionnaire' }));
  return section;
}

describe('the program’s recruiting questionnaire', () => {
  it('is filled in from the profile and sends the answers, then says when it was sent', async () => {
    const sentAt = '2026-11-28T10:00:00Z';
    const { calls } = stubApi((call) => {
      if (call.path === '/api/schools/harvard-university') return { body: detail() };
      if (call.path === PATH && call.method === 'GET') return { body: questionnaire() };
      if (call.path === PATH && call.method === 'PUT') {
        return { body: questionnaire({ submittedAt: sentAt, answers: call.body as QuestionnaireForm['answers'] }) };
      }
      return undefined;
    });
    renderSchools('/schools/harvard-university');
    const section = await openForm();
    expect(within(section).getByText(/NCAA rules let coaches send questionnaires before their contact date/)).toBeInTheDocument();
    expect(within(section).getByLabelText('Best 2k')).toHaveValue('7:05.2');
    expect(within(section).getByLabelText('Date of the 2k')).toHaveValue('2026-10-01');
    expect(within(section).getByLabelText('Squad')).toHaveValue('womens');
    expect(within(section).getByLabelText('Intended major')).toHaveValue('Biology');
    expect(within(section).getByLabelText('Race results')).toHaveValue('2026-10-19 Head of the Charles, Youth 8+: 3rd');

    await userEvent.type(within(section).getByLabelText('Why Harvard University?'), 'The coaching.');
    await userEvent.type(within(section).getByLabelText('Which camps have you attended?'), 'Summer camp');
    await userEvent.type(within(section).getByLabelText("Club coach's email or phone"), 'pat@riverside.org');
    await userEvent.click(within(section).getByRole('button', { name: 'Send my questionnaire' }));

    expect(await within(section).findByText(/^Your questionnaire was sent on November 28, 2026\.$/)).toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent("Sent. Harvard University's coaches have your answers.");
    expect(within(section).getByRole('button', { name: 'Update my questionnaire' })).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'PUT' && c.path === PATH);
    expect(sent?.body).toMatchObject({
      gradYear: new Date().getUTCFullYear() + 2,
      squad: 'womens',
      best2k: '7:05.2',
      heightFeet: 5,
      gpa: 3.8,
      whyThisProgram: 'The coaching.',
      clubCoachContact: 'pat@riverside.org',
      wingspanInches: null,
      custom: [{ questionId: 'q-1', answer: 'Summer camp' }],
    });
  });

  it('shows the server’s refusal of a field beside it', async () => {
    stubApi((call) => {
      if (call.path === '/api/schools/harvard-university') return { body: detail() };
      if (call.path === PATH && call.method === 'GET') return { body: questionnaire() };
      if (call.path === PATH && call.method === 'PUT') {
        return {
          status: 422,
          body: {
            error: {
              code: 'validation_failed',
              message: 'Please correct the highlighted fields.',
              fields: { best2k: 'Use the format MM:SS.S, for example 6:45.3', 'custom.0': 'Each answer must be at most 2000 characters' },
            },
          },
        };
      }
      return undefined;
    });
    renderSchools('/schools/harvard-university');
    const section = await openForm();
    await userEvent.click(within(section).getByRole('button', { name: 'Send my questionnaire' }));
    const best2k = within(section).getByLabelText('Best 2k');
    await waitFor(() => expect(best2k).toHaveAttribute('aria-invalid', 'true'));
    expect(best2k).toHaveAccessibleDescription(/Use the format MM:SS.S/);
    expect(within(section).getByText('Each answer must be at most 2000 characters')).toBeInTheDocument();
    expect(within(section).getByRole('alert')).toHaveTextContent('Your questionnaire was not sent.Please correct the highlighted fields.');
    await waitFor(() => expect(best2k).toHaveFocus());
  });

  it('says why an athlete hidden from coaches cannot send it, and when an earlier one was sent', async () => {
    stubApi((call) => {
      if (call.path === '/api/schools/harvard-university') return { body: detail() };
      if (call.path === PATH) {
        return {
          body: questionnaire({
            submittedAt: '2026-11-01T12:00:00Z',
            refusal: {
              code: 'awaiting_parental_consent',
              message: 'Your parent or guardian has not approved your account yet. Coaches will see your questionnaire once they do.',
            },
          }),
        };
      }
      return undefined;
    });
    renderSchools('/schools/harvard-university');
    const section = await screen.findByRole('region', { name: 'Recruiting questionnaire' });
    expect(await within(section).findByText(/has not approved your account yet/)).toBeInTheDocument();
    expect(within(section).getByText('Your questionnaire was sent on November 1, 2026.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /questionnaire/ })).not.toBeInTheDocument();
  });
});
