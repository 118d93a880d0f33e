//! The coach page: the program a coach recruits for, its verification and plan, the NCAA notice
//! and who has viewed the program. Every coach API is refused to anyone whose role is not coach;
//! the gates themselves ([`crate::workspace::CoachUser`], [`crate::workspace::RecruitingCoach`])
//! live in `workspace`, which the other coach-facing domains use too.
//!
//! - [`routes`]: the coach page's API, naming the program. The page's NCAA notice comes from
//!   `calendar` (periods operators add).

//! - [`home`]: the coach's home, what needs the coach today and the news of followed athletes.

pub mod home;
pub mod routes;

pub use routes::routes;
