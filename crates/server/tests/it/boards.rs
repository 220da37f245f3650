//! Board preferences (`/account/board`), Embargo's walls on the board and in
//! the rules page's pictures, and the way game forms lead back to the board
//! (`#board`), on both databases.

use std::collections::BTreeSet;

use crate::support::{board, Client, Page};
use halma::store::GameId;
use halma_rules::{Rules, Variant};

/// The classes of the board element (`id="board"`).
fn board_classes(page: &Page) -> BTreeSet<String> {
    let body = &page.body;
    let at = body.find("id=\"board\"").expect("a board");
    let tag_end = at + body[at..].find('>').expect("the tag closes");
    let tag = &body[at..tag_end];
    let start = tag.find("class=\"").expect("classes") + "class=\"".len();
    let end = start + tag[start..].find('"').expect("the classes end");
    tag[start..end]
        .split_whitespace()
        .map(str::to_owned)
        .collect()
}

fn has_all(classes: &BTreeSet<String>, wanted: &str) -> bool {
    wanted.split_whitespace().all(|c| classes.contains(c))
}

/// The square drawn at the bottom right (the last one on the page).
fn bottom_right(page: &Page) -> String {
    board(page).last().expect("squares").name.clone()
}

fn square_names(page: &Page) -> BTreeSet<String> {
    board(page).into_iter().map(|s| s.name).collect()
}

fn walls(page: &Page) -> BTreeSet<String> {
    board(page)
        .into_iter()
        .filter(|s| s.classes.contains("wall"))
        .map(|s| s.name)
        .collect()
}

fn set(names: &[&str]) -> BTreeSet<String> {
    names.iter().map(|s| (*s).to_owned()).collect()
}

const DEFAULTS: &str = "theme-wood coords-on pieces-discs orient-own";

async fn save(client: &mut Client, fields: &[(&str, &str)]) -> Page {
    client.get("/account/board").await.expect_status(200);
    client.post("/account/board", fields).await
}

both_backends! {
    async fn board_preferences_are_saved_per_player_and_drawn_on_their_boards(db) {
        let (mut alice, a) = db.player("alice").await;
        let (mut bob, b) = db.player("bob").await;
        let id: GameId = db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await;
        let game = format!("/games/{id}");

        // Nobody chose yet: the defaults, each player's own side at the bottom.
        let page = bob.get(&game).await;
        assert!(has_all(&board_classes(&page), DEFAULTS), "{:?}", board_classes(&page));
        assert_eq!(bottom_right(&page), "a8", "Black sees the board turned round");
        let names_before = square_names(&page);
        assert_eq!(bottom_right(&alice.get(&game).await), "h1");

        // The form, only for a logged-in player.
        let mut visitor = db.client();
        let to_login = visitor.get("/account/board").await;
        assert!(to_login.location.as_deref().is_some_and(|l| l.starts_with("/login")), "{:?}", to_login.location);
        let form = bob.get("/account/board").await;
        form.expect_status(200);
        for field in ["name=\"theme\"", "name=\"coordinates\"", "name=\"pieces\"", "name=\"orientation\"", "name=\"csrf\""] {
            assert!(form.contains(field), "{field}");
        }
        for theme in ["wood", "green", "ocean", "contrast"] {
            assert!(form.contains(&format!("value=\"{theme}\"")), "{theme}");
        }
        assert!(form.contains("/account/board"), "the menu links to the preferences");

        // Saved through the form, with its token.
        let saved = save(&mut bob, &[("theme", "ocean"), ("coordinates", "off"), ("pieces", "letters"), ("orientation", "white")]).await;
        saved.expect_redirect("/account/board?saved=1");
        let again = bob.follow(&saved).await;
        assert!(again.contains("have been saved"));
        assert!(again.contains("value=\"ocean\" checked"), "the choice is shown chosen");
        let page = bob.get(&game).await;
        let classes = board_classes(&page);
        assert!(has_all(&classes, "theme-ocean coords-off pieces-letters orient-white"), "{classes:?}");
        assert_eq!(bottom_right(&page), "h1", "White at the bottom for Black too");
        assert_eq!(square_names(&page), names_before, "the squares keep their names");
        // Only Bob's boards change; a visitor gets the defaults.
        assert!(has_all(&board_classes(&alice.get(&game).await), DEFAULTS));
        let watched = visitor.get(&game).await;
        assert!(has_all(&board_classes(&watched), DEFAULTS));
        assert_eq!(bottom_right(&watched), "h1");
        // Wherever a board is drawn for Bob: the rules pages too.
        assert!(has_all(&board_classes(&bob.get("/rules/halma-10x10").await), "theme-ocean pieces-letters"));

        // A forged choice: the form back with the message beside the field,
        // and nothing saved.
        let refused = save(&mut bob, &[("theme", "purple"), ("coordinates", "on"), ("pieces", "discs"), ("orientation", "own")]).await;
        refused.expect_status(400);
        assert!(refused.contains("Choose one of the colour themes."), "{}", refused.body);
        assert!(refused.contains("Nothing was saved"));
        let missing = save(&mut bob, &[("theme", "green")]).await;
        missing.expect_status(400);
        assert!(missing.contains("Choose which side is at the bottom."));
        // Without the form's token nothing is saved either.
        bob.post_exact("/account/board", &[("theme", "green"), ("coordinates", "on"), ("pieces", "discs"), ("orientation", "own")]).await.expect_status(403);
        assert!(has_all(&board_classes(&bob.get(&game).await), "theme-ocean coords-off"));
        let stored = db.store.board_prefs().board_prefs(b).await.expect("read");
        assert_eq!(stored.map(|p| p.theme.as_str()), Some("ocean"));

        // Every theme saves.
        for theme in ["wood", "green", "contrast"] {
            save(&mut bob, &[("theme", theme), ("coordinates", "on"), ("pieces", "discs"), ("orientation", "own")]).await.expect_redirect("/account/board?saved=1");
            let page = bob.get(&game).await;
            assert!(board_classes(&page).contains(&format!("theme-{theme}")));
            assert_eq!(bottom_right(&page), "a8");
        }
    }

    async fn embargo_walls_are_drawn_and_game_forms_lead_back_to_the_board(db) {
        let (mut alice, a) = db.player("alice").await;
        let (mut bob, b) = db.player("bob").await;
        let id = db.new_game(Rules::new(Variant::Embargo), a, b, 3).await;
        let game = format!("/games/{id}");
        let page = alice.get(&game).await;
        assert!(walls(&page).is_empty(), "no walls at the start");
        // Embargo's house rules name only what applies to it.
        assert!(page.contains("Yard deadline"));
        assert!(!page.contains("back home"), "an Embargo piece never lands at home");
        // The board is one element with id="board", the place a click returns to.
        assert_eq!(page.body.matches("id=\"board\"").count(), 1);
        // A square's link opens the page at the board.
        let links: Vec<String> = board(&page).into_iter().filter_map(|s| s.href).collect();
        assert!(!links.is_empty() && links.iter().all(|h| h.ends_with("#board")), "{links:?}");

        // White's g1-c1 walls off d1..g1 (c1 and h1); Submit returns to #board.
        let moved = alice.post(&format!("/games/{id}/move"), &[("ply", "0"), ("path", "g1-c1"), ("then", "game")]).await;
        moved.expect_redirect(&format!("/games/{id}#board"));
        let page = alice.follow(&moved).await;
        assert_eq!(walls(&page), set(&["d1", "e1", "f1", "g1"]));
        assert!(page.contains("d1, empty, wall"), "a wall square is named so");
        // Black's c9-g9 walls off c9..f9; both see both walls, whichever side
        // is at the bottom.
        bob.get(&game).await;
        bob.post(&format!("/games/{id}/move"), &[("ply", "1"), ("path", "c9-g9"), ("then", "game")]).await
            .expect_redirect(&format!("/games/{id}#board"));
        let both = set(&["d1", "e1", "f1", "g1", "c9", "d9", "e9", "f9"]);
        assert_eq!(walls(&alice.get(&game).await), both);
        assert_eq!(walls(&bob.get(&game).await), both);
        assert_eq!(walls(&db.client().get(&game).await), both);

        // Draw offers and resignations return to the board too.
        alice.get(&game).await;
        alice.post(&format!("/games/{id}/draw"), &[("ply", "2"), ("action", "offer")]).await
            .expect_redirect(&format!("/games/{id}#board"));
        bob.get(&game).await;
        bob.post(&format!("/games/{id}/draw"), &[("ply", "2"), ("action", "decline")]).await
            .expect_redirect(&format!("/games/{id}#board"));
        let resign = alice.post(&format!("/games/{id}/resign"), &[("ply", "2"), ("confirm", "yes")]).await;
        assert_eq!(resign.status.as_u16(), 303, "{}", resign.body);
        assert!(resign.location.as_deref().is_some_and(|l| l.starts_with(&format!("/games/{id}"))), "{:?}", resign.location);
    }

    async fn the_embargo_rules_page_shows_its_walls_at_work(db) {
        let mut visitor = db.client();
        let page = visitor.get("/rules/embargo").await;
        page.expect_status(200);
        for title in ["A wall", "Extending", "Shortening", "Tunneling", "Busting"] {
            assert!(page.contains(&format!("<h4>{title}</h4>")), "{title}");
        }
        // Nine pictures drawn by the server: boards, no images from elsewhere.
        assert_eq!(page.body.matches("<figure>").count(), 9);
        assert_eq!(page.body.matches("class=\"board picture").count(), 9);
        assert!(!page.contains("<img"));
        assert!(page.contains("square dark wall") || page.contains("square light wall"));
        assert!(page.contains(" broken"), "the busted wall is crossed out");
        // The pictures carry no square hooks: those are the one board's.
        assert_eq!(page.body.matches("id=\"board\"").count(), 1);
        assert_eq!(page.body.matches("data-square=").count(), 81);
        // Embargo's camp rule names no jump chain and no coming back home.
        assert!(!page.contains("jump chain"));
        // Halma's rules page has no Embargo pictures.
        let halma = visitor.get("/rules/halma-8x8").await;
        assert!(!halma.contains("<figure>"));
    }

    async fn the_menu_folds_and_offers_become_cards_on_a_phone(db) {
        let (mut ann, _) = db.player("ann").await;
        let (mut ben, _) = db.player("ben").await;
        let page = ann.get("/status").await;
        assert!(page.contains("<details class=\"site-menu\">") && page.contains("<summary>Menu</summary>"));
        assert!(page.contains("href=\"/account/board\""));
        ann.get("/waiting-room/new").await;
        ann.post("/waiting-room/new", &[("game", "halma-8x8"), ("colour", "random"), ("days", "3")]).await;
        let room = ben.get("/waiting-room").await;
        assert!(room.contains("class=\"table cards\""));
        assert!(room.contains("data-label=\"Posted by\""));
        assert!(room.contains("data-label=\"Game\""));
        let css = ben.get("/static/halma.css").await;
        assert!(css.contains(".cards tr") && css.contains("max-width: 599.98px"));
        assert!(css.contains(".board.board-16") && css.contains("min-width: calc(16 * 2.75rem"));
    }
}
