import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PlanDialog, PlanSelect } from '@/components/PlanDialog';
import { isApiError } from '@/lib/api';
import { adminKeys, clubPlansQuery, clubsQuery, setClubPlan, type ClubRow, type Plan } from './api';
import { TRIAL } from './planSchema';
import { Badge, DateTime, errorText } from './sectionUi';
import { SavedNotice, SetPlanCell, TrialBadge } from './planUi';
import { AddOnsButton, usePayerBillingDialog } from './PayerBillingDialog';
import { SearchTable } from './SearchTable';

/** "Coach Essential (10 athletes, 1 coach)", "Club Pro (no limits)": a club plan and what it allows. */
export function clubPlanLabel(plan: Plan): string {
  const roster = plan.clubLimits?.roster;
  const coaches = plan.clubLimits?.coaches;
  if (roster == null && coaches == null) return `${plan.name} (no limits)`;
  const parts = [
    roster == null ? 'any number of athletes' : `${roster} ${roster === 1 ? 'athlete' : 'athletes'}`,
    coaches == null ? 'any number of coaches' : `${coaches} ${coaches === 1 ? 'coach' : 'coaches'}`,
  ];
  return `${plan.name} (${parts.join(', ')})`;
}

function PlanCell({ club }: { club: ClubRow }) {
  // The moment the table was shown: a trial that ends while the operator looks stays "until".
  const [now] = useState(() => Date.now());
  if (club.plan.id === TRIAL && club.plan.trialEndsAt) {
    const ended = new Date(club.plan.trialEndsAt).getTime() < now;
    return <TrialBadge name={club.plan.name} endsAt={club.plan.trialEndsAt} ended={ended} />;
  }
  return <Badge tone="good">{club.plan.name}</Badge>;
}

function ClubPlanDialog({ club, onCancel, onSaved }: { club: ClubRow; onCancel: () => void; onSaved: (planId: string) => void }) {
  const [plan, setPlan] = useState<string>(club.plan.id);
  const plans = useQuery(clubPlansQuery());
  const save = useMutation({
    mutationFn: (choice: string) => setClubPlan(club.id, { plan: choice }),
    onSuccess: (_, choice) => {
      onSaved(choice);
    },
  });
  const fieldError = isApiError(save.error) ? save.error.fields?.plan : undefined;
  const otherError = save.isError && !fieldError ? errorText(save.error) : null;

  return (
    <PlanDialog
      title="Set club plan"
      busy={save.isPending}
      failure={otherError}
      onCancel={onCancel}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(plan);
      }}
      description={
        <p>
          <strong className="admin-modal__email">{club.name}</strong>: its roster and coaches get what the plan allows, at
          once.
        </p>
      }
    >
      <PlanSelect
        label="Plan"
        options={[
          { value: TRIAL, label: 'Free trial (14 days from today)' },
          ...(plans.data ?? []).map((option) => ({ value: option.id, label: clubPlanLabel(option) })),
        ]}
        value={plan}
        onChange={(event) => setPlan(event.target.value)}
        loadFailed={plans.isError ? 'The paid plans could not be loaded; close and try again.' : undefined}
        error={fieldError}
      />
    </PlanDialog>
  );
}

/** Club teams and their plans: until payments exist, an operator sets each club's plan here. */
export function ClubsSection() {
  const queryClient = useQueryClient();
  const clubs = useQuery(clubsQuery());
  const [editing, setEditing] = useState<ClubRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const billing = usePayerBillingDialog(setNotice);

  const saved = (club: ClubRow, planId: string) => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.clubs() });
    void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    setEditing(null);
    const plans = queryClient.getQueryData<Plan[]>(adminKeys.plans('club'));
    const name = planId === TRIAL ? 'a new 14-day free trial' : (plans?.find((p) => p.id === planId)?.name ?? planId);
    setNotice(`${club.name} is now on ${name}.`);
  };

  return (
    <div className="admin-section">
      <div className="admin-section__head">
        <h2>Clubs</h2>
      </div>
      <p className="admin-intro">
        Club teams start on a 14-day free trial with the Coach Essential limits. Coach Essential holds 10 athletes and Coach
        Premium 25, each with one coach; Club Pro has no limits. Choosing the free trial restarts it for 14 days.
      </p>

      <SavedNotice notice={notice} />

      <SearchTable
        what="clubs"
        query={clubs}
        label="Clubs"
        columns={['Club', 'Plan', 'Roster', 'Coaches', 'Created']}
        actions
        empty="No club teams yet."
      >
        {(club) => (
          <tr key={club.id}>
            <td>
              <span className="admin-program-name">{club.name}</span>
            </td>
            <td>
              <PlanCell club={club} />
            </td>
            <td>{club.rosterCount}</td>
            <td>{club.coachCount}</td>
            <td>
              <DateTime iso={club.createdAt} />
            </td>
            <SetPlanCell
              name={club.name}
              onClick={() => {
                setNotice(null);
                setEditing(club);
              }}
            >
              <AddOnsButton
                name={club.name}
                onClick={() => billing.open({ kind: 'club', id: club.id, name: club.name, audience: 'club' })}
              />
            </SetPlanCell>
          </tr>
        )}
      </SearchTable>

      {editing ? (
        <ClubPlanDialog
          club={editing}
          onCancel={() => setEditing(null)}
          onSaved={(planId) => {
            saved(editing, planId);
          }}
        />
      ) : null}
      {billing.dialog}
    </div>
  );
}
