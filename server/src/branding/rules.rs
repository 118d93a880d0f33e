//! What a club's brand may be: a name of 2 to 80 characters and two `#rrggbb` colours that meet
//! WCAG 2.2's contrast minimums against white, as WCAG defines relative luminance and contrast.

use crate::{
    plans::rules::{self as plans, AddOnId},
    validation::FieldError,
};

pub const NAME_MIN: usize = 2;
pub const NAME_MAX: usize = 80;
/// White text on the band: WCAG 2.2 success criterion 1.4.3 (AA), text of any size.
pub const BAND_MIN_CONTRAST: f64 = 4.5;
/// The accent (a rule on a white page) against white: criterion 1.4.11, non-text contrast.
pub const ACCENT_MIN_CONTRAST: f64 = 3.0;

/// Luminance of white.
const WHITE: f64 = 1.0;

#[derive(Debug, thiserror::Error)]
pub enum BrandingError {
    /// Setting a brand needs the add-on (clearing one does not).
    #[error(
        "Your club's name and colours on profiles need the {name} add-on ({price} {unit}) on the club's plan. Add it from the Plan section of the club page."
    )]
    AddOnRequired {
        name: &'static str,
        price: String,
        unit: &'static str,
    },
    #[error("Please correct the highlighted fields.")]
    Fields(Vec<FieldError>),
}

impl BrandingError {
    pub fn code(&self) -> &'static str {
        match self {
            BrandingError::AddOnRequired { .. } => "add_on_required",
            BrandingError::Fields(_) => "validation",
        }
    }

    /// The refusal of a club without the add-on, naming it and its price from the plan table.
    pub fn add_on_required() -> Self {
        let add_on = plans::add_on(AddOnId::CustomBranding);
        BrandingError::AddOnRequired {
            name: add_on.name,
            price: dollars(add_on.monthly_cents),
            unit: add_on.unit,
        }
    }
}

/// Cents as dollars: "$49.99".
fn dollars(cents: i64) -> String {
    format!("${}.{:02}", cents / 100, cents % 100)
}

/// An sRGB colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// `#rrggbb` in lower case, as stored and sent.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
}

/// `#rrggbb` (either letter case) as a colour; anything else is `None`.
pub fn parse_hex(text: &str) -> Option<Rgb> {
    let digits = text.strip_prefix('#')?;
    if digits.len() != 6 || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let channel = |at: usize| u8::from_str_radix(&digits[at..at + 2], 16).ok();
    Some(Rgb(channel(0)?, channel(2)?, channel(4)?))
}

/// WCAG 2.2's relative luminance: 0 for black, 1 for white.
pub fn relative_luminance(colour: Rgb) -> f64 {
    fn linear(channel: u8) -> f64 {
        let c = f64::from(channel) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    }
    0.2126 * linear(colour.0) + 0.7152 * linear(colour.1) + 0.0722 * linear(colour.2)
}

/// WCAG's contrast ratio of two luminances, from 1 (none) to 21 (black on white).
pub fn contrast_ratio(a: f64, b: f64) -> f64 {
    let (lighter, darker) = if a >= b { (a, b) } else { (b, a) };
    (lighter + 0.05) / (darker + 0.05)
}

/// The contrast of a colour with white.
pub fn contrast_with_white(colour: Rgb) -> f64 {
    contrast_ratio(WHITE, relative_luminance(colour))
}

/// Whether a ratio reaches a minimum. Never rounded up: 4.499:1 does not pass 4.5:1.
pub fn meets(ratio: f64, minimum: f64) -> bool {
    ratio >= minimum
}

/// A ratio as people read it, cut (not rounded) to two decimals so a failing ratio never reads
/// as the minimum: "4.49:1".
pub fn ratio_text(ratio: f64) -> String {
    let cut = (ratio * 100.0).floor() / 100.0;
    format!("{}:1", trim_zeros(&format!("{cut:.2}")))
}

fn trim_zeros(number: &str) -> &str {
    number.trim_end_matches('0').trim_end_matches('.')
}

/// A brand that passed every rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValidBrand {
    pub display_name: String,
    /// `#rrggbb`, lower case.
    pub band_colour: String,
    /// `#rrggbb`, lower case.
    pub accent_colour: String,
}

/// Checks a brand as entered; a missing or blank name is the club's own. Every broken rule is
/// reported, each at its field.
pub fn brand(
    display_name: Option<&str>,
    club_name: &str,
    band_colour: Option<&str>,
    accent_colour: Option<&str>,
) -> Result<ValidBrand, Vec<FieldError>> {
    let mut errors = Vec::new();
    let name = display_name
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .unwrap_or(club_name.trim());
    let length = name.chars().count();
    if !(NAME_MIN..=NAME_MAX).contains(&length) {
        errors.push(FieldError::new(
            "displayName",
            format!("Enter the name to show, {NAME_MIN} to {NAME_MAX} characters."),
        ));
    }
    let band = colour("bandColour", "band colour", band_colour, BAND_MIN_CONTRAST, |ratio| {
        format!(
            "White text on this band colour has a contrast of {}; it needs at least {}. Choose a darker colour.",
            ratio_text(ratio),
            ratio_text(BAND_MIN_CONTRAST)
        )
    });
    let accent = colour(
        "accentColour",
        "accent colour",
        accent_colour,
        ACCENT_MIN_CONTRAST,
        |ratio| {
            format!(
            "This accent colour has a contrast of {} with white; it needs at least {} to stand out on the page. Choose a darker colour.",
            ratio_text(ratio),
            ratio_text(ACCENT_MIN_CONTRAST)
        )
        },
    );
    let (band, accent) = match (band, accent) {
        (Ok(band), Ok(accent)) if errors.is_empty() => (band, accent),
        (band, accent) => {
            errors.extend(band.err());
            errors.extend(accent.err());
            return Err(errors);
        }
    };
    Ok(ValidBrand {
        display_name: name.to_owned(),
        band_colour: band.hex(),
        accent_colour: accent.hex(),
    })
}

fn colour(
    field: &'static str,
    label: &str,
    text: Option<&str>,
    minimum: f64,
    too_light: impl Fn(f64) -> String,
) -> Result<Rgb, FieldError> {
    let Some(rgb) = text.map(str::trim).and_then(parse_hex) else {
        return Err(FieldError::new(
            field,
            format!("Enter the {label} as # and six hex digits, like #1d3557."),
        ));
    };
    let ratio = contrast_with_white(rgb);
    match meets(ratio, minimum) {
        true => Ok(rgb),
        false => Err(FieldError::new(field, too_light(ratio))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rgb(text: &str) -> Rgb {
        parse_hex(text).unwrap()
    }

    #[test]
    fn the_refusal_without_the_add_on_names_it_its_price_and_where_to_get_it() {
        let refusal = BrandingError::add_on_required();
        assert_eq!(refusal.code(), "add_on_required");
        assert_eq!(
            refusal.to_string(),
            "Your club's name and colours on profiles need the Custom branding add-on ($49.99 per month) on the club's plan. Add it from the Plan section of the club page."
        );
    }

    #[test]
    fn hex_colours_are_six_digits_after_a_hash_in_either_case() {
        assert_eq!(parse_hex("#1D3557"), Some(Rgb(0x1d, 0x35, 0x57)));
        assert_eq!(parse_hex("#000000"), Some(Rgb(0, 0, 0)));
        assert_eq!(rgb("#ABCDEF").hex(), "#abcdef");
        for bad in [
            "", "#", "1d3557", "#fff", "#1d35577", "#1d355", "#1d355g", "##1d355", "#1d 357", "#+1d355",
        ] {
            assert_eq!(parse_hex(bad), None, "{bad}");
        }
    }

    #[test]
    fn luminance_and_contrast_follow_wcag() {
        assert_eq!(relative_luminance(rgb("#000000")), 0.0);
        assert!((relative_luminance(rgb("#ffffff")) - 1.0).abs() < 1e-12);
        // Black on white is the largest contrast, white on white none.
        assert!((contrast_with_white(rgb("#000000")) - 21.0).abs() < 1e-12);
        assert!((contrast_with_white(rgb("#ffffff")) - 1.0).abs() < 1e-12);
        assert_eq!(contrast_ratio(0.0, 1.0), contrast_ratio(1.0, 0.0));
        // Channels at or below 0.04045 are linear: 10/255 is on the straight part.
        assert!((relative_luminance(Rgb(10, 10, 10)) - (10.0 / 255.0) / 12.92).abs() < 1e-12);
        // #767676 on white is 4.542:1, #777777 4.478:1 (cut, not rounded, to 4.47:1).
        assert_eq!(ratio_text(contrast_with_white(rgb("#767676"))), "4.54:1");
        assert_eq!(ratio_text(contrast_with_white(rgb("#777777"))), "4.47:1");
    }

    #[test]
    fn the_minimum_is_met_exactly_at_it_and_not_just_below() {
        assert!(meets(4.5, BAND_MIN_CONTRAST));
        assert!(!meets(4.499_999, BAND_MIN_CONTRAST));
        assert!(meets(3.0, ACCENT_MIN_CONTRAST));
        assert!(!meets(2.999_999, ACCENT_MIN_CONTRAST));
        // A luminance that gives exactly 4.5:1 with white: (1 + 0.05) / 4.5 - 0.05.
        let at_minimum = 1.05 / 4.5 - 0.05;
        assert!(meets(contrast_ratio(1.0, at_minimum), BAND_MIN_CONTRAST));
        assert!(!meets(contrast_ratio(1.0, at_minimum + 1e-9), BAND_MIN_CONTRAST));
        // A failing ratio never reads as the minimum.
        assert_eq!(ratio_text(4.499_999), "4.49:1");
        assert_eq!(ratio_text(4.5), "4.5:1");
        assert_eq!(ratio_text(3.0), "3:1");
    }

    #[test]
    fn the_darkest_grey_that_fails_and_the_lightest_that_passes() {
        // Greys around the band's 4.5:1 and the accent's 3:1.
        assert!(brand(None, "Riverside RC", Some("#767676"), Some("#767676")).is_ok());
        let refused = brand(None, "Riverside RC", Some("#777777"), Some("#767676")).unwrap_err();
        assert_eq!(refused.len(), 1);
        assert_eq!(refused[0].field, "bandColour");
        assert_eq!(
            refused[0].message,
            "White text on this band colour has a contrast of 4.47:1; it needs at least 4.5:1. Choose a darker colour."
        );
        assert!(brand(None, "Riverside RC", Some("#000000"), Some("#949494")).is_ok());
        let refused = brand(None, "Riverside RC", Some("#000000"), Some("#959595")).unwrap_err();
        assert_eq!(refused[0].field, "accentColour");
        assert!(
            refused[0].message.contains("it needs at least 3:1"),
            "{}",
            refused[0].message
        );
    }

    #[test]
    fn white_is_refused_for_both_colours_and_black_passes_both() {
        let refused = brand(Some("Riverside"), "Riverside RC", Some("#FFFFFF"), Some("#ffffff")).unwrap_err();
        let fields: Vec<_> = refused.iter().map(|e| e.field).collect();
        assert_eq!(fields, ["bandColour", "accentColour"]);
        assert!(refused[0].message.contains("contrast of 1:1"));
        let valid = brand(Some("Riverside"), "Riverside RC", Some("#000000"), Some("#000000")).unwrap();
        assert_eq!(
            (valid.band_colour.as_str(), valid.accent_colour.as_str()),
            ("#000000", "#000000")
        );
    }

    #[test]
    fn a_bad_hex_is_refused_at_its_field() {
        let refused = brand(None, "Riverside RC", Some("navy"), None).unwrap_err();
        assert_eq!(
            refused,
            [
                FieldError::new(
                    "bandColour",
                    "Enter the band colour as # and six hex digits, like #1d3557."
                ),
                FieldError::new(
                    "accentColour",
                    "Enter the accent colour as # and six hex digits, like #1d3557."
                ),
            ]
        );
    }

    #[test]
    fn the_name_defaults_to_the_club_and_is_2_to_80_characters() {
        let valid = brand(Some("  "), " Riverside RC ", Some("#1D3557"), Some("#E63946")).unwrap();
        assert_eq!(
            valid,
            ValidBrand {
                display_name: "Riverside RC".into(),
                band_colour: "#1d3557".into(),
                accent_colour: "#e63946".into(),
            }
        );
        assert!(brand(Some("RC"), "x", Some("#1d3557"), Some("#1d3557")).is_ok());
        assert!(brand(Some(&"é".repeat(80)), "x", Some("#1d3557"), Some("#1d3557")).is_ok());
        for bad in ["R", &"é".repeat(81)] {
            let refused = brand(Some(bad), "x", Some("#1d3557"), Some("#1d3557")).unwrap_err();
            assert_eq!(refused[0].field, "displayName");
            assert_eq!(refused[0].message, "Enter the name to show, 2 to 80 characters.");
        }
    }
}
