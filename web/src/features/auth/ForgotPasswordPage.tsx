import { Link } from 'react-router';
import { PlaceholderPage } from '@/components/PlaceholderPage';
import { paths } from '@/paths';

export default function ForgotPasswordPage() {
  return (
    <PlaceholderPage
      title="Reset your password"
      description="Enter the email address of your account and we'll send you a link to choose a new password."
    >
      <p>
        <Link to={paths.login}>Back to sign in</Link>
      </p>
    </PlaceholderPage>
  );
}
