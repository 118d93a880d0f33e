import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/FormField';
import { isApiError } from '@/lib/api';
import { MIN_PASSWORD_LENGTH } from './schemas';

const REASONS: Record<string, string> = {
  length: 'Use at least 8 characters.',
  common: 'This password is too common and easy to guess; choose a less predictable one.',
  email: 'Do not use your email address as your password.',
  name: 'Do not use your name as your password.',
};

/** The reasons a weak_password answer lists, as sentences a person can act on. */
export function weakPasswordReasons(error: unknown): string[] {
  if (!isApiError(error) || error.code !== 'weak_password') return [];
  return error.reasons.map((reason) => REASONS[reason] ?? reason);
}

interface PasswordFieldsProps {
  /** The registered `new-password` and `confirm-password` inputs (see newPasswordFields). */
  password: UseFormRegisterReturn<'new-password'>;
  confirm: UseFormRegisterReturn<'confirm-password'>;
  errors: { password?: string | undefined; confirm?: string | undefined };
  disabled?: boolean;
  passwordLabel?: string;
  confirmLabel?: string;
}

/** New password and its confirmation, both at least 8 characters long. */
export function PasswordFields({
  password,
  confirm,
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
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        required
        hint="Must be at least 8 characters"
        {...password}
        error={errors.password}
        disabled={disabled}
      />
      <TextField
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        required
        {...confirm}
        error={errors.confirm}
        disabled={disabled}
      />
    </>
  );
}
