//! The one table of plans, and what a college program may do on its plan. No HTTP, no SQL.
//!
//! Prices, feature lists, add-ons and discounts are the pricing page's (product spec, "Pricing
//! details"). Every feature line is backed by an [`Entitlement`] the plan grants ([`grants`]), so
//! the page names nothing the product does not do; a line whose feature is not built yet is left
//! out until it is. The college limits were set on 2026-11-25: Recruiter is one coach; Division III
//! adds academic-fit filters and a board shared by the staff; Division I/II lifts the caps. The
//! rower levels were set on 2026-11-28 (docs/plans.md): the free level holds everything a recruit
//! needs and every right; Recruit lifts the saved-schools cap, Elite adds progress charts and one
//! family member for an adult athlete, Performance adds priority support.

use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::store::Role;

/// Where the table comes from, and when it last changed; the pricing page shows the date.
pub const SOURCE: &str = "RowRecruit pricing (product specification, Pricing details)";
pub const UPDATED_ON: &str = "2026-11-28";

/// A new program's free trial, as the pricing page promises.
pub const FREE_TRIAL_DAYS: i64 = 14;

crate::text_enum! {
    /// Who a plan is for: the pricing page's tabs.
    pub enum Audience {
        Rower = "rower",
        Family = "family",
        Club = "club",
        College = "college",
    }
}

/// What a college program's plan allows. `None` is unlimited.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CollegeLimits {
    /// Verified coaches of the program who may use the workspace (first come, first served).
    pub coach_seats: Option<u32>,
    /// Athletes on the program's board.
    pub watchlist: Option<u32>,
    /// Saved searches per coach.
    pub saved_searches: Option<u32>,
    /// GPA, SAT and ACT minimums in athlete search.
    pub academic_filters: bool,
}

/// What a club's plan allows. `None` is unlimited.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClubLimits {
    /// Athletes on the club's roster.
    pub roster: Option<u32>,
    /// Coaches who share the club team (first come, first served).
    pub coaches: Option<u32>,
    /// Recommending rostered athletes to college programs.
    pub recommendations: bool,
}

/// What a family plan allows a parent. `None` is unlimited.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FamilyLimits {
    /// Athletes the parent follows in the parent portal.
    pub children: Option<u32>,
}

/// What a rower's level allows an athlete: their own plan's, or a covering parent's family plan's.
/// `None` is unlimited. Nothing here limits an athlete's access to their own data, their
/// visibility to coaches, or a parent's rights over a minor's account.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RowerLimits {
    /// Schools on the athlete's saved list.
    pub saved_schools: Option<u32>,
    /// The progress charts of the performance page (the log and its table are free).
    pub progress_charts: bool,
    /// Parents or guardians who may follow an adult athlete (a minor's parents always may).
    pub family_members: u32,
}

crate::text_enum! {
    /// A feature a plan line promises, each used or enforced where the product offers it.
    pub enum Entitlement {
        /// Profile, erg and race log, program directory, calendar, messaging: every athlete's.
        RecruitingBasics = "recruiting-basics",
        /// No cap on saved schools (`RowerLimits::saved_schools`).
        UnlimitedSavedSchools = "unlimited-saved-schools",
        /// `RowerLimits::progress_charts`.
        ProgressCharts = "progress-charts",
        /// `RowerLimits::family_members`.
        FamilyMember = "family-member",
        /// Support requests marked priority (`support`).
        PrioritySupport = "priority-support",
        /// `FamilyLimits::children`.
        FamilyAthletes = "family-athletes",
        /// The parent portal: a minor's consents, privacy, recruiting, calendar and saved schools.
        ParentPortal = "parent-portal",
        /// A family plan lifts each followed athlete to a rower level (`Plan::rower_limits`).
        FamilyCoverage = "family-coverage",
        /// `ClubLimits::roster`.
        ClubRoster = "club-roster",
        /// The club workspace: roster, verified tests, calendar, families' view of progress.
        ClubWorkspace = "club-workspace",
        /// `ClubLimits::recommendations`.
        Recommendations = "recommendations",
        /// `ClubLimits::coaches` unlimited.
        MultiCoach = "multi-coach",
        /// `CollegeLimits::coach_seats`.
        CoachSeats = "coach-seats",
        /// Athlete search, the board, NCAA-compliant messaging and the contact calendar.
        CollegeWorkspace = "college-workspace",
        /// `CollegeLimits::watchlist` and `saved_searches`.
        BoardAndSearches = "board-and-searches",
        /// `CollegeLimits::academic_filters`.
        AcademicFilters = "academic-filters",
        /// "Everything in <the plan below>": every entitlement of `Plan::includes`.
        EverythingIn = "everything-in",
    }
}

/// One feature line of a plan card, and the entitlement that makes it true.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Feature {
    pub text: &'static str,
    pub entitlement: Entitlement,
}

const fn line(entitlement: Entitlement, text: &'static str) -> Feature {
    Feature { text, entitlement }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Plan {
    pub id: &'static str,
    pub name: &'static str,
    pub audience: Audience,
    /// Price per month when billed monthly, in cents.
    pub monthly_cents: i64,
    /// Price per year when billed annually, in cents.
    pub annual_cents: i64,
    pub description: &'static str,
    pub features: &'static [Feature],
    /// The plan whose every entitlement this one has ("Everything in …").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub includes: Option<&'static str>,
    /// Support requests are answered first.
    pub priority_support: bool,
    pub featured: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub badge: Option<&'static str>,
    /// College plans only: what the server allows the program.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub limits: Option<CollegeLimits>,
    /// Club plans only: what the server allows the club.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub club_limits: Option<ClubLimits>,
    /// Family plans only: how many athletes the parent follows.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub family_limits: Option<FamilyLimits>,
    /// Rower plans: the athlete's level; family plans: the level of each athlete it covers.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rower_limits: Option<RowerLimits>,
}

crate::text_enum! {
    /// What can be added to a payer's plan.
    pub enum AddOnId {
        /// A further parent or guardian following an adult athlete (`RowerLimits::family_members`).
        ParentAccess = "parent-access",
        /// Personal API tokens that read the payer's athletes' performance data (`export_api`).
        ExportApi = "export-api",
        /// A club's name and colours on its athletes' shared profiles and printed profiles.
        CustomBranding = "custom-branding",
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AddOn {
    pub id: AddOnId,
    pub name: &'static str,
    /// Price per month (per person for parent access), in cents.
    pub monthly_cents: i64,
    /// Price per year on an annually billed plan: twelve months, as Stripe bills every item of a
    /// subscription on the plan's interval.
    pub annual_cents: i64,
    /// "per person per month" or "per month".
    pub unit: &'static str,
    pub description: &'static str,
    /// Whose plans it is added to.
    pub audiences: &'static [Audience],
    /// How many one payer may hold (people, for parent access; otherwise one).
    pub max_quantity: u32,
}

crate::text_enum! {
    /// A discount an operator grants a payer after checking eligibility.
    pub enum DiscountId {
        Academic = "academic",
        NonProfitClub = "non-profit-club",
        MultiTeam = "multi-team",
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Discount {
    pub id: DiscountId,
    pub name: &'static str,
    pub percent: u32,
    /// Who qualifies, and what an operator checks before granting it.
    pub eligibility: &'static str,
    /// Whose plans it applies to.
    pub audiences: &'static [Audience],
}

const fn plan(
    id: &'static str,
    name: &'static str,
    audience: Audience,
    monthly_cents: i64,
    annual_cents: i64,
    description: &'static str,
    features: &'static [Feature],
) -> Plan {
    Plan {
        id,
        name,
        audience,
        monthly_cents,
        annual_cents,
        description,
        features,
        includes: None,
        priority_support: false,
        featured: false,
        badge: None,
        limits: None,
        club_limits: None,
        family_limits: None,
        rower_limits: None,
    }
}

pub const RECRUITER: CollegeLimits = CollegeLimits {
    coach_seats: Some(1),
    watchlist: Some(100),
    saved_searches: Some(5),
    academic_filters: false,
};
pub const DIVISION_III: CollegeLimits = CollegeLimits {
    coach_seats: Some(5),
    watchlist: Some(500),
    saved_searches: Some(25),
    academic_filters: true,
};
pub const DIVISION_I_II: CollegeLimits = CollegeLimits {
    coach_seats: Some(12),
    watchlist: None,
    saved_searches: None,
    academic_filters: true,
};
/// The trial lets a program try the staff plan it would most likely buy.
pub const TRIAL: CollegeLimits = DIVISION_III;

pub const COACH_ESSENTIAL: ClubLimits = ClubLimits {
    roster: Some(10),
    coaches: Some(1),
    recommendations: false,
};
pub const COACH_PREMIUM: ClubLimits = ClubLimits {
    roster: Some(25),
    coaches: Some(1),
    recommendations: true,
};
pub const CLUB_PRO: ClubLimits = ClubLimits {
    roster: None,
    coaches: None,
    recommendations: true,
};
/// A new club's trial has the smallest club plan's limits.
pub const CLUB_TRIAL: ClubLimits = COACH_ESSENTIAL;

pub const FAMILY_BASIC: FamilyLimits = FamilyLimits { children: Some(1) };
pub const FAMILY_PLUS: FamilyLimits = FamilyLimits { children: Some(3) };
pub const FAMILY_PREMIER: FamilyLimits = FamilyLimits { children: None };
/// A parent without a family plan follows as many athletes as Family Basic, at no cost, so that
/// consent is never paywalled.
pub const FAMILY_FREE: FamilyLimits = FAMILY_BASIC;
/// The plan whose limit a parent without a plan has.
pub const FAMILY_FREE_PLAN_ID: &str = "family-basic";

/// Every athlete's level without a plan: everything a recruit needs; a short saved-schools list.
pub const ROWER_FREE: RowerLimits = RowerLimits {
    saved_schools: Some(FREE_SAVED_SCHOOLS),
    progress_charts: false,
    family_members: 0,
};
/// Schools an athlete without a plan may save.
pub const FREE_SAVED_SCHOOLS: u32 = 5;
pub const RECRUIT: RowerLimits = RowerLimits {
    saved_schools: None,
    ..ROWER_FREE
};
pub const ELITE: RowerLimits = RowerLimits {
    progress_charts: true,
    family_members: 1,
    ..RECRUIT
};
pub const PERFORMANCE: RowerLimits = ELITE;

use Entitlement as E;

pub static PLANS: [Plan; 12] = [
    Plan {
        rower_limits: Some(RECRUIT),
        ..plan(
            "recruit",
            "Recruit",
            Audience::Rower,
            999,
            9900,
            "Everything you need to start your recruiting profile.",
            &[
                line(
                    E::RecruitingBasics,
                    "Recruiting profile with academics, erg scores and race results",
                ),
                line(E::RecruitingBasics, "Basic performance tracking: your erg and race log"),
                line(E::RecruitingBasics, "Browse 200+ college rowing programs"),
                line(
                    E::RecruitingBasics,
                    "Recruitment calendar with contact periods and deadlines",
                ),
                line(
                    E::UnlimitedSavedSchools,
                    "Save as many schools as you like, with your own notes",
                ),
            ],
        )
    },
    Plan {
        featured: true,
        badge: Some("Most Popular"),
        includes: Some("recruit"),
        rower_limits: Some(ELITE),
        ..plan(
            "elite",
            "Elite",
            Audience::Rower,
            1999,
            19900,
            "Stand out to college coaches and bring a parent along.",
            &[
                line(E::EverythingIn, "Everything in Recruit"),
                line(E::ProgressCharts, "Full erg and race history with progress charts"),
                line(E::FamilyMember, "Access for one family member once you are 18"),
            ],
        )
    },
    Plan {
        includes: Some("elite"),
        priority_support: true,
        rower_limits: Some(PERFORMANCE),
        ..plan(
            "performance",
            "Performance",
            Audience::Rower,
            2999,
            29900,
            "For rowers chasing the most competitive programs.",
            &[
                line(E::EverythingIn, "Everything in Elite"),
                line(E::PrioritySupport, "Priority support"),
            ],
        )
    },
    Plan {
        family_limits: Some(FAMILY_BASIC),
        rower_limits: Some(RECRUIT),
        ..plan(
            "family-basic",
            "Family Basic",
            Audience::Family,
            1499,
            14900,
            "Follow one rower’s recruiting journey together.",
            &[
                line(E::FamilyAthletes, "One athlete"),
                line(E::ParentPortal, "Parent portal with consent and privacy controls"),
                line(E::ParentPortal, "Shared recruitment calendar"),
                line(E::ParentPortal, "Saved schools and notes for the whole family"),
                line(E::FamilyCoverage, "Your athlete gets everything in Recruit"),
            ],
        )
    },
    Plan {
        featured: true,
        badge: Some("Best Value"),
        includes: Some("family-basic"),
        family_limits: Some(FAMILY_PLUS),
        rower_limits: Some(ELITE),
        ..plan(
            "family-plus",
            "Family Plus",
            Audience::Family,
            2499,
            24900,
            "For families with more than one rower.",
            &[
                line(E::FamilyAthletes, "Up to 3 athletes"),
                line(E::EverythingIn, "Everything in Family Basic"),
                line(
                    E::FamilyCoverage,
                    "Every athlete gets everything in Elite, progress charts included",
                ),
            ],
        )
    },
    Plan {
        includes: Some("family-plus"),
        priority_support: true,
        family_limits: Some(FAMILY_PREMIER),
        rower_limits: Some(PERFORMANCE),
        ..plan(
            "family-premier",
            "Family Premier",
            Audience::Family,
            3499,
            34900,
            "Every rower in the family, with every feature.",
            &[
                line(E::FamilyAthletes, "Unlimited athletes"),
                line(E::EverythingIn, "Everything in Family Plus"),
                line(E::PrioritySupport, "Priority support"),
            ],
        )
    },
    Plan {
        club_limits: Some(COACH_ESSENTIAL),
        ..plan(
            "coach-essential",
            "Coach Essential",
            Audience::Club,
            2999,
            29900,
            "Track a small squad and help them get recruited.",
            &[
                line(E::ClubRoster, "Up to 10 athletes"),
                line(E::ClubWorkspace, "Verify your athletes’ erg tests and races"),
                line(E::ClubWorkspace, "Share athlete progress with families"),
                line(E::ClubWorkspace, "Recruitment calendar"),
            ],
        )
    },
    Plan {
        includes: Some("coach-essential"),
        club_limits: Some(COACH_PREMIUM),
        ..plan(
            "coach-premium",
            "Coach Premium",
            Audience::Club,
            6999,
            69900,
            "For growing programs with a full roster.",
            &[
                line(E::ClubRoster, "Up to 25 athletes"),
                line(E::EverythingIn, "Everything in Coach Essential"),
                line(E::Recommendations, "Recommend athletes to college programs"),
            ],
        )
    },
    Plan {
        includes: Some("coach-premium"),
        priority_support: true,
        club_limits: Some(CLUB_PRO),
        ..plan(
            "club-pro",
            "Club Pro",
            Audience::Club,
            12999,
            129900,
            "For whole clubs with several squads and coaches.",
            &[
                line(E::ClubRoster, "Unlimited athletes"),
                line(E::MultiCoach, "Multi-coach access"),
                line(E::EverythingIn, "Everything in Coach Premium"),
                line(E::PrioritySupport, "Priority support and onboarding help for your club"),
            ],
        )
    },
    Plan {
        limits: Some(RECRUITER),
        ..plan(
            "recruiter",
            "Recruiter",
            Audience::College,
            9999,
            99900,
            "For a single college coach or recruiter.",
            &[
                line(E::CoachSeats, "Verified college coach account for one coach"),
                line(
                    E::CollegeWorkspace,
                    "Search athletes by erg scores, class year, size and state",
                ),
                line(
                    E::BoardAndSearches,
                    "Recruiting board of up to 100 athletes, with notes, tags and stages",
                ),
                line(
                    E::BoardAndSearches,
                    "5 saved searches that count new athletes since your last look",
                ),
                line(E::CollegeWorkspace, "NCAA-compliant messaging"),
            ],
        )
    },
    Plan {
        includes: Some("recruiter"),
        limits: Some(DIVISION_III),
        ..plan(
            "division-iii",
            "Division III",
            Audience::College,
            19999,
            199900,
            "For Division III coaching staffs.",
            &[
                line(E::CoachSeats, "Verified accounts for up to 5 coaches sharing one board"),
                line(E::EverythingIn, "Everything in Recruiter"),
                line(E::AcademicFilters, "Academic fit filters: GPA, SAT and ACT minimums"),
                line(
                    E::BoardAndSearches,
                    "Up to 500 athletes on the board and 25 saved searches per coach",
                ),
                line(
                    E::CollegeWorkspace,
                    "NCAA-compliant messaging with the recruiting calendar built in",
                ),
            ],
        )
    },
    Plan {
        includes: Some("division-iii"),
        limits: Some(DIVISION_I_II),
        ..plan(
            "division-i-ii",
            "Division I/II",
            Audience::College,
            34999,
            349900,
            "For Division I and II programs recruiting nationally.",
            &[
                line(
                    E::CoachSeats,
                    "Verified accounts for up to 12 coaches sharing one board",
                ),
                line(E::EverythingIn, "Everything in Division III"),
                line(
                    E::BoardAndSearches,
                    "No limit on athletes on the board or saved searches",
                ),
                line(
                    E::CollegeWorkspace,
                    "NCAA-compliant messaging with contact-period rules enforced",
                ),
            ],
        )
    },
];

/// Does `plan` grant `entitlement`? The pricing page's lines are checked against this, and the
/// limits it reads are the ones the server enforces.
pub fn grants(plan: &Plan, entitlement: Entitlement) -> bool {
    let rower = plan.rower_limits;
    let family = plan.family_limits;
    let club = plan.club_limits;
    let college = plan.limits;
    match entitlement {
        E::RecruitingBasics => plan.audience == Audience::Rower,
        E::UnlimitedSavedSchools => rower.is_some_and(|r| r.saved_schools.is_none()),
        E::ProgressCharts => rower.is_some_and(|r| r.progress_charts),
        E::FamilyMember => rower.is_some_and(|r| r.family_members > 0),
        E::PrioritySupport => plan.priority_support,
        E::FamilyAthletes | E::ParentPortal => family.is_some(),
        E::FamilyCoverage => family.is_some() && rower.is_some(),
        E::ClubRoster | E::ClubWorkspace => club.is_some(),
        E::Recommendations => club.is_some_and(|c| c.recommendations),
        E::MultiCoach => club.is_some_and(|c| c.coaches.is_none()),
        E::CoachSeats | E::CollegeWorkspace | E::BoardAndSearches => college.is_some(),
        E::AcademicFilters => college.is_some_and(|c| c.academic_filters),
        E::EverythingIn => plan.includes.and_then(find).is_some_and(|below| {
            Entitlement::ALL
                .iter()
                .filter(|&&e| e != E::EverythingIn)
                .all(|&e| !grants(below, e) || grants(plan, e))
        }),
    }
}

/// The seed's add-ons, each backed by what it names: parent access raises an adult athlete's
/// family members, the export API's tokens read performance data, branding shows a club's colours.
pub static ADD_ONS: [AddOn; 3] = [
    AddOn {
        id: AddOnId::ParentAccess,
        name: "Additional parent access",
        monthly_cents: 499,
        annual_cents: 12 * 499,
        unit: "per person per month",
        description: "One more parent or guardian follows your recruiting once you are 18, beyond your plan's family members (two parents at most).",
        audiences: &[Audience::Rower],
        max_quantity: MAX_EXTRA_PARENTS,
    },
    AddOn {
        id: AddOnId::ExportApi,
        name: "Data export API",
        monthly_cents: 999,
        annual_cents: 12 * 999,
        unit: "per month",
        description: "Personal API tokens that read your athletes' erg tests and races as JSON or CSV, read-only.",
        audiences: &[Audience::Rower, Audience::Family, Audience::Club],
        max_quantity: 1,
    },
    AddOn {
        id: AddOnId::CustomBranding,
        name: "Custom branding",
        monthly_cents: 4999,
        annual_cents: 12 * 4999,
        unit: "per month",
        description: "Your club's name and colours on your athletes' shared and printed profiles.",
        audiences: &[Audience::Club],
        max_quantity: 1,
    },
];

/// Parents or guardians an adult athlete may add beyond their plan's family members: as many as
/// an athlete may have linked at all (`family::rules::MAX_PARENTS`, whose tests hold the two equal).
pub const MAX_EXTRA_PARENTS: u32 = 2;

/// The seed's discounts, granted by an operator (console) once the payer has shown eligibility,
/// and passed to Stripe Checkout as the configured coupon.
pub static DISCOUNTS: [Discount; 3] = [
    Discount {
        id: DiscountId::Academic,
        name: "Academic institutions",
        percent: 15,
        eligibility: "Teams and programs run by a school, college or university.",
        audiences: &[Audience::Club, Audience::College],
    },
    Discount {
        id: DiscountId::NonProfitClub,
        name: "Non-profit clubs",
        percent: 20,
        eligibility: "Clubs registered as non-profits, such as 501(c)(3) organizations.",
        audiences: &[Audience::Club],
    },
    Discount {
        id: DiscountId::MultiTeam,
        name: "Multi-team organizations",
        percent: 15,
        eligibility: "Organizations that pay for two or more teams or programs.",
        audiences: &[Audience::Club, Audience::College],
    },
];

/// The add-on with this id.
pub fn add_on(id: AddOnId) -> &'static AddOn {
    ADD_ONS
        .iter()
        .find(|add_on| add_on.id == id)
        .expect("every add-on id is in ADD_ONS")
}

/// The discount with this id.
pub fn discount(id: DiscountId) -> &'static Discount {
    DISCOUNTS
        .iter()
        .find(|d| d.id == id)
        .expect("every discount id is in DISCOUNTS")
}

/// The plan with this id, if any.
pub fn find(id: &str) -> Option<&'static Plan> {
    PLANS.iter().find(|plan| plan.id == id)
}

/// The college plans an operator may give a program.
pub fn college_plans() -> impl Iterator<Item = &'static Plan> {
    PLANS.iter().filter(|plan| plan.audience == Audience::College)
}

/// The cheapest college plan whose limits pass `allows`, named in refusals as the upgrade.
pub fn cheapest_college_plan_with(allows: impl Fn(&CollegeLimits) -> bool) -> Option<&'static Plan> {
    college_plans().find(|plan| plan.limits.as_ref().is_some_and(&allows))
}

/// Where a refused coach goes to see the plans.
pub const UPGRADE_PATH: &str = "/pricing?audience=college";

/// The plan id a trial is stored and chosen under.
pub const TRIAL_ID: &str = "trial";
/// What coaches and operators call the trial.
pub const TRIAL_NAME: &str = "Free trial";

/// What a program has, as stored: a trial with its end, or a college plan's id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StoredPlan {
    Trial { ends_at: i64 },
    Plan(String),
}

impl StoredPlan {
    /// `trial`, or the college plan's id.
    pub fn id(&self) -> &str {
        match self {
            StoredPlan::Trial { .. } => TRIAL_ID,
            StoredPlan::Plan(id) => id,
        }
    }

    /// The plan's name ("Free trial", "Recruiter", …), or the stored id when the table has no
    /// such plan.
    pub fn name(&self) -> &str {
        match self {
            StoredPlan::Trial { .. } => TRIAL_NAME,
            StoredPlan::Plan(id) => find(id).map_or(id.as_str(), |plan| plan.name),
        }
    }
}

/// What a program may do now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    /// The plan's name as coaches see it ("Free trial", "Recruiter", …).
    pub name: &'static str,
    pub limits: CollegeLimits,
    /// The trial's end, while on trial.
    pub trial_ends_at: Option<i64>,
}

/// The program's standing at `now_ms`, or why it has none.
pub fn standing(stored: Option<&StoredPlan>, now_ms: i64) -> Result<Standing, PlanError> {
    match stored {
        None => Err(PlanError::NoPlan),
        Some(StoredPlan::Trial { ends_at }) if *ends_at > now_ms => Ok(Standing {
            name: TRIAL_NAME,
            limits: TRIAL,
            trial_ends_at: Some(*ends_at),
        }),
        Some(StoredPlan::Trial { ends_at }) => Err(PlanError::TrialEnded { ended_at: *ends_at }),
        Some(StoredPlan::Plan(id)) => match find(id).and_then(|plan| plan.limits.map(|limits| (plan, limits))) {
            Some((plan, limits)) => Ok(Standing {
                name: plan.name,
                limits,
                trial_ends_at: None,
            }),
            None => Err(PlanError::NoPlan),
        },
    }
}

/// The club plans, smallest first.
pub fn club_plans() -> impl Iterator<Item = &'static Plan> {
    PLANS.iter().filter(|plan| plan.audience == Audience::Club)
}

/// What a club may do now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClubStanding {
    /// `trial` or the club plan's id.
    pub id: &'static str,
    /// The plan's name as coaches see it ("Free trial", "Coach Essential", …).
    pub name: &'static str,
    pub limits: ClubLimits,
    /// The trial's end, while on trial.
    pub trial_ends_at: Option<i64>,
}

/// The club's standing at `now_ms`, or why it has none: a club plan's limits, or the trial's.
pub fn club_standing(stored: Option<&StoredPlan>, now_ms: i64) -> Result<ClubStanding, PlanError> {
    match stored {
        None => Err(PlanError::ClubNoPlan),
        Some(StoredPlan::Trial { ends_at }) if *ends_at > now_ms => Ok(ClubStanding {
            id: TRIAL_ID,
            name: TRIAL_NAME,
            limits: CLUB_TRIAL,
            trial_ends_at: Some(*ends_at),
        }),
        Some(StoredPlan::Trial { ends_at }) => Err(PlanError::ClubTrialEnded { ended_at: *ends_at }),
        Some(StoredPlan::Plan(id)) => match find(id).and_then(|plan| plan.club_limits.map(|limits| (plan, limits))) {
            Some((plan, limits)) => Ok(ClubStanding {
                id: plan.id,
                name: plan.name,
                limits,
                trial_ends_at: None,
            }),
            None => Err(PlanError::ClubNoPlan),
        },
    }
}

/// The family plans, smallest first.
pub fn family_plans() -> impl Iterator<Item = &'static Plan> {
    PLANS.iter().filter(|plan| plan.audience == Audience::Family)
}

/// What a parent may do: their family plan (`None`: none set, Family Basic's limit for free).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FamilyStanding {
    /// The plan's id, `None` when the parent has no plan.
    pub id: Option<&'static str>,
    pub name: &'static str,
    pub limits: FamilyLimits,
}

/// The parent's standing from their stored family plan; an unknown id counts as no plan.
pub fn family_standing(stored: Option<&str>) -> FamilyStanding {
    match stored.and_then(find).and_then(|p| p.family_limits.map(|l| (p, l))) {
        Some((plan, limits)) => FamilyStanding {
            id: Some(plan.id),
            name: plan.name,
            limits,
        },
        None => FamilyStanding {
            id: None,
            name: find(FAMILY_FREE_PLAN_ID).map_or("Family Basic", |p| p.name),
            limits: FAMILY_FREE,
        },
    }
}

/// The refusal of one more athlete: names the plan and every family plan that holds more.
fn family_full_message(plan: &str, limit: u32) -> String {
    let follows = if limit == 1 {
        format!("Your {plan} plan follows 1 athlete.")
    } else {
        format!("Your {plan} plan follows up to {limit} athletes.")
    };
    let larger: Vec<String> = family_plans()
        .filter_map(|p| p.family_limits.map(|l| (p.name, l.children)))
        .filter(|(_, children)| children.is_none_or(|c| c > limit))
        .map(|(name, children)| match children {
            Some(c) => format!("{name} follows up to {c}"),
            None => format!("{name} has no limit"),
        })
        .collect();
    match larger.len() {
        0 => follows,
        1 => format!("{follows} {}.", larger[0]),
        _ => format!(
            "{follows} {} and {}.",
            larger[..larger.len() - 1].join(", "),
            larger[larger.len() - 1]
        ),
    }
}

/// Where a refused club coach goes to see the plans.
pub const CLUB_UPGRADE_PATH: &str = "/pricing?audience=club";

/// The refusal of one more athlete on a full roster: names the plan and every larger club plan.
fn roster_full_message(plan: &str, limit: u32) -> String {
    let larger: Vec<String> = club_plans()
        .filter_map(|p| p.club_limits.map(|l| (p.name, l.roster)))
        .filter(|(_, roster)| roster.is_none_or(|r| r > limit))
        .map(|(name, roster)| match roster {
            Some(r) => format!("{name} holds {r}"),
            None => format!("{name} has no limit"),
        })
        .collect();
    let holds = if plan == TRIAL_NAME {
        format!("the free trial holds {limit} athletes")
    } else {
        format!("the {plan} plan holds {limit} athletes")
    };
    match larger.len() {
        0 => format!("Your club's roster is full: {holds}."),
        1 => format!("Your club's roster is full: {holds}. {}.", larger[0]),
        _ => format!(
            "Your club's roster is full: {holds}. {} and {}.",
            larger[..larger.len() - 1].join(", "),
            larger[larger.len() - 1]
        ),
    }
}

/// A person's own plan (a rower's or a parent's family plan), as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccountPlan {
    /// A rower or family plan id of [`PLANS`].
    pub plan: String,
    /// Set while the plan is a free trial: the plan ends then.
    pub trial_ends_at: Option<i64>,
}

/// The account's plan in force at `now_ms`: none without one, or once its trial has ended (the
/// account is back at the free level, with every piece of its data).
pub fn account_plan_in_force(stored: Option<&AccountPlan>, now_ms: i64) -> Option<&'static Plan> {
    stored
        .filter(|stored| stored.trial_ends_at.is_none_or(|ends_at| ends_at > now_ms))
        .and_then(|stored| find(&stored.plan))
        .filter(|plan| matches!(plan.audience, Audience::Rower | Audience::Family))
}

/// The better of two rower levels, entitlement by entitlement.
fn better(a: RowerLimits, b: RowerLimits) -> RowerLimits {
    RowerLimits {
        saved_schools: match (a.saved_schools, b.saved_schools) {
            (Some(a), Some(b)) => Some(a.max(b)),
            _ => None,
        },
        progress_charts: a.progress_charts || b.progress_charts,
        family_members: a.family_members.max(b.family_members),
    }
}

/// An athlete's level: the best of their own rower plan and the family plans of the parents who
/// follow them (a family plan covers every athlete it follows).
pub fn rower_level<'a>(own: Option<&'a Plan>, covering: impl IntoIterator<Item = &'a Plan>) -> RowerLimits {
    own.into_iter()
        .chain(covering)
        .filter_map(|plan| plan.rower_limits)
        .fold(ROWER_FREE, better)
}

/// The plan a person may start a free trial of: a rower plan for an athlete, a family plan for a
/// parent; one trial per account (`had_trial`), and none over a plan already given.
pub fn trial_choice(
    plan_id: &str,
    audience: Audience,
    stored: Option<&AccountPlan>,
    had_trial: bool,
) -> Result<&'static Plan, PlanError> {
    let plan = find(plan_id)
        .filter(|plan| plan.audience == audience)
        .ok_or(PlanError::NotYourPlan)?;
    match stored {
        Some(stored) if stored.trial_ends_at.is_none() => Err(PlanError::AlreadyOnPlan),
        _ if had_trial => Err(PlanError::TrialUsed),
        _ => Ok(plan),
    }
}

/// The pricing tab of the plans a role may hold itself: rower plans for athletes, family plans for
/// parents. Coaches' plans belong to their club or program.
pub fn audience_of(role: Role) -> Option<Audience> {
    match role {
        Role::Student => Some(Audience::Rower),
        Role::Parent => Some(Audience::Family),
        Role::Coach | Role::Admin => None,
    }
}

/// Days before a trial's end when its payer is reminded.
pub const TRIAL_REMINDER_DAYS: i64 = 3;

/// Where a refused athlete or parent goes to see the plans.
pub fn upgrade_path(audience: Audience) -> String {
    format!("/pricing?audience={audience}")
}

/// The trial's end for a trial starting at `now_ms`.
pub fn trial_end(now_ms: i64) -> i64 {
    now_ms + FREE_TRIAL_DAYS * crate::db::DAY_MS
}

/// `count` items already held against a limit of `limit` (`None` unlimited): may one more be added?
pub fn within(limit: Option<u32>, count: i64) -> bool {
    limit.is_none_or(|limit| count < i64::from(limit))
}

/// A feature or limit a program's plan does not cover. Every message names the plan that would.
#[derive(Debug, Clone, thiserror::Error, PartialEq, Eq)]
pub enum PlanError {
    #[error("Your program has no plan yet. See the college plans to start recruiting.")]
    NoPlan,
    #[error("Your program's free trial has ended. Choose a college plan to keep recruiting.")]
    TrialEnded { ended_at: i64 },
    #[error("Your program's {plan} plan covers {seats} coach{}. Division III and Division I/II plans cover the whole staff.", if *.seats == 1 { "" } else { "es" })]
    SeatsTaken { plan: &'static str, seats: u32 },
    #[error("Academic fit filters (GPA, SAT and ACT minimums) come with the Division III and Division I/II plans. Your program is on {plan}.")]
    AcademicFilters { plan: &'static str },
    #[error("Your program's board is full: the {plan} plan holds {limit} athletes. Remove one, or upgrade for a larger board.")]
    WatchlistFull { plan: &'static str, limit: u32 },
    #[error("You have {limit} saved searches, the most the {plan} plan keeps. Delete one, or upgrade for more.")]
    SavedSearchesFull { plan: &'static str, limit: u32 },
    #[error("Your club has no plan. See the club plans to use the club workspace.")]
    ClubNoPlan,
    #[error("Your club's free trial has ended. Choose a club plan to keep using the club workspace.")]
    ClubTrialEnded { ended_at: i64 },
    #[error("Your club's {plan} plan covers {seats} coach{}. Several coaches share one club team on Club Pro.", if *.seats == 1 { "" } else { "es" })]
    ClubSeatsTaken { plan: &'static str, seats: u32 },
    #[error("{}", roster_full_message(.plan, *.limit))]
    RosterFull { plan: &'static str, limit: u32 },
    #[error("Several coaches share one club team on Club Pro. Your club is on {plan}.")]
    ClubCoaches { plan: &'static str },
    #[error("{}", family_full_message(.plan, *.limit))]
    FamilyFull { plan: &'static str, limit: u32 },
    #[error(
        "Recommending athletes to college programs comes with Coach Premium and Club Pro. Your club is on {plan}."
    )]
    Recommendations { plan: &'static str },
    #[error("That plan is not one for your account. Rower plans are for athletes, family plans for parents.")]
    NotYourPlan,
    #[error("Your account already has a plan.")]
    AlreadyOnPlan,
    #[error("Your account has had its free trial.")]
    TrialUsed,
    #[error("You can save {limit} schools without a plan. Remove one, or choose Recruit or above to save as many as you like.")]
    SavedSchoolsFull { limit: u32 },
    #[error("Once you are 18, parents and guardians follow you with the Elite and Performance plans (one each), the Additional parent access add-on (one more each), or a family plan of their own.")]
    FamilyMembers,
}

impl PlanError {
    /// `plan_required` when the program cannot use the workspace at all, `plan_limit` otherwise.
    pub fn code(&self) -> &'static str {
        match self {
            PlanError::NoPlan
            | PlanError::TrialEnded { .. }
            | PlanError::SeatsTaken { .. }
            | PlanError::ClubNoPlan
            | PlanError::ClubTrialEnded { .. }
            | PlanError::ClubSeatsTaken { .. } => "plan_required",
            PlanError::NotYourPlan => "plan_audience",
            PlanError::AlreadyOnPlan => "plan_exists",
            PlanError::TrialUsed => "trial_used",
            _ => "plan_limit",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DAY: i64 = crate::db::DAY_MS;

    #[test]
    fn every_line_of_the_pricing_page_is_backed_by_an_entitlement_the_plan_grants() {
        for plan in &PLANS {
            assert!(!plan.features.is_empty(), "{}", plan.id);
            for feature in plan.features {
                assert!(
                    grants(plan, feature.entitlement),
                    "{}: \"{}\" names {:?}, which the plan does not grant",
                    plan.id,
                    feature.text,
                    feature.entitlement
                );
            }
            if let Some(below) = plan.includes {
                let below = find(below).expect("an included plan exists");
                assert_eq!(below.audience, plan.audience, "{}", plan.id);
            }
        }
    }

    #[test]
    fn a_plan_that_lost_an_entitlement_of_the_plan_below_cannot_say_everything_in_it() {
        let elite_without_charts = Plan {
            includes: Some("recruit"),
            rower_limits: Some(ROWER_FREE),
            ..plan("x", "X", Audience::Rower, 0, 0, "", &[])
        };
        assert!(!grants(&elite_without_charts, Entitlement::EverythingIn));
        assert!(grants(find("performance").unwrap(), Entitlement::EverythingIn));
        assert!(!grants(find("recruit").unwrap(), Entitlement::ProgressCharts));
    }

    #[test]
    fn each_rower_plan_adds_something_and_the_free_level_keeps_every_recruiting_basic() {
        let level = |id: &str| find(id).and_then(|p| p.rower_limits).unwrap();
        assert_eq!(ROWER_FREE.saved_schools, Some(5));
        assert_eq!(level("recruit").saved_schools, None);
        assert!(!level("recruit").progress_charts && level("elite").progress_charts);
        assert_eq!((level("recruit").family_members, level("elite").family_members), (0, 1));
        assert!(find("performance").unwrap().priority_support && !find("elite").unwrap().priority_support);
        // Family plans lift the athletes they cover.
        assert_eq!(level("family-basic"), RECRUIT);
        assert_eq!(level("family-plus"), ELITE);
    }

    #[test]
    fn an_athletes_level_is_the_best_of_their_plan_and_their_parents_family_plans() {
        assert_eq!(rower_level(None, []), ROWER_FREE);
        assert_eq!(rower_level(find("recruit"), []), RECRUIT);
        assert_eq!(rower_level(find("recruit"), [find("family-plus").unwrap()]), ELITE);
        assert_eq!(rower_level(None, [find("family-basic").unwrap()]), RECRUIT);
    }

    #[test]
    fn an_account_plan_is_in_force_until_its_trial_ends() {
        let trial = AccountPlan {
            plan: "elite".into(),
            trial_ends_at: Some(10 * DAY),
        };
        assert_eq!(
            account_plan_in_force(Some(&trial), 9 * DAY).map(|p| p.id),
            Some("elite")
        );
        assert!(account_plan_in_force(Some(&trial), 10 * DAY).is_none());
        let given = AccountPlan {
            plan: "family-plus".into(),
            trial_ends_at: None,
        };
        assert_eq!(
            account_plan_in_force(Some(&given), i64::MAX).map(|p| p.id),
            Some("family-plus")
        );
        // A program's plan is never a person's.
        let college = AccountPlan {
            plan: "recruiter".into(),
            trial_ends_at: None,
        };
        assert!(account_plan_in_force(Some(&college), 0).is_none());
    }

    #[test]
    fn one_trial_per_account_of_a_plan_for_its_role() {
        assert_eq!(
            trial_choice("elite", Audience::Rower, None, false).map(|p| p.id),
            Ok("elite")
        );
        assert_eq!(
            trial_choice("family-plus", Audience::Rower, None, false).err(),
            Some(PlanError::NotYourPlan)
        );
        assert_eq!(
            trial_choice("nope", Audience::Family, None, false).err(),
            Some(PlanError::NotYourPlan)
        );
        assert_eq!(
            trial_choice("elite", Audience::Rower, None, true).err(),
            Some(PlanError::TrialUsed)
        );
        let given = AccountPlan {
            plan: "recruit".into(),
            trial_ends_at: None,
        };
        assert_eq!(
            trial_choice("elite", Audience::Rower, Some(&given), false).err(),
            Some(PlanError::AlreadyOnPlan)
        );
        assert_eq!(audience_of(Role::Coach), None);
        assert_eq!(PlanError::TrialUsed.code(), "trial_used");
    }

    #[test]
    fn the_table_has_the_pricing_pages_prices() {
        let price = |id: &str| find(id).map(|p| (p.monthly_cents, p.annual_cents));
        assert_eq!(price("recruit"), Some((999, 9900)));
        assert_eq!(price("club-pro"), Some((12999, 129900)));
        assert_eq!(price("recruiter"), Some((9999, 99900)));
        assert_eq!(price("division-i-ii"), Some((34999, 349900)));
        let ids: std::collections::HashSet<_> = PLANS.iter().map(|p| p.id).collect();
        assert_eq!(ids.len(), PLANS.len(), "plan ids are unique");
    }

    #[test]
    fn only_college_plans_carry_limits_and_each_step_up_allows_at_least_as_much() {
        for plan in &PLANS {
            assert_eq!(plan.limits.is_some(), plan.audience == Audience::College, "{}", plan.id);
            assert_eq!(
                plan.club_limits.is_some(),
                plan.audience == Audience::Club,
                "{}",
                plan.id
            );
            assert_eq!(
                plan.family_limits.is_some(),
                plan.audience == Audience::Family,
                "{}",
                plan.id
            );
        }
        let ladder: Vec<_> = college_plans().map(|p| p.limits.unwrap()).collect();
        let at_least = |a: Option<u32>, b: Option<u32>| match (a, b) {
            (_, None) => true,
            (None, Some(_)) => false,
            (Some(a), Some(b)) => b >= a,
        };
        for pair in ladder.windows(2) {
            assert!(at_least(pair[0].coach_seats, pair[1].coach_seats));
            assert!(at_least(pair[0].watchlist, pair[1].watchlist));
            assert!(at_least(pair[0].saved_searches, pair[1].saved_searches));
            assert!(pair[1].academic_filters >= pair[0].academic_filters);
        }
    }

    #[test]
    fn the_upgrade_named_for_academic_filters_is_division_iii() {
        assert_eq!(
            cheapest_college_plan_with(|l| l.academic_filters).map(|p| p.id),
            Some("division-iii")
        );
    }

    #[test]
    fn a_trial_runs_fourteen_days_then_stops() {
        let start = 1_000 * DAY;
        let trial = StoredPlan::Trial {
            ends_at: trial_end(start),
        };
        assert_eq!(standing(Some(&trial), start + 13 * DAY).unwrap().limits, TRIAL);
        assert_eq!(
            standing(Some(&trial), start + 14 * DAY),
            Err(PlanError::TrialEnded {
                ended_at: start + 14 * DAY
            })
        );
        assert_eq!(standing(None, start), Err(PlanError::NoPlan));
    }

    #[test]
    fn a_paid_plan_gives_its_limits_and_an_unknown_id_gives_none() {
        let recruiter = standing(Some(&StoredPlan::Plan("recruiter".into())), 0).unwrap();
        assert_eq!((recruiter.name, recruiter.limits), ("Recruiter", RECRUITER));
        // A rower's plan is not a program's plan.
        assert_eq!(
            standing(Some(&StoredPlan::Plan("elite".into())), 0),
            Err(PlanError::NoPlan)
        );
    }

    #[test]
    fn a_stored_plan_has_an_id_and_a_name() {
        let trial = StoredPlan::Trial { ends_at: 0 };
        assert_eq!((trial.id(), trial.name()), ("trial", "Free trial"));
        let paid = StoredPlan::Plan("division-i-ii".into());
        assert_eq!((paid.id(), paid.name()), ("division-i-ii", "Division I/II"));
    }

    #[test]
    fn limits_count_what_is_held() {
        assert!(within(Some(5), 4));
        assert!(!within(Some(5), 5));
        assert!(within(None, 1_000_000));
    }

    #[test]
    fn refusals_name_the_plan_and_the_upgrade() {
        let error = PlanError::SeatsTaken {
            plan: "Recruiter",
            seats: 1,
        };
        assert_eq!(error.code(), "plan_required");
        assert!(error.to_string().contains("covers 1 coach."));
        let error = PlanError::AcademicFilters { plan: "Recruiter" };
        assert_eq!(error.code(), "plan_limit");
        assert!(error.to_string().contains("Division III"));
    }

    #[test]
    fn club_plans_hold_ten_twenty_five_and_any_number_of_athletes() {
        let roster = |id: &str| find(id).and_then(|p| p.club_limits).map(|l| (l.roster, l.coaches));
        assert_eq!(roster("coach-essential"), Some((Some(10), Some(1))));
        assert_eq!(roster("coach-premium"), Some((Some(25), Some(1))));
        assert_eq!(roster("club-pro"), Some((None, None)));
        assert_eq!(CLUB_TRIAL, COACH_ESSENTIAL);
    }

    #[test]
    fn recommendations_come_with_coach_premium_and_club_pro() {
        let recommends = |id: &str| find(id).and_then(|p| p.club_limits).map(|l| l.recommendations);
        assert_eq!(recommends("coach-essential"), Some(false));
        assert_eq!(recommends("coach-premium"), Some(true));
        assert_eq!(recommends("club-pro"), Some(true));
        let trial = club_standing(Some(&StoredPlan::Trial { ends_at: i64::MAX }), 0).unwrap();
        assert!(!trial.limits.recommendations);
        let error = PlanError::Recommendations {
            plan: "Coach Essential",
        };
        assert_eq!(error.code(), "plan_limit");
        assert!(error.to_string().ends_with("Your club is on Coach Essential."));
    }

    #[test]
    fn a_club_trial_runs_fourteen_days_and_college_plans_are_not_club_plans() {
        let start = 1_000 * DAY;
        let trial = StoredPlan::Trial {
            ends_at: trial_end(start),
        };
        let standing = club_standing(Some(&trial), start + DAY).unwrap();
        assert_eq!((standing.id, standing.limits), ("trial", COACH_ESSENTIAL));
        assert!(matches!(
            club_standing(Some(&trial), start + 14 * DAY),
            Err(PlanError::ClubTrialEnded { .. })
        ));
        assert_eq!(club_standing(None, 0), Err(PlanError::ClubNoPlan));
        assert_eq!(
            club_standing(Some(&StoredPlan::Plan("recruiter".into())), 0),
            Err(PlanError::ClubNoPlan)
        );
        let pro = club_standing(Some(&StoredPlan::Plan("club-pro".into())), 0).unwrap();
        assert_eq!((pro.name, pro.limits), ("Club Pro", CLUB_PRO));
    }

    #[test]
    fn a_full_roster_names_the_plan_and_the_larger_ones() {
        let essential = PlanError::RosterFull {
            plan: "Coach Essential",
            limit: 10,
        };
        assert_eq!(essential.code(), "plan_limit");
        assert_eq!(
            essential.to_string(),
            "Your club's roster is full: the Coach Essential plan holds 10 athletes. Coach Premium holds 25 and Club Pro has no limit."
        );
        let premium = PlanError::RosterFull {
            plan: "Coach Premium",
            limit: 25,
        };
        assert_eq!(
            premium.to_string(),
            "Your club's roster is full: the Coach Premium plan holds 25 athletes. Club Pro has no limit."
        );
        let coaches = PlanError::ClubCoaches { plan: "Coach Premium" };
        assert_eq!(coaches.code(), "plan_limit");
        assert_eq!(
            coaches.to_string(),
            "Several coaches share one club team on Club Pro. Your club is on Coach Premium."
        );
        assert_eq!(
            PlanError::ClubSeatsTaken {
                plan: "Coach Essential",
                seats: 1
            }
            .code(),
            "plan_required"
        );
    }

    #[test]
    fn family_plans_follow_one_three_and_any_number_of_athletes() {
        let children = |id: &str| find(id).and_then(|p| p.family_limits).map(|l| l.children);
        assert_eq!(children("family-basic"), Some(Some(1)));
        assert_eq!(children("family-plus"), Some(Some(3)));
        assert_eq!(children("family-premier"), Some(None));
        let free = family_standing(None);
        assert_eq!((free.id, free.name, free.limits), (None, "Family Basic", FAMILY_BASIC));
        assert_eq!(family_standing(Some("club-pro")).id, None);
        assert_eq!(family_standing(Some("family-plus")).limits, FAMILY_PLUS);
    }

    #[test]
    fn a_full_family_names_the_plans_that_hold_more() {
        let basic = PlanError::FamilyFull {
            plan: "Family Basic",
            limit: 1,
        };
        assert_eq!(basic.code(), "plan_limit");
        assert_eq!(
            basic.to_string(),
            "Your Family Basic plan follows 1 athlete. Family Plus follows up to 3 and Family Premier has no limit."
        );
        let plus = PlanError::FamilyFull {
            plan: "Family Plus",
            limit: 3,
        };
        assert_eq!(
            plus.to_string(),
            "Your Family Plus plan follows up to 3 athletes. Family Premier has no limit."
        );
    }

    #[test]
    fn the_add_ons_and_discounts_are_the_seeds_each_for_the_plans_it_names() {
        let prices: Vec<(&str, i64)> = ADD_ONS.iter().map(|a| (a.name, a.monthly_cents)).collect();
        assert_eq!(
            prices,
            [
                ("Additional parent access", 499),
                ("Data export API", 999),
                ("Custom branding", 4999)
            ]
        );
        for sold in &ADD_ONS {
            assert_eq!(sold.annual_cents, 12 * sold.monthly_cents, "{}", sold.name);
            assert!(!sold.audiences.is_empty() && sold.max_quantity >= 1);
            assert_eq!(sold.id, add_on(sold.id).id);
        }
        assert_eq!(add_on(AddOnId::CustomBranding).audiences, [Audience::Club]);
        let percents: Vec<(DiscountId, u32)> = DISCOUNTS.iter().map(|d| (d.id, d.percent)).collect();
        assert_eq!(
            percents,
            [
                (DiscountId::Academic, 15),
                (DiscountId::NonProfitClub, 20),
                (DiscountId::MultiTeam, 15)
            ]
        );
        assert!(DISCOUNTS.iter().all(|d| !d.audiences.contains(&Audience::Rower)));
    }
}
