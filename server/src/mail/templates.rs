//! One template per email, each with a subject, a plain-text body and an HTML body.

use super::Email;

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

/// Wraps paragraphs and one call-to-action link in a simple, email-client-safe layout.
fn render(to: &str, subject: &str, paragraphs: &[&str], action: Option<(&str, &str)>, footer: &str) -> Email {
    let mut text = paragraphs.join("\n\n");
    let mut html = String::from(
        "<!doctype html><html><body style=\"font-family:Arial,Helvetica,sans-serif;color:#0f2a44;max-width:560px;margin:0 auto;padding:24px\">\
<h1 style=\"font-size:20px;color:#0b3d6e\">RowRecruit</h1>",
    );
    for p in paragraphs {
        html.push_str(&format!("<p style=\"line-height:1.5\">{}</p>", escape(p)));
    }
    if let Some((label, url)) = action {
        text.push_str(&format!("\n\n{label}: {url}"));
        html.push_str(&format!(
            "<p><a href=\"{0}\" style=\"display:inline-block;background:#0b5ea8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none\">{1}</a></p>\
<p style=\"font-size:12px;color:#555\">Or paste this address into your browser: {0}</p>",
            escape(url),
            escape(label)
        ));
    }
    text.push_str(&format!("\n\n{footer}\n"));
    html.push_str(&format!(
        "<p style=\"font-size:12px;color:#555\">{}</p></body></html>",
        escape(footer)
    ));
    Email {
        to: to.to_owned(),
        subject: subject.to_owned(),
        text,
        html,
    }
}

const IGNORE: &str = "If you did not ask for this, you can ignore this email.";

pub fn confirm_account(to: &str, link: &str) -> Email {
    render(
        to,
        "Confirm your RowRecruit account",
        &[
            "Welcome to RowRecruit! Confirm your email address to finish creating your account.",
            "The link works once and expires in 24 hours.",
        ],
        Some(("Confirm my email", link)),
        IGNORE,
    )
}

/// Sent instead of a second confirmation when someone signs up with a registered address.
pub fn already_registered(to: &str, login_link: &str, reset_link: &str) -> Email {
    render(
        to,
        "You already have a RowRecruit account",
        &[
            "Someone (hopefully you) tried to create a RowRecruit account with this email address, \
but an account already exists for it.",
            &format!("If you forgot your password, you can reset it here: {reset_link}"),
        ],
        Some(("Sign in to RowRecruit", login_link)),
        "If this was not you, no action is needed: your account has not changed.",
    )
}

pub fn reset_password(to: &str, link: &str) -> Email {
    render(
        to,
        "Reset your RowRecruit password",
        &[
            "We received a request to reset the password of your RowRecruit account.",
            "The link works once and expires in 1 hour.",
        ],
        Some(("Choose a new password", link)),
        IGNORE,
    )
}

pub fn password_changed(to: &str) -> Email {
    render(
        to,
        "Your RowRecruit password was changed",
        &["The password of your RowRecruit account was just changed, and your other sessions were signed out."],
        None,
        "If you did not do this, reset your password at once and contact support@rowrecruit.com.",
    )
}

/// Asks a parent or guardian to approve a minor's account.
pub fn parental_consent(to: &str, child_email: &str, link: &str) -> Email {
    render(
        to,
        "Your consent is needed for a RowRecruit account",
        &[
            &format!("{child_email} has asked to create a RowRecruit account and named you as their parent or guardian."),
            "RowRecruit helps high-school rowers build an athlete profile and connect with college rowing programs. \
Because the athlete is under 18, the account stays limited, and is not shown to coaches, until you approve it.",
            "Open the link to see what was shared and approve or decline. If you decline, or do not answer within 30 days, \
the account and its data are deleted.",
        ],
        Some(("Review and decide", link)),
        "If you do not know this person, choose Decline on that page or ignore this email.",
    )
}

pub fn consent_approved(to: &str) -> Email {
    render(
        to,
        "Your parent or guardian approved your RowRecruit account",
        &["Your parent or guardian approved your account. Your profile can now be seen by college coaches."],
        None,
        "Questions? Write to support@rowrecruit.com.",
    )
}

pub fn confirm_email_change(to: &str, link: &str) -> Email {
    render(
        to,
        "Confirm your new RowRecruit email address",
        &["Follow the link to make this the email address of your RowRecruit account. It works once and expires in 24 hours."],
        Some(("Confirm my new email", link)),
        IGNORE,
    )
}

/// Sent to the old address when an email change takes effect, with the link that undoes it.
pub fn email_changed(to: &str, new_email: &str, undo_link: &str) -> Email {
    render(
        to,
        "Your RowRecruit email address was changed",
        &[
            &format!("The email address of your RowRecruit account was changed to {new_email}. From now on, mail goes there."),
            "If you made this change, there is nothing to do.",
            "If you did not, follow the link within 7 days: it puts this address back on your account and signs out \
every session. Then reset your password, because whoever made the change knew it.",
        ],
        Some(("Undo this change", undo_link)),
        "Questions? Write to support@rowrecruit.com.",
    )
}

pub fn account_deleted(to: &str) -> Email {
    render(
        to,
        "Your RowRecruit account was deleted",
        &["Your RowRecruit account and its data have been deleted. Backups are kept for at most 90 days and then removed."],
        None,
        "If you did not ask for this, contact support@rowrecruit.com.",
    )
}

pub fn coach_decision(to: &str, verified: bool, reason: Option<&str>) -> Email {
    if verified {
        render(
            to,
            "Your RowRecruit coach account is verified",
            &["An administrator verified your coaching role. Your coach page now shows your account as verified, and you can use the coach tools as they open."],
            None,
            "Questions? Write to support@rowrecruit.com.",
        )
    } else {
        let because = format!("Reason: {}", reason.unwrap_or("not given"));
        render(
            to,
            "Your RowRecruit coach verification",
            &[
                "An administrator could not verify your coaching role.",
                &because,
                "Reply to support@rowrecruit.com with proof of your coaching position (for example a staff page that lists you) to be reviewed again.",
            ],
            None,
            "Questions? Write to support@rowrecruit.com.",
        )
    }
}

/// Tells a participant that messages wait in a conversation. The text stays out of the email:
/// it is read on RowRecruit, where blocking and reporting are at hand.
pub fn new_messages(to: &str, from: &str, count: i64, link: &str, unsubscribe: &str) -> Email {
    let (subject, first) = if count > 1 {
        (
            format!("{count} new messages from {from} on RowRecruit"),
            format!("{from} sent you {count} new messages on RowRecruit."),
        )
    } else {
        (
            format!("New message from {from} on RowRecruit"),
            format!("{from} sent you a message on RowRecruit."),
        )
    };
    let stop = format!("To stop emails about new messages, open {unsubscribe}");
    render(
        to,
        &subject,
        &[
            &first,
            "Sign in to read and answer it. You get at most one email an hour for each conversation.",
        ],
        Some(("Read the message", link)),
        &stop,
    )
}

/// Invites an athlete or a coach to a club team; the link works once, for 14 days.
pub fn club_invitation(to: &str, club: &str, invited_by: Option<&str>, coach: bool, link: &str) -> Email {
    let who = invited_by.map_or_else(|| format!("A coach of {club}"), |name| format!("{name} of {club}"));
    let first = if coach {
        format!("{who} invited you to coach {club} with them on RowRecruit.")
    } else {
        format!("{who} invited you to join the {club} roster on RowRecruit.")
    };
    let second = if coach {
        "Sign in with your coach account (or create one) and accept. An administrator then checks your \
coaching role at the club, usually within 2 business days."
    } else {
        "On the roster, your club coach sees your profile's progress and latest erg tests, can verify your \
results for college coaches, and sees your recruiting activity only if you choose to share it. You can leave \
the roster at any time."
    };
    render(
        to,
        &format!("{club} invited you to RowRecruit"),
        &[&first, second, "The link works once and expires in 14 days."],
        Some(("See the invitation", link)),
        "If you do not know this club, you can ignore this email.",
    )
}

/// Tells a minor's parent or guardian that the athlete joined a club's roster, or will once the
/// parent approves the account (`held`).
pub fn club_joined_parent(to: &str, athlete: &str, club: &str, held: bool) -> Email {
    let (subject, when) = if held {
        (
            format!("{athlete} accepted an invitation to the {club} roster on RowRecruit"),
            "They join the roster once you approve their account: until then the club's coaches see nothing of it. \
Once they join, their club coach can see",
        )
    } else {
        (
            format!("{athlete} joined the {club} roster on RowRecruit"),
            "Their club coach can now see",
        )
    };
    render(
        to,
        &subject,
        &[
            &format!("{athlete} accepted an invitation to the {club} roster on RowRecruit."),
            &format!(
                "{when} their profile's progress and latest erg tests, and can verify their \
results for college coaches. Recruiting activity is shared with the coach only if the athlete turns it on. \
The athlete can leave the roster at any time from their dashboard."
            ),
        ],
        None,
        "You receive this email because you are the parent or guardian named for this account.",
    )
}

/// An athlete invites a parent or guardian to follow their recruiting; the link works once, for
/// 14 days.
pub fn family_invitation(to: &str, athlete: Option<&str>, link: &str) -> Email {
    let who = athlete.unwrap_or("An athlete");
    render(
        to,
        &format!("{who} invited you to follow their recruiting on RowRecruit"),
        &[
            &format!("{who} invited you to follow their college rowing recruiting on RowRecruit as their parent or guardian."),
            "In the parent portal you see their profile, performance log, saved schools, messages with coaches and \
which programs viewed them, read-only. For a minor you may withdraw a consent or refuse further collection; \
the other rights are the parent's who gave consent, unless they give them to you.",
            "Sign in with your parent account, or create one, and accept. The link works once and expires in 14 days.",
        ],
        Some(("See the invitation", link)),
        "If you do not know this athlete, you can ignore this email.",
    )
}

/// Tells a minor that the parent who gave consent took the place of a parent the minor had
/// linked (`removed`, their address), both places being taken.
pub fn family_place_taken(to: &str, removed: &str, link: &str) -> Email {
    render(
        to,
        "The parent who gave consent is now linked to your account",
        &[
            "The parent or guardian who gave consent for your RowRecruit account is now linked to it.",
            &format!(
                "An athlete has at most two parents linked, and the parent who gave consent always has a place, so \
{removed} is no longer linked to your account."
            ),
            "The parent who gave consent holds the parental rights over your account; they can give them to another \
linked parent.",
        ],
        Some(("See your parents", link)),
        "You receive this email because a parent or guardian is linked to your RowRecruit account.",
    )
}

/// Asks an athlete who turned 18 whether their linked parents keep seeing their recruiting.
pub fn family_adult_decision(to: &str, link: &str) -> Email {
    render(
        to,
        "You're 18: decide whether your parent keeps seeing your recruiting",
        &[
            "Happy birthday! You're 18: decide whether your parent keeps seeing your recruiting.",
            "Your parent or guardian stays linked until you choose. Keep them, or remove them, from your settings. \
From now on the privacy choices of your account are yours.",
        ],
        Some(("Decide now", link)),
        "You receive this email because a parent or guardian is linked to your RowRecruit account.",
    )
}

/// The weekly digest of each child's activity: counts and program names, never message text.
pub fn family_digest(to: &str, lines: &[String], portal: &str, unsubscribe: &str) -> Email {
    let mut paragraphs: Vec<&str> = vec!["Here is your family's week on RowRecruit."];
    paragraphs.extend(lines.iter().map(String::as_str));
    paragraphs.push("Messages are read in the parent portal; this email never carries their text.");
    let stop = format!("To stop the weekly digest, open {unsubscribe}");
    render(
        to,
        "Your family's week on RowRecruit",
        &paragraphs,
        Some(("Open the parent portal", portal)),
        &stop,
    )
}

/// One saved search in a coach's daily digest: its new athletes (name with class, profile link)
/// and the link that turns off this search's alerts alone.
pub struct SearchAlert {
    pub name: String,
    /// (name and class, e.g. "Ava Stone, class of 2027"; the profile's address)
    pub athletes: Vec<(String, String)>,
    pub unsubscribe: String,
}

/// A coach's daily digest of new athletes matching their saved searches.
pub fn saved_search_digest(to: &str, searches: &[SearchAlert], search_page: &str) -> Email {
    let count: usize = searches.iter().map(|s| s.athletes.len()).sum();
    let intro = format!(
        "{count} new athlete{} match{} your saved searches on RowRecruit.",
        if count == 1 { "" } else { "s" },
        if count == 1 { "es" } else { "" }
    );
    let mut text = intro.clone();
    let mut html = String::from(
        "<!doctype html><html><body style=\"font-family:Arial,Helvetica,sans-serif;color:#0f2a44;max-width:560px;margin:0 auto;padding:24px\">\
<h1 style=\"font-size:20px;color:#0b3d6e\">RowRecruit</h1>",
    );
    html.push_str(&format!("<p style=\"line-height:1.5\">{}</p>", escape(&intro)));
    for search in searches {
        text.push_str(&format!("\n\n{}:", search.name));
        html.push_str(&format!(
            "<h2 style=\"font-size:16px;color:#0b3d6e\">{}</h2><ul>",
            escape(&search.name)
        ));
        for (athlete, link) in &search.athletes {
            text.push_str(&format!("\n- {athlete}: {link}"));
            html.push_str(&format!(
                "<li style=\"line-height:1.5\"><a href=\"{}\">{}</a></li>",
                escape(link),
                escape(athlete)
            ));
        }
        html.push_str("</ul>");
        text.push_str(&format!(
            "\nTo stop alerts for \"{}\", open {}",
            search.name, search.unsubscribe
        ));
        html.push_str(&format!(
            "<p style=\"font-size:12px;color:#555\"><a href=\"{}\">Stop alerts for \u{201c}{}\u{201d}</a></p>",
            escape(&search.unsubscribe),
            escape(&search.name)
        ));
    }
    let footer = "You get at most one of these emails a day, only when a saved search has new athletes. \
Each search's alerts are switched on or off under Saved searches in Athlete search.";
    text.push_str(&format!("\n\nOpen athlete search: {search_page}\n\n{footer}\n"));
    html.push_str(&format!(
        "<p><a href=\"{0}\" style=\"display:inline-block;background:#0b5ea8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none\">Open athlete search</a></p>\
<p style=\"font-size:12px;color:#555\">{1}</p></body></html>",
        escape(search_page),
        escape(footer)
    ));
    Email {
        to: to.to_owned(),
        subject: if count == 1 {
            "A new athlete matches your saved searches".to_owned()
        } else {
            format!("{count} new athletes match your saved searches")
        },
        text,
        html,
    }
}

/// What a calendar reminder says of its event.
pub struct Reminder<'a> {
    pub title: &'a str,
    /// The day, written out ("Friday, October 2, 2026").
    pub date: &'a str,
    /// HH:MM in the owner's time zone.
    pub time: Option<&'a str>,
    pub program: Option<&'a str>,
    pub location: Option<&'a str>,
}

/// Reminds an athlete or coach of tomorrow's event on their calendar.
pub fn calendar_reminder(to: &str, event: &Reminder<'_>, calendar: &str, unsubscribe: &str) -> Email {
    let when = match event.time {
        Some(time) => format!("When: {} at {time}", event.date),
        None => format!("When: {}", event.date),
    };
    let mut paragraphs = vec![
        format!("A reminder from your RowRecruit calendar: {} is tomorrow.", event.title),
        when,
    ];
    if let Some(program) = event.program {
        paragraphs.push(format!("Program: {program}"));
    }
    if let Some(location) = event.location {
        paragraphs.push(format!("Where: {location}"));
    }
    let paragraphs: Vec<&str> = paragraphs.iter().map(String::as_str).collect();
    let stop = format!("To stop calendar reminders, open {unsubscribe}");
    render(
        to,
        &format!("Tomorrow: {}", event.title),
        &paragraphs,
        Some(("Open your calendar", calendar)),
        &stop,
    )
}

/// Tells a user that an operator answered their support request. The answer goes in the email:
/// it is the user's own request, and the support page keeps it too.
pub fn support_answered(to: &str, request_subject: &str, answer: &str, support_page: &str) -> Email {
    let about = format!("We have answered your support request \u{201c}{request_subject}\u{201d}:");
    let mut paragraphs = vec![about.as_str()];
    paragraphs.extend(answer.lines().map(str::trim).filter(|line| !line.is_empty()));
    paragraphs.push("You can read your requests and their answers on your support page.");
    render(
        to,
        "Your RowRecruit support request is answered",
        &paragraphs,
        Some(("Open your support page", support_page)),
        "Need more help? Send a new request from the same page.",
    )
}

/// Three days before a person's free trial ends.
pub fn trial_ending(to: &str, plan: &str, ends_on: &str, plans_link: &str) -> Email {
    render(
        to,
        &format!("Your {plan} free trial ends on {ends_on}"),
        &[
            &format!("Your free trial of RowRecruit {plan} ends on {ends_on}."),
            "After it, your account returns to the free level. Nothing is deleted or hidden from you: your profile, \
your logs, your saved schools and your messages stay, and the plan's limits apply only to what you add next.",
            "To keep the plan, choose it on the plans page.",
        ],
        Some(("See the plans", plans_link)),
        "You get this email once, because you started a free trial.",
    )
}

/// When a person's free trial has ended.
pub fn trial_ended(to: &str, plan: &str, plans_link: &str) -> Email {
    render(
        to,
        &format!("Your {plan} free trial has ended"),
        &[
            &format!("Your free trial of RowRecruit {plan} has ended, and your account is back at the free level."),
            "Everything you added is still there. To use the plan again, choose it on the plans page.",
        ],
        Some(("See the plans", plans_link)),
        "You get this email once, because you started a free trial.",
    )
}

/// To each coach of a club or program whose free trial ends soon.
pub fn team_trial_ending(to: &str, team: &str, ends_on: &str, plan_link: &str) -> Email {
    render(
        to,
        &format!("{team}'s free trial ends on {ends_on}"),
        &[
            &format!("The RowRecruit free trial of {team} ends on {ends_on}."),
            "After it, the workspace waits for a plan: nothing is deleted, and everything is there again once a plan \
is chosen.",
            "To keep going, choose a plan on the team's page.",
        ],
        Some(("Choose a plan", plan_link)),
        "You get this email once, because you coach with this team on RowRecruit.",
    )
}

/// To each coach of a club or program whose free trial has ended.
pub fn team_trial_ended(to: &str, team: &str, plan_link: &str) -> Email {
    render(
        to,
        &format!("{team}'s free trial has ended"),
        &[
            &format!("The RowRecruit free trial of {team} has ended."),
            "Your athletes, notes and messages are kept. Choose a plan on the team's page to open the workspace again.",
        ],
        Some(("Choose a plan", plan_link)),
        "You get this email once, because you coach with this team on RowRecruit.",
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_appear_in_both_bodies_and_html_is_escaped() {
        let email = confirm_account("a@b.co", "https://x.test/welcome#token=abc&x=<1>");
        assert!(email.text.contains("https://x.test/welcome#token=abc&x=<1>"));
        assert!(email.html.contains("https://x.test/welcome#token=abc&amp;x=&lt;1&gt;"));
        assert!(!email.html.contains("<1>"));
        assert_eq!(email.subject, "Confirm your RowRecruit account");
    }

    #[test]
    fn the_saved_search_digest_links_each_athlete_and_each_searchs_unsubscribe() {
        let email = saved_search_digest(
            "coach@yale.edu",
            &[SearchAlert {
                name: "Ports <2027>".into(),
                athletes: vec![("Ava Stone, class of 2027".into(), "https://x.test/athletes/a1".into())],
                unsubscribe: "https://x.test/saved-searches/unsubscribe#token=t1".into(),
            }],
            "https://x.test/coach/athletes",
        );
        assert_eq!(email.subject, "A new athlete matches your saved searches");
        assert!(email
            .text
            .contains("- Ava Stone, class of 2027: https://x.test/athletes/a1"));
        assert!(email
            .text
            .contains("To stop alerts for \"Ports <2027>\", open https://x.test/saved-searches/unsubscribe#token=t1"));
        assert!(email
            .html
            .contains("<a href=\"https://x.test/athletes/a1\">Ava Stone, class of 2027</a>"));
        assert!(email.html.contains("Ports &lt;2027&gt;"));
    }

    #[test]
    fn a_reminder_names_the_event_and_how_to_stop_them() {
        let email = calendar_reminder(
            "a@b.co",
            &Reminder {
                title: "Visit <Yale>",
                date: "Friday, October 2, 2026",
                time: Some("14:30"),
                program: Some("Yale University"),
                location: None,
            },
            "https://x.test/calendar",
            "https://x.test/calendar/unsubscribe#token=t",
        );
        assert_eq!(email.subject, "Tomorrow: Visit <Yale>");
        assert!(email.text.contains("When: Friday, October 2, 2026 at 14:30"));
        assert!(email.text.contains("Program: Yale University"));
        assert!(!email.text.contains("Where:"));
        assert!(email.text.contains("/calendar/unsubscribe#token=t"));
        assert!(email.html.contains("Visit &lt;Yale&gt;"));
    }

    #[test]
    fn a_support_answer_carries_the_answer_escaped_and_the_page() {
        let email = support_answered(
            "ava@example.com",
            "Billing <question>",
            "Thanks for asking.\n\nYour plan renews on the 1st.",
            "https://x.test/support",
        );
        assert_eq!(email.subject, "Your RowRecruit support request is answered");
        assert!(email.text.contains("Your plan renews on the 1st."));
        assert!(email.text.contains("https://x.test/support"));
        assert!(email.html.contains("Billing &lt;question&gt;"));
    }
}
