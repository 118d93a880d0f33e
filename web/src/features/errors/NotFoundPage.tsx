import { Link } from 'react-router';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/paths';
import './errors.css';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <div className="container page not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p className="lead">Error 404: the page you were looking for isn&apos;t here. It may have moved, or the link may be wrong.</p>
      <p>
        <Link className="button button--primary" to={paths.home}>
          Back to home
        </Link>
      </p>
    </div>
  );
}
