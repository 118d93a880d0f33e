import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { FormMessage, TextField } from '@/components/FormField';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { openCookiePreferences } from '@/lib/consent';
import { saveJson } from '@/lib/download';
import { paths } from '@/paths';
import { deleteAccount, exportFileName, exportMyData, getPrivacy, privacyQueryKey, setPrivacy } from './api';

export const ACCOUNT_DELETED_NOTICE = 'Your account and everything it held have been deleted.';

/** Cookie choices, the sale opt-out, the data export and account deletion. */
export function PrivacySection() {
  return (
    <section className="card settings__section" aria-labelledby="privacy-title">
      <h2 id="privacy-title">Privacy</h2>
      <div className="settings__row">
        <div>
          <h3>Cookie preferences</h3>
          <p>Choose which optional cookies this browser may use.</p>
        </div>
        <button type="button" className="button button--secondary" onClick={openCookiePreferences}>
          Cookie preferences
        </button>
      </div>
      <SaleOptOut />
      <DownloadData />
      <DeleteAccount />
    </section>
  );
}

function SaleOptOut() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const key = privacyQueryKey(user?.id ?? '');
  const privacy = useQuery({ queryKey: key, queryFn: ({ signal }) => getPrivacy(signal), enabled: user !== null });
  const update = useMutation({
    mutationFn: setPrivacy,
    // A read still under way must not overwrite the choice being saved.
    onMutate: () => queryClient.cancelQueries({ queryKey: key }),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
    },
  });
  const checkboxId = useId();
  // While a change is being saved the switch shows it; a failed save falls back to the stored choice.
  const optedOut = update.isPending ? update.variables.optOutSale : (privacy.data?.optOutSale ?? false);

  return (
    <div className="settings__row">
      <div>
        <h3>
          <label htmlFor={checkboxId}>Do not sell or share my personal information</label>
        </h3>
        <p>
          RowRecruit does not sell your data. Opting out also keeps it from being shared for advertising, now and if that
          ever changes. Your choice is recorded in the compliance log.
        </p>
        {privacy.isError ? (
          <p className="settings__error" role="alert">
            Your current choice could not be loaded. Please reload the page.
          </p>
        ) : null}
        {update.isError ? (
          <p className="settings__error" role="alert">
            Your choice could not be saved. Please try again.
          </p>
        ) : null}
        {update.isSuccess ? (
          <p className="settings__saved" role="status">
            {update.data.optOutSale ? 'You have opted out.' : 'You have opted back in.'}
          </p>
        ) : null}
      </div>
      <input
        id={checkboxId}
        type="checkbox"
        role="switch"
        className="settings__switch"
        checked={optedOut}
        disabled={!privacy.isSuccess || update.isPending}
        aria-busy={update.isPending}
        onChange={(event) => {
          update.mutate({ optOutSale: event.target.checked });
        }}
      />
    </div>
  );
}

function DownloadData() {
  const [state, setState] = useState<'idle' | 'working' | 'done' | 'failed'>('idle');
  const onDownload = async () => {
    setState('working');
    try {
      saveJson(await exportMyData(), exportFileName());
      setState('done');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="settings__row">
      <div>
        <h3>Download my data</h3>
        <p>A JSON file with your account, profile, saved schools and notes, and your privacy and consent records.</p>
        {state === 'failed' ? (
          <p className="settings__error" role="alert">
            Your data could not be prepared. Please try again.
          </p>
        ) : null}
        {state === 'done' ? (
          <p className="settings__saved" role="status">
            Your download has started.
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="button button--secondary"
        disabled={state === 'working'}
        aria-busy={state === 'working'}
        onClick={() => void onDownload()}
      >
        {state === 'working' ? 'Preparing…' : 'Download my data'}
      </button>
    </div>
  );
}

function DeleteAccount() {
  const { signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (password === '') {
      setError('Please enter your password');
      return;
    }
    setDeleting(true);
    try {
      await deleteAccount(password);
    } catch (cause) {
      setDeleting(false);
      if (isApiError(cause) && cause.fields?.password) setError(cause.fields.password);
      else setFailure(isApiError(cause) ? cause.message : 'An unexpected error occurred');
      return;
    }
    // The server has ended every session; this tab and the others follow.
    await signOut(paths.login, { notice: ACCOUNT_DELETED_NOTICE });
  };

  return (
    <div className="settings__danger">
      <h3>Delete my account</h3>
      <p>
        Deletes your account, profile, saved schools and notes at once and signs you out everywhere. Backups are overwritten
        within 90 days (see <Link to={paths.coppaRights}>your privacy rights</Link>). A parent or guardian can ask for a
        minor&apos;s account to be deleted by writing to us.
      </p>
      {open ? (
        <form className="form settings__form" noValidate onSubmit={(event) => void onSubmit(event)}>
          {failure ? (
            <FormMessage tone="error">
              <p>{failure}</p>
            </FormMessage>
          ) : null}
          <TextField
            label="Password"
            hint="Type your password to confirm. This cannot be undone."
            type="password"
            name="delete-password"
            autoComplete="current-password"
            required
            autoFocus
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(undefined);
            }}
            error={error}
            disabled={deleting}
          />
          <p className="settings__actions">
            <button type="submit" className="button button--danger" disabled={deleting} aria-busy={deleting}>
              {deleting ? 'Deleting…' : 'Delete my account permanently'}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={deleting}
              onClick={() => {
                setOpen(false);
                setPassword('');
                setError(undefined);
              }}
            >
              Keep my account
            </button>
          </p>
        </form>
      ) : (
        <p>
          <button
            type="button"
            className="button button--danger"
            onClick={() => {
              setOpen(true);
            }}
          >
            Delete my account…
          </button>
        </p>
      )}
    </div>
  );
}
