import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useAuth } from '@/features/auth';
import { emailSettingsQueryKey, getEmailSettings, revokeEmailLinks, setEmailKind, type EmailKind, type EmailSetting } from './api';

const KINDS: Record<EmailKind, { title: string; what: string }> = {
  messages: {
    title: 'Message emails',
    what: 'An email when a college program or an athlete writes to you, at most one an hour per conversation.',
  },
  family_digest: { title: 'Weekly digest', what: "A weekly email of your children's recruiting activity." },
  calendar_reminders: { title: 'Calendar reminders', what: 'An email the day before each event in your calendar.' },
};

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const moment = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** How a kind of email that is off came to be off. */
export function offNote(setting: EmailSetting): string {
  if (!setting.offAt) return 'Turned off.';
  return setting.offFromLink
    ? `Turned off from an email link on ${day(setting.offAt)}.`
    : `Turned off on ${day(setting.offAt)}.`;
}

/**
 * Every kind of email the account gets, each with its switch. An unsubscribe from an email's
 * one-click link shows here with its date and can be undone; the links already emailed can be
 * stopped, in case someone else saw one.
 */
export function EmailsSection() {
  const { user } = useAuth();
  const key = emailSettingsQueryKey(user?.id ?? '');
  const settings = useQuery({ queryKey: key, queryFn: ({ signal }) => getEmailSettings(signal), enabled: user !== null });
  // An account that gets no email (an operator's) has nothing to choose.
  if (settings.isPending || settings.data?.length === 0) return null;

  return (
    <section className="card settings__section" aria-labelledby="emails-title">
      <h2 id="emails-title">Emails</h2>
      <p>
        Each email has a one-click link that turns that kind of email off. Links work for 60 days after they are sent.
      </p>
      {settings.isError ? (
        <p className="settings__error" role="alert">
          Your email choices could not be loaded. Please reload the page.
        </p>
      ) : null}
      {settings.data?.map((setting) => <EmailRow key={setting.kind} setting={setting} queryKey={key} />)}
    </section>
  );
}

function EmailRow({ setting, queryKey }: { setting: EmailSetting; queryKey: readonly unknown[] }) {
  const queryClient = useQueryClient();
  const saved = (next: EmailSetting) => {
    queryClient.setQueryData<EmailSetting[]>(queryKey, (all) => all?.map((s) => (s.kind === next.kind ? next : s)));
  };
  const toggle = useMutation({
    mutationFn: (on: boolean) => setEmailKind(setting.kind, on),
    // A read still under way must not overwrite the choice being saved.
    onMutate: () => queryClient.cancelQueries({ queryKey }),
    onSuccess: saved,
  });
  const revoke = useMutation({ mutationFn: () => revokeEmailLinks(setting.kind), onSuccess: saved });
  const switchId = useId();
  const { title, what } = KINDS[setting.kind];
  // While a change is being saved the switch shows it; a failed save falls back to the stored choice.
  const on = toggle.isPending ? toggle.variables : setting.on;

  return (
    <div className="settings__row">
      <div>
        <h3>
          <label htmlFor={switchId}>{title}</label>
        </h3>
        <p>{what}</p>
        {setting.on ? null : <p className="settings__note">{offNote(setting)}</p>}
        {toggle.isError ? (
          <p className="settings__error" role="alert">
            Your choice could not be saved. Please try again.
          </p>
        ) : null}
        <p className="settings__actions">
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={revoke.isPending}
            aria-busy={revoke.isPending}
            onClick={() => revoke.mutate()}
          >
            {revoke.isPending ? 'Stopping…' : 'Stop the links in emails already sent'}
          </button>
        </p>
        {revoke.isError ? (
          <p className="settings__error" role="alert">
            The links could not be stopped. Please try again.
          </p>
        ) : null}
        {setting.linksRevokedAt ? (
          <p className="settings__saved" role="status">
            The links in {title.toLowerCase()} sent up to {moment(setting.linksRevokedAt)} no longer work.
          </p>
        ) : null}
      </div>
      <input
        id={switchId}
        type="checkbox"
        role="switch"
        className="settings__switch"
        checked={on}
        disabled={toggle.isPending}
        aria-busy={toggle.isPending}
        onChange={(event) => {
          toggle.mutate(event.target.checked);
        }}
      />
    </div>
  );
}
