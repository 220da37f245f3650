//! The waiting room's games for more than two over HTTP, on both databases:
//! New game with seats, Join seat by seat, Leave seat, Cancel, the last seat
//! starting the game, refused fields, and Auto-Match for four.

use crate::support::{Client, Page};
use halma::store::GameId;
use halma_rules::Colour;

/// The `action` of every POST form of the page whose button reads `button`.
fn form_actions(page: &Page, button: &str) -> Vec<String> {
    let wanted = format!(">{button}</button>");
    page.body
        .split("<form")
        .skip(1)
        .filter_map(|rest| {
            let form = &rest[..rest.find("</form>")?];
            if !form.contains(&wanted) || !form.contains("method=\"post\"") {
                return None;
            }
            let start = form.find("action=\"")? + "action=\"".len();
            let end = form[start..].find('"')? + start;
            Some(form[start..end].to_owned())
        })
        .collect()
}

#[track_caller]
fn game_of(page: &Page) -> GameId {
    assert_eq!(page.status.as_u16(), 303, "{}", page.body);
    let to = page.location.as_deref().expect("a redirect");
    to.strip_prefix("/games/")
        .and_then(|id| id.parse().ok())
        .unwrap_or_else(|| panic!("not a game: {to}"))
}

async fn room(c: &mut Client) -> Page {
    let page = c.get("/waiting-room").await;
    page.expect_status(200);
    page
}

both_backends! {
    async fn four_players_fill_a_game_seat_by_seat_and_the_last_starts_it(db) {
        let (mut alice, alice_id) = db.player("alice").await;
        let (mut bob, bob_id) = db.player("bob").await;
        let (mut carol, _) = db.player("carol").await;
        let (mut dave, _) = db.player("dave").await;
        let form = alice.get("/waiting-room/new").await;
        assert!(form.contains("value=\"halma-16x16-4\"") && form.contains("name=\"partners\""));
        alice.post("/waiting-room/new", &[("game", "halma-16x16-4"), ("colour", "red"), ("partners", "on"), ("days", "4")])
            .await
            .expect_redirect("/waiting-room");
        // Alice may cancel her game; Bob sees it with one seat taken and may join.
        let mine = room(&mut alice).await;
        assert!(form_actions(&mine, "Join").is_empty());
        assert_eq!(form_actions(&mine, "Cancel").len(), 1);
        let theirs = room(&mut bob).await;
        assert!(theirs.contains("Games for more than two") && theirs.contains("1 of 4 taken"), "{}", theirs.body);
        assert!(theirs.contains("red: <a href=\"/users/alice\">alice</a>"));
        assert!(theirs.contains("partners"));
        let join = form_actions(&theirs, "Join");
        assert_eq!(join.len(), 1);
        bob.post(&join[0], &[]).await.expect_redirect("/waiting-room");
        // Bob sits now: Leave seat instead of Join; joining again changes nothing.
        let seated = room(&mut bob).await;
        assert!(form_actions(&seated, "Join").is_empty());
        assert_eq!(form_actions(&seated, "Leave seat").len(), 1);
        let again = bob.post(&join[0], &[]).await;
        again.expect_status(409);
        assert!(again.contains("already sit"));
        // Carol joins and stands up again; then joins for good.
        room(&mut carol).await;
        carol.post(&join[0], &[]).await.expect_redirect("/waiting-room");
        let leave = form_actions(&room(&mut carol).await, "Leave seat");
        carol.post(&leave[0], &[]).await.expect_redirect("/waiting-room");
        assert!(room(&mut dave).await.contains("2 of 4 taken"));
        carol.post(&join[0], &[]).await.expect_redirect("/waiting-room");
        // Dave takes the last seat: the game starts and he goes to it.
        room(&mut dave).await;
        let game = game_of(&dave.post(&join[0], &[]).await);
        let read = db.store.seat_games().seat_game(game).await.expect("read").expect("the game");
        assert!(read.row.rules.partners);
        assert_eq!(read.row.days_per_move, 4);
        assert_eq!(read.row.seats[1].player.id, alice_id, "alice asked for red, the second seat");
        assert_eq!(read.row.seats.iter().map(|s| s.colour).collect::<Vec<_>>(), [Colour::White, Colour::Red, Colour::Black, Colour::Green]);
        assert!(read.row.seats.iter().any(|s| s.player.id == bob_id));
        // The offer is gone.
        assert!(!room(&mut alice).await.contains("1 of 4") && form_actions(&room(&mut alice).await, "Cancel").is_empty());
        let late = bob.post(&join[0], &[]).await;
        late.expect_status(409);
    }

    async fn bad_fields_for_four_are_refused_in_words_and_post_nothing(db) {
        let (mut alice, alice_id) = db.player("alice").await;
        let (_, _) = db.player("bob").await;
        alice.get("/waiting-room/new").await.expect_status(200);
        for (fields, words) in [
            (vec![("game", "halma-16x16-4"), ("colour", "purple")], "no seat"),
            (vec![("game", "halma-16x16-4"), ("camp", "deadline")], "fill rule only"),
            (vec![("game", "halma-16x16-4"), ("clock", "bank"), ("days", "5")], "same days for every move"),
            (vec![("game", "halma-16x16-4"), ("weekends", "off")], "runs on weekends"),
            (vec![("game", "halma-16x16-4"), ("opponent", "nobody-here")], "nobody-here"),
            (vec![("game", "halma-16x16-4"), ("opponent", "alice")], "yourself"),
            (vec![("game", "halma-8x8"), ("partners", "on")], "partners are for the games for four"),
        ] {
            let page = alice.post("/waiting-room/new", &fields).await;
            page.expect_status(400);
            assert!(page.contains(words), "{fields:?}: {}", page.body);
        }
        assert_eq!(db.store.seat_offers().seat_offers(10).await.expect("list").len(), 0);
        assert!(db.store.offers().offers_by(alice_id).await.expect("list").is_empty());
        // Invited players' seats are kept for them.
        db.player("carol").await;
        alice.post("/waiting-room/new", &[("game", "halma-16x16-4"), ("opponent", "bob, carol")]).await.expect_redirect("/waiting-room");
        let listed = room(&mut alice).await;
        assert!(listed.contains("kept for bob") && listed.contains("kept for carol"), "{}", listed.body);
        // Only its poster cancels it.
        let cancel = form_actions(&listed, "Cancel");
        assert_eq!(cancel.len(), 1);
        let (mut bob, _) = db.player("bobby").await;
        room(&mut bob).await;
        let refused = bob.post(&cancel[0], &[("next", "/waiting-room")]).await;
        assert!(refused.status.is_client_error() && refused.contains("Only the player who posted a game can cancel it"), "{}", refused.body);
        alice.post(&cancel[0], &[("next", "/waiting-room")]).await.expect_redirect("/waiting-room");
        assert!(db.store.seat_offers().seat_offers(10).await.expect("list").is_empty());
    }

    async fn auto_match_for_four_starts_the_game_with_the_fourth(db) {
        let mut clients = Vec::new();
        for name in ["ann", "ben", "cat", "dan"] {
            clients.push(db.player(name).await.0);
        }
        let fields = [("game", "halma-16x16-4"), ("days", "3")];
        for c in clients.iter_mut() {
            c.get("/waiting-room/auto-match").await.expect_status(200);
        }
        for c in clients.iter_mut().take(3) {
            let page = c.post("/waiting-room/auto-match", &fields).await;
            page.expect_status(200);
            assert!(page.contains("as soon as 4 players ask for the same"), "{}", page.body);
        }
        let game = game_of(&clients[3].post("/waiting-room/auto-match", &fields).await);
        let read = db.store.seat_games().seat_game(game).await.expect("read").expect("the game");
        assert_eq!(read.row.seats.len(), 4);
    }
}
