import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PlanDialog, PlanSelect } from '@/components/PlanDialog';
import { billingQueryOptions } from '@/lib/billing';
import { applyServerErrors } from '@/lib/forms';
import { useDebouncedValue } from '@/lib/useDebouncedValue';
import {
  PROGRAMS_LIMIT,
  adminKeys,
  collegePlansQuery,
  programsQuery,
  setProgramPlan,
  type Plan,
  type ProgramPlanChoice,
  type ProgramRow,
} from './api';
import { Badge, errorText } from './sectionUi';
import { TRIAL, planSchema } from './planSchema';
import { SavedNotice, SetPlanCell, TrialBadge } from './planUi';
import { AddOnsButton, usePayerBillingDialog } from './PayerBillingDialog';
import { SearchBox, SearchTable } from './SearchTable';

/** Whether people pay with Stripe, or plans are set here by hand. */
function PaymentsLine() {
  const billing = useQuery(billingQueryOptions());
  if (!billing.data) return null;
  return billing.data.paymentsOn ? (
    <p className="admin-intro">Payments are on: athletes, parents, clubs and programs pay for their plans with Stripe.</p>
  ) : (
    <p className="admin-intro">
      <strong>Payments are not configured</strong> (no Stripe keys): after a free trial, plans are set here by hand.
    </p>
  );
}

/** The program's plan: trial with its end, a college plan, or none. */
function PlanCell({ program }: { program: ProgramRow }) {
  if (!program.plan) return <span className="admin-muted">No plan</span>;
  if (program.plan === TRIAL && program.trialEndsAt) {
    return <TrialBadge name={program.planName} endsAt={program.trialEndsAt} ended={!program.active} />;
  }
  return <Badge tone={program.active ? 'good' : 'warn'}>{program.planName ?? program.plan}</Badge>;
}

function CoachesCell({ program }: { program: ProgramRow }) {
  if (program.coachCount === 0) return <span className="admin-muted">None</span>;
  return (
    <ul className="admin-program-coaches" aria-label={`${program.name} coaches`}>
      {program.coaches.map((coach) => (
        <li key={coach.id}>
          <span className="admin-email">{coach.email}</span>{' '}
          {coach.status === 'verified' ? (
            <Badge tone="good">Verified</Badge>
          ) : coach.status === 'rejected' ? (
            <Badge tone="bad">Rejected</Badge>
          ) : (
            <Badge tone="warn">Pending</Badge>
          )}
        </li>
      ))}
    </ul>
  );
}

interface ProgramPlanDialogProps {
  program: ProgramRow;
  onCancel: () => void;
  onSaved: (choice: ProgramPlanChoice) => void;
}

function ProgramPlanDialog({ program, onCancel, onSaved }: ProgramPlanDialogProps) {
  const plans = useQuery(collegePlansQuery());
  const {
    register,
    handleSubmit,
    control,
    setError,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(planSchema),
    defaultValues: { plan: program.plan ?? '', trialEndsOn: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const dateId = useId();
  const trial = useWatch({ control, name: 'plan' }) === TRIAL;
  const [otherError, setOtherError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (choice: ProgramPlanChoice) => setProgramPlan(program.schoolId, choice),
    onSuccess: (_, choice) => {
      onSaved(choice);
    },
    // The server's refusal goes on the input it names, or under the form.
    onError: (error) => {
      const { onFields } = applyServerErrors(error, setError, { plan: 'plan', trialEndsOn: 'trialEndsOn' });
      setOtherError(onFields ? null : errorText(error));
    },
  });
  const busy = save.isPending;

  const fieldError = (name: 'plan' | 'trialEndsOn') => errors[name]?.message;

  return (
    <PlanDialog
      title="Set plan"
      busy={busy}
      failure={otherError}
      onCancel={onCancel}
      onSubmit={(event) =>
        void handleSubmit(
          (choice) => {
            setOtherError(null);
            save.mutate(choice);
          },
          (invalid) => {
            setFocus(invalid.plan ? 'plan' : 'trialEndsOn');
          },
        )(event)
      }
      description={
        <p>
          <strong className="admin-modal__email">{program.name}</strong>: its coaches get what the plan allows, at once.
        </p>
      }
    >
      <PlanSelect
        label="Plan"
        options={[
          { value: '', label: 'Choose a plan' },
          { value: TRIAL, label: 'Free trial' },
          ...(plans.data ?? []).map((plan) => ({ value: plan.id, label: plan.name })),
        ]}
        {...register('plan')}
        loadFailed={plans.isError ? 'The paid plans could not be loaded; close and try again.' : undefined}
        error={fieldError('plan')}
      />
      {trial ? (
        <div className="field">
          <label className="field__label" htmlFor={dateId}>
            Trial&apos;s last day (optional)
          </label>
          <p className="field__hint" id={`${dateId}-hint`}>
            The trial runs through this day (UTC). Left empty, it runs 14 days from now.
          </p>
          <input
            id={dateId}
            type="date"
            className="field__input"
            {...register('trialEndsOn')}
            aria-invalid={fieldError('trialEndsOn') ? true : undefined}
            aria-describedby={fieldError('trialEndsOn') ? `${dateId}-hint ${dateId}-error` : `${dateId}-hint`}
          />
          {fieldError('trialEndsOn') ? (
            <p className="field__error" id={`${dateId}-error`}>
              {fieldError('trialEndsOn')}
            </p>
          ) : null}
        </div>
      ) : null}
    </PlanDialog>
  );
}

export function ProgramsSection() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const programs = useQuery(programsQuery(q));
  const [editing, setEditing] = useState<ProgramRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const billing = usePayerBillingDialog(setNotice);

  const saved = (program: ProgramRow, choice: ProgramPlanChoice) => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.programsAll() });
    void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    setEditing(null);
    const plans = queryClient.getQueryData<Plan[]>(adminKeys.plans('college'));
    const planName = choice.plan === TRIAL ? 'the free trial' : (plans?.find((p) => p.id === choice.plan)?.name ?? choice.plan);
    setNotice(`${program.name} is now on ${planName}.`);
  };

  return (
    <div className="admin-section">
      <div className="admin-section__head">
        <h2>Programs</h2>
      </div>
      <PaymentsLine />
      <p className="admin-intro">
        A program&apos;s first coach starts its 14-day free trial; the plan decides how many of its verified coaches may
        recruit. A plan set here stays until a payment changes it. Without a search, the programs with a plan or a coach
        are listed.
      </p>
      <SearchBox
        label="Programs"
        id="admin-programs-q"
        fieldLabel="Search programs"
        value={search}
        onChange={setSearch}
      />

      <SavedNotice notice={notice} />

      <SearchTable
        what="programs"
        query={programs}
        label="Programs"
        columns={['Program', 'Plan', 'Coaches']}
        actions
        empty={q === '' ? 'No program has a plan or a coach yet. Search to find one.' : `No programs match “${q}”.`}
        limit={PROGRAMS_LIMIT}
        limitNote={`Showing the first ${PROGRAMS_LIMIT} programs. Search by name to find others.`}
      >
        {(program) => (
          <tr key={program.schoolId}>
            <td>
              <span className="admin-program-name">{program.name}</span>
            </td>
            <td>
              <PlanCell program={program} />
            </td>
            <td>
              <CoachesCell program={program} />
            </td>
            <SetPlanCell
              name={program.name}
              onClick={() => {
                setNotice(null);
                setEditing(program);
              }}
            >
              <AddOnsButton
                name={program.name}
                onClick={() => billing.open({ kind: 'program', id: program.schoolId, name: program.name, audience: 'college' })}
              />
            </SetPlanCell>
          </tr>
        )}
      </SearchTable>

      {editing ? (
        <ProgramPlanDialog
          program={editing}
          onCancel={() => {
            setEditing(null);
          }}
          onSaved={(choice) => {
            saved(editing, choice);
          }}
        />
      ) : null}
      {billing.dialog}
    </div>
  );
}
