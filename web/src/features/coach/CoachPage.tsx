import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/lib/usePageTitle';

export default function CoachPage() {
  usePageTitle('Coach');
  const { user } = useAuth();
  const name = user?.email.split('@')[0] ?? '';
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Coach workspace</p>
        <h1>Welcome, {name === '' ? 'Coach' : name}</h1>
        <p className="lead">Discover athletes, keep a watchlist and manage your recruiting, within NCAA contact rules.</p>
      </header>
    </div>
  );
}
