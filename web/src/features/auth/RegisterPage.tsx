import { Link } from 'react-router';
import { PlaceholderPage } from '@/components/PlaceholderPage';
import { paths } from '@/paths';

export default function RegisterPage() {
  return (
    <PlaceholderPage
      title="Create your account"
      eyebrow="Get started"
      description="Register as a student athlete, parent or coach. Rowers must be at least 14, and rowers under 18 need a parent or guardian's consent."
    >
      <div className="card card--narrow stack">
        <p>
          Already have an account? <Link to={paths.login}>Sign in</Link>.
        </p>
      </div>
    </PlaceholderPage>
  );
}
