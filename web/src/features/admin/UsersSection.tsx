import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '@/components/Dialog';
import { useAuth } from '@/features/auth';
import { USERS_LIMIT, adminKeys, reportUnder13, setUserDisabled, usersQuery, type AdminUserRow } from './api';
import { consentLabel, formatDateTime, humanize } from './format';
import { useDebouncedValue } from '@/lib/useDebouncedValue';
import { Badge, DateTime, errorText } from './sectionUi';
import { SearchBox, SearchTable } from './SearchTable';
import { AddOnsButton, usePayerBillingDialog } from './PayerBillingDialog';
import { AccountPlanControl, AccountPlanNote, type PlanAccount } from './AccountPlanControl';

/** An athlete's or a parent's row as its plan controls see it; null for coaches and operators. */
function planAccount(account: AdminUserRow): PlanAccount | null {
  const audience = account.role === 'student' ? 'rower' : account.role === 'parent' ? 'family' : null;
  return audience ? { id: account.id, email: account.email, plan: account.plan ?? null, audience } : null;
}

interface ConfirmProps {
  account: AdminUserRow;
  busy: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
}

function ConfirmDisable({ account, busy, error, onCancel, onConfirm }: ConfirmProps) {
  const disabling = !account.disabled;
  return (
    <Dialog
      title={disabling ? 'Disable account' : 'Enable account'}
      className="admin-modal"
      busy={busy}
      onClose={onCancel}
      description={
        disabling ? (
          <p>
            <strong className="admin-modal__email">{account.email}</strong> is signed out everywhere at once and cannot sign
            in until the account is enabled again.
          </p>
        ) : (
          <p>
            <strong className="admin-modal__email">{account.email}</strong> can sign in again.
          </p>
        )
      }
    >
      {error ? (
        <p className="field__error" role="alert">
          {errorText(error)}
        </p>
      ) : null}
      <div className="admin-modal__actions">
        <button type="button" className="button button--secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className={disabling ? 'button admin-button--danger' : 'button button--primary'}
          disabled={busy}
          onClick={onConfirm}
        >
          {disabling ? (busy ? 'Disabling…' : 'Disable account') : busy ? 'Enabling…' : 'Enable account'}
        </button>
      </div>
    </Dialog>
  );
}

function ConfirmUnder13({ account, busy, error, onCancel, onConfirm }: ConfirmProps) {
  return (
    <Dialog
      title="Report under 13"
      className="admin-modal"
      busy={busy}
      onClose={onCancel}
      description={
        <p>
          <strong className="admin-modal__email">{account.email}</strong> is disabled and signed out everywhere at once.
          The account and its personal data are erased after 7 days, unless you enable the account again before
          then. The report is recorded in the compliance log.
        </p>
      }
    >
      {error ? (
        <p className="field__error" role="alert">
          {errorText(error)}
        </p>
      ) : null}
      <div className="admin-modal__actions">
        <button type="button" className="button button--secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button admin-button--danger" disabled={busy} onClick={onConfirm}>
          {busy ? 'Disabling…' : 'Disable and erase'}
        </button>
      </div>
    </Dialog>
  );
}

/** One account with its disable (or enable), under-13, plan and add-on controls; none for your own. */
function UserTableRow({
  account,
  self,
  onToggle,
  onReportUnder13,
  onAddOns,
}: {
  account: AdminUserRow;
  self: boolean;
  onToggle: () => void;
  onReportUnder13: () => void;
  /** Athletes and parents pay for their own plans, and so hold add-ons. */
  onAddOns: (() => void) | undefined;
}) {
  const payer = planAccount(account);
  return (
    <tr>
      <td>
        <span className="admin-email">{account.email}</span>
        {self ? (
          <span className="admin-cell-note">
            <Badge>You</Badge>
          </span>
        ) : null}
      </td>
      <td>
        {humanize(account.role)}
        {payer ? <AccountPlanNote account={payer} /> : null}
      </td>
      <td>{account.emailConfirmed ? 'Yes' : <Badge tone="warn">No</Badge>}</td>
      <td>
        {account.parentalConsent === 'pending' ? (
          <Badge tone="warn">Pending</Badge>
        ) : (
          consentLabel(account.parentalConsent)
        )}
      </td>
      <td>{account.disabled ? <Badge tone="bad">Disabled</Badge> : <Badge tone="good">Active</Badge>}</td>
      <td>
        <DateTime iso={account.createdAt} />
      </td>
      <td>
        {self ? null : (
          <span className="admin-row-actions">
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={`${account.disabled ? 'Enable' : 'Disable'} ${account.email}`}
              onClick={onToggle}
            >
              {account.disabled ? 'Enable' : 'Disable'}
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={`Report ${account.email} under 13`}
              onClick={onReportUnder13}
            >
              Under 13
            </button>
            {payer ? <AccountPlanControl account={payer} /> : null}
            {onAddOns ? <AddOnsButton name={account.email} onClick={onAddOns} /> : null}
          </span>
        )}
      </td>
    </tr>
  );
}

/**
 * Accounts: search, disable or enable, report under 13, and an athlete's or a parent's own plan
 * and add-ons.
 */
export function UsersSection() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const users = useQuery(usersQuery(q));
  const [confirming, setConfirming] = useState<AdminUserRow | null>(null);
  const [reporting, setReporting] = useState<AdminUserRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const billing = usePayerBillingDialog(setNotice);
  const addOnsOf = (account: AdminUserRow) => {
    const payer = planAccount(account);
    return payer
      ? () => billing.open({ kind: 'account', id: payer.id, name: payer.email, audience: payer.audience })
      : undefined;
  };

  const toggle = useMutation({
    mutationFn: (account: AdminUserRow) => setUserDisabled(account.id, !account.disabled),
    onSuccess: (_, account) => {
      const disabled = !account.disabled;
      // Every search result that shows the account changes at once; the lists are then re-read.
      queryClient.setQueriesData<AdminUserRow[]>({ queryKey: adminKeys.usersAll() }, (rows) =>
        rows?.map((row) => (row.id === account.id ? { ...row, disabled } : row)),
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.usersAll() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
      setConfirming(null);
      setNotice(disabled ? `${account.email} is disabled and has been signed out.` : `${account.email} is enabled.`);
    },
  });

  const under13 = useMutation({
    mutationFn: (account: AdminUserRow) => reportUnder13(account.id),
    onSuccess: (done, account) => {
      queryClient.setQueriesData<AdminUserRow[]>({ queryKey: adminKeys.usersAll() }, (rows) =>
        rows?.map((row) => (row.id === account.id ? { ...row, disabled: true } : row)),
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.usersAll() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
      setReporting(null);
      setNotice(
        `${account.email} is disabled and has been signed out. Its personal data will be erased on ${formatDateTime(done.eraseAt)}.`,
      );
    },
  });

  return (
    <div className="admin-section">
      <div className="admin-section__head">
        <h2>Users</h2>
      </div>
      <SearchBox label="Users" id="admin-users-q" value={search} onChange={setSearch} />

      <div role="status">
        {notice ? (
          <div className="form-message form-message--success admin-notice">
            <p>{notice}</p>
          </div>
        ) : null}
      </div>

      <SearchTable
        what="users"
        query={users}
        label="Users"
        columns={['Email', 'Role', 'Email confirmed', 'Parental consent', 'Status', 'Joined']}
        actions
        empty={q === '' ? 'There are no accounts yet.' : `No accounts match “${q}”.`}
        limit={USERS_LIMIT}
        limitNote={`Showing the newest ${USERS_LIMIT} accounts. Search by email to find others.`}
      >
        {(account) => (
          <UserTableRow
            key={account.id}
            account={account}
            self={account.id === user?.id}
            onToggle={() => {
              setNotice(null);
              toggle.reset();
              setConfirming(account);
            }}
            onReportUnder13={() => {
              setNotice(null);
              under13.reset();
              setReporting(account);
            }}
            onAddOns={addOnsOf(account)}
          />
        )}
      </SearchTable>

      {confirming ? (
        <ConfirmDisable
          account={confirming}
          busy={toggle.isPending}
          error={toggle.error}
          onCancel={() => {
            setConfirming(null);
            toggle.reset();
          }}
          onConfirm={() => {
            toggle.mutate(confirming);
          }}
        />
      ) : null}
      {reporting ? (
        <ConfirmUnder13
          account={reporting}
          busy={under13.isPending}
          error={under13.error}
          onCancel={() => {
            setReporting(null);
            under13.reset();
          }}
          onConfirm={() => {
            under13.mutate(reporting);
          }}
        />
      ) : null}
      {billing.dialog}
    </div>
  );
}
