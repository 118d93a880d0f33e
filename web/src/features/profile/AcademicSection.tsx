import { fieldId, type ProfileFields } from './profileFields';
import { DIVISIONS, LIMITS } from './rules';

/** The profile form's Academic Information: school, grades, test scores and target divisions. */
export function AcademicSection({ fields }: { fields: ProfileFields }) {
  const { text, number, field, errorAt } = fields;
  const divisionsError = errorAt('targetDivisions');
  return (
    <section className="card profile-section" aria-labelledby="profile-academic">
      <h2 id="profile-academic">Academic Information</h2>
      <div className="profile-grid">
        {text('highSchool', 'High school', { autoComplete: 'organization', maxLength: LIMITS.textMax })}
        {text('gpa', 'GPA', {
          type: 'number',
          inputMode: 'decimal',
          min: LIMITS.gpa.min,
          max: LIMITS.gpa.max,
          step: 0.01,
          hint: 'On a 4.0 scale',
        })}
        {number('satScore', 'SAT score', LIMITS.satScore, '400 to 1600')}
        {number('actScore', 'ACT score', LIMITS.actScore, '1 to 36')}
        {text('intendedMajor', 'Intended major', { maxLength: LIMITS.textMax })}
        <fieldset className="profile-choices" aria-describedby={divisionsError ? fieldId('targetDivisions-error') : undefined}>
          <legend className="field__label">Target divisions</legend>
          <div className="profile-choices__options">
            {DIVISIONS.map((division) => (
              <label key={division.value} className="field--checkbox profile-choices__option">
                <input type="checkbox" className="field__checkbox" value={division.value} {...field('targetDivisions')} />
                {division.label}
              </label>
            ))}
          </div>
          {divisionsError ? (
            <p className="field__error" id={fieldId('targetDivisions-error')}>
              {divisionsError}
            </p>
          ) : null}
        </fieldset>
      </div>
    </section>
  );
}
