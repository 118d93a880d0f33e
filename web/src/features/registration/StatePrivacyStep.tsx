import { Link } from 'react-router';
import { paths } from '@/paths';
import type { StateRules } from './api';
import { DATA_WE_COLLECT, StepLayout } from './StepLayout';

interface StatePrivacyStepProps {
  stateName: string;
  age: number;
  rules: StateRules;
  busy: boolean;
  onAccept: () => void;
  onOptOut: () => void;
  onCancel: () => void;
}

/** The rights the state's rules give, in the order people look for them. */
function rightsFor(rules: StateRules, stateName: string): { title: string; text: string }[] {
  const rights = [
    { title: 'Know and access', text: 'Ask what personal information we hold about you and get a copy of it.' },
  ];
  if (rules.rightToDeleteRequired) {
    rights.push({ title: 'Delete', text: 'Ask us to delete your personal information, and correct anything that is wrong.' });
  }
  if (rules.dataPortabilityRequired) {
    rights.push({ title: 'Take your data with you', text: 'Get your data in a portable, machine-readable file.' });
  }
  if (rules.optOutRequired) {
    rights.push({
      title: 'Opt out of sale and sharing',
      text: `Tell us never to sell or share your personal information. ${stateName} law lets you choose this now or at any time later.`,
    });
  }
  return rights;
}

export function StatePrivacyStep({ stateName, age, rules, busy, onAccept, onOptOut, onCancel }: StatePrivacyStepProps) {
  const rights = rightsFor(rules, stateName);
  return (
    <StepLayout
      title={`Privacy notice for ${stateName} residents`}
      eyebrow="Step 3 · Your privacy rights"
      lead={`You told us you live in ${stateName} and are ${age}. ${stateName} law asks us to show you this notice and to have your agreement before you create an account.`}
      wide
      focusHeading
    >
      {rules.additionalNotices.length > 0 ? (
        <section className="reg-section" aria-labelledby="notice-heading">
          <h2 id="notice-heading">{stateName} privacy notice</h2>
          <ul className="reg-list">
            {rules.additionalNotices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="reg-section" aria-labelledby="collect-heading">
        <h2 id="collect-heading">What RowRecruit collects</h2>
        <ul className="reg-list">
          {DATA_WE_COLLECT.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section className="reg-section" aria-labelledby="rights-heading">
        <h2 id="rights-heading">Your rights</h2>
        <dl className="reg-rights">
          {rights.map((right) => (
            <div key={right.title} className="reg-rights__item">
              <dt>{right.title}</dt>
              <dd>{right.text}</dd>
            </div>
          ))}
        </dl>
        <p className="reg-small">
          Read the full <Link to={paths.privacy}>Privacy Policy</Link>.
        </p>
      </section>
      {rules.specificRequirements.length > 0 ? (
        <section className="reg-section" aria-labelledby="requirements-heading">
          <h2 id="requirements-heading">What {stateName} requires of us</h2>
          <ul className="reg-list">
            {rules.specificRequirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="reg-actions reg-actions--stacked">
        <button type="button" className="button button--primary" onClick={onAccept} disabled={busy} aria-busy={busy}>
          {busy ? 'Creating account…' : 'Accept and continue'}
        </button>
        <button type="button" className="button button--secondary" onClick={onOptOut} disabled={busy}>
          Opt out of sale and continue
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
      <p className="reg-small">
        Both choices accept this notice. “Opt out of sale” also records that your personal information must never be
        sold or shared.
      </p>
    </StepLayout>
  );
}
