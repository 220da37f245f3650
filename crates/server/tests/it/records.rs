//! Replaying a game record pasted into `/records`: a record downloaded from a
//! game page comes back as that game; a broken one is explained.

use crate::support::{board, Client, TestDb};
use halma_rules::{Game, Move, Position, Rules, Variant};

/// The pieces drawn on a page's board, as `(square, piece)` pairs.
fn pieces(page: &crate::support::Page) -> Vec<(String, String)> {
    let mut found: Vec<(String, String)> = board(page)
        .into_iter()
        .filter_map(|sq| Some((sq.name, sq.piece?)))
        .collect();
    found.sort();
    found
}

fn expected_pieces(position: &Position) -> Vec<(String, String)> {
    let mut found: Vec<(String, String)> = halma_rules::Color::ALL
        .into_iter()
        .flat_map(|c| {
            position
                .pieces(c)
                .iter()
                .map(move |sq| (sq.to_string(), c.letter().to_string()))
        })
        .collect();
    found.sort();
    found
}

/// Whether the page holds `text` as the templates write it into HTML.
fn shows(page: &crate::support::Page, text: &str) -> bool {
    page.contains(&escaped(text))
}

/// `text` with the characters HTML gives meaning to written as the templates
/// write them (numeric entities).
fn escaped(text: &str) -> String {
    text.replace('&', "&#38;")
        .replace('<', "&#60;")
        .replace('>', "&#62;")
        .replace('"', "&#34;")
        .replace('\'', "&#39;")
}

async fn replay(client: &mut Client, record: &str) -> crate::support::Page {
    client.get("/records").await.expect_status(200);
    client.post("/records", &[("record", record)]).await
}

both_backends! {
    async fn a_downloaded_record_replays_to_the_game(db) {
        let (mut alice, a) = db.player("alice").await;
        let (mut bob, b) = db.player("bob").await;
        let rules = Rules::new(Variant::Halma10x10);
        let id = db.new_game(rules, a, b, 3).await;
        let mut game = Game::new(rules, Position::start(Variant::Halma10x10));
        for i in 0..4 {
            // The longest move each time: jump chains, when there are any.
            let m: Move = *game.position().legal_moves().iter().max_by_key(|m| m.squares().len()).unwrap();
            let player = if i % 2 == 0 { &mut alice } else { &mut bob };
            player.get(&format!("/games/{id}")).await;
            player.post(&format!("/games/{id}/move"), &[("ply", &i.to_string()), ("path", &m.to_string())]).await.expect_status(303);
            game.play(&m).unwrap();
        }
        let record = alice.get(&format!("/games/{id}/record")).await.body;

        // Anyone may replay it, logged in or not.
        let mut visitor = db.client();
        let page = replay(&mut visitor, &record).await;
        page.expect_status(200);
        assert!(page.contains("alice (White) – bob (Black)"));
        assert!(page.contains("The record says: <strong>in progress</strong>"));
        assert!(page.contains("the game goes on, white to move"));
        let (third, fourth) = (game.moves()[2], game.moves()[3]);
        let line = format!(r#"<li value="2"><span class="white-move">{third}</span> <span class="black-move">{fourth}</span></li>"#);
        assert!(page.contains(&line), "{line}");
        assert_eq!(pieces(&page), expected_pieces(game.position()));
        assert!(page.contains("href=\"/rules/halma-10x10\""));
        // The record stays in the box, to be replayed again.
        assert!(shows(&page, record.trim()));
        // Alice resigns: the record downloaded now says so, once.
        alice.get(&format!("/games/{id}")).await;
        alice.post(&format!("/games/{id}/resign"), &[("ply", "4"), ("confirm", "yes")]).await.expect_status(303);
        let resigned = alice.get(&format!("/games/{id}/record")).await.body;
        let page = replay(&mut visitor, &resigned).await;
        page.expect_status(200);
        assert!(page.contains("The record says: <strong>Black wins: white resigned</strong>"), "{}", page.body);
        assert!(page.contains("the game goes on, white to move"));
        // No square of a replayed board is a link.
        assert!(board(&page).iter().all(|sq| sq.href.is_none()));
    }
}

#[tokio::test]
async fn a_finished_record_says_how_it_ended_and_what_the_rules_say() {
    let db = TestDb::sqlite().await;
    let mut c = db.client();
    // Written by hand: the termination is shown as written, the result in
    // words when there is none; names are shown as text, never as markup.
    let record = "[Game \"halma-8x8\"]\n[White \"<b>ann</b>\"]\n[Black \"ben\"]\n\
                  [Camp \"deadline 30\"]\n[Repetition \"auto\"]\n[Result \"0-1\"]\n\
                  [Termination \"ann left\"]\n\n1. g3-f4 b6-c5 0-1\n";
    let page = replay(&mut c, record).await;
    page.expect_status(200);
    assert!(
        page.contains("The record says: <strong>ann left</strong>"),
        "{}",
        page.body
    );
    assert!(shows(&page, "<b>ann</b> (White)") && !page.contains("<b>ann</b>"));
    assert!(page.contains("the game goes on, white to move"));
    let page = replay(&mut c, &record.replace("[Termination \"ann left\"]\n", "")).await;
    assert!(
        page.contains("The record says: <strong>Black wins</strong>"),
        "{}",
        page.body
    );
}

#[tokio::test]
async fn a_broken_record_is_explained_and_kept() {
    let db = TestDb::sqlite().await;
    let mut c = db.client();
    let head = "[Game \"halma-8x8\"]\n[White \"ann\"]\n[Black \"ben\"]\n[Result \"*\"]\n\n";
    let cases = [
        (format!("{head}1. g3-f4 b6-b3 *\n"), "move 2 of the record"),
        (
            format!("{head}1. g3-f4 b6-c5 2. zz-f4 *\n"),
            "could not be read",
        ),
        (
            "[Game \"chess\"]\n\n1. e4 *\n".to_owned(),
            "could not be read",
        ),
        ("   ".to_owned(), "Paste a game record"),
        // Numbers too large: a count that would wrap the rank round (both
        // colours on a8), and Black's move past the last move number.
        (
            "[Game \"halma-8x8\"]\n[White \"ann\"]\n[Position \"b18446744073709551615w7/bbb5/bb6/b7/7w/6ww/5www/4www1 w 1\"]\n\n*\n".to_owned(),
            "rank 8 describes more than 8 squares",
        ),
        (
            "[Game \"halma-8x8\"]\n[White \"ann\"]\n[Position \"8/8/8/4w3/3b4/8/8/8 b 4294967295\"]\n\n4294967295... d4-c4 *\n".to_owned(),
            "move 4294967295 is the last move number",
        ),
        ("x".repeat(60_000), "longer than 50 kB"),
    ];
    for (record, says) in cases {
        let page = replay(&mut c, &record).await;
        page.expect_status(400);
        assert!(
            page.contains(says),
            "{says}: {}",
            &page.body[..page.body.len().min(3000)]
        );
        assert!(!page.contains("id=\"board\""));
        if record.len() < 1000 && !record.trim().is_empty() {
            assert!(
                page.contains("ann") || page.contains("chess"),
                "the record is kept in the box"
            );
        }
    }
    // Without the form's token, nothing is replayed.
    c.post_exact("/records", &[("record", head)])
        .await
        .expect_status(403);
}

/// A record just under 50 kB is read however much room its form takes: a
/// browser sends each line break as `%0D%0A`, six bytes for two.
#[tokio::test]
async fn a_record_near_the_limit_is_read_whatever_its_encoding() {
    let db = TestDb::sqlite().await;
    let mut c = db.client();
    let record = format!(
        "[Game \"halma-8x8\"]\r\n[White \"ann\"]\r\n[Black \"ben\"]\r\n{}1. g3-f4 *\r\n",
        "\r\n".repeat(24_000)
    );
    assert!(record.len() < 50_000);
    let page = replay(&mut c, &record).await;
    page.expect_status(200);
    assert!(page.contains("id=\"board\""));
}
