import { useFieldArray, useWatch } from 'react-hook-form';
import { TextField } from '@/components/FormField';
import { fieldId, type ProfileFields } from './profileFields';
import { LIMITS } from './rules';

/** The profile form's Highlights: the headline coaches read first, and links to races and results. */
export function HighlightsSection({ fields }: { fields: ProfileFields }) {
  const { text, field, errorAt } = fields;
  const links = useFieldArray({ control: fields.control, name: 'links' });
  const headline = useWatch({ control: fields.control, name: 'headline' });
  return (
    <section className="card profile-section" aria-labelledby="profile-highlights">
      <h2 id="profile-highlights">Highlights</h2>
      <div className="profile-grid profile-grid--wide">
        {text('headline', 'Headline', {
          maxLength: LIMITS.headlineMax,
          placeholder: 'e.g. 6:58 2k women’s port, class of 2027, looking at DI programs',
          hint: `One line coaches read first, up to ${LIMITS.headlineMax} characters (${Array.from(headline).length} used).`,
        })}
      </div>
      <fieldset className="profile-list">
        <legend className="field__label">Links</legend>
        <p className="field__hint">Race videos, results pages or a club page, up to {LIMITS.linksMax}.</p>
        {links.fields.map((item, index) => (
          <div key={item.id} className="profile-list__row profile-list__row--pair">
            <TextField
              id={fieldId(`links.${index}.label`)}
              label={`Link ${index + 1} label`}
              maxLength={LIMITS.linkLabelMax}
              placeholder="Head of the Charles video"
              error={errorAt(`links.${index}.label`)}
              {...field(`links.${index}.label`)}
            />
            <TextField
              id={fieldId(`links.${index}.url`)}
              label={`Link ${index + 1} address`}
              type="url"
              inputMode="url"
              placeholder="https://"
              error={errorAt(`links.${index}.url`)}
              {...field(`links.${index}.url`)}
            />
            <button
              type="button"
              className="button button--ghost button--small profile-list__remove"
              onClick={() => {
                links.remove(index);
              }}
            >
              Remove<span className="visually-hidden"> link {index + 1}</span>
            </button>
          </div>
        ))}
        {links.fields.length < LIMITS.linksMax ? (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => {
              links.append({ label: '', url: '' });
            }}
          >
            Add a link
          </button>
        ) : null}
      </fieldset>
    </section>
  );
}
