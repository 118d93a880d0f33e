import { Link } from 'react-router';
import { PlaceholderPage } from '@/components/PlaceholderPage';
import { paths } from '@/paths';

export default function ResetPasswordPage() {
  return (
    <PlaceholderPage
      title="Choose a new password"
      description="Open this page from the reset link in your email to set a new password of at least 8 characters."
    >
      <p>
        <Link to={paths.forgotPassword}>Request a new reset link</Link>
      </p>
    </PlaceholderPage>
  );
}
