import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormMessage, TextField } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { isApiError } from '@/lib/api';
import { UNEXPECTED_ERROR, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { paths } from '@/paths';
import { confirmEmail, once, resendConfirmation, type UserRole } from './api';
import { AuthLayout, tokenFromHash } from './AuthLayout';
import { useAuth } from './context';
import { resendSchema } from './resendSchema';

type Confirmation = 'none' | 'checking' | 'confirmed' | 'invalid' | 'failed';

export default function WelcomePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenFromHash(location.hash));
  const [confirmation, setConfirmation] = useState<Confirmation>(token ? 'checking' : 'none');
  const [failure, setFailure] = useState('');
  const [confirmedRole, setConfirmedRole] = useState<UserRole | null>(null);

  // The token must not stay in the address bar, the history or a bookmark.
  useEffect(() => {
    if (tokenFromHash(location.hash) === null) return;
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: location.state as unknown });
  }, [location.hash, location.pathname, location.search, location.state, navigate]);

  useEffect(() => {
    if (!token) return;
    let active = true;
    once(`confirm:${token}`, () => confirmEmail(token)).then(
      (answer) => {
        if (!active) return;
        setConfirmedRole(answer.role);
        setConfirmation('confirmed');
      },
      (cause: unknown) => {
        if (!active) return;
        if (isApiError(cause) && cause.code === 'invalid_token') {
          setConfirmation('invalid');
        } else {
          setFailure(isApiError(cause) ? cause.message : 'An unexpected error occurred');
          setConfirmation('failed');
        }
      },
    );
    return () => {
      active = false;
    };
  }, [token]);

  switch (confirmation) {
    case 'checking':
      return <Spinner label="Confirming your email address" />;
    case 'confirmed':
      return (
        <AuthLayout title="Your account is confirmed" icon="success" wide lead="Thanks for confirming your email address. Here is what to do next.">
          <NextSteps role={confirmedRole} />
        </AuthLayout>
      );
    case 'invalid':
      return <InvalidConfirmation />;
    case 'failed':
      return (
        <AuthLayout title="We couldn't confirm your email" icon="warning">
          <FormMessage tone="error">
            <p>{failure}</p>
          </FormMessage>
          <p>Open the link from your email again in a moment.</p>
        </AuthLayout>
      );
    case 'none':
      return (
        <AuthLayout
          title="Welcome to RowRecruit"
          wide
          lead="RowRecruit connects high school rowers, their families and coaches with college rowing programs. Here is how to get started."
        >
          <NextSteps role={null} />
        </AuthLayout>
      );
  }
}

interface Step {
  title: string;
  text: string;
  link: { label: string; to: string };
}

/** Each role's first steps after signing in, and where its home is. */
const firstSteps: Record<UserRole, { steps: Step[]; home: { label: string; to: string } }> = {
  student: {
    steps: [
      {
        title: 'Complete your athlete profile',
        text: 'Add your erg scores, academics and graduation year so college coaches can find you.',
        link: { label: 'Complete your profile', to: paths.profile },
      },
      {
        title: 'Browse schools',
        text: 'Explore college rowing programs by division, conference and location.',
        link: { label: 'Browse schools', to: paths.schools },
      },
    ],
    home: { label: 'Go to your dashboard', to: paths.dashboard },
  },
  parent: {
    steps: [
      {
        title: "Open your family page",
        text: "See each linked child's profile, messages with coaches, calendar and the programs viewing them, and give or withdraw consent.",
        link: { label: 'Open your family page', to: paths.family },
      },
      {
        title: 'Browse schools',
        text: 'Explore the college rowing programs your child is looking at.',
        link: { label: 'Browse schools', to: paths.schools },
      },
    ],
    home: { label: 'Go to your family page', to: paths.family },
  },
  coach: {
    steps: [
      {
        title: 'Write your coach profile',
        text: 'Your full name and title are what athletes and parents see; you need them before your first message.',
        link: { label: 'Write your coach profile', to: `${paths.coach}#coach-profile` },
      },
      {
        title: 'Name your program and get verified',
        text: 'An administrator checks your coaching role, usually within 2 business days. Coaching a club team? Set up your club page instead.',
        link: { label: 'Name your program', to: `${paths.coach}#program` },
      },
      {
        title: 'Find athletes',
        text: 'Once verified, search athletes by erg score, graduation year and more, and follow them on your board.',
        link: { label: 'Search athletes', to: paths.coachSearch },
      },
    ],
    home: { label: 'Go to your coach page', to: paths.coach },
  },
  admin: {
    steps: [
      {
        title: 'Open the console',
        text: 'Verify coaches, answer reports and manage plans.',
        link: { label: 'Open the console', to: paths.admin },
      },
    ],
    home: { label: 'Go to the console', to: paths.admin },
  },
};

/** The first steps of the signed-in account's role, else of the role just confirmed (an athlete's by default). */
function NextSteps({ role }: { role: UserRole | null }) {
  const { user, session } = useAuth();
  const signedIn = user !== null && session?.recovery !== true;
  const { steps, home } = firstSteps[(signedIn ? user.role : role) ?? 'student'];
  return (
    <>
      <ol className="next-steps">
        <li>
          <div>
            <h2>Sign in</h2>
            <p>
              {signedIn ? (
                <>You&apos;re signed in as {user.email}.</>
              ) : (
                <>
                  Use the email address and password you registered with. <Link to={paths.login}>Sign in</Link>
                </>
              )}
            </p>
          </div>
        </li>
        {steps.map((step) => (
          <li key={step.title}>
            <div>
              <h2>{step.title}</h2>
              <p>
                {step.text} <Link to={step.link.to}>{step.link.label}</Link>
              </p>
            </div>
          </li>
        ))}
      </ol>
      <p>
        {signedIn ? (
          <Link className="button button--primary button--block" to={home.to}>
            {home.label}
          </Link>
        ) : (
          <Link className="button button--primary button--block" to={paths.login} state={{ from: steps[0]?.link.to ?? home.to }}>
            Sign in and {steps[0]?.link.label.toLowerCase() ?? 'get started'}
          </Link>
        )}
      </p>
    </>
  );
}

function InvalidConfirmation() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resendSchema),
    defaultValues: { email: '' },
    ...VALIDATE_ON_SUBMIT,
  });
  const [sending, setSending] = useState(false);
  /** The server's answer once a new link is sent. */
  const [sent, setSent] = useState<string | null>(null);
  /** Why the last request failed, when the server did not blame the address. */
  const [failure, setFailure] = useState<string | null>(null);

  const resend = async ({ email }: { email: string }) => {
    setSending(true);
    try {
      const answer = await resendConfirmation(email);
      setSent(answer.message);
    } catch (cause) {
      setSending(false);
      const message = isApiError(cause) ? cause.message : UNEXPECTED_ERROR;
      // A refused address shows the server's message on the input.
      if (isApiError(cause) && cause.fields?.email !== undefined) setError('email', { type: 'server', message });
      else setFailure(message);
    }
  };

  return (
    <AuthLayout title="This confirmation link has expired" icon="warning">
      <FormMessage tone="error">
        <p>
          This confirmation link is invalid or has expired. Links work once and for 24 hours. If you have already
          confirmed your account, you can <Link to={paths.login}>sign in</Link>.
        </p>
      </FormMessage>
      {sent !== null ? (
        <FormMessage tone="success">
          <p>{sent}</p>
        </FormMessage>
      ) : (
        <>
          <p className="auth-card__lead">Enter your email address and we&apos;ll send you a new confirmation link.</p>
          {failure !== null ? (
            <FormMessage tone="error">
              <p>{failure}</p>
            </FormMessage>
          ) : null}
          <form
            className="form"
            noValidate
            onSubmit={(event) => {
              setFailure(null);
              void handleSubmit(resend)(event);
            }}
          >
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              required
              {...register('email')}
              error={errors.email?.message}
              disabled={sending}
            />
            <button
              type="submit"
              className="button button--primary button--block"
              disabled={sending}
              aria-busy={sending}
            >
              {sending ? 'Sending…' : 'Resend confirmation email'}
            </button>
          </form>
        </>
      )}
      <div className="auth-links">
        <p>
          <Link to={paths.login}>Back to sign in</Link>
        </p>
      </div>
    </AuthLayout>
  );
}
