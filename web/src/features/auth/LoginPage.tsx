import { Link } from 'react-router';
import { PlaceholderPage } from '@/components/PlaceholderPage';
import { paths } from '@/paths';

export default function LoginPage() {
  return (
    <PlaceholderPage
      title="Sign in"
      eyebrow="Welcome back"
      description="Sign in with your email and password to reach your dashboard, profile and school list."
    >
      <div className="card card--narrow stack">
        <p>
          Forgot your password? <Link to={paths.forgotPassword}>Reset it</Link>.
        </p>
        <p>
          New to RowRecruit? <Link to={paths.register}>Create an account</Link>.
        </p>
        <p>
          <Link to={paths.home}>Back to home</Link>
        </p>
      </div>
    </PlaceholderPage>
  );
}
