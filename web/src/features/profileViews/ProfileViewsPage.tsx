import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/paths';
import { profileViewsQueryOptions } from './api';
import { Program } from './ProgramViews';
import './profile-views.css';

/** /profile/views: which programs looked at the athlete's profile, and what they did next. */
export default function ProfileViewsPage() {
  usePageTitle('Profile views');
  const { user } = useAuth();
  const views = useQuery({ ...profileViewsQueryOptions(user?.id ?? ''), enabled: user !== null });
  return (
    <div className="container page views-page">
      <header className="page-header">
        <h1>Profile views</h1>
        <p className="lead">College programs whose coaches opened your recruiting profile in the last 90 days.</p>
      </header>
      <div className="notice notice--info views-page__note" role="note">
        <p>
          A view means a coach looked at your profile. It is not an offer or a promise of contact. Where a program
          added you to its watchlist, we say so; the program's stages and notes about you stay private to it.
        </p>
      </div>
      {views.isPending ? (
        <Spinner label="Loading your profile views" fullPage={false} />
      ) : views.isError ? (
        <FormMessage tone="error" title="Your profile views could not be loaded.">
          <p>{views.error.message}</p>
        </FormMessage>
      ) : (
        <>
          <p className="views-page__total">
            <strong>{views.data.viewsLast30Days}</strong>{' '}
            {views.data.viewsLast30Days === 1 ? 'view' : 'views'} in the last 30 days
          </p>
          {views.data.programs.length ? (
            <ul className="views-list">
              {views.data.programs.map((p) => (
                <Program key={p.schoolId} program={p} />
              ))}
            </ul>
          ) : (
            <p>
              No program has viewed your profile yet. Coaches find athletes whose profile is shown to verified college
              coaches; you choose that on <Link to={paths.profile}>your profile</Link>.
            </p>
          )}
        </>
      )}
    </div>
  );
}
