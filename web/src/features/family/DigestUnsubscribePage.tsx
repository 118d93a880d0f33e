import { Link } from 'react-router';
import { EmailStopPage } from '@/features/auth';
import { paths } from '@/paths';
import { unsubscribeDigest } from './api';

/** /family/unsubscribe#token=… (or ?token=…), from the link in the parent's weekly digest email. */
export default function DigestUnsubscribePage() {
  return (
    <EmailStopPage
      title="Stop the weekly digest"
      lead="RowRecruit emails you a weekly digest of your children's recruiting. You can turn it off here; the parent portal still shows everything when you sign in."
      action="Stop the weekly digest"
      missingToken="This link is incomplete. Open it again from the most recent weekly digest email."
      send={unsubscribeDigest}
      doneTitle="The weekly digest is off"
      done={({ email }) => (
        <>
          The weekly digest is off for <span className="email-stop__email">{email}</span>. To turn it back on later,
          sign in and use the Weekly digest switch in your parent portal or in Settings.
        </>
      )}
      undoneTitle="The weekly digest is back on"
      undone={({ email }) => (
        <>
          The weekly digest is on again for <span className="email-stop__email">{email}</span>.
        </>
      )}
      next={<Link to={paths.family}>Open the parent portal</Link>}
    />
  );
}
