import { Link } from 'react-router';
import { paths } from '@/paths';
import type { Profile } from './api';
import { fieldId, type ProfileFields } from './profileFields';
import { VISIBILITIES } from './rules';
import { ShareLinkControls } from './ShareLinkControls';

/** The profile form's Visibility and sharing: who sees the profile, the share link, and a preview. */
export function SharingSection({ fields, profile, userId }: { fields: ProfileFields; profile: Profile; userId: string }) {
  return (
    <section className="card profile-section" aria-labelledby="profile-sharing" id="sharing">
      <h2 id="profile-sharing">Visibility and sharing</h2>
      <fieldset className="profile-visibility">
        <legend className="field__label">Who can see your recruiting profile</legend>
        {VISIBILITIES.map((choice) => (
          <div key={choice.value} className="profile-visibility__option">
            <input
              id={fieldId(`visibility-${choice.value}`)}
              type="radio"
              value={choice.value}
              aria-describedby={fieldId(`visibility-${choice.value}-explained`)}
              {...fields.field('visibility')}
            />
            <label htmlFor={fieldId(`visibility-${choice.value}`)}>
              <span className="profile-visibility__label">{choice.label}</span>
              <span className="profile-visibility__explained" id={fieldId(`visibility-${choice.value}-explained`)}>
                {choice.explanation}
              </span>
            </label>
          </div>
        ))}
        <p className="field__hint">Your choice is saved with the profile. Your email, birth date and parent details are never shown.</p>
      </fieldset>
      <ShareLinkControls profile={profile} userId={userId} />
      <p className="profile-sharing__preview">
        <Link to={paths.athlete.replace(':id', encodeURIComponent(profile.id))}>See your recruiting profile as coaches see it</Link>
        {' · '}
        <Link to={paths.performance}>Performance log</Link>
      </p>
    </section>
  );
}
