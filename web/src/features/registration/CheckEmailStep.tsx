import { Link } from 'react-router';
import { paths } from '@/paths';
import { StepLayout } from './StepLayout';

interface CheckEmailStepProps {
  email: string;
  /** The parent or guardian asked to approve a minor's account. */
  parentEmail: string | null;
}

export function CheckEmailStep({ email, parentEmail }: CheckEmailStepProps) {
  return (
    <StepLayout
      title="Check your email!"
      focusHeading
      icon={
        <span className="reg-icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="26" height="26" focusable="false">
            <path d="M4 6h16v12H4z M4 7l8 6 8-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
        </span>
      }
    >
      <p>
        We sent a confirmation link to <strong className="reg-email">{email}</strong>. Open it to finish creating your
        account.
      </p>
      {parentEmail ? (
        <p>
          We also emailed your parent or guardian at <strong className="reg-email">{parentEmail}</strong> a link to
          approve your account. Until they approve it, your profile stays hidden from coaches.
        </p>
      ) : null}
      <p className="reg-small">Nothing arrived? Check your spam folder; the link expires in 24 hours.</p>
      <div className="reg-links">
        <p>
          <Link to={paths.login}>Back to sign in</Link>
        </p>
      </div>
    </StepLayout>
  );
}
