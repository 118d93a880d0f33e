import { useWatch } from 'react-hook-form';
import { TextAreaField } from '@/components/SelectAndTextArea';
import { fieldId, type ProfileFields } from './profileFields';
import { LIMITS } from './rules';

/** The profile form's About Me: the athlete's own words. */
export function AboutSection({ fields }: { fields: ProfileFields }) {
  const bio = useWatch({ control: fields.control, name: 'bio' });
  return (
    <section className="card profile-section" aria-labelledby="profile-about">
      <h2 id="profile-about">About Me</h2>
      <TextAreaField
        id={fieldId('bio')}
        label="Bio"
        rows={6}
        max={LIMITS.bioMax}
        value={bio}
        error={fields.errorAt('bio')}
        {...fields.field('bio')}
        placeholder="Your rowing story, goals and what you are looking for in a college program."
      />
    </section>
  );
}
