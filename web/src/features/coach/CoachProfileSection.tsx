import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormMessage } from '@/components/FormField';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth';
import { coachProfileQueryOptions, type CoachProfile } from './api';
import { CoachProfileForm } from './CoachProfileForm';
import { SQUAD_LABELS } from './rules';

/** "Jane Doe, Assistant Coach": how the coach signs, before the program's name. */
function signatureOf(profile: CoachProfile): string {
  return `${profile.fullName}, ${profile.title}`;
}

/**
 * The coach's name and title, which athletes and parents read on every message and visit: asked
 * for until written (no message goes out before), then shown with a way to change it.
 */
export function CoachProfileSection() {
  const { user } = useAuth();
  const page = useQuery({ ...coachProfileQueryOptions(user?.id ?? ''), enabled: user !== null });
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const profile = page.data?.profile ?? null;

  return (
    <section className="card coach-section" id="coach-profile" aria-labelledby="coach-profile-title">
      <h2 id="coach-profile-title">Your profile</h2>
      {page.isPending ? (
        <Spinner label="Loading your profile" fullPage={false} />
      ) : page.isError ? (
        <FormMessage tone="error" title="Your profile could not be loaded.">
          <p>
            <button type="button" className="link-button" onClick={() => void page.refetch()}>
              Try again
            </button>
          </p>
        </FormMessage>
      ) : profile && !editing ? (
        <>
          {saved ? <p role="status">{saved}</p> : null}
          <p className="coach-profile__signature">{signatureOf(profile)}</p>
          {profile.squads.length > 0 ? (
            <p className="coach-section__text">Coaches {profile.squads.map((s) => SQUAD_LABELS[s]).join(', ')}</p>
          ) : null}
          {profile.bio ? <p className="coach-section__text">{profile.bio}</p> : null}
          <button
            ref={editRef}
            type="button"
            className="button button--secondary"
            onClick={() => {
              setSaved(null);
              setEditing(true);
            }}
          >
            Edit profile
          </button>
        </>
      ) : (
        <>
          {profile ? null : (
            <p className="coach-section__text">
              Athletes and parents see your name and title on every message and visit you add. Write them before your
              first message.
            </p>
          )}
          <CoachProfileForm
            profile={profile}
            titles={page.data.titles}
            onDone={(result) => {
              setEditing(false);
              if (result) setSaved(`Athletes see you as ${signatureOf(result)}.`);
              window.setTimeout(() => editRef.current?.focus());
            }}
          />
        </>
      )}
    </section>
  );
}
