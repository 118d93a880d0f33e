//! Rule failures tied to one input, free of HTTP. Domain rules return these (inside their own
//! error enums); the HTTP layer turns them into a 422 whose `fields` names the input.

/// One input that breaks a rule. `field` is the input's name on the wire (camelCase).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct FieldError {
    pub field: &'static str,
    pub message: String,
}

impl FieldError {
    pub fn new(field: &'static str, message: impl Into<String>) -> Self {
        FieldError {
            field,
            message: message.into(),
        }
    }
}

/// Declares an enum kept in a text column and sent as the same text on the wire: `as_str`,
/// `parse`, `ALL`, `Display`, serde, OpenAPI schema, and `TryFrom<String>` so a store's `FromRow`
/// struct can read it with `#[sqlx(try_from = "String")]`.
#[macro_export]
macro_rules! text_enum {
    ($(#[$meta:meta])* $vis:vis enum $name:ident { $($(#[$vmeta:meta])* $variant:ident = $text:tt),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
        $vis enum $name {
            $($(#[$vmeta])* #[serde(rename = $text)] $variant),+
        }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            pub fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $text),+
                }
            }

            pub fn parse(text: &str) -> Option<$name> {
                match text {
                    $($text => Some($name::$variant),)+
                    _ => None,
                }
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl TryFrom<String> for $name {
            type Error = $crate::validation::UnknownValue;

            fn try_from(text: String) -> Result<$name, Self::Error> {
                $name::parse(&text).ok_or($crate::validation::UnknownValue {
                    kind: stringify!($name),
                    value: text,
                })
            }
        }
    };
}

/// A stored text that names no variant of a `text_enum!` (a corrupt or newer row).
#[derive(Debug, thiserror::Error)]
#[error("unknown {kind} '{value}'")]
pub struct UnknownValue {
    pub kind: &'static str,
    pub value: String,
}

#[cfg(test)]
mod tests {
    crate::text_enum! {
        enum Colour { Red = "red", DarkBlue = "dark_blue" }
    }

    #[test]
    fn text_enums_round_trip_through_their_text() {
        for colour in Colour::ALL {
            assert_eq!(Colour::parse(colour.as_str()), Some(*colour));
            assert_eq!(Colour::try_from(colour.to_string()).unwrap(), *colour);
        }
        assert_eq!(serde_json::to_string(&Colour::DarkBlue).unwrap(), "\"dark_blue\"");
        assert!(Colour::try_from("green".to_owned()).is_err());
    }
}
