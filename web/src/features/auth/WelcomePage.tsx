import { Link } from 'react-router';
import { PlaceholderPage } from '@/components/PlaceholderPage';
import { paths } from '@/paths';

export default function WelcomePage() {
  return (
    <PlaceholderPage
      title="Welcome to RowRecruit"
      description="Thanks for confirming your email address. Your account is ready."
    >
      <p>
        <Link className="button button--primary" to={paths.login}>
          Sign in
        </Link>
      </p>
    </PlaceholderPage>
  );
}
