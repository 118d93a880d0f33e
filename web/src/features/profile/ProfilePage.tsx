import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CompletenessMeter } from '@/components/CompletenessMeter';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/lib/usePageTitle';
import { profileQueryOptions } from './api';
import { isParentalConsentPending } from './consent';
import { ProfileForm } from './ProfileForm';
import './profile.css';

/** /profile. `recruitingStatus` (handed in by the app's route table) follows the profile form. */
export default function ProfilePage({ recruitingStatus }: { recruitingStatus?: ReactNode }) {
  usePageTitle('Athlete profile');
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const profile = useQuery({ ...profileQueryOptions(userId), enabled: user !== null });
  const thisYear = new Date().getFullYear();

  return (
    <div className="container page profile-page">
      <header className="page-header">
        <p className="eyebrow">Your profile</p>
        <h1>Athlete profile</h1>
        <p className="lead">
          Your personal, academic and athletic information and a few words about you, as college coaches will see them.
        </p>
      </header>

      {isParentalConsentPending(user) ? (
        <div className="notice notice--info profile-page__notice" role="note">
          <p className="profile-page__notice-title">Waiting for your parent or guardian</p>
          <p>
            Your profile is hidden from coaches until your parent or guardian approves your account. You can keep
            editing it in the meantime.
          </p>
        </div>
      ) : null}

      {profile.isPending ? (
        <Spinner label="Loading your profile" fullPage={false} />
      ) : profile.isError ? (
        <FormMessage tone="error" title="Your profile could not be loaded.">
          <p>
            <button type="button" className="link-button" onClick={() => void profile.refetch()}>
              Try again
            </button>
          </p>
        </FormMessage>
      ) : (
        <div className="profile-layout">
          <aside className="card profile-layout__summary" aria-label="Profile completeness">
            <CompletenessMeter completeness={profile.data.completeness} />
          </aside>
          <ProfileForm profile={profile.data} userId={userId} thisYear={thisYear} />
        </div>
      )}
      {profile.isSuccess ? recruitingStatus : null}
    </div>
  );
}
