import { Link } from 'react-router';
import { EmailStopPage } from '@/features/auth';
import { paths } from '@/paths';
import { unsubscribeReminders } from './api';

/** /calendar/unsubscribe#token=… (or ?token=…), from the link in a calendar reminder email. */
export default function ReminderUnsubscribePage() {
  return (
    <EmailStopPage
      title="Stop calendar reminders"
      lead="RowRecruit emails you the day before the events in your calendar. You can turn these reminders off here; your calendar and its feed stay as they are."
      action="Stop calendar reminders"
      missingToken="This link is incomplete. Open it again from the most recent reminder email."
      send={unsubscribeReminders}
      doneTitle="Calendar reminders are off"
      done={({ email }) => (
        <>
          RowRecruit no longer emails <span className="email-stop__email">{email}</span> the day before your events. To
          turn reminders back on later, sign in and use the Reminder emails switch on your calendar or in Settings.
        </>
      )}
      undoneTitle="Calendar reminders are back on"
      undone={({ email }) => (
        <>
          Reminders are on again for <span className="email-stop__email">{email}</span>.
        </>
      )}
      next={<Link to={paths.calendar}>Open your calendar</Link>}
    />
  );
}
