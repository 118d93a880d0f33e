/**
 * The registration forms' rules (product spec, section 5), with their messages: the one source the
 * forms' schemas (`schemas.ts`) are built from.
 */

import type { ParentRelation, RegistrationData, SignUpRequest } from './api';
import { PASSWORD_IS_EMAIL, PASSWORD_TOO_LONG, passwordIsEmail, passwordTooLong } from '@/lib/passwordRules';
import { EMAIL_PATTERN } from './StepLayout';

export const MIN_PASSWORD_LENGTH = 8;

export const BIRTH_DATE_REQUIRED = 'Please enter your date of birth';
export const STATE_REQUIRED = 'Please select your state';

/** The register form's answers: the sign-up request's account fields and role. */
export interface AccountDetails {
  role: RegistrationData['role'];
  email: SignUpRequest['email'];
  password: SignUpRequest['password'];
  confirmPassword: string;
}

export interface AccountErrors {
  email?: string;
  password?: string;
  confirmPassword?: string;
}

/** The register form's rules. */
export function validateAccount(details: AccountDetails): AccountErrors {
  const errors: AccountErrors = {};
  if (!EMAIL_PATTERN.test(details.email.trim())) errors.email = 'Please enter a valid email address';
  if (details.password.length < MIN_PASSWORD_LENGTH) errors.password = 'Password must be at least 8 characters';
  else if (passwordTooLong(details.password)) errors.password = PASSWORD_TOO_LONG;
  else if (passwordIsEmail(details.password, details.email)) errors.password = PASSWORD_IS_EMAIL;
  if (details.password !== details.confirmPassword) errors.confirmPassword = 'Passwords do not match';
  return errors;
}

/** The age step's answers, as the age check sends them. */
export interface AgeDetails {
  birthDate: string;
  userState: string;
}

export interface AgeErrors {
  birthDate?: string;
  userState?: string;
}

/** The age step's rules: both answers are needed before the server is asked. */
export function validateAge(details: AgeDetails): AgeErrors {
  const errors: AgeErrors = {};
  if (details.birthDate.trim() === '') errors.birthDate = BIRTH_DATE_REQUIRED;
  if (details.userState === '') errors.userState = STATE_REQUIRED;
  return errors;
}

/** The consent form's answers: the registration data's parent fields. */
export interface ParentDetails {
  email: NonNullable<RegistrationData['parentEmail']>;
  confirmEmail: string;
  relation: ParentRelation;
  acknowledged: RegistrationData['consentAcknowledged'];
}

export interface ParentErrors {
  email?: string;
  confirmEmail?: string;
  acknowledged?: string;
}

/** The consent form's rules. */
export function validateParent(details: ParentDetails, userEmail: string): ParentErrors {
  const errors: ParentErrors = {};
  const email = details.email.trim();
  const confirm = details.confirmEmail.trim();
  if (email === '') errors.email = 'Please enter parent/guardian email';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Please enter a valid email address';
  else if (email.toLowerCase() === userEmail.trim().toLowerCase()) {
    errors.email = 'Parent/guardian email must be different from your email';
  }
  if (confirm === '') errors.confirmEmail = 'Please enter parent/guardian email';
  else if (email !== '' && confirm.toLowerCase() !== email.toLowerCase()) errors.confirmEmail = 'Email addresses do not match';
  if (!details.acknowledged) errors.acknowledged = 'Please acknowledge the consent requirements';
  return errors;
}
