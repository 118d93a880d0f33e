import type { ReactNode } from 'react';
import { CompletenessMeter } from '@/components/CompletenessMeter';
import { DIVISIONS, SIDES, SQUADS, WEIGHT_CLASSES } from '@/lib/rowing';
import type { Profile } from './api';
import { DISCIPLINES, VISIBILITIES } from './rules';
import './profile.css';

function label<T extends string>(options: readonly { value: T; label: string }[], value: T | null): string | null {
  if (value === null) return null;
  return options.find((option) => option.value === value)?.label ?? value;
}

function Facts({ title, items }: { title: string; items: [string, ReactNode][] }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <section className="profile-summary__group" aria-label={title}>
      <h3>{title}</h3>
      {shown.length === 0 ? (
        <p className="profile-summary__empty">Not filled in yet.</p>
      ) : (
        <dl className="profile-summary__facts">
          {shown.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/**
 * An athlete's own profile, read-only (handed to the parent portal by the app's route table):
 * every field the athlete filled in, who may see it and how complete it is. h3 headings, under
 * the portal section's h2.
 */
export default function ProfileSummary({ profile }: { profile: Profile }) {
  const visibility = VISIBILITIES.find((v) => v.value === profile.visibility);
  const height =
    profile.heightFeet !== null ? `${profile.heightFeet}′ ${profile.heightInches ?? 0}″` : null;
  return (
    <div className="profile-summary">
      <div className="card profile-summary__top">
        <div>
          {profile.headline ? <p className="profile-summary__headline">{profile.headline}</p> : null}
          <p>
            <strong>Who can see it:</strong> {visibility ? visibility.label : profile.visibility}
          </p>
        </div>
        <CompletenessMeter completeness={profile.completeness} />
      </div>
      <div className="card profile-summary__body">
        <Facts
          title="Personal"
          items={[
            ['Name', profile.fullName],
            ['Email', profile.email],
            ['Class of', profile.gradYear],
            ['High school', profile.highSchool],
            ['Hometown', [profile.hometown, profile.homeState].filter(Boolean).join(', ')],
          ]}
        />
        <Facts
          title="Academics"
          items={[
            ['GPA', profile.gpa],
            ['SAT', profile.satScore],
            ['ACT', profile.actScore],
            ['Intended major', profile.intendedMajor],
          ]}
        />
        <Facts
          title="Rowing"
          items={[
            ['Squad', label(SQUADS, profile.squad)],
            ['Weight class', label(WEIGHT_CLASSES, profile.weightClass)],
            ['Side', label(SIDES, profile.side)],
            ['Discipline', label(DISCIPLINES, profile.discipline)],
            ['Coxswain', profile.coxswain ? 'Yes' : null],
            ['Boats coxed', profile.boatsCoxed],
            ['Height', height],
            ['Weight', profile.weight !== null ? `${profile.weight} lb` : null],
            ['Wingspan', profile.wingspanInches !== null ? `${profile.wingspanInches} in` : null],
            ['Best 2k', profile.best2k?.time ?? profile.erg2k],
            ['Best 6k', profile.best6k?.time ?? profile.erg6k],
            ['Seasons rowed', profile.seasonsRowed],
            ['Club team', profile.clubTeam],
            ['Club coach', profile.clubCoachName],
            [
              'Target divisions',
              profile.targetDivisions.map((division) => label(DIVISIONS, division)).join(', '),
            ],
          ]}
        />
        <section className="profile-summary__group" aria-label="About">
          <h3>About</h3>
          {profile.bio ? <p className="profile-summary__bio">{profile.bio}</p> : <p className="profile-summary__empty">No bio yet.</p>}
          {profile.links.length > 0 ? (
            <ul className="profile-summary__links">
              {profile.links.map((link) => (
                <li key={link.url}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>
    </div>
  );
}
