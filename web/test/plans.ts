import type { Schema } from '@/api';

/** What `GET /api/plans` answers: the server's plan table (`plans::rules::PLANS`) as of its date. */
export const planTable: Schema<'PlanTable'> = {
  "plans": [
    {
      "id": "recruit",
      "name": "Recruit",
      "audience": "rower",
      "monthlyCents": 999,
      "annualCents": 9900,
      "description": "Everything you need to start your recruiting profile.",
      "features": [
        "Recruiting profile with academics, erg scores and race results",
        "Basic performance tracking",
        "Browse 200+ college rowing programs",
        "Save schools with your own notes"
      ],
      "action": "trial",
      "featured": false
    },
    {
      "id": "elite",
      "name": "Elite",
      "audience": "rower",
      "monthlyCents": 1999,
      "annualCents": 19900,
      "description": "Stand out to college coaches and bring a parent along.",
      "features": [
        "Everything in Recruit",
        "Full erg and race history with progress charts",
        "Recruitment calendar with contact periods and deadlines",
        "Academic matching against each program",
        "Access for one family member"
      ],
      "action": "trial",
      "featured": true,
      "badge": "Most Popular"
    },
    {
      "id": "performance",
      "name": "Performance",
      "audience": "rower",
      "monthlyCents": 2999,
      "annualCents": 29900,
      "description": "Advanced analytics for rowers chasing the most competitive programs.",
      "features": [
        "Everything in Elite",
        "Advanced performance analytics and split analysis",
        "See how your numbers compare with each program’s roster",
        "Priority support"
      ],
      "action": "trial",
      "featured": false
    },
    {
      "id": "family-basic",
      "name": "Family Basic",
      "audience": "family",
      "monthlyCents": 1499,
      "annualCents": 14900,
      "description": "Follow one rower’s recruiting journey together.",
      "features": [
        "One athlete",
        "Parent portal with consent and privacy controls",
        "Shared recruitment calendar",
        "Saved schools and notes for the whole family"
      ],
      "familyLimits": { "children": 1 },
      "action": "trial",
      "featured": false
    },
    {
      "id": "family-plus",
      "name": "Family Plus",
      "audience": "family",
      "monthlyCents": 2499,
      "annualCents": 24900,
      "description": "For families with more than one rower.",
      "features": [
        "Up to 3 athletes",
        "Everything in Family Basic",
        "Performance tracking for every athlete",
        "Academic matching for every athlete"
      ],
      "familyLimits": { "children": 3 },
      "action": "trial",
      "featured": true,
      "badge": "Best Value"
    },
    {
      "id": "family-premier",
      "name": "Family Premier",
      "audience": "family",
      "monthlyCents": 3499,
      "annualCents": 34900,
      "description": "Every rower in the family, with every feature.",
      "features": [
        "Unlimited athletes",
        "Everything in Family Plus",
        "Advanced performance analytics",
        "Priority support"
      ],
      "familyLimits": { "children": null },
      "action": "trial",
      "featured": false
    },
    {
      "id": "coach-essential",
      "name": "Coach Essential",
      "audience": "club",
      "monthlyCents": 2999,
      "annualCents": 29900,
      "description": "Track a small squad and help them get recruited.",
      "features": [
        "Up to 10 athletes",
        "Team erg and race tracking",
        "Share athlete progress with families",
        "Recruitment calendar"
      ],
      "action": "trial",
      "clubLimits": { "roster": 10, "coaches": 1, "recommendations": false },
      "featured": false
    },
    {
      "id": "coach-premium",
      "name": "Coach Premium",
      "audience": "club",
      "monthlyCents": 6999,
      "annualCents": 69900,
      "description": "For growing programs with a full roster.",
      "features": [
        "Up to 25 athletes",
        "Everything in Coach Essential",
        "Team performance analytics",
        "Recommend athletes to college programs"
      ],
      "action": "trial",
      "clubLimits": { "roster": 25, "coaches": 1, "recommendations": true },
      "featured": false
    },
    {
      "id": "club-pro",
      "name": "Club Pro",
      "audience": "club",
      "monthlyCents": 12999,
      "annualCents": 129900,
      "description": "For whole clubs with several squads and coaches.",
      "features": [
        "Unlimited athletes",
        "Multi-coach access",
        "Everything in Coach Premium",
        "Onboarding help for your club"
      ],
      "action": "contact-sales",
      "clubLimits": { "roster": null, "coaches": null, "recommendations": true },
      "featured": false
    },
    {
      "id": "recruiter",
      "name": "Recruiter",
      "audience": "college",
      "monthlyCents": 9999,
      "annualCents": 99900,
      "description": "For a single college coach or recruiter.",
      "features": [
        "Verified college coach account for one coach",
        "Search athletes by erg scores, class year, size and state",
        "Recruiting board of up to 100 athletes, with notes, tags and stages",
        "5 saved searches that count new athletes since your last look",
        "NCAA-compliant messaging"
      ],
      "action": "contact-sales",
      "featured": false,
      "limits": {
        "coachSeats": 1,
        "watchlist": 100,
        "savedSearches": 5,
        "academicFilters": false
      }
    },
    {
      "id": "division-iii",
      "name": "Division III",
      "audience": "college",
      "monthlyCents": 19999,
      "annualCents": 199900,
      "description": "For Division III coaching staffs.",
      "features": [
        "Verified accounts for up to 5 coaches sharing one board",
        "Everything in Recruiter",
        "Academic fit filters: GPA, SAT and ACT minimums",
        "Up to 500 athletes on the board and 25 saved searches per coach",
        "NCAA-compliant messaging with the recruiting calendar built in"
      ],
      "action": "contact-sales",
      "featured": false,
      "limits": {
        "coachSeats": 5,
        "watchlist": 500,
        "savedSearches": 25,
        "academicFilters": true
      }
    },
    {
      "id": "division-i-ii",
      "name": "Division I/II",
      "audience": "college",
      "monthlyCents": 34999,
      "annualCents": 349900,
      "description": "For Division I and II programs recruiting nationally.",
      "features": [
        "Verified accounts for up to 12 coaches sharing one board",
        "Everything in Division III",
        "No limit on athletes on the board or saved searches",
        "NCAA-compliant messaging with contact-period rules enforced"
      ],
      "action": "contact-sales",
      "featured": false,
      "limits": {
        "coachSeats": 12,
        "watchlist": null,
        "savedSearches": null,
        "academicFilters": true
      }
    }
  ],
  "addOns": [
    {
      "name": "Additional parent access",
      "monthlyCents": 499,
      "unit": "per person per month",
      "description": "Give another parent or guardian their own sign-in to follow along."
    },
    {
      "name": "Data export API",
      "monthlyCents": 999,
      "unit": "per month",
      "description": "Pull your athletes’ performance data into your own tools."
    },
    {
      "name": "Custom branding",
      "monthlyCents": 4999,
      "unit": "per month",
      "description": "Your club’s name, colors and logo on shared profiles and reports."
    }
  ],
  "discounts": [
    {
      "name": "Academic institutions",
      "percent": 15
    },
    {
      "name": "Non-profit clubs",
      "percent": 20
    },
    {
      "name": "Multi-team organizations",
      "percent": 15
    }
  ],
  "freeTrialDays": 14,
  "source": "RowRecruit pricing (product specification, Pricing details)",
  "updatedOn": "2026-11-25"
};
