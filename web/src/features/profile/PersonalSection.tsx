import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { SelectField } from '@/components/SelectAndTextArea';
import { complianceRulesQueryOptions } from '@/lib/usStates';
import type { Profile } from './api';
import { fieldId, type ProfileFields } from './profileFields';
import { gradYearChoices, LIMITS } from './rules';

/** The profile form's Personal Information: name, graduation year, home and body measurements. */
export function PersonalSection({ fields, profile, thisYear }: { fields: ProfileFields; profile: Profile; thisYear: number }) {
  const { text, number, select, field, errorAt } = fields;
  const stateList = useQuery(complianceRulesQueryOptions);
  // Until the list arrives, the saved state stays selectable so the select keeps its value.
  const states = stateList.data
    ? stateList.data.states.map((state) => ({ value: state.code, label: state.name }))
    : profile.homeState
      ? [{ value: profile.homeState, label: profile.homeState }]
      : [];
  const gradYear = useWatch({ control: fields.control, name: 'gradYear' });
  const years = gradYearChoices(thisYear);
  const savedYear = profile.gradYear ?? null;
  // A year saved earlier that is no longer offered still shows, so the rule can explain it.
  if (savedYear !== null && !years.includes(savedYear) && gradYear === String(savedYear)) {
    years.unshift(savedYear);
  }

  return (
    <section className="card profile-section" aria-labelledby="profile-personal">
      <h2 id="profile-personal">Personal Information</h2>
      <div className="profile-grid">
        {text('fullName', 'Full name', { autoComplete: 'name', required: true, maxLength: LIMITS.textMax })}
        <SelectField id={fieldId('gradYear')} label="Graduation year" required error={errorAt('gradYear')} {...field('gradYear')}>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectField>
        {text('hometown', 'Hometown', { autoComplete: 'address-level2', maxLength: LIMITS.textMax, placeholder: 'City, State' })}
        {select('homeState', 'Home state', states, 'Not given', 'Coaches can search by state')}
        <fieldset className="profile-height">
          <legend className="field__label">Height</legend>
          <div className="profile-height__inputs">
            {number('heightFeet', 'Feet', LIMITS.heightFeet)}
            {number('heightInches', 'Inches', LIMITS.heightInches)}
          </div>
        </fieldset>
        {number('weight', 'Weight (lbs)', LIMITS.weight)}
        {number('wingspanInches', 'Wingspan', LIMITS.wingspanInches, 'Fingertip to fingertip, in inches (48 to 96)')}
      </div>
    </section>
  );
}
