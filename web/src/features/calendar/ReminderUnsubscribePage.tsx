import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormMessage } from '@/components/FormField';
import { AuthLayout, tokenFromHash } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { paths } from '@/paths';
import { unsubscribeReminders } from './api';
import './calendar.css';

/** A link that lost its token on the way: said at once, without asking the server. */
const MISSING_TOKEN = 'This link is incomplete. Open it again from the most recent reminder email.';

/**
 * /calendar/unsubscribe#token=… (or ?token=…), from the link in a calendar reminder email: turns
 * reminder emails off without signing in. Nothing changes until the visitor presses the button,
 * so a mail scanner that opens links does not unsubscribe anyone.
 */
export default function ReminderUnsubscribePage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // Read once, then taken out of the address bar so it is not kept in history or shared by accident.
  const [token] = useState(() => tokenFromHash(location.hash) ?? params.get('token')?.trim() ?? '');
  const hasTokenInAddress = location.hash.includes('token=') || params.has('token');
  useEffect(() => {
    if (hasTokenInAddress) void navigate({ pathname: location.pathname, search: '', hash: '' }, { replace: true });
  }, [hasTokenInAddress, location.pathname, navigate]);
  const stop = useMutation({ mutationFn: () => unsubscribeReminders(token) });

  if (stop.isSuccess) {
    return (
      <AuthLayout title="Calendar reminders are off" icon="success">
        <FormMessage tone="success">
          <p>
            RowRecruit no longer emails you the day before your events. To turn reminders back on, sign in and use the
            Reminder emails switch on your calendar.
          </p>
        </FormMessage>
        <p className="calendar-unsubscribe__next">
          <Link to={paths.calendar}>Open your calendar</Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Stop calendar reminders"
      lead="RowRecruit emails you the day before the events in your calendar. You can turn these reminders off here; your calendar and its feed stay as they are."
    >
      {token === '' ? (
        <FormMessage tone="error">
          <p>{MISSING_TOKEN}</p>
        </FormMessage>
      ) : (
        <>
          {stop.isError ? (
            <FormMessage tone="error">
              <p>{isApiError(stop.error) ? stop.error.message : 'Something went wrong. Please try again.'}</p>
            </FormMessage>
          ) : null}
          <button
            type="button"
            className="button button--primary calendar-unsubscribe__button"
            disabled={stop.isPending}
            onClick={() => stop.mutate()}
          >
            {stop.isPending ? 'Stopping…' : 'Stop calendar reminders'}
          </button>
        </>
      )}
    </AuthLayout>
  );
}
