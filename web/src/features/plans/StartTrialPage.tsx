import { useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { accountPlanQueryKey, plansQueryOptions, startTrial } from '@/lib/plans';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/paths';
import { audienceOf, signUpRoleFor, trialEndDate, type Plan } from './rules';
import './plans.css';

/**
 * "Start free trial" on the pricing page leads here with `?plan=`. Signed out, the plan is carried
 * into sign-up; signed in, an athlete or a parent starts the trial here; a coach learns where their
 * club's or program's trial starts.
 */
export default function StartTrialPage() {
  usePageTitle('Start your free trial');
  const [params] = useSearchParams();
  const planId = params.get('plan') ?? '';
  const { user, loading } = useAuth();
  const table = useQuery(plansQueryOptions());

  if (loading || table.isPending) return <Spinner label="Loading the plan" />;
  if (table.isError) {
    return (
      <TrialLayout title="The plans could not be loaded">
        <p>Check your connection and try again.</p>
      </TrialLayout>
    );
  }
  const days = table.data.freeTrialDays;
  const plan = table.data.plans.find((p) => p.id === planId);
  if (!plan) {
    return (
      <TrialLayout title="There is no such plan">
        <p>
          <Link to={paths.pricing}>See the plans</Link>
        </p>
      </TrialLayout>
    );
  }
  if (!user) {
    const role = signUpRoleFor(plan.audience);
    const carried = role === 'coach' ? `role=coach` : `role=${role}&plan=${encodeURIComponent(plan.id)}`;
    return <Navigate to={`${paths.register}?${carried}`} replace />;
  }
  const audience = audienceOf(user.role);
  if (plan.audience === 'club') {
    return (
      <TrialLayout title={`${plan.name} for your club`}>
        <p>A club&apos;s {days}-day free trial starts when its coach creates the club team.</p>
        <p>
          <Link className="button button--primary" to={paths.club}>
            Go to your club
          </Link>
        </p>
      </TrialLayout>
    );
  }
  if (plan.audience === 'college') {
    return (
      <TrialLayout title={`${plan.name} for your program`}>
        <p>
          A program&apos;s {days}-day free trial starts when its first coach is verified for it.
        </p>
        <p>
          <Link className="button button--primary" to={paths.coach}>
            Go to the coach page
          </Link>
        </p>
      </TrialLayout>
    );
  }
  if (audience !== plan.audience) {
    const yours = audience === 'rower' ? 'rower' : audience === 'family' ? 'family' : null;
    return (
      <TrialLayout title={`${plan.name} is not a plan for your account`}>
        <p>Rower plans are for athletes and family plans for parents and guardians.</p>
        {yours ? (
          <p>
            <Link to={`${paths.pricing}?audience=${yours}`}>See the {yours} plans</Link>
          </p>
        ) : null}
      </TrialLayout>
    );
  }
  return <StartTrial plan={plan} days={days} />;
}

function TrialLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container page start-trial">
      <header className="page-header">
        <p className="eyebrow">Free trial</p>
        <h1>{title}</h1>
      </header>
      <section className="card start-trial__card">{children}</section>
    </div>
  );
}

function StartTrial({ plan, days }: { plan: Plan; days: number }) {
  const queryClient = useQueryClient();
  const [endsAt, setEndsAt] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () => startTrial(plan.id),
    onSuccess: (answer) => {
      queryClient.setQueryData(accountPlanQueryKey, answer);
      setEndsAt(answer.trialEndsAt ?? null);
    },
  });
  if (endsAt) {
    return (
      <TrialLayout title={`Your ${plan.name} trial has started`}>
        <FormMessage tone="success" title={`${plan.name} is yours until ${trialEndDate(endsAt)}.`}>
          <p>We will email you three days before it ends. After it, nothing you added is deleted.</p>
        </FormMessage>
        <p>
          <Link to={paths.settings}>See your plan in Settings</Link>
        </p>
      </TrialLayout>
    );
  }
  return (
    <TrialLayout title={`Start your ${days}-day free trial of ${plan.name}`}>
      <ul className="start-trial__features" aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => (
          <li key={feature.text}>{feature.text}</li>
        ))}
      </ul>
      <p>
        No credit card. When the trial ends your account returns to the free level: everything you added stays, and
        the plan&apos;s limits apply only to what you add next. Each account has one free trial.
      </p>
      {start.isError ? (
        <FormMessage tone="error" title="The trial could not start.">
          <p>{isApiError(start.error) ? start.error.message : 'Check your connection and try again.'}</p>
        </FormMessage>
      ) : null}
      <p>
        <button type="button" className="button button--primary" disabled={start.isPending} onClick={() => start.mutate()}>
          {start.isPending ? 'Starting…' : 'Start my free trial'}
        </button>
      </p>
    </TrialLayout>
  );
}
