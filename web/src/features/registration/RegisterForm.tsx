import { useState, type SubmitEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { FormMessage, TextField } from '@/components/FormField';
import { paths } from '@/paths';
import type { SignUpRole } from './api';
import { EMAIL_PATTERN, StepLayout } from './StepLayout';

export const MIN_PASSWORD_LENGTH = 8;

export interface AccountDetails {
  role: SignUpRole;
  email: string;
  password: string;
  confirmPassword: string;
}

interface AccountErrors {
  email?: string;
  password?: string;
  confirmPassword?: string;
}

/** The register form's rules (product spec, section 5), with its messages. */
export function validateAccount(details: AccountDetails): AccountErrors {
  const errors: AccountErrors = {};
  if (!EMAIL_PATTERN.test(details.email.trim())) errors.email = 'Please enter a valid email address';
  if (details.password.length < MIN_PASSWORD_LENGTH) errors.password = 'Password must be at least 8 characters';
  if (details.password !== details.confirmPassword) errors.confirmPassword = 'Passwords do not match';
  return errors;
}

const ROLES: { value: SignUpRole; label: string; description: string }[] = [
  { value: 'student', label: 'Student athlete', description: 'A high school rower looking for a college program' },
  { value: 'parent', label: 'Parent or guardian', description: 'Following a rower’s recruitment' },
  { value: 'coach', label: 'Coach', description: 'A club or college coach' },
];

interface RegisterFormProps {
  initial: AccountDetails;
  /** Why the last attempt failed (the server's message), shown above the form. */
  error?: ReactNode;
  focusHeading: boolean;
  onContinue: (details: AccountDetails) => void;
}

export function RegisterForm({ initial, error, focusHeading, onContinue }: RegisterFormProps) {
  const [details, setDetails] = useState(initial);
  const [errors, setErrors] = useState<AccountErrors>({});

  function update<K extends keyof AccountDetails>(key: K, value: AccountDetails[K]) {
    setDetails((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateAccount(details);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onContinue({ ...details, email: details.email.trim() });
  }

  return (
    <StepLayout
      title="Create your account"
      eyebrow="Get started"
      lead="Rowers must be at least 14, and rowers under 18 need a parent or guardian’s consent."
      focusHeading={focusHeading}
    >
      {error ? (
        <FormMessage tone="error" id="register-error">
          {error}
        </FormMessage>
      ) : null}
      <form className="form" noValidate onSubmit={onSubmit} aria-label="Create your account">
        <fieldset className="choice-group">
          <legend className="field__label">I am a</legend>
          <div className="choice-group__options">
            {ROLES.map((role) => (
              <label key={role.value} className="choice">
                <input
                  type="radio"
                  name="role"
                  value={role.value}
                  checked={details.role === role.value}
                  onChange={() => update('role', role.value)}
                />
                <span className="choice__text">
                  <span className="choice__label">{role.label}</span>
                  <span className="choice__description">{role.description}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={details.email}
          error={errors.email}
          onChange={(event) => update('email', event.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          hint="Must be at least 8 characters"
          value={details.password}
          error={errors.password}
          onChange={(event) => update('password', event.target.value)}
        />
        <TextField
          label="Confirm password"
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          required
          value={details.confirmPassword}
          error={errors.confirmPassword}
          onChange={(event) => update('confirmPassword', event.target.value)}
        />
        <button type="submit" className="button button--primary reg-button--block">
          Create account
        </button>
      </form>
      <div className="reg-links">
        <p>
          Already have an account? <Link to={paths.login}>Sign in</Link>
        </p>
        <p>
          <Link to={paths.home}>Back to home</Link>
        </p>
      </div>
    </StepLayout>
  );
}
