import { useFieldArray, useWatch, type UseFieldArrayReturn } from 'react-hook-form';
import { TextField } from '@/components/FormField';
import { parseNumericInput, type ProfileFormValues } from './formValues';
import { fieldId, type ProfileFields } from './profileFields';
import {
  DISCIPLINES,
  ERG_PATTERN,
  ERG_PLACEHOLDER,
  LIMITS,
  SIDES,
  SQUADS,
  suggestWeightClass,
  WEIGHT_CLASSES,
} from './rules';

const weightClassLabel = (value: string | null) => WEIGHT_CLASSES.find((c) => c.value === value)?.label ?? null;

/** The profile form's Athletic Information: squad, side, club, erg times, and coxing for a coxswain. */
export function AthleticSection({ fields }: { fields: ProfileFields }) {
  const { text, number, select, field } = fields;
  const coxLinks = useFieldArray({ control: fields.control, name: 'coxLinks' });
  const [squad, weight, coxswain] = useWatch({ control: fields.control, name: ['squad', 'weight', 'coxswain'] });
  const squadChoice = SQUADS.find((s) => s.value === squad)?.value ?? null;
  const suggested = suggestWeightClass(squadChoice, parseNumericInput(weight));
  const ergHint = coxswain ? 'Optional: coxswains need no erg figures.' : undefined;

  return (
    <section className="card profile-section" aria-labelledby="profile-athletic">
      <h2 id="profile-athletic">Athletic Information</h2>
      <div className="profile-grid">
        {select('squad', 'Squad', SQUADS)}
        {select(
          'weightClass',
          'Weight class',
          WEIGHT_CLASSES,
          suggested ? `Use the suggestion (${weightClassLabel(suggested) ?? ''})` : 'Use the suggestion',
          suggested
            ? `Suggested from your squad and weight: ${weightClassLabel(suggested) ?? ''}. Choose another to override it.`
            : 'A suggestion appears once your squad and weight are given.',
        )}
        {select('side', 'Side', SIDES)}
        {select('discipline', 'Sweep or sculling', DISCIPLINES)}
        {number('seasonsRowed', 'Seasons rowed', LIMITS.seasonsRowed, '0 to 10')}
        {text('clubTeam', 'Club team', { maxLength: LIMITS.textMax })}
        {text('clubCoachName', 'Club coach name', { maxLength: LIMITS.textMax })}
      </div>
      <div className="profile-subsection">
        <div className="field field--checkbox">
          <input id={fieldId('coxswain')} type="checkbox" className="field__checkbox" {...field('coxswain')} />
          <label htmlFor={fieldId('coxswain')}>I am a coxswain</label>
        </div>
      </div>
      <div className="profile-grid profile-subsection">
        {text('erg2k', coxswain ? '2k erg time (optional)' : '2k erg time', {
          placeholder: ERG_PLACEHOLDER,
          pattern: ERG_PATTERN,
          autoComplete: 'off',
          hint: ergHint ?? 'Minutes, seconds and tenths, for example 6:45.3',
        })}
        {text('erg6k', coxswain ? '6k erg time (optional)' : '6k erg time', {
          placeholder: ERG_PLACEHOLDER,
          pattern: ERG_PATTERN,
          autoComplete: 'off',
          hint: ergHint ?? 'Minutes, seconds and tenths, for example 21:30.0',
        })}
      </div>
      {coxswain ? <CoxingFields fields={fields} recordings={coxLinks} /> : null}
    </section>
  );
}

/** A coxswain's boats and recordings; the recordings' list lives with the section, so it outlasts this part. */
function CoxingFields({ fields, recordings }: { fields: ProfileFields; recordings: UseFieldArrayReturn<ProfileFormValues, 'coxLinks'> }) {
  const { text, field, errorAt } = fields;
  return (
    <div className="profile-subsection">
      <h3 className="profile-subheading">Coxing</h3>
      <div className="profile-grid">{text('boatsCoxed', 'Boats coxed', { maxLength: LIMITS.boatsCoxedMax, placeholder: '8+, 4+' })}</div>
      <fieldset className="profile-list">
        <legend className="field__label">Cox recordings</legend>
        <p className="field__hint">Links to audio or video of a practice or a race, up to {LIMITS.linksMax}.</p>
        {recordings.fields.map((item, index) => (
          <div key={item.id} className="profile-list__row">
            <TextField
              id={fieldId(`coxLinks.${index}.value`)}
              label={`Recording ${index + 1} link`}
              type="url"
              inputMode="url"
              placeholder="https://"
              error={errorAt(`coxLinks.${index}.value`)}
              {...field(`coxLinks.${index}.value`)}
            />
            <button
              type="button"
              className="button button--ghost button--small profile-list__remove"
              onClick={() => {
                recordings.remove(index);
              }}
            >
              Remove<span className="visually-hidden"> recording {index + 1}</span>
            </button>
          </div>
        ))}
        {recordings.fields.length < LIMITS.linksMax ? (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => {
              recordings.append({ value: '' });
            }}
          >
            Add a recording
          </button>
        ) : null}
      </fieldset>
    </div>
  );
}
