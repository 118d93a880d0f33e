import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LabelledValues } from '@/components/LabelledValues';
import { Spinner } from '@/components/Spinner';
import { accountPlanQueryOptions, rowerLevelRows } from '@/lib/plans';
import { paths } from '@/paths';
import PlanPayment from './PlanPayment';
import { trialEndDate } from './rules';
import './plans.css';

/** Settings, "Your plan": an athlete's or a parent's own plan, its trial's end and what it allows. */
export default function PlanSection() {
  const plan = useQuery(accountPlanQueryOptions());
  return (
    <section className="card settings__section plan-section" aria-labelledby="plan-title">
      <h2 id="plan-title">Your plan</h2>
      {plan.isPending ? (
        <Spinner label="Loading your plan" fullPage={false} />
      ) : plan.isError ? (
        <p>Your plan could not be loaded.</p>
      ) : plan.data.audience === null ? (
        <p>
          A coach&apos;s plan is their club&apos;s or program&apos;s: see it on the <Link to={paths.club}>club page</Link>{' '}
          or the <Link to={paths.coach}>coach page</Link>.
        </p>
      ) : (
        <>
          <p className="plan-section__name">
            {plan.data.plan ? plan.data.plan.name : 'Free'}
            {plan.data.trialEndsAt ? <span> · free trial until {trialEndDate(plan.data.trialEndsAt)}</span> : null}
          </p>
          {plan.data.level ? (
            <LabelledValues className="settings__facts" rows={rowerLevelRows(plan.data.level)} />
          ) : null}
          {plan.data.trialEndsAt ? (
            <p>When the trial ends your account returns to the free level and keeps everything you added.</p>
          ) : null}
          <PlanPayment />
          <p>
            <Link to={`${paths.pricing}?audience=${plan.data.audience}`}>
              {plan.data.plan || plan.data.hadTrial ? 'Compare the plans' : 'See the plans and start a free trial'}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
