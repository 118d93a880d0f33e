import { Link } from 'react-router';
import { usePageTitle } from '@/lib/usePageTitle';
import { CONTACT_EMAIL, paths } from '@/paths';
import './marketing.css';

const DESCRIPTION =
  'RowRecruit’s mission: help high school rowers find the college program where they will thrive, and help coaches find the athletes who will make their boats faster.';

const audiences = [
  {
    title: 'Rowers',
    text: 'Build one profile with your academics, erg scores and race results, track your progress over the season, and connect with the programs that fit you.',
  },
  {
    title: 'Families',
    text: 'Follow along, keep track of visits and deadlines, and stay in control of your child’s data with parental consent built in.',
  },
  {
    title: 'Club coaches',
    text: 'Track your athletes’ development and help every one of them find a college program, not just your top boat.',
  },
  {
    title: 'College coaches',
    text: 'Discover athletes with verified data, manage recruitment in one place and stay within NCAA contact rules.',
  },
];

const values = [
  {
    title: 'Data over guesswork',
    text: 'Erg scores, race results and academics side by side, so that decisions rest on facts rather than on who happens to know whom.',
  },
  {
    title: 'Young athletes come first',
    text: 'You must be 14 to join, athletes under 18 need a parent or guardian’s consent, and parents can review or delete their child’s data at any time.',
  },
  {
    title: 'Access for every rower',
    text: 'Recruiting should not depend on which club you row for or how much your family can spend on showcases.',
  },
];

export default function AboutPage() {
  usePageTitle('About RowRecruit', DESCRIPTION);
  return (
    <div className="container page about">
      <header className="page-header">
        <p className="eyebrow">Our mission</p>
        <h1>About RowRecruit</h1>
        <p className="lead">
          We help high school rowers find the college program where they will thrive, and help coaches find the
          athletes who will make their boats faster.
        </p>
      </header>

      <div className="about__grid">
        <section className="about__story" aria-labelledby="story-title">
          <h2 id="story-title">Why we exist</h2>
          <p>
            College rowing recruitment has long run on spreadsheets, cold emails and word of mouth. Talented rowers
            slip through the cracks because no coach ever sees their numbers, and coaches spend their seasons hunting
            for athletes instead of coaching them.
          </p>
          <p>
            RowRecruit brings the whole process into one place. Athletes create a profile, track their progress and
            connect with programs. Coaches discover athletes and manage recruitment. Families see what is happening
            and stay in charge of their child&apos;s information. Everything rests on the numbers that matter in
            rowing: erg times, race results and academics.
          </p>
          <p>
            We are building RowRecruit with rowers, parents and coaches, and we would love to hear from you at{' '}
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
          </p>
        </section>

        <section aria-labelledby="values-title">
          <h2 id="values-title">What we believe</h2>
          <ul className="about__values">
            {values.map((value) => (
              <li key={value.title}>
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section className="section" aria-labelledby="who-title">
        <h2 id="who-title" className="section-title section-title--center">
          Who RowRecruit is for
        </h2>
        <div className="card-grid about__audiences">
          {audiences.map((audience) => (
            <article key={audience.title} className="card feature-card">
              <h3>{audience.title}</h3>
              <p>{audience.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="cta-band" aria-labelledby="about-cta-title">
        <h2 id="about-cta-title">Start your recruiting journey</h2>
        <p className="lead">See what RowRecruit offers athletes, families and coaches, and choose the plan that suits you.</p>
        <div className="hero__actions">
          <Link className="button button--primary button--large" to={paths.landing}>
            Explore RowRecruit
          </Link>
          <Link className="button button--ghost button--large" to={paths.pricing}>
            See pricing
          </Link>
        </div>
      </section>
    </div>
  );
}
