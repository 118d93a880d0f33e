import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { mockApi, renderApp, signedOut, type MockAnswer, type MockRoutes } from '@test/test-utils';
import { registrationApi, type AgeVerdict, type SignUpRequest } from './api';
import { CALIFORNIA_RULES, RULES, validationError, verdict } from '@test/registration';

// Each screen is a lazily loaded chunk; under a full parallel run the first render can take a while.
const WAIT = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

const CHECK_EMAIL = { body: { message: 'Check your email for a confirmation link.' } };

function heading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name }, WAIT);
}

/** The API with the rules, a fixed verdict and a successful sign-up, plus any overrides. */
function mockRegistration(answer: AgeVerdict | MockAnswer, overrides: MockRoutes = {}): Mock<typeof fetch> {
  return mockApi({
    'GET /api/auth/session': { body: signedOut },
    'GET /api/compliance/rules': { body: RULES },
    'POST /api/compliance/age-check': typeof answer === 'object' && 'age' in answer ? { body: answer } : answer,
    'POST /api/auth/signup': CHECK_EMAIL,
    ...overrides,
  });
}

function bodiesOf(fetchMock: Mock<typeof fetch>, url: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => input === url)
    .map(([, init]) => JSON.parse(init?.body as string) as unknown);
}

function signUpBody(fetchMock: Mock<typeof fetch>): SignUpRequest {
  const bodies = bodiesOf(fetchMock, '/api/auth/signup');
  expect(bodies).toHaveLength(1);
  return bodies[0] as SignUpRequest;
}

async function fillRegister(user: UserEvent, email = 'rower@example.com', password = 'long-enough-1', confirm = password) {
  await heading('Create your account');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

async function fillAge(user: UserEvent, birthDate: string, state: string) {
  await heading('Verify your age');
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: birthDate } });
  await screen.findByRole('option', { name: 'New York' }, WAIT);
  await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), state);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function fillParent(user: UserEvent, email = 'parent@example.com', confirm = email) {
  await heading('Parent or guardian consent');
  if (email) await user.type(screen.getByLabelText('Parent or guardian email'), email);
  if (confirm) await user.type(screen.getByLabelText('Confirm parent or guardian email'), confirm);
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Send request and create account' }));
}

function allowAnalytics() {
  localStorage.setItem('cookieConsent', 'true');
  localStorage.setItem('cookiePreferences', JSON.stringify({ essential: true, analytics: true, marketing: false, thirdParty: false }));
}

describe('register form', () => {
  beforeEach(() => localStorage.setItem('userLocation', 'US'));

  it('offers the three roles, student first and chosen, and the links', async () => {
    mockRegistration(verdict());
    renderApp('/register');
    await heading('Create your account');
    const roles = within(screen.getByRole('group', { name: 'I am a' })).getAllByRole('radio');
    expect(roles.map((radio) => radio.getAttribute('value'))).toEqual(['student', 'parent', 'coach']);
    expect(screen.getByRole('radio', { name: /Student athlete/ })).toBeChecked();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByText('Must be at least 8 characters')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(main).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('refuses passwords that do not match', async () => {
    const fetchMock = mockRegistration(verdict());
    const user = userEvent.setup();
    renderApp('/register');
    await fillRegister(user, 'rower@example.com', 'long-enough-1', 'long-enough-2');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/compliance/age-check')).toHaveLength(0);
  });

  it('refuses a password shorter than 8 characters', async () => {
    mockRegistration(verdict());
    const user = userEvent.setup();
    renderApp('/register');
    await fillRegister(user, 'rower@example.com', 'short7!');
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Verify your age' })).not.toBeInTheDocument();
  });
});

describe('age verification', () => {
  beforeEach(() => localStorage.setItem('userLocation', 'US'));

  it('lists every state from the rules and the outside-the-US choice, with nothing chosen in the US', async () => {
    mockRegistration(verdict());
    const user = userEvent.setup();
    renderApp('/register');
    await fillRegister(user);
    await heading('Verify your age');
    await screen.findByRole('option', { name: 'New York' }, WAIT);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(within(select).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      '',
      'CA',
      'NY',
      'UT',
      'OTHER',
    ]);
    expect(screen.getByRole('option', { name: 'Outside the United States' })).toHaveValue('OTHER');
    expect(select).toHaveValue('');
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('type', 'date');
  });

  it('asks for the date of birth before asking the server', async () => {
    const fetchMock = mockRegistration(verdict());
    const user = userEvent.setup();
    renderApp('/register');
    await fillRegister(user);
    await heading('Verify your age');
    await screen.findByRole('option', { name: 'New York' }, WAIT);
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'NY');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your date of birth')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/compliance/age-check')).toHaveLength(0);
  });

  it.each([
    'You must be at least 14 years old to create an account',
    'Date of birth cannot be in the future',
    'Please enter your date of birth',
  ])('shows the server refusal "%s" under the date of birth', async (message) => {
    mockRegistration(validationError('birthDate', message));
    const user = userEvent.setup();
    renderApp('/register');
    await fillRegister(user);
    await fillAge(user, '2013-01-01', 'NY');
    const field = screen.getByLabelText('Date of birth');
    await waitFor(() => expect(field).toHaveAccessibleDescription(message), WAIT);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your age' })).toBeInTheDocument();
  });

  it('shows the server’s parental consent flag read-only', async () => {
    mockRegistration(verdict({ age: 16, needsParentalConsent: true, ageGroup: '14-17' }));
    const user = userEvent.setup();
    renderApp('/register');
    await fillRegister(user);
    await heading('Verify your age');
    expect(screen.getByTestId('parental-consent-flag')).toHaveTextContent('—');
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '2010-05-05' } });
    await screen.findByRole('option', { name: 'Utah' }, WAIT);
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'UT');
    await waitFor(() => expect(screen.getByTestId('parental-consent-flag')).toHaveTextContent('Yes'), WAIT);
  });

  it('preselects "Outside the United States" when the stored location is not the US', async () => {
    localStorage.setItem('userLocation', 'GB');
    mockRegistration(verdict());
    const user = userEvent.setup();
    renderApp('/register');
    await fillRegister(user);
    await screen.findByRole('option', { name: 'New York' }, WAIT);
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('OTHER');
  });

  it('falls back to the US, with a warning, when the location cannot be detected', async () => {
    localStorage.removeItem('userLocation');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new Error('no Intl');
    });
    mockRegistration(verdict());
    renderApp('/register');
    await heading('Create your account');
    vi.mocked(Intl.DateTimeFormat).mockRestore();
    expect(warn).toHaveBeenCalled();
    expect(localStorage.getItem('userLocation')).toBe('US');
  });
});

describe('steps after the age check', () => {
  beforeEach(() => {
    localStorage.setItem('userLocation', 'US');
    allowAnalytics();
    window.gtag = vi.fn();
  });

  it('creates an adult’s account at once and shows the check-email screen', async () => {
    const fetchMock = mockRegistration(verdict());
    const user = userEvent.setup();
    renderApp('/register');
    await heading('Create your account');
    await user.click(screen.getByRole('radio', { name: /Coach/ }));
    await fillRegister(user, 'Coach.Kim@example.com');
    await fillAge(user, '1990-04-02', 'NY');

    await heading('Check your email!');
    expect(screen.getByText(/We sent a confirmation link to/)).toHaveTextContent(
      'We sent a confirmation link to Coach.Kim@example.com',
    );
    expect(screen.queryByText(/parent or guardian/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');

    // Continue submits the check, so a refusal would stick in this browser.
    expect(bodiesOf(fetchMock, '/api/compliance/age-check').at(-1)).toEqual({ birthDate: '1990-04-02', userState: 'NY', submitted: true });
    const request = signUpBody(fetchMock);
    expect(request.email).toBe('Coach.Kim@example.com');
    expect(request.password).toBe('long-enough-1');
    expect(request.data).toMatchObject({
      role: 'coach',
      birthDate: '1990-04-02',
      needsParentalConsent: false,
      parentEmail: null,
      userState: 'NY',
      optOutSale: false,
      privacyNoticeAcceptedAt: null,
      consentAcknowledged: false,
    });
    expect(Number.isNaN(Date.parse(request.data.ageVerifiedAt))).toBe(false);
    expect(window.gtag).toHaveBeenCalledWith('event', 'sign_up', { method: 'email', age_group: '18+' });
    expect(window.gtag).not.toHaveBeenCalledWith('event', 'parental_consent_required', expect.anything());
  });

  it('sends the outside-the-US value for someone abroad', async () => {
    const fetchMock = mockRegistration(verdict());
    const user = userEvent.setup();
    renderApp('/register');
    await fillRegister(user);
    await fillAge(user, '1990-04-02', 'OTHER');
    await heading('Check your email!');
    expect(signUpBody(fetchMock).data.userState).toBe('OTHER');
  });

  it('shows the state notice, then parental consent, for a minor who needs both', async () => {
    const fetchMock = mockRegistration(
      verdict({ age: 16, needsParentalConsent: true, statePrivacyRequired: true, ageGroup: '14-17', stateRules: CALIFORNIA_RULES }),
    );
    const user = userEvent.setup();
    renderApp('/register');
    await fillRegister(user, 'casey@example.com');
    await fillAge(user, '2010-03-14', 'CA');

    await heading('Privacy notice for California residents');
    expect(screen.getByText(/You told us you live in California and are 16/)).toBeInTheDocument();
    expect(screen.getByText(CALIFORNIA_RULES.additionalNotices[0] ?? '')).toBeInTheDocument();
    expect(screen.getByText('Opt-in consent to sell or share data of users under 16')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What RowRecruit collects' })).toBeInTheDocument();
    for (const right of ['Know and access', 'Delete', 'Take your data with you', 'Opt out of sale and sharing']) {
      expect(screen.getByText(right)).toBeInTheDocument();
    }
    expect(window.gtag).not.toHaveBeenCalledWith('event', 'parental_consent_required', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));

    await heading('Parent or guardian consent');
    expect(window.gtag).toHaveBeenCalledWith('event', 'parental_consent_required', expect.objectContaining({ age_group: '14-17' }));
    await user.click(screen.getByRole('radio', { name: 'My legal guardian' }));
    await fillParent(user, 'Pat.Guardian@example.com');

    await heading('Check your email!');
    expect(screen.getByText(/We also emailed your parent or guardian/)).toHaveTextContent('Pat.Guardian@example.com');
    const { data } = signUpBody(fetchMock);
    expect(data).toMatchObject({
      needsParentalConsent: true,
      parentEmail: 'Pat.Guardian@example.com',
      parentRelation: 'guardian',
      consentAcknowledged: true,
      userState: 'CA',
      optOutSale: false,
    });
    expect(Number.isNaN(Date.parse(data.privacyNoticeAcceptedAt ?? ''))).toBe(false);
    expect(window.gtag).toHaveBeenCalledWith('event', 'sign_up', { method: 'email', age_group: '14-17' });
  });

  it('goes straight to parental consent when no notice is required', async () => {
    const fetchMock = mockRegistration(verdict({ age: 15, needsParentalConsent: true, ageGroup: '14-17' }));
    const user = userEvent.setup();
    renderApp('/register');
    await fillRegister(user);
    await fillAge(user, '2011-02-02', 'UT');
    await heading('Parent or guardian consent');
    expect(screen.queryByText(/Privacy notice/)).not.toBeInTheDocument();
    await fillParent(user);
    await heading('Check your email!');
    expect(signUpBody(fetchMock).data).toMatchObject({ privacyNoticeAcceptedAt: null, parentRelation: 'parent' });
  });

  it('opting out of sale stores dataOptOut and continues to sign-up when no consent is needed', async () => {
    const fetchMock = mockRegistration(verdict({ statePrivacyRequired: true, stateRules: CALIFORNIA_RULES }));
    const user = userEvent.setup();
    renderApp('/register');
    await fillRegister(user);
    await fillAge(user, '1999-09-09', 'CA');
    await heading('Privacy notice for California residents');
    await user.click(screen.getByRole('button', { name: 'Opt out of sale and continue' }));
    await heading('Check your email!');
    expect(localStorage.getItem('dataOptOut')).toBe('true');
    const { data } = signUpBody(fetchMock);
    expect(data.optOutSale).toBe(true);
    expect(data.privacyNoticeAcceptedAt).not.toBeNull();
  });

  it('opting out of sale continues to parental consent for a minor', async () => {
    mockRegistration(verdict({ age: 15, needsParentalConsent: true, statePrivacyRequired: true, ageGroup: '14-17', stateRules: CALIFORNIA_RULES }));
    const user = userEvent.setup();
    renderApp('/register');
    await fillRegister(user);
    await fillAge(user, '2011-01-01', 'CA');
    await heading('Privacy notice for California residents');
    await user.click(screen.getByRole('button', { name: 'Opt out of sale and continue' }));
    await heading('Parent or guardian consent');
    expect(localStorage.getItem('dataOptOut')).toBe('true');
  });

  it('sends optOutSale when dataOptOut was stored before', async () => {
    localStorage.setItem('dataOptOut', 'true');
    const fetchMock = mockRegistration(verdict());
    const user = userEvent.setup();
    renderApp('/register');
    await fillRegister(user);
    await fillAge(user, '1990-04-02', 'NY');
    await heading('Check your email!');
    expect(signUpBody(fetchMock).data.optOutSale).toBe(true);
  });
});

describe('parental consent form', () => {
  beforeEach(() => localStorage.setItem('userLocation', 'US'));

  async function openConsentStep(user: UserEvent) {
    mockRegistration(verdict({ age: 15, needsParentalConsent: true, ageGroup: '14-17' }));
    renderApp('/register');
    await fillRegister(user, 'Casey@Example.com');
    await fillAge(user, '2011-02-02', 'UT');
    await heading('Parent or guardian consent');
  }

  it('asks for both emails and the acknowledgement', async () => {
    const user = userEvent.setup();
    await openConsentStep(user);
    await user.click(screen.getByRole('button', { name: 'Send request and create account' }));
    expect(screen.getAllByText('Please enter parent/guardian email')).toHaveLength(2);
    expect(screen.getByText('Please acknowledge the consent requirements')).toBeInTheDocument();
  });

  it('refuses emails that do not match', async () => {
    const user = userEvent.setup();
    await openConsentStep(user);
    await fillParent(user, 'parent@example.com', 'parent2@example.com');
    expect(screen.getByText('Email addresses do not match')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Parent or guardian consent' })).toBeInTheDocument();
  });

  it('refuses the user’s own email, whatever its case', async () => {
    const user = userEvent.setup();
    await openConsentStep(user);
    await fillParent(user, 'casey@example.COM');
    expect(screen.getByText('Parent/guardian email must be different from your email')).toBeInTheDocument();
  });

  it('refuses without the acknowledgement', async () => {
    const user = userEvent.setup();
    await openConsentStep(user);
    await user.type(screen.getByLabelText('Parent or guardian email'), 'parent@example.com');
    await user.type(screen.getByLabelText('Confirm parent or guardian email'), 'parent@example.com');
    await user.click(screen.getByRole('button', { name: 'Send request and create account' }));
    expect(await screen.findByText('Please acknowledge the consent requirements')).toBeInTheDocument();
    expect(screen.queryByText('Please enter parent/guardian email')).not.toBeInTheDocument();
  });
});

describe('cancel and errors', () => {
  beforeEach(() => localStorage.setItem('userLocation', 'US'));

  async function expectBackOnRegister(email: string, role: RegExp) {
    await heading('Create your account');
    expect(screen.getByLabelText('Email')).toHaveValue(email);
    expect(screen.getByRole('radio', { name: role })).toBeChecked();
  }

  it('Cancel on the age step returns to the register form with the email and role', async () => {
    mockRegistration(verdict());
    const user = userEvent.setup();
    renderApp('/register');
    await heading('Create your account');
    await user.click(screen.getByRole('radio', { name: /Parent or guardian/ }));
    await fillRegister(user, 'kept@example.com');
    await heading('Verify your age');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expectBackOnRegister('kept@example.com', /Parent or guardian/);
  });

  it('Cancel on the state notice returns to the register form', async () => {
    mockRegistration(verdict({ statePrivacyRequired: true, stateRules: CALIFORNIA_RULES }));
    const user = userEvent.setup();
    renderApp('/register');
    await fillRegister(user, 'kept@example.com');
    await fillAge(user, '1999-09-09', 'CA');
    await heading('Privacy notice for California residents');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expectBackOnRegister('kept@example.com', /Student athlete/);
  });

  it('Cancel on the consent step returns to the register form', async () => {
    mockRegistration(verdict({ age: 15, needsParentalConsent: true, ageGroup: '14-17' }));
    const user = userEvent.setup();
    renderApp('/register');
    await fillRegister(user, 'kept@example.com');
    await fillAge(user, '2011-02-02', 'UT');
    await heading('Parent or guardian consent');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expectBackOnRegister('kept@example.com', /Student athlete/);
  });

  it('a refused sign-up returns to the register form with the server’s message', async () => {
    window.gtag = vi.fn();
    allowAnalytics();
    mockRegistration(verdict(), {
      'POST /api/auth/signup': {
        status: 422,
        body: {
          error: {
            code: 'weak_password',
            message: 'This password is too common',
            fields: { password: 'This password is too common' },
            reasons: ['common'],
          },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/register');
    await fillRegister(user, 'kept@example.com');
    await fillAge(user, '1990-04-02', 'NY');
    await heading('Create your account');
    expect(screen.getByRole('alert')).toHaveTextContent('This password is too common');
    expect(screen.getByLabelText('Email')).toHaveValue('kept@example.com');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
    expect(window.gtag).not.toHaveBeenCalledWith('event', 'sign_up', expect.anything());
  });

  it('a rate-limited sign-up shows the server’s message', async () => {
    mockRegistration(verdict(), {
      'POST /api/auth/signup': { status: 429, body: { error: { code: 'rate_limited', message: 'Too many attempts. Try again in a minute.' } } },
    });
    const user = userEvent.setup();
    renderApp('/register');
    await fillRegister(user);
    await fillAge(user, '1990-04-02', 'NY');
    await heading('Create your account');
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Try again in a minute.');
  });

  it('an exception during sign-up shows "An unexpected error occurred"', async () => {
    mockRegistration(verdict());
    const signUp = vi.spyOn(registrationApi, 'signUp').mockRejectedValue(new TypeError('boom'));
    const user = userEvent.setup();
    renderApp('/register');
    await fillRegister(user);
    await fillAge(user, '1990-04-02', 'NY');
    await heading('Create your account');
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred');
    signUp.mockRestore();
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
