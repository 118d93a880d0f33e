//! The one table of plans, and what a college program may do on its plan. No HTTP, no SQL.
//!
//! Prices, feature lists, add-ons and discounts are the pricing page's (product spec, "Pricing
//! details"). The college limits were set on 2026-11-25 so that each feature list says exactly
//! what the server enforces: Recruiter is one coach; Division III adds academic-fit filters and
//! a board shared by the staff; Division I/II lifts the caps.

use serde::Serialize;
use utoipa::ToSchema;

/// Where the table comes from, and when it last changed; the pricing page shows the date.
pub const SOURCE: &str = "RowRecruit pricing (product specification, Pricing details)";
pub const UPDATED_ON: &str = "2026-11-25";

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

crate::text_enum! {
    /// The call to action on a plan card.
    pub enum PlanAction {
        Trial = "trial",
        ContactSales = "contact-sales",
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
    pub features: &'static [&'static str],
    pub action: PlanAction,
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
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AddOn {
    pub name: &'static str,
    pub monthly_cents: i64,
    pub unit: &'static str,
    pub description: &'static str,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Discount {
    pub name: &'static str,
    pub percent: u32,
}

const fn plan(
    id: &'static str,
    name: &'static str,
    audience: Audience,
    monthly_cents: i64,
    annual_cents: i64,
    description: &'static str,
    features: &'static [&'static str],
) -> Plan {
    Plan {
        id,
        name,
        audience,
        monthly_cents,
        annual_cents,
        description,
        features,
        action: PlanAction::Trial,
        featured: false,
        badge: None,
        limits: None,
        club_limits: None,
        family_limits: None,
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

pub static PLANS: [Plan; 12] = [
    Plan {
        ..plan(
            "recruit",
            "Recruit",
            Audience::Rower,
            999,
            9900,
            "Everything you need to start your recruiting profile.",
            &[
                "Recruiting profile with academics, erg scores and race results",
                "Basic performance tracking",
                "Browse 200+ college rowing programs",
                "Save schools with your own notes",
            ],
        )
    },
    Plan {
        featured: true,
        badge: Some("Most Popular"),
        ..plan(
            "elite",
            "Elite",
            Audience::Rower,
            1999,
            19900,
            "Stand out to college coaches and bring a parent along.",
            &[
                "Everything in Recruit",
                "Full erg and race history with progress charts",
                "Recruitment calendar with contact periods and deadlines",
                "Academic matching against each program",
                "Access for one family member",
            ],
        )
    },
    plan(
        "performance",
        "Performance",
        Audience::Rower,
        2999,
        29900,
        "Advanced analytics for rowers chasing the most competitive programs.",
        &[
            "Everything in Elite",
            "Advanced performance analytics and split analysis",
            "See how your numbers compare with each program’s roster",
            "Priority support",
        ],
    ),
    Plan {
        family_limits: Some(FAMILY_BASIC),
        ..plan(
            "family-basic",
            "Family Basic",
            Audience::Family,
            1499,
            14900,
            "Follow one rower’s recruiting journey together.",
            &[
                "One athlete",
                "Parent portal with consent and privacy controls",
                "Shared recruitment calendar",
                "Saved schools and notes for the whole family",
            ],
        )
    },
    Plan {
        featured: true,
        badge: Some("Best Value"),
        family_limits: Some(FAMILY_PLUS),
        ..plan(
            "family-plus",
            "Family Plus",
            Audience::Family,
            2499,
            24900,
            "For families with more than one rower.",
            &[
                "Up to 3 athletes",
                "Everything in Family Basic",
                "Performance tracking for every athlete",
                "Academic matching for every athlete",
            ],
        )
    },
    Plan {
        family_limits: Some(FAMILY_PREMIER),
        ..plan(
            "family-premier",
            "Family Premier",
            Audience::Family,
            3499,
            34900,
            "Every rower in the family, with every feature.",
            &[
                "Unlimited athletes",
                "Everything in Family Plus",
                "Advanced performance analytics",
                "Priority support",
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
                "Up to 10 athletes",
                "Team erg and race tracking",
                "Share athlete progress with families",
                "Recruitment calendar",
            ],
        )
    },
    Plan {
        club_limits: Some(COACH_PREMIUM),
        ..plan(
            "coach-premium",
            "Coach Premium",
            Audience::Club,
            6999,
            69900,
            "For growing programs with a full roster.",
            &[
                "Up to 25 athletes",
                "Everything in Coach Essential",
                "Team performance analytics",
                "Recommend athletes to college programs",
            ],
        )
    },
    Plan {
        action: PlanAction::ContactSales,
        club_limits: Some(CLUB_PRO),
        ..plan(
            "club-pro",
            "Club Pro",
            Audience::Club,
            12999,
            129900,
            "For whole clubs with several squads and coaches.",
            &[
                "Unlimited athletes",
                "Multi-coach access",
                "Everything in Coach Premium",
                "Onboarding help for your club",
            ],
        )
    },
    Plan {
        action: PlanAction::ContactSales,
        limits: Some(RECRUITER),
        ..plan(
            "recruiter",
            "Recruiter",
            Audience::College,
            9999,
            99900,
            "For a single college coach or recruiter.",
            &[
                "Verified college coach account for one coach",
                "Search athletes by erg scores, class year, size and state",
                "Recruiting board of up to 100 athletes, with notes, tags and stages",
                "5 saved searches that count new athletes since your last look",
                "NCAA-compliant messaging",
            ],
        )
    },
    Plan {
        action: PlanAction::ContactSales,
        limits: Some(DIVISION_III),
        ..plan(
            "division-iii",
            "Division III",
            Audience::College,
            19999,
            199900,
            "For Division III coaching staffs.",
            &[
                "Verified accounts for up to 5 coaches sharing one board",
                "Everything in Recruiter",
                "Academic fit filters: GPA, SAT and ACT minimums",
                "Up to 500 athletes on the board and 25 saved searches per coach",
                "NCAA-compliant messaging with the recruiting calendar built in",
            ],
        )
    },
    Plan {
        action: PlanAction::ContactSales,
        limits: Some(DIVISION_I_II),
        ..plan(
            "division-i-ii",
            "Division I/II",
            Audience::College,
            34999,
            349900,
            "For Division I and II programs recruiting nationally.",
            &[
                "Verified accounts for up to 12 coaches sharing one board",
                "Everything in Division III",
                "No limit on athletes on the board or saved searches",
                "NCAA-compliant messaging with contact-period rules enforced",
            ],
        )
    },
];

pub static ADD_ONS: [AddOn; 3] = [
    AddOn {
        name: "Additional parent access",
        monthly_cents: 499,
        unit: "per person per month",
        description: "Give another parent or guardian their own sign-in to follow along.",
    },
    AddOn {
        name: "Data export API",
        monthly_cents: 999,
        unit: "per month",
        description: "Pull your athletes’ performance data into your own tools.",
    },
    AddOn {
        name: "Custom branding",
        monthly_cents: 4999,
        unit: "per month",
        description: "Your club’s name, colors and logo on shared profiles and reports.",
    },
];

pub static DISCOUNTS: [Discount; 3] = [
    Discount {
        name: "Academic institutions",
        percent: 15,
    },
    Discount {
        name: "Non-profit clubs",
        percent: 20,
    },
    Discount {
        name: "Multi-team organizations",
        percent: 15,
    },
];

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
            _ => "plan_limit",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DAY: i64 = crate::db::DAY_MS;

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
}
