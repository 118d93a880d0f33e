import { TextField } from '@/components/FormField';
import { isApiError } from '@/lib/api';

/** Minimum password length (product spec, section 9). */
export const MIN_PASSWORD_LENGTH = 8;

export interface NewPasswordErrors {
  password?: string;
  confirm?: string;
}

/** The reset and change-password rules of the product spec, section 5, with its messages. */
export function validateNewPassword(password: string, confirm: string): NewPasswordErrors {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { password: 'Password must be at least 8 characters long' };
  }
  if (password !== confirm) return { confirm: 'Passwords do not match' };
  return {};
}

const REASONS: Record<string, string> = {
  length: 'Use at least 8 characters.',
  common: 'This password is too common and easy to guess; choose a less predictable one.',
  email: 'Do not use your email address as your password.',
};

/** The reasons a weak_password answer lists, as sentences a person can act on. */
export function weakPasswordReasons(error: unknown): string[] {
  if (!isApiError(error) || error.code !== 'weak_password') return [];
  return error.reasons.map((reason) => REASONS[reason] ?? reason);
}

interface PasswordFieldsProps {
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  errors: NewPasswordErrors;
  disabled?: boolean;
  passwordLabel?: string;
  confirmLabel?: string;
}

/** New password and its confirmation, both at least 8 characters long. */
export function PasswordFields({
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  errors,
  disabled = false,
  passwordLabel = 'New password',
  confirmLabel = 'Confirm new password',
}: PasswordFieldsProps) {
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        name="new-password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        required
        hint="Must be at least 8 characters"
        value={password}
        onChange={(event) => {
          onPasswordChange(event.target.value);
        }}
        error={errors.password}
        disabled={disabled}
      />
      <TextField
        label={confirmLabel}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        required
        value={confirm}
        onChange={(event) => {
          onConfirmChange(event.target.value);
        }}
        error={errors.confirm}
        disabled={disabled}
      />
    </>
  );
}
