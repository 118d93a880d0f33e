import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sentBodies } from '@test/messages';
import { mockApi } from '@test/test-utils';
import { createQueryClient } from '@/lib/queryClient';
import type { RecruitingOffer } from './api';
import AthleteOffers from './AthleteOffers';
import ChildOffers from './ChildOffers';
import ProgramOffers from './ProgramOffers';
import { todayUtc } from './rules';

configure({ asyncUtilTimeout: 5000 });

const SOURCE = 'NCAA Division I Council, October 2024';

/** A day `days` from today, as the server writes days. */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const offer = (overrides: Partial<RecruitingOffer> = {}): RecruitingOffer => ({
  id: 'o1',
  schoolId: 'stanford-university',
  programName: 'Stanford University',
  athleteId: 'a1',
  kind: 'roster_spot',
  kindLabel: 'Recruited roster spot',
  aidPercent: null,
  squad: 'womens',
  classOf: 2032,
  summary: "Recruited roster spot, women's squad, class of 2032",
  terms: 'A place in the varsity squad.',
  answerBy: dayFromToday(10),
  status: 'pending',
  statusLabel: 'Waiting for your answer',
  madeBy: 'Jordan Lee, Head Coach, Stanford University',
  madeAt: '2027-11-15T10:00:00.000Z',
  answeredAt: null,
  signedOn: null,
  withdrawnAt: null,
  signFrom: null,
  conversationId: 'c1',
  ...overrides,
});

function renderWith(element: React.ReactNode) {
  const queryClient = createQueryClient({ queries: { retryDelay: 0 } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('offers', { timeout: 20_000 }, () => {
  it('lets the athlete accept an offer after saying what accepting does', async () => {
    const user = userEvent.setup({ delay: null });
    let offers = [offer()];
    const fetchMock = mockApi({
      'GET /api/offers': () => ({ body: { offers, source: SOURCE } }),
      'POST /api/offers/o1/accept': () => {
        offers = [offer({ status: 'accepted', statusLabel: 'Accepted' })];
        return { body: { offers, source: SOURCE } };
      },
    });
    renderWith(<AthleteOffers />);
    const card = await screen.findByRole('article', { name: 'Stanford University' });
    expect(within(card).getByText('Waiting for your answer')).toBeInTheDocument();
    expect(within(card).getByText(/\(10 days left\)/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ask Stanford University a question' })).toHaveAttribute('href', '/messages/c1');

    await user.click(within(card).getByRole('button', { name: 'Accept offer from Stanford University' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the offer from Stanford University?' });
    expect(dialog).toHaveTextContent('class of 2032, will be confirmed by the program');
    await user.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    expect(await within(card).findByText('Accepted')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Accept offer/ })).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/offers/o1/accept')).toHaveLength(1);
  });

  it('offers the signing of accepted aid from its signing day, and says when before it', async () => {
    mockApi({
      'GET /api/offers': () => ({
        body: {
          offers: [
            offer({ id: 'o1', kind: 'athletics_aid', status: 'accepted', statusLabel: 'Accepted', signFrom: todayUtc() }),
            offer({
              id: 'o2',
              programName: 'Harvard University',
              kind: 'athletics_aid',
              status: 'accepted',
              statusLabel: 'Accepted',
              signFrom: '2099-11-11',
            }),
          ],
          source: SOURCE,
        },
      }),
    });
    renderWith(<AthleteOffers />);
    const stanford = await screen.findByRole('article', { name: 'Stanford University' });
    expect(within(stanford).getByRole('button', { name: 'Sign the written offer' })).toBeInTheDocument();
    const harvard = screen.getByRole('article', { name: 'Harvard University' });
    expect(within(harvard).getByText('You may sign this written offer of athletics aid from November 11, 2099.')).toBeInTheDocument();
  });

  it('shows nothing to an athlete without offers', async () => {
    const fetchMock = mockApi({ 'GET /api/offers': () => ({ body: { offers: [], source: SOURCE } }) });
    renderWith(<AthleteOffers />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/offers', expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Your offers' })).not.toBeInTheDocument();
  });

  it('shows a parent the offers with no way to answer them', () => {
    renderWith(<ChildOffers offers={[offer()]} name="Ava" />);
    expect(screen.getByText(/Only Ava answers an offer/)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Stanford University' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('checks a coach’s offer as the server does and shows the server’s refusal', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockApi({
      'GET /api/coach/offers/a1': () => ({ body: [] }),
      'POST /api/coach/offers/a1': () => ({
        status: 403,
        body: {
          error: {
            code: 'before_contact_date',
            message: 'NCAA rules do not allow you to message this athlete until June 15, 2028.',
          },
        },
      }),
    });
    renderWith(<ProgramOffers athleteId="a1" athleteName="Ava Stroke" gradYear={2028} />);
    await user.click(await screen.findByRole('button', { name: 'Make an offer' }));
    const form = screen.getByRole('form', { name: 'Offer to Ava Stroke' });
    expect(within(form).getByLabelText('College class of')).toHaveValue(2032);
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(await within(form).findByText('Choose what you offer.')).toBeInTheDocument();
    expect(within(form).getByText('Write the terms of the offer.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/coach/offers/a1')).toHaveLength(0);

    await user.selectOptions(within(form).getByLabelText(/What you offer/), 'athletics_aid');
    await user.selectOptions(within(form).getByLabelText('Squad'), 'womens');
    await user.type(within(form).getByLabelText('Share of the cost of attendance (%)'), '50');
    await user.type(within(form).getByLabelText(/Terms/), 'Half of the cost of attendance.');
    await user.type(within(form).getByLabelText(/Answer by/), dayFromToday(14));
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(await within(form).findByText('NCAA rules do not allow you to message this athlete until June 15, 2028.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/coach/offers/a1')).toEqual([
      {
        kind: 'athletics_aid',
        aidPercent: 50,
        squad: 'womens',
        classOf: 2032,
        terms: 'Half of the cost of attendance.',
        answerBy: dayFromToday(14),
      },
    ]);
  });
});
