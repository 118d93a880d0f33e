import { Link } from 'react-router';
import { EmailStopPage } from '@/features/auth';
import { paths } from '@/paths';
import { unsubscribeSavedSearch } from './api';

/** /saved-searches/unsubscribe#token=…, from one saved search's link in a coach's daily digest. */
export default function SavedSearchUnsubscribePage() {
  return (
    <EmailStopPage
      title="Stop a saved search’s alerts"
      lead="RowRecruit emails you, at most once a day, the athletes who newly match your saved searches. This link turns off the emails of one search; the others keep theirs."
      action="Stop these alerts"
      missingToken="This link is incomplete. Open it again from the most recent saved-search email."
      send={unsubscribeSavedSearch}
      doneTitle="These alerts are off"
      done={({ name }) => (
        <>
          Alert emails for <strong>{name}</strong> are off. The search stays saved; its switch in Athlete search turns them back on.
        </>
      )}
      undoneTitle="These alerts are back on"
      undone={({ name }) => (
        <>
          Alert emails for <strong>{name}</strong> are on again.
        </>
      )}
      next={<Link to={paths.coachSearch}>Open athlete search</Link>}
      elsewhere="Signed in, each saved search has its own alert switch under Saved searches in Athlete search."
    />
  );
}
