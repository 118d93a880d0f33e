//! The landing page's figures (`GET /api/stats`): counted in the database, rounded down to two
//! significant figures, left out while below their thresholds, and held for a minute.

use serde_json::{json, Value};

use crate::helpers::TestApp;

async fn figures(app: &TestApp) -> Value {
    let response = app.get("/api/stats").await;
    assert_eq!(response.status(), 200);
    response.json().await.unwrap()
}

/// Adds `count` athletes with a profile straight into the database (the API would take minutes),
/// the first `committed` of them committed to a program; `batch` keeps their ids apart.
async fn add_athletes(app: &TestApp, batch: &str, count: u32, committed: u32) {
    // Numbers written into the statement: PostgreSQL types a recursive term's bound parameter
    // apart from its literal start.
    let numbers = format!("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {count})");
    sqlx::query(&format!(
        "INSERT INTO users (id, email, password_hash, role, metadata, email_confirmed_at, created_at, updated_at)
         {numbers} SELECT '{batch}-' || i, '{batch}' || i || '@example.com', 'x', 'student', '{{}}', 1, 1, 1 FROM n"
    ))
    .execute(&app.db.pool)
    .await
    .unwrap();
    sqlx::query(&format!(
        "INSERT INTO profiles (id, email, user_role, commitment_status, created_at, updated_at)
         {numbers} SELECT '{batch}-' || i, '{batch}' || i || '@example.com', 'student',
             CASE WHEN i <= {committed} THEN 'verbal' ELSE 'open' END, 1, 1 FROM n"
    ))
    .execute(&app.db.pool)
    .await
    .unwrap();
}

#[tokio::test]
async fn small_counts_are_left_out_and_the_figures_are_held_for_a_minute() {
    let app = TestApp::spawn().await;
    // The built-in programs (207) are shown rounded down; no athlete or commitment yet.
    let empty = json!({"athletes": null, "programs": 200, "commitments": null});
    assert_eq!(figures(&app).await, empty);

    // One under each threshold (100 athletes, 10 commitments): still left out. Another
    // instance on the same database counts afresh.
    add_athletes(&app, "small", 99, 9).await;
    assert_eq!(figures(&app.sibling(&[]).await).await, empty);

    // At the thresholds they show; the first instance answers from its count for a minute.
    add_athletes(&app, "more", 1, 1).await;
    assert_eq!(
        figures(&app.sibling(&[]).await).await,
        json!({"athletes": 100, "programs": 200, "commitments": 10})
    );
    assert_eq!(figures(&app).await, empty);
}

#[tokio::test]
async fn large_counts_are_rounded_down_to_two_significant_figures() {
    let app = TestApp::spawn().await;
    add_athletes(&app, "large", 1_234, 57).await;
    // A parent's profile is not an athlete's.
    sqlx::query(
        "INSERT INTO users (id, email, password_hash, role, metadata, created_at, updated_at)
         VALUES ('a-parent', 'parent@example.com', 'x', 'parent', '{}', 1, 1)",
    )
    .execute(&app.db.pool)
    .await
    .unwrap();
    sqlx::query(
        "INSERT INTO profiles (id, email, user_role, created_at, updated_at)
         VALUES ('a-parent', 'parent@example.com', 'parent', 1, 1)",
    )
    .execute(&app.db.pool)
    .await
    .unwrap();
    assert_eq!(
        figures(&app).await,
        json!({"athletes": 1200, "programs": 200, "commitments": 57})
    );
}
