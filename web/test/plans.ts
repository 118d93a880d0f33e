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
        {
          "text": "Recruiting profile with academics, erg scores and race results",
          "entitlement": "recruiting-basics"
        },
        {
          "text": "Basic performance tracking: your erg and race log",
          "entitlement": "recruiting-basics"
        },
        {
          "text": "Browse 200+ college rowing programs",
          "entitlement": "recruiting-basics"
        },
        {
          "text": "Recruitment calendar with contact periods and deadlines",
          "entitlement": "recruiting-basics"
        },
        {
          "text": "Save as many schools as you like, with your own notes",
          "entitlement": "unlimited-saved-schools"
        }
      ],
      "prioritySupport": false,
      "featured": false,
      "rowerLimits": {
        "savedSchools": null,
        "progressCharts": false,
        "familyMembers": 0
      }
    },
    {
      "id": "elite",
      "name": "Elite",
      "audience": "rower",
      "monthlyCents": 1999,
      "annualCents": 19900,
      "description": "Stand out to college coaches and bring a parent along.",
      "features": [
        {
          "text": "Everything in Recruit",
          "entitlement": "everything-in"
        },
        {
          "text": "Full erg and race history with progress charts",
          "entitlement": "progress-charts"
        },
        {
          "text": "Access for one family member once you are 18",
          "entitlement": "family-member"
        }
      ],
      "includes": "recruit",
      "prioritySupport": false,
      "featured": true,
      "badge": "Most Popular",
      "rowerLimits": {
        "savedSchools": null,
        "progressCharts": true,
        "familyMembers": 1
      }
    },
    {
      "id": "performance",
      "name": "Performance",
      "audience": "rower",
      "monthlyCents": 2999,
      "annualCents": 29900,
      "description": "For rowers chasing the most competitive programs.",
      "features": [
        {
          "text": "Everything in Elite",
          "entitlement": "everything-in"
        },
        {
          "text": "Priority support",
          "entitlement": "priority-support"
        }
      ],
      "includes": "elite",
      "prioritySupport": true,
      "featured": false,
      "rowerLimits": {
        "savedSchools": null,
        "progressCharts": true,
        "familyMembers": 1
      }
    },
    {
      "id": "family-basic",
      "name": "Family Basic",
      "audience": "family",
      "monthlyCents": 1499,
      "annualCents": 14900,
      "description": "Follow one rower’s recruiting journey together.",
      "features": [
        {
          "text": "One athlete",
          "entitlement": "family-athletes"
        },
        {
          "text": "Parent portal with consent and privacy controls",
          "entitlement": "parent-portal"
        },
        {
          "text": "Shared recruitment calendar",
          "entitlement": "parent-portal"
        },
        {
          "text": "Saved schools and notes for the whole family",
          "entitlement": "parent-portal"
        },
        {
          "text": "Your athlete gets everything in Recruit",
          "entitlement": "family-coverage"
        }
      ],
      "prioritySupport": false,
      "featured": false,
      "familyLimits": {
        "children": 1
      },
      "rowerLimits": {
        "savedSchools": null,
        "progressCharts": false,
        "familyMembers": 0
      }
    },
    {
      "id": "family-plus",
      "name": "Family Plus",
      "audience": "family",
      "monthlyCents": 2499,
      "annualCents": 24900,
      "description": "For families with more than one rower.",
      "features": [
        {
          "text": "Up to 3 athletes",
          "entitlement": "family-athletes"
        },
        {
          "text": "Everything in Family Basic",
          "entitlement": "everything-in"
        },
        {
          "text": "Every athlete gets everything in Elite, progress charts included",
          "entitlement": "family-coverage"
        }
      ],
      "includes": "family-basic",
      "prioritySupport": false,
      "featured": true,
      "badge": "Best Value",
      "familyLimits": {
        "children": 3
      },
      "rowerLimits": {
        "savedSchools": null,
        "progressCharts": true,
        "familyMembers": 1
      }
    },
    {
      "id": "family-premier",
      "name": "Family Premier",
      "audience": "family",
      "monthlyCents": 3499,
      "annualCents": 34900,
      "description": "Every rower in the family, with every feature.",
      "features": [
        {
          "text": "Unlimited athletes",
          "entitlement": "family-athletes"
        },
        {
          "text": "Everything in Family Plus",
          "entitlement": "everything-in"
        },
        {
          "text": "Priority support",
          "entitlement": "priority-support"
        }
      ],
      "includes": "family-plus",
      "prioritySupport": true,
      "featured": false,
      "familyLimits": {
        "children": null
      },
      "rowerLimits": {
        "savedSchools": null,
        "progressCharts": true,
        "familyMembers": 1
      }
    },
    {
      "id": "coach-essential",
      "name": "Coach Essential",
      "audience": "club",
      "monthlyCents": 2999,
      "annualCents": 29900,
      "description": "Track a small squad and help them get recruited.",
      "features": [
        {
          "text": "Up to 10 athletes",
          "entitlement": "club-roster"
        },
        {
          "text": "Verify your athletes’ erg tests and races",
          "entitlement": "club-workspace"
        },
        {
          "text": "Share athlete progress with families",
          "entitlement": "club-workspace"
        },
        {
          "text": "Recruitment calendar",
          "entitlement": "club-workspace"
        }
      ],
      "prioritySupport": false,
      "featured": false,
      "clubLimits": {
        "roster": 10,
        "coaches": 1,
        "recommendations": false
      }
    },
    {
      "id": "coach-premium",
      "name": "Coach Premium",
      "audience": "club",
      "monthlyCents": 6999,
      "annualCents": 69900,
      "description": "For growing programs with a full roster.",
      "features": [
        {
          "text": "Up to 25 athletes",
          "entitlement": "club-roster"
        },
        {
          "text": "Everything in Coach Essential",
          "entitlement": "everything-in"
        },
        {
          "text": "Recommend athletes to college programs",
          "entitlement": "recommendations"
        }
      ],
      "includes": "coach-essential",
      "prioritySupport": false,
      "featured": false,
      "clubLimits": {
        "roster": 25,
        "coaches": 1,
        "recommendations": true
      }
    },
    {
      "id": "club-pro",
      "name": "Club Pro",
      "audience": "club",
      "monthlyCents": 12999,
      "annualCents": 129900,
      "description": "For whole clubs with several squads and coaches.",
      "features": [
        {
          "text": "Unlimited athletes",
          "entitlement": "club-roster"
        },
        {
          "text": "Multi-coach access",
          "entitlement": "multi-coach"
        },
        {
          "text": "Everything in Coach Premium",
          "entitlement": "everything-in"
        },
        {
          "text": "Priority support and onboarding help for your club",
          "entitlement": "priority-support"
        }
      ],
      "includes": "coach-premium",
      "prioritySupport": true,
      "featured": false,
      "clubLimits": {
        "roster": null,
        "coaches": null,
        "recommendations": true
      }
    },
    {
      "id": "recruiter",
      "name": "Recruiter",
      "audience": "college",
      "monthlyCents": 9999,
      "annualCents": 99900,
      "description": "For a single college coach or recruiter.",
      "features": [
        {
          "text": "Verified college coach account for one coach",
          "entitlement": "coach-seats"
        },
        {
          "text": "Search athletes by erg scores, class year, size and state",
          "entitlement": "college-workspace"
        },
        {
          "text": "Recruiting board of up to 100 athletes, with notes, tags and stages",
          "entitlement": "board-and-searches"
        },
        {
          "text": "5 saved searches that count new athletes since your last look",
          "entitlement": "board-and-searches"
        },
        {
          "text": "NCAA-compliant messaging",
          "entitlement": "college-workspace"
        }
      ],
      "prioritySupport": false,
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
        {
          "text": "Verified accounts for up to 5 coaches sharing one board",
          "entitlement": "coach-seats"
        },
        {
          "text": "Everything in Recruiter",
          "entitlement": "everything-in"
        },
        {
          "text": "Academic fit filters: GPA, SAT and ACT minimums",
          "entitlement": "academic-filters"
        },
        {
          "text": "Up to 500 athletes on the board and 25 saved searches per coach",
          "entitlement": "board-and-searches"
        },
        {
          "text": "NCAA-compliant messaging with the recruiting calendar built in",
          "entitlement": "college-workspace"
        }
      ],
      "includes": "recruiter",
      "prioritySupport": false,
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
        {
          "text": "Verified accounts for up to 12 coaches sharing one board",
          "entitlement": "coach-seats"
        },
        {
          "text": "Everything in Division III",
          "entitlement": "everything-in"
        },
        {
          "text": "No limit on athletes on the board or saved searches",
          "entitlement": "board-and-searches"
        },
        {
          "text": "NCAA-compliant messaging with contact-period rules enforced",
          "entitlement": "college-workspace"
        }
      ],
      "includes": "division-iii",
      "prioritySupport": false,
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
      "id": "parent-access",
      "name": "Additional parent access",
      "monthlyCents": 499,
      "annualCents": 5988,
      "unit": "per person per month",
      "description": "One more parent or guardian follows your recruiting once you are 18, beyond your plan's family members (two parents at most).",
      "audiences": [
        "rower"
      ],
      "maxQuantity": 2
    },
    {
      "id": "export-api",
      "name": "Data export API",
      "monthlyCents": 999,
      "annualCents": 11988,
      "unit": "per month",
      "description": "Personal API tokens that read your athletes' erg tests and races as JSON or CSV, read-only.",
      "audiences": [
        "rower",
        "family",
        "club"
      ],
      "maxQuantity": 1
    },
    {
      "id": "custom-branding",
      "name": "Custom branding",
      "monthlyCents": 4999,
      "annualCents": 59988,
      "unit": "per month",
      "description": "Your club's name and colours on your athletes' shared and printed profiles.",
      "audiences": [
        "club"
      ],
      "maxQuantity": 1
    }
  ],
  "discounts": [
    {
      "id": "academic",
      "name": "Academic institutions",
      "percent": 15,
      "eligibility": "Teams and programs run by a school, college or university.",
      "audiences": [
        "club",
        "college"
      ]
    },
    {
      "id": "non-profit-club",
      "name": "Non-profit clubs",
      "percent": 20,
      "eligibility": "Clubs registered as non-profits, such as 501(c)(3) organizations.",
      "audiences": [
        "club"
      ]
    },
    {
      "id": "multi-team",
      "name": "Multi-team organizations",
      "percent": 15,
      "eligibility": "Organizations that pay for two or more teams or programs.",
      "audiences": [
        "club",
        "college"
      ]
    }
  ],
  "freeRowerLevel": {
    "savedSchools": 5,
    "progressCharts": false,
    "familyMembers": 0
  },
  "freeTrialDays": 14,
  "source": "RowRecruit pricing (product specification, Pricing details)",
  "updatedOn": "2026-11-28"
};
