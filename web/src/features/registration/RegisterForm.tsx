import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { FormMessage, TextField } from '@/components/FormField';
import { VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { paths } from '@/paths';
import type { AccountDetails } from './rules';
import { accountSchema, toAccountInputs, type AccountInputs } from './schemas';
import { StepLayout } from './StepLayout';

const ROLES: { value: AccountDetails['role']; label: string; description: string }[] = [
  { value: 'student', label: 'Student athlete', description: 'A high school rower looking for a college program' },
  { value: 'parent', label: 'Parent or guardian', description: 'Following a rower’s recruitment' },
  { value: 'coach', label: 'Coach', description: 'A club or college coach' },
];

interface RegisterFormProps {
  initial: AccountDetails;
  /** Why the last attempt failed (the server's message), shown above the form. */
  error?: ReactNode;
  /** The free trial the sign-up starts, chosen on the pricing page. */
  notice?: ReactNode;
  focusHeading: boolean;
  onContinue: (details: AccountDetails) => void;
}

export function RegisterForm({ initial, error, notice, focusHeading, onContinue }: RegisterFormProps) {
  const { register, handleSubmit, clearErrors, formState: { errors } } = useForm({
    resolver: zodResolver(accountSchema),
    defaultValues: toAccountInputs(initial),
    ...VALIDATE_ON_SUBMIT,
  });
  // An input's message goes as soon as it is changed.
  const field = (name: keyof AccountInputs) => register(name, { onChange: () => clearErrors(name) });

  return (
    <StepLayout
      title="Create your account"
      eyebrow="Get started"
      lead="Rowers must be at least 14, and rowers under 18 need a parent or guardian’s consent."
      focusHeading={focusHeading}
    >
      {notice ? <FormMessage tone="info">{notice}</FormMessage> : null}
      {error ? (
        <FormMessage tone="error" id="register-error">
          {error}
        </FormMessage>
      ) : null}
      <form className="form" noValidate onSubmit={(event) => void handleSubmit(onContinue)(event)} aria-label="Create your account">
        <fieldset className="choice-group">
          <legend className="field__label">I am a</legend>
          <div className="choice-group__options">
            {ROLES.map((role) => (
              <label key={role.value} className="choice">
                <input type="radio" value={role.value} {...field('role')} />
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
          autoComplete="email"
          required
          {...field('email')}
          error={errors.email?.message}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint="Must be at least 8 characters"
          {...field('password')}
          error={errors.password?.message}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          {...field('confirm-password')}
          error={errors['confirm-password']?.message}
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
