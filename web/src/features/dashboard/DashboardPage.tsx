import { Link } from 'react-router';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/paths';

const stats = [
  { label: 'Saved Schools', value: 0 },
  { label: 'Profile Views', value: 0 },
  { label: 'Messages', value: 0 },
];

export default function DashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useAuth();
  return (
    <div className="container page">
      <header className="page-header">
        <h1>Welcome back!</h1>
        {user ? <p className="lead">Signed in as {user.email}</p> : null}
      </header>
      <ul className="stat-grid" aria-label="Your activity">
        {stats.map((stat) => (
          <li key={stat.label} className="card stat">
            <span className="stat__value">{stat.value}</span>
            <span className="stat__label">{stat.label}</span>
          </li>
        ))}
      </ul>
      <h2>Get Started</h2>
      <div className="card-grid">
        <article className="card">
          <h3>Complete Profile</h3>
          <p>Add your academics, erg scores and race results.</p>
          <Link className="button button--primary" to={paths.profile}>
            Complete Profile
          </Link>
        </article>
        <article className="card">
          <h3>Browse Schools</h3>
          <p>Explore 200+ college rowing programs.</p>
          <Link className="button button--secondary" to={paths.schools}>
            Browse Schools
          </Link>
        </article>
        <article className="card">
          <h3>Track Performance</h3>
          <p>Follow your erg times and results over the season.</p>
        </article>
      </div>
    </div>
  );
}
