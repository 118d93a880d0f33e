//! File downloads: the one way a route answers with a file the browser saves (CSV exports, the
//! data export, the calendar file), and the CSV line every CSV export is written with.

use axum::{
    http::header,
    response::{IntoResponse, Response},
};

/// A response the browser saves as `filename`: the body with its content type and
/// `Content-Disposition: attachment`.
pub fn attachment(filename: &str, content_type: &str, body: impl IntoResponse) -> Response {
    (
        [
            (header::CONTENT_TYPE, content_type.to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{filename}\""),
            ),
        ],
        body,
    )
        .into_response()
}

/// Quotes a CSV field and defuses spreadsheet formulas.
fn csv_field(value: &str) -> String {
    let value = if value.starts_with(['=', '+', '-', '@']) {
        format!("'{value}")
    } else {
        value.to_owned()
    };
    format!("\"{}\"", value.replace('"', "\"\""))
}

/// One CSV line (with its newline) of quoted, defused fields.
pub fn csv_line(fields: &[&str]) -> String {
    let mut line = fields.iter().map(|f| csv_field(f)).collect::<Vec<_>>().join(",");
    line.push('\n');
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_fields_are_quoted_and_formulas_defused() {
        assert_eq!(csv_field("a\"b"), "\"a\"\"b\"");
        assert_eq!(csv_field("=HYPERLINK(1)"), "\"'=HYPERLINK(1)\"");
        assert_eq!(csv_line(&["a", "-1"]), "\"a\",\"'-1\"\n");
    }

    #[test]
    fn attachments_name_their_file_and_type() {
        let response = attachment("board.csv", "text/csv; charset=utf-8", "a\n");
        let headers = response.headers();
        assert_eq!(headers[header::CONTENT_TYPE], "text/csv; charset=utf-8");
        assert_eq!(
            headers[header::CONTENT_DISPOSITION],
            "attachment; filename=\"board.csv\""
        );
    }
}
