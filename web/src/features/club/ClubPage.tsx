import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ClubCollegeConversations } from '@/components/ClubCollegeConversations';
import { FormMessage, TextField } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import { applyServerErrors, useFocusFirstInvalid, VALIDATE_ON_SUBMIT } from '@/lib/forms';
import { queryKeys } from '@/lib/queryKeys';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/paths';
import { AttestationQueue } from './AttestationQueue';
import { BrandingSection } from './BrandingSection';
import { ClubRecommendations } from './ClubRecommendations';
import { clubApi, clubOverviewQueryOptions, type Club, type ClubOverview } from './api';
import { InviteSection } from './InviteSection';
import { RosterSection } from './RosterSection';
import { CLUB_LIMITS, clubNameSchema, formatDay, nameOf, rosterUse, workspaceReasonText } from './rules';
import './club.css';

/** /club: the club coach's page (role coach). `payment`: paying for the club's plan (the plans feature's). */
export default function ClubPage({ payment = null }: { payment?: ReactNode }) {
  usePageTitle('Club team', 'Your club team: invite athletes, verify their scores and write evaluations for college coaches.');
  const { user } = useAuth();
  const overview = useQuery({ ...clubOverviewQueryOptions(user?.id ?? ''), enabled: user !== null });

  return (
    <div className="container page club-page">
      <header className="page-header">
        <p className="eyebrow">Club coach</p>
        <h1>{overview.data?.club ? overview.data.club.name : 'Your club team'}</h1>
        <p className="lead">
          Keep your athletes on one roster, verify their erg scores and race results, and tell college coaches what you
          see in them.
        </p>
      </header>
      {overview.isPending ? (
        <Spinner label="Loading your club team" fullPage={false} />
      ) : overview.isError ? (
        <FormMessage tone="error" title="Your club team could not be loaded.">
          <p>
            <button type="button" className="link-button" onClick={() => void overview.refetch()}>
              Try again
            </button>
          </p>
        </FormMessage>
      ) : (
        <ClubSections data={overview.data} payment={payment} />
      )}
    </div>
  );
}

function ClubSections({ data, payment }: { data: ClubOverview; payment: ReactNode }) {
  if (!data.club) {
    if (data.hasProgram) {
      return (
        <section className="card club-section club-narrow" aria-labelledby="club-program-title">
          <h2 id="club-program-title">You recruit for a college program</h2>
          <p>Club teams are for club coaches. Your recruiting happens on the coach page.</p>
          <Link className="button button--secondary" to={paths.coach}>
            Open the coach page
          </Link>
        </section>
      );
    }
    return <CreateClubSection />;
  }
  const { workspace } = data;
  const club = data.club;
  return (
    <>
      <div className="club-columns">
        <VerificationSection verification={data.verification} />
        <PlanSection club={club} payment={payment} />
      </div>
      {workspace.open ? (
        <>
          <AttestationQueue />
          <InviteSection club={club} />
          <RosterSection />
          <ClubRecommendations />
          <CollegeConversations />
          <BrandingSection />
        </>
      ) : (
        <section className="card club-section" aria-labelledby="club-closed-title">
          <h2 id="club-closed-title">Roster, invitations and evaluations</h2>
          <FormMessage tone="info" title="This part of the club page is not open yet.">
            <p>{workspaceReasonText(workspace.reason)}</p>
          </FormMessage>
        </section>
      )}
    </>
  );
}

function CollegeConversations() {
  const { user } = useAuth();
  return (
    <ClubCollegeConversations
      userId={user?.id ?? ''}
      side="club"
      title="College conversations"
      intro="What you and college coaches write about your athletes. The athletes see only that a conversation exists."
    />
  );
}

function CreateClubSection() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(clubNameSchema), defaultValues: { name: '' }, ...VALIDATE_ON_SUBMIT });

  const create = useMutation({
    mutationFn: clubApi.create,
    onSuccess: async (overview) => {
      queryClient.setQueryData(queryKeys.clubOverview(userId), overview);
      await queryClient.invalidateQueries({ queryKey: queryKeys.clubOverview(userId) });
    },
    onError: (error) => {
      const { message, onFields } = applyServerErrors(error, setError, { name: 'name' });
      if (onFields) focusFirstInvalid();
      setFailure(onFields ? null : message);
    },
  });

  return (
    <section className="card club-section club-narrow" aria-labelledby="club-create-title">
      <h2 id="club-create-title">Create your club team</h2>
      <p className="club-muted">
        Name the club or high school team you coach. An administrator then checks your coaching role against the
        club&apos;s name and your email, usually within 2 business days. Your club starts on a 14-day free trial with the
        Coach Essential limits: 10 athletes and 1 coach.
      </p>
      <form
        ref={formRef}
        className="form club-form"
        noValidate
        onSubmit={(event) => {
          setFailure(null);
          void handleSubmit((values) => create.mutate(values), focusFirstInvalid)(event);
        }}
      >
        <TextField
          label="Club team name"
          autoComplete="organization"
          maxLength={CLUB_LIMITS.nameMax}
          error={errors.name?.message}
          {...register('name')}
        />
        {failure ? (
          <FormMessage tone="error">
            <p>{failure}</p>
          </FormMessage>
        ) : null}
        <div className="club-actions">
          <button type="submit" className="button button--primary" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create club team'}
          </button>
        </div>
      </form>
    </section>
  );
}

function VerificationSection({ verification }: { verification: ClubOverview['verification'] }) {
  return (
    <section className="card club-section" aria-labelledby="club-verification-title">
      <h2 id="club-verification-title">Verification</h2>
      {verification.status === 'verified' ? (
        <p className="club-status club-status--verified">Verified</p>
      ) : verification.status === 'rejected' ? (
        <>
          <p className="club-status club-status--rejected">Rejected</p>
          <p className="club-muted">{verification.reason ? `Reason: ${verification.reason}` : 'No reason was given.'}</p>
        </>
      ) : (
        <>
          <p className="club-status club-status--pending">Pending verification</p>
          <p className="club-muted">
            An administrator checks your coaching role against the club&apos;s name and your email, usually within 2
            business days, and emails you the decision.
          </p>
        </>
      )}
    </section>
  );
}

function PlanSection({ club, payment }: { club: Club; payment: ReactNode }) {
  const rosterLimit = club.limits.roster ?? null;
  return (
    <section className="card club-section" id="club-plan" aria-labelledby="club-plan-title">
      <h2 id="club-plan-title">Plan</h2>
      <p className="club-plan">
        {club.plan.trialEndsAt ? `${club.plan.name} until ${formatDay(club.plan.trialEndsAt)}` : `${club.plan.name} plan`}
      </p>
      <p className="club-roster-use" id="club-roster-use">
        Roster: <strong>{rosterUse(club.rosterCount, club.limits)}</strong>
      </p>
      {rosterLimit !== null ? (
        <progress
          className="club-meter"
          max={rosterLimit}
          value={Math.min(club.rosterCount, rosterLimit)}
          aria-labelledby="club-roster-use"
        />
      ) : null}
      <h3 className="club-subheading">Coaches</h3>
      <ul className="club-coaches">
        {club.coaches.map((coach) => (
          <li key={coach.id}>
            <span className="club-coaches__name">{nameOf(coach.fullName, coach.email)}</span>
            {coach.fullName ? <span className="club-muted"> {coach.email}</span> : null}
            <span className={`club-tag club-tag--${coach.status}`}>
              {coach.status === 'verified' ? 'Verified' : coach.status === 'rejected' ? 'Rejected' : 'Pending'}
            </span>
          </li>
        ))}
      </ul>
      <p className="club-muted">
        Coach Essential holds 10 athletes, Coach Premium 25, and Club Pro has no limit and lets several coaches share the
        team. <Link to={`${paths.pricing}?audience=club`}>See the club plans</Link>
      </p>
      {payment}
    </section>
  );
}
