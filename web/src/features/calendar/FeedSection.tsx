import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FormMessage } from '@/components/FormField';
import { SelectField } from '@/components/SelectAndTextArea';
import { useAuth } from '@/features/auth';
import { CALENDAR_ICS_URL, calendarApi, calendarKeys, type CalendarSettings, type CalendarView } from './api';
import { browserTimeZone, errorText, formatDay, timeZoneOptions, zoneLabel } from './rules';
import '@/components/switch.css';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * The calendar's settings and the way out to other calendars: the time zone (set from the browser
 * on the first visit), reminder emails, the private feed address (shown once, when made) and a
 * one-off .ics download.
 */
export function FeedSection({ settings }: { settings: CalendarSettings }) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice>(null);
  const [browserZone] = useState(browserTimeZone);
  const autoSaved = useRef(false);

  const keepSettings = (next: Partial<CalendarSettings>) => {
    queryClient.setQueryData<CalendarView>(calendarKeys.view(userId), (old) => (old ? { ...old, settings: { ...old.settings, ...next } } : old));
  };

  const save = useMutation({
    mutationFn: (input: { timeZone: string; reminders: boolean; auto?: boolean }) =>
      calendarApi.saveSettings({ timeZone: input.timeZone, reminders: input.reminders }),
    onSuccess: async (saved, input) => {
      keepSettings(saved);
      if (input.auto) {
        setNotice({ tone: 'success', text: `Your calendar uses your device's time zone, ${zoneLabel(saved.timeZone)}. Change it below if it is wrong.` });
      } else if (input.timeZone !== settings.timeZone) {
        setNotice({ tone: 'success', text: `Time zone saved: ${zoneLabel(saved.timeZone)}.` });
      } else {
        setNotice({ tone: 'success', text: saved.reminders ? 'Reminder emails are on.' : 'Reminder emails are off.' });
      }
      // Whether a date has passed depends on the time zone.
      await queryClient.invalidateQueries({ queryKey: calendarKeys.view(userId) });
    },
    onError: (error, input) => {
      if (input.auto) return;
      setNotice({ tone: 'error', text: `That change was not saved. ${errorText(error)}` });
    },
  });

  // On the first visit, the calendar takes the device's time zone, once.
  const { mutate } = save;
  useEffect(() => {
    if (settings.timeZoneSet || browserZone === null || autoSaved.current) return;
    autoSaved.current = true;
    mutate({ timeZone: browserZone, reminders: settings.reminders, auto: true });
  }, [settings.timeZoneSet, settings.reminders, browserZone, mutate]);

  const zone = save.isPending && save.variables.auto !== true ? save.variables.timeZone : settings.timeZone;
  const reminders = save.isPending && save.variables.auto !== true ? save.variables.reminders : settings.reminders;
  const remindersId = useId();

  return (
    <section className="card calendar-section calendar-feed" aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title">Calendar feed</h2>
      <p className="calendar-muted">
        See your calendar in Google Calendar, Apple Calendar or Outlook, and get an email the day before an event.
      </p>
      <p role="status" className="calendar-status">
        {notice?.tone === 'success' ? notice.text : null}
      </p>
      {notice?.tone === 'error' ? (
        <FormMessage tone="error">
          <p>{notice.text}</p>
        </FormMessage>
      ) : null}

      <div className="form calendar-feed__settings">
        <SelectField
          id="calendar-time-zone"
          label="Time zone"
          hint="Event times, reminders and the feed follow it."
          value={zone}
          disabled={save.isPending}
          onChange={(event) => {
            setNotice(null);
            save.mutate({ timeZone: event.target.value, reminders: settings.reminders });
          }}
        >
          {timeZoneOptions(settings.timeZone, browserZone).map((option) => (
            <option key={option} value={option}>
              {zoneLabel(option)}
            </option>
          ))}
        </SelectField>

        <div className="calendar-switch-row">
          <div>
            <label className="field__label" htmlFor={remindersId}>
              Reminder emails
            </label>
            <p className="field__hint" id={`${remindersId}-hint`}>
              An email the day before each event marked for a reminder, from 8:00 in the morning in your time zone.
            </p>
          </div>
          <input
            id={remindersId}
            type="checkbox"
            role="switch"
            className="switch"
            checked={reminders}
            disabled={save.isPending}
            aria-describedby={`${remindersId}-hint`}
            onChange={(event) => {
              setNotice(null);
              save.mutate({ timeZone: settings.timeZone, reminders: event.target.checked });
            }}
          />
        </div>
      </div>

      <FeedAddress createdAt={settings.feedCreatedAt ?? null} onChange={(feedCreatedAt) => keepSettings({ feedCreatedAt })} />

      <h3 className="calendar-feed__subtitle">Download</h3>
      <p>
        <a className="button button--secondary" href={CALENDAR_ICS_URL} download>
          Download .ics
        </a>
      </p>
      <p className="calendar-muted">A copy of your calendar as it is now, to import once. It does not update by itself.</p>
    </section>
  );
}

type Confirm = 'renew' | 'off' | null;

/** The private feed address: made, renewed or turned off; shown only when made. */
function FeedAddress({ createdAt, onChange }: { createdAt: string | null; onChange: (createdAt: string | null) => void }) {
  const [url, setUrl] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const create = useMutation({
    mutationFn: calendarApi.createFeed,
    onSuccess: (feed) => {
      setUrl(feed.url);
      setConfirm(null);
      onChange(feed.createdAt);
    },
    onError: (error) => {
      setConfirm(null);
      setNotice({ tone: 'error', text: `The feed address could not be made. ${errorText(error)}` });
    },
  });
  const turnOff = useMutation({
    mutationFn: calendarApi.deleteFeed,
    onSuccess: () => {
      setUrl(null);
      setConfirm(null);
      setNotice({ tone: 'success', text: 'The feed is off: its address no longer works.' });
      onChange(null);
    },
    onError: (error) => {
      setConfirm(null);
      setNotice({ tone: 'error', text: `The feed could not be turned off. ${errorText(error)}` });
    },
  });

  const busy = create.isPending || turnOff.isPending;

  return (
    <>
      <h3 className="calendar-feed__subtitle">Feed address</h3>
      <p role="status" className="calendar-status">
        {notice?.tone === 'success' ? notice.text : null}
      </p>
      {notice?.tone === 'error' ? (
        <FormMessage tone="error">
          <p>{notice.text}</p>
        </FormMessage>
      ) : null}

      {url !== null ? (
        // A new address is a new field: its copy message starts empty and it takes the focus again.
        <FeedUrl key={url} url={url} />
      ) : createdAt !== null ? (
        <p>
          Your feed address was made on {formatDay(createdAt)}. It is not shown again; renew it to get a new one.
        </p>
      ) : (
        <p>You have no feed address. Make one to subscribe to your calendar from another calendar app.</p>
      )}

      <div className="calendar-actions">
        {createdAt === null ? (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => {
              setNotice(null);
              create.mutate();
            }}
          >
            {create.isPending ? 'Making the address…' : 'Create feed address'}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => {
                setNotice(null);
                setConfirm('renew');
              }}
            >
              Renew address
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => {
                setNotice(null);
                setConfirm('off');
              }}
            >
              Turn off
            </button>
          </>
        )}
      </div>

      {confirm === 'renew' ? (
        <ConfirmDialog
          title="Renew the feed address?"
          consequences={<p>The current address stops working at once: calendars subscribed to it stop updating until you add the new address.</p>}
          confirmLabel="Renew address"
          busyLabel="Renewing…"
          cancelLabel="Keep the current address"
          onConfirm={() => create.mutateAsync()}
          onCancel={() => setConfirm(null)}
        />
      ) : confirm === 'off' ? (
        <ConfirmDialog
          title="Turn off the feed?"
          consequences={<p>The address stops working at once: calendars subscribed to it stop updating. You can make a new address later.</p>}
          confirmLabel="Turn off the feed"
          busyLabel="Turning off…"
          cancelLabel="Keep the feed"
          danger
          onConfirm={() => turnOff.mutateAsync()}
          onCancel={() => setConfirm(null)}
        />
      ) : null}
    </>
  );
}

/** The feed's address, shown once when it is made, with a way to copy it. */
function FeedUrl({ url }: { url: string }) {
  const [copied, setCopied] = useState<string | null>(null);
  const urlRef = useRef<HTMLInputElement>(null);
  const adviceId = useId();
  const urlId = useId();

  // The new address takes the focus, ready to copy.
  useEffect(() => {
    urlRef.current?.focus();
  }, [url]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('The address is copied.');
    } catch {
      urlRef.current?.select();
      setCopied('Copying did not work here: the address is selected, copy it with your keyboard or menu.');
    }
  };

  return (
    <div className="calendar-feed__url">
      <div className="field">
        <label className="field__label" htmlFor={urlId}>
          Your private feed address
        </label>
        <div className="calendar-feed__copy">
          <input
            ref={urlRef}
            id={urlId}
            className="field__input"
            type="text"
            readOnly
            value={url}
            aria-describedby={adviceId}
            onFocus={(event) => event.target.select()}
          />
          <button type="button" className="button button--primary" onClick={() => void copy()}>
            Copy{' '}<span className="visually-hidden">the feed address</span>
          </button>
        </div>
      </div>
      <p className="calendar-feed__advice" id={adviceId}>
        This address is private: anyone who has it can see your calendar. It is shown only now, so paste it into your
        calendar app&apos;s “subscribe by URL” setting. If it gets out, renew it.
      </p>
      <p role="status" className="calendar-status">
        {copied}
      </p>
    </div>
  );
}
