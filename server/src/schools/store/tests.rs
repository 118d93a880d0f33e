//! The reads the search index is loaded from, the version an import moves on, and the index's
//! reload after an import, on SQLite databases of their own.

use sqlx::any::AnyPoolOptions;

use super::*;
use crate::{
    db::Backend,
    schools::{
        import::{self, SEED_PROGRAMS, SEED_VENUES},
        index::SchoolIndex,
        rules::SchoolSearch,
    },
};

async fn pool(url: &str, connections: u32) -> Db {
    sqlx::any::install_default_drivers();
    let pool = AnyPoolOptions::new()
        .max_connections(connections)
        .min_connections(1)
        .idle_timeout(None)
        .max_lifetime(None)
        .connect(url)
        .await
        .unwrap();
    Db::from_pool(pool, Backend::Sqlite)
}

/// A private in-memory database with the schema and the built-in programs (one connection, kept
/// open, so every query sees the same database).
async fn seeded() -> Db {
    let db = pool("sqlite::memory:", 1).await;
    db.migrate().await.unwrap();
    let records = import::parse(SEED_PROGRAMS, Some(SEED_VENUES)).unwrap();
    import::import(&db, &records).await.unwrap();
    db
}

/// The built-in programs with one more, "Lakeside Rowing College".
fn with_lakeside() -> Vec<import::SchoolRecord> {
    let mut records = import::parse(SEED_PROGRAMS, Some(SEED_VENUES)).unwrap();
    let mut lakeside = records[0].clone();
    lakeside.name = "Lakeside Rowing College".into();
    lakeside.id = import::slug(&lakeside.name);
    lakeside.city = Some("Lakeside".into());
    records.push(lakeside);
    records
}

fn lakeside() -> SchoolSearch {
    SchoolSearch {
        words: vec!["lakeside".into()],
        ..SchoolSearch::default()
    }
}

#[tokio::test]
async fn the_index_reads_every_program_as_stored() {
    let db = seeded().await;
    let records = import::parse(SEED_PROGRAMS, Some(SEED_VENUES)).unwrap();
    let indexed = indexed(&db).await.unwrap();
    assert_eq!(indexed.len(), records.len());
    for record in &records {
        let row = indexed.iter().find(|i| i.school.id == record.id).unwrap();
        assert_eq!(row.search_text, record.search_text());
        assert_eq!(row.school.name, record.name);
        assert_eq!(
            (row.school.womens, row.school.mens, row.school.mens_lightweight),
            (record.womens, record.mens, record.mens_lightweight)
        );
        assert_eq!(
            (row.school.enrollment, row.school.founded),
            (record.enrollment, record.founded)
        );
        assert!(!row.school.saved);
    }
    let user_saved = saved_ids(&db, "nobody").await.unwrap();
    assert!(user_saved.is_empty());
}

#[tokio::test]
async fn each_import_moves_the_version_on_and_reloads_the_index_on_its_pool() {
    let db = seeded().await;
    // The seeding was the first import.
    assert_eq!(version(&db).await.unwrap(), 1);
    let index = SchoolIndex::load(&db).await.unwrap();
    assert_eq!(index.snapshot().version, 1);
    assert!(!index.refresh().await.unwrap(), "nothing changed");

    import::import(&db, &with_lakeside()).await.unwrap();
    assert_eq!(version(&db).await.unwrap(), 2);
    // Reloaded before the import returned.
    let catalog = index.snapshot();
    assert_eq!(catalog.version, 2);
    let found = catalog.search(&lakeside());
    assert_eq!((found.total, found.matched), (208, 1));
    assert_eq!(found.page[0].id, "lakeside-rowing-college");
}

#[tokio::test]
async fn an_index_on_another_pool_reloads_when_it_checks_the_version() {
    // Two pools on one file, as two processes are: the import through one reloads only the
    // index on that pool; the other sees the change when it reads the version (its poll).
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("schools.db").display());
    let here = pool(&url, 2).await;
    here.migrate().await.unwrap();
    let records = import::parse(SEED_PROGRAMS, Some(SEED_VENUES)).unwrap();
    import::import(&here, &records).await.unwrap();
    let elsewhere = pool(&url, 2).await;
    let ours = SchoolIndex::load(&here).await.unwrap();
    let theirs = SchoolIndex::load(&elsewhere).await.unwrap();

    import::import(&here, &with_lakeside()).await.unwrap();
    assert_eq!(ours.snapshot().search(&lakeside()).matched, 1);
    assert_eq!(theirs.snapshot().search(&lakeside()).matched, 0);
    assert!(theirs.refresh().await.unwrap());
    assert_eq!(theirs.snapshot().search(&lakeside()).matched, 1);
    assert_eq!(theirs.snapshot().version, ours.snapshot().version);

    // A removal is seen the same way.
    import::import(&elsewhere, &records).await.unwrap();
    assert_eq!(theirs.snapshot().search(&lakeside()).matched, 0);
    assert!(ours.refresh().await.unwrap());
    assert_eq!(ours.snapshot().len(), 207);
    here.close().await;
    elsewhere.close().await;
}

#[tokio::test]
async fn saved_ids_are_the_users_own() {
    let db = seeded().await;
    for (id, email) in [("u1", "one@example.com"), ("u2", "two@example.com")] {
        sqlx::query("INSERT INTO users (id, email, password_hash, role, created_at, updated_at) VALUES ($1, $2, 'x', 'student', 0, 0)")
            .bind(id)
            .bind(email)
            .execute(&db.pool)
            .await
            .unwrap();
    }
    save(&db, "u1", "yale-university", None, 1).await.unwrap();
    save(&db, "u1", "bates-college", Some("Visit"), 2).await.unwrap();
    save(&db, "u2", "harvard-university", None, 3).await.unwrap();
    let mine = saved_ids(&db, "u1").await.unwrap();
    assert_eq!(mine.len(), 2);
    assert!(mine.contains("yale-university") && mine.contains("bates-college"));
    unsave(&db, "u1", "yale-university").await.unwrap();
    assert_eq!(
        saved_ids(&db, "u1").await.unwrap(),
        HashSet::from(["bates-college".to_owned()])
    );
}
