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
      stop={unsubscribeReminders}
      doneTitle="Calendar reminders are off"
      done={() => (
        <>
          RowRecruit no longer emails you the day before your events. To turn reminders back on, sign in and use the
          Reminder emails switch on your calendar.
        </>
      )}
      next={<Link to={paths.calendar}>Open your calendar</Link>}
    />
  );
}
