import { Link } from 'react-router';
import { EmailStopPage } from '@/features/auth';
import { paths } from '@/paths';
import { unsubscribe } from './api';

/** /unsubscribe#token=… (or ?token=…), from the link in a message email. */
export default function UnsubscribePage() {
  return (
    <EmailStopPage
      title="Stop message emails"
      lead="RowRecruit emails you when a college program or an athlete writes to you. You can turn those emails off here; your messages stay on RowRecruit."
      action="Stop message emails"
      missingToken="This link is incomplete. Open it again from the most recent RowRecruit email."
      send={unsubscribe}
      doneTitle="Message emails are off"
      done={({ email }) => (
        <>
          Message emails are off for <span className="email-stop__email">{email}</span>. You will still see new
          messages when you sign in.
        </>
      )}
      undoneTitle="Message emails are back on"
      undone={({ email }) => (
        <>
          Message emails are on again for <span className="email-stop__email">{email}</span>.
        </>
      )}
      next={<Link to={paths.login}>Sign in to RowRecruit</Link>}
    />
  );
}
