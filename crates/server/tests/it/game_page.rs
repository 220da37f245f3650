//! The game page at its best, on both databases: a finished game's result in
//! names with Rematch, the chain under construction marked, stepping through
//! a game and a record (`?at=N`), Resign asking once, status rows that tell
//! games apart, and the board as an SVG picture.

use std::collections::BTreeSet;

use crate::support::{board, Client, Page};
use halma::domain::ratings::{rate, Rating};
use halma::model::result::{Termination, Verdict};
use halma::store::{ColourChoice, GameId, GameStatus};
use halma::Config;
use halma_rules::{Color, Game, Move, Position, Rules, Square, Variant};

/// The squares of the page's board whose element has `class`.
fn with_class(page: &Page, class: &str) -> BTreeSet<String> {
    board(page)
        .into_iter()
        .filter(|s| s.classes.contains(class))
        .map(|s| s.name)
        .collect()
}

fn set(names: &[&str]) -> BTreeSet<String> {
    names.iter().map(|s| (*s).to_owned()).collect()
}

/// The pieces on the page's board, as `(square, piece)`.
fn pieces(page: &Page) -> BTreeSet<(String, String)> {
    board(page)
        .into_iter()
        .filter_map(|s| Some((s.name, s.piece?)))
        .collect()
}

fn pieces_of(position: &Position) -> BTreeSet<(String, String)> {
    Color::ALL
        .into_iter()
        .flat_map(|c| {
            position
                .pieces(c)
                .iter()
                .map(move |sq| (sq.to_string(), c.letter().to_string()))
        })
        .collect()
}

/// Text as the templates write it into HTML.
fn html(text: &str) -> String {
    text.replace('\'', "&#39;")
}

/// Plays `moves` through the Submit form, White and Black in turn.
async fn play(white: &mut Client, black: &mut Client, id: GameId, game: &mut Game, moves: &[&str]) {
    for text in moves {
        let m: Move = text.parse().unwrap();
        let ply = game.moves().len().to_string();
        let client = if game.position().turn() == Color::White {
            &mut *white
        } else {
            &mut *black
        };
        client.get(&format!("/games/{id}")).await.expect_status(200);
        client
            .post(
                &format!("/games/{id}/move"),
                &[("ply", &ply), ("path", text)],
            )
            .await
            .expect_status(303);
        game.play(&m).unwrap();
    }
}

/// The one form of the page whose button reads `button`.
fn form_with(page: &Page, button: &str) -> Option<String> {
    page.body
        .split("<form")
        .skip(1)
        .map(|rest| rest[..rest.find("</form>").unwrap_or(rest.len())].to_owned())
        .find(|form| form.contains(&format!(">{button}</button>")))
}

both_backends! {
    async fn resign_asks_once_and_nothing_changes_without_yes(db) {
        let (mut alice, a) = db.player("alice").await;
        let (_bob, b) = db.player("bob").await;
        let id = db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await;
        alice.get(&format!("/games/{id}")).await.expect_status(200);
        // The game page's Resign leads to a question, not to the end.
        let asked = alice.post(&format!("/games/{id}/resign"), &[("ply", "0")]).await;
        asked.expect_status(200);
        assert!(asked.contains("Resign this game?") && asked.contains("bob wins the game at once"));
        let form = form_with(&asked, "Resign").expect("a confirmation form");
        assert!(form.contains(&format!(r#"action="/games/{id}/resign""#)) && form.contains(r#"method="post""#));
        assert!(form.contains(r#"name="confirm" value="yes""#));
        assert!(form.contains(r#"name="ply" value="0""#) && form.contains(r#"name="csrf""#));
        assert!(asked.contains(&format!(r#"href="/games/{id}">No, back to the game"#)));
        assert_eq!(db.store.games().game(id).await.unwrap().unwrap().status, GameStatus::Active);
        // Anything but yes asks again and changes nothing.
        for no in ["no", "", "YES", "y"] {
            alice.post(&format!("/games/{id}/resign"), &[("ply", "0"), ("confirm", no)]).await.expect_status(200);
            assert_eq!(db.store.games().game(id).await.unwrap().unwrap().status, GameStatus::Active, "{no:?}");
        }
        // Without the form token, not even yes acts.
        alice.post_exact(&format!("/games/{id}/resign"), &[("ply", "0"), ("confirm", "yes")]).await;
        assert_eq!(db.store.games().game(id).await.unwrap().unwrap().status, GameStatus::Active);
        // A stale ply is refused at once, even at the question.
        let stale = alice.post(&format!("/games/{id}/resign"), &[("ply", "3")]).await;
        stale.expect_status(409);
        assert!(!stale.contains(r#"name="confirm""#));
        // Someone who does not play is not asked.
        let (mut carol, _) = db.player("carol").await;
        carol.get(&format!("/games/{id}")).await;
        carol.post(&format!("/games/{id}/resign"), &[("ply", "0")]).await.expect_status(403);
        // Yes, with the ply, ends the game.
        alice.post(&format!("/games/{id}/resign"), &[("ply", "0"), ("confirm", "yes")]).await.expect_redirect(&format!("/games/{id}#board"));
        let row = db.store.games().game(id).await.unwrap().unwrap();
        assert_eq!(row.status, GameStatus::Finished);
        assert_eq!(row.reason().as_deref(), Some("white resigned"));
        let again = alice.post(&format!("/games/{id}/resign"), &[("ply", "0"), ("confirm", "yes")]).await;
        again.expect_status(409);
        assert!(again.contains("You already resigned"));
    }

    async fn a_finished_game_says_who_won_in_names_and_offers_a_rematch_to_its_players(db) {
        let (mut alice, a) = db.player("alice").await;
        let (mut bob, b) = db.player("bob").await;
        let (mut carol, _) = db.player("carol").await;
        let rules = Rules { camp: halma_rules::CampRule::Fill, ..Rules::new(Variant::Halma10x10) };
        let id = db.new_game(rules, a, b, 5).await;
        // While the game goes on: no banner, no Rematch, and a Rematch is refused.
        let page = alice.get(&format!("/games/{id}")).await;
        assert!(!page.contains("result-banner") && form_with(&page, "Rematch").is_none());
        alice.post(&format!("/games/{id}/rematch"), &[]).await.expect_status(409);
        // Bob resigns: the banner names the winner and why, above the board.
        bob.get(&format!("/games/{id}")).await;
        bob.post(&format!("/games/{id}/resign"), &[("ply", "0"), ("confirm", "yes")]).await.expect_status(303);
        for (client, rematch) in [(&mut alice, true), (&mut bob, true), (&mut carol, false)] {
            let page = client.get(&format!("/games/{id}")).await;
            page.expect_status(200);
            let banner = page.body.find(r#"class="result-banner""#).expect("a result banner");
            assert!(banner < page.body.find(r#"id="board""#).unwrap(), "the banner is above the board");
            assert!(page.contains("alice wins: bob resigned"), "{}", page.body);
            assert_eq!(form_with(&page, "Rematch").is_some(), rematch, "only the players see Rematch");
        }
        let anonymous = db.client().get(&format!("/games/{id}")).await;
        assert!(anonymous.contains("alice wins: bob resigned") && form_with(&anonymous, "Rematch").is_none());
        // Only the players may ask; and only with the form token.
        carol.post(&format!("/games/{id}/rematch"), &[]).await.expect_status(403);
        let page = alice.get(&format!("/games/{id}")).await;
        let form = form_with(&page, "Rematch").unwrap();
        assert!(form.contains(&format!(r#"action="/games/{id}/rematch""#)) && form.contains(r#"name="csrf""#));
        alice.post_exact(&format!("/games/{id}/rematch"), &[]).await;
        assert!(db.store.offers().offers_by(a).await.unwrap().is_empty());
        // Alice asks (twice, by a double click): one invitation to bob, same
        // rules, days and rating, the colours swapped.
        alice.post(&format!("/games/{id}/rematch"), &[]).await.expect_redirect("/status");
        alice.post(&format!("/games/{id}/rematch"), &[]).await.expect_redirect("/status");
        let offers = db.store.offers().offers_by(a).await.unwrap();
        assert_eq!(offers.len(), 1, "{offers:?}");
        let offer = &offers[0];
        assert_eq!(offer.invited.as_ref().map(|p| p.id), Some(b));
        assert_eq!((offer.rules, offer.colour, offer.days_per_move, offer.rated), (rules, ColourChoice::Black, 5, true));
        // Bob finds it among his invitations, and on the game page; his own
        // Rematch takes it: the game starts, he is White now.
        let status = bob.get("/status").await;
        assert!(status.contains("Invitations to you") && status.contains(&offer.id.to_string()));
        assert!(!alice.get(&format!("/games/{id}")).await.contains("Your opponent asks for a rematch"));
        let page = bob.get(&format!("/games/{id}")).await;
        assert!(page.contains("Your opponent asks for a rematch"));
        let started = bob.post(&format!("/games/{id}/rematch"), &[]).await;
        let to = started.location.clone().expect("to the new game");
        assert!(db.store.offers().offers_by(a).await.unwrap().is_empty());
        assert!(db.store.offers().offers_by(b).await.unwrap().is_empty());
        let new: GameId = to.trim_start_matches("/games/").parse().unwrap();
        let row = db.store.games().game(new).await.unwrap().unwrap();
        assert_eq!((row.white.id, row.black.id, row.rules), (b, a, rules));
    }

    async fn the_chain_under_construction_shows_where_it_started_and_landed(db) {
        let (mut alice, a) = db.player("alice").await;
        let (mut bob, b) = db.player("bob").await;
        let id = db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await;
        let mut game = Game::new(Rules::new(Variant::Halma8x8), Position::start(Variant::Halma8x8));
        play(&mut alice, &mut bob, id, &mut game, &["e1-d2", "a5-b4"]).await;
        // A piece chosen: nothing landed on yet.
        let page = alice.get(&format!("/games/{id}?path=g1")).await;
        assert!(with_class(&page, "origin").is_empty() && with_class(&page, "path").is_empty());
        assert!(page.contains("Click a marked square to move this piece there"));
        // One jump, more open: the origin keeps its mark, the landing square
        // is on the path, and the words say what to do next.
        let page = alice.get(&format!("/games/{id}?path=g1-e1")).await;
        assert_eq!(with_class(&page, "origin"), set(&["g1"]));
        assert_eq!(with_class(&page, "path"), set(&["e1"]));
        assert_eq!(with_class(&page, "selected"), set(&["e1"]));
        assert!(page.contains(&html("Jump again, or press I'm done moving")), "{}", page.body);
        // Two jumps: both landing squares.
        let page = alice.get(&format!("/games/{id}?path=g1-e1-c3")).await;
        assert_eq!(with_class(&page, "origin"), set(&["g1"]));
        assert_eq!(with_class(&page, "path"), set(&["e1", "c3"]));
        assert_eq!(with_class(&page, "target"), set(&["a5"]));
        assert!(board(&page).iter().any(|s| s.name == "g1" && s.piece.is_none()), "the piece has left g1");
        assert!(page.contains(r#"aria-label="g1, empty, where the move started""#));
        assert!(page.contains(r#"aria-label="e1, empty, landed on in this move""#));
        // Done: the move is ready, and the words say so.
        let page = alice.get(&format!("/games/{id}?path=g1-e1-c3&done=1")).await;
        assert_eq!(with_class(&page, "path"), set(&["e1", "c3"]));
        assert!(page.contains("Your move is ready: press Submit"));
        // Anyone else opening the address sees no move under construction.
        let page = bob.get(&format!("/games/{id}?path=g1-e1")).await;
        assert!(with_class(&page, "origin").is_empty() && with_class(&page, "path").is_empty());
        assert!(!page.contains("Jump again"));
    }

    async fn each_move_steps_to_the_position_after_it_read_only(db) {
        let (mut alice, a) = db.player("alice").await;
        let (mut bob, b) = db.player("bob").await;
        let rules = Rules::new(Variant::Halma8x8);
        let id = db.new_game(rules, a, b, 3).await;
        let mut game = Game::new(rules, Position::start(Variant::Halma8x8));
        play(&mut alice, &mut bob, id, &mut game, &["e1-d2", "a5-b4", "g1-e1-c3-a5"]).await;
        // The move list links each move to the position after it.
        let page = bob.get(&format!("/games/{id}")).await;
        for (ply, text) in [(1, "e1-d2"), (2, "a5-b4"), (3, "g1-e1-c3-a5")] {
            assert!(page.contains(&format!(r#"<a href="/games/{id}?at={ply}">{text}</a>"#)), "{ply}: {}", page.body);
        }
        // After ply 2: Black's move outlined, the pieces as then, nothing to
        // click or press, even for Bob whose turn it is.
        let positions = game.positions();
        let page = bob.get(&format!("/games/{id}?at=2")).await;
        page.expect_status(200);
        assert_eq!(pieces(&page), pieces_of(&positions[2]));
        assert_eq!(with_class(&page, "last-move"), set(&["a5", "b4"]));
        assert!(board(&page).iter().all(|s| s.href.is_none()));
        for button in ["Submit", "Resign", "Offer draw"] {
            assert!(form_with(&page, button).is_none(), "{button}");
        }
        assert!(page.contains("The position after move 1, Black&#39;s a5-b4 (ply 2 of 3)."), "{}", page.body);
        assert!(page.contains(&format!(r#"<a href="/games/{id}?at=2" aria-current="step" class="current">a5-b4</a>"#)));
        for (word, ply) in [("First", 0), ("Back", 1), ("Forward", 3), ("Last", 3)] {
            assert!(page.contains(&format!(r#"href="/games/{id}?at={ply}" rel="#)) && page.contains(&format!(">{word}</a>")), "{word}");
        }
        // The ends: no way further.
        let start = alice.get(&format!("/games/{id}?at=0")).await;
        assert_eq!(pieces(&start), pieces_of(&positions[0]));
        assert!(with_class(&start, "last-move").is_empty());
        assert!(start.contains(r#"<span class="off">First</span>"#) && start.contains(r#"<span class="off">Back</span>"#));
        let last = alice.get(&format!("/games/{id}?at=3")).await;
        assert_eq!(pieces(&last), pieces_of(game.position()));
        assert_eq!(with_class(&last, "last-move"), set(&["g1", "e1", "c3", "a5"]));
        assert!(last.contains(r#"<span class="off">Forward</span>"#) && last.contains(r#"<span class="off">Last</span>"#));
        // The public may step too.
        db.client().get(&format!("/games/{id}?at=1")).await.expect_status(200);
        // A ply that is not there is a clear 400, for the page and the picture.
        for bad in ["-1", "4", "x", "", "1.5", "99999999999999999999"] {
            for path in [format!("/games/{id}?at={bad}"), format!("/games/{id}/board.svg?at={bad}")] {
                let page = alice.get(&path).await;
                page.expect_status(400);
                assert!(page.contains("from 0 (the start) to 3"), "{path}: {}", page.body);
            }
        }
    }

    async fn a_record_steps_through_its_moves_too(db) {
        let (mut alice, a) = db.player("alice").await;
        let (mut bob, b) = db.player("bob").await;
        let rules = Rules::new(Variant::Halma8x8);
        let id = db.new_game(rules, a, b, 3).await;
        let mut game = Game::new(rules, Position::start(Variant::Halma8x8));
        play(&mut alice, &mut bob, id, &mut game, &["e1-d2", "a5-b4", "g1-e1-c3-a5"]).await;
        let record = alice.get(&format!("/games/{id}/record")).await.body;
        let mut c = db.client();
        c.get("/records").await;
        // Without `at`, the last position; the step buttons send the record again.
        let page = c.post("/records", &[("record", &record)]).await;
        page.expect_status(200);
        assert_eq!(pieces(&page), pieces_of(game.position()));
        assert!(page.contains(r#"<button type="submit" form="record-form" name="at" value="0">First</button>"#));
        assert!(page.contains(r#"<button type="submit" form="record-form" name="at" value="2">Back</button>"#));
        assert!(page.contains(r#"<span class="off">Forward</span>"#));
        assert!(page.contains(r#"id="record-form""#));
        // After ply 1: White's step outlined.
        let page = c.post("/records", &[("record", &record), ("at", "1")]).await;
        page.expect_status(200);
        assert_eq!(pieces(&page), pieces_of(&game.positions()[1]));
        assert_eq!(with_class(&page, "last-move"), set(&["e1", "d2"]));
        assert!(page.contains("The position after move 1, White&#39;s e1-d2 (ply 1 of 3)."));
        assert!(page.contains(r#"name="at" value="2">Forward</button>"#));
        // The start.
        let page = c.post("/records", &[("record", &record), ("at", "0")]).await;
        assert_eq!(pieces(&page), pieces_of(&game.positions()[0]));
        // A ply that is not there: the form back with the words.
        for bad in ["4", "-1", "x"] {
            let page = c.post("/records", &[("record", &record), ("at", bad)]).await;
            page.expect_status(400);
            assert!(page.contains("from 0 (the start) to 3"), "{bad}");
            assert!(page.contains("e1-d2"), "the record is kept in the box");
        }
    }

    async fn status_rows_tell_games_apart(db) {
        let (mut alice, a) = db.player("alice").await;
        let (mut bob, b) = db.player("bob").await;
        let rules = Rules::new(Variant::Halma8x8);
        let first = db.new_game(rules, a, b, 3).await;
        let second = db.new_game(rules, a, b, 3).await;
        let mut game = Game::new(rules, Position::start(Variant::Halma8x8));
        play(&mut alice, &mut bob, first, &mut game, &["e1-d2", "a5-b4"]).await;
        // Bob offers a draw in the second game with his... Alice moves there first.
        let mut other = Game::new(rules, Position::start(Variant::Halma8x8));
        play(&mut alice, &mut bob, second, &mut other, &["e1-d2"]).await;
        bob.get(&format!("/games/{second}")).await;
        bob.post(&format!("/games/{second}/draw"), &[("ply", "1"), ("action", "offer")]).await.expect_status(303);
        let page = alice.get("/status").await;
        page.expect_status(200);
        let row = |id: GameId| {
            let start = page.body.find(&format!(r#"<tr data-game="{id}">"#)).expect("a row for the game");
            let end = start + page.body[start..].find("</tr>").unwrap();
            page.body[start..end].to_owned()
        };
        let (one, two) = (row(first), row(second));
        // A short number each, and they differ.
        let number = |id: GameId| format!("#{}", &id.to_string()[..8]);
        assert!(one.contains(&number(first)) && two.contains(&number(second)));
        assert_ne!(number(first), number(second));
        // The move being played, when the last move was made, the draw offer.
        assert!(one.contains(r#"<td class="move-number" data-label="Move">move 2</td>"#), "{one}");
        assert!(two.contains(r#"<td class="move-number" data-label="Move">move 1</td>"#), "{two}");
        assert!(one.contains(r#"<td class="last-moved" data-label="Last move">just now</td>"#), "{one}");
        assert!(two.contains("draw offered to you") && !one.contains("draw"), "{two}");
        let page = bob.get("/status").await;
        assert!(page.contains("you offered a draw"));
        // The game page shows the same number.
        assert!(alice.get(&format!("/games/{first}")).await.contains(&number(first)));
        // A game without a move says so.
        let fresh = db.new_game(rules, b, a, 3).await;
        let page = alice.get("/status").await;
        let start = page.body.find(&format!(r#"<tr data-game="{fresh}">"#)).unwrap();
        assert!(page.body[start..].contains(r#"<td class="last-moved" data-label="Last move">no move yet</td>"#));
    }

    async fn the_board_is_a_picture_for_sharing(db) {
        let (mut alice, a) = db.player("alice").await;
        let (mut bob, b) = db.player("bob").await;
        let rules = Rules::new(Variant::Halma8x8);
        let id = db.new_game(rules, a, b, 3).await;
        let mut game = Game::new(rules, Position::start(Variant::Halma8x8));
        play(&mut alice, &mut bob, id, &mut game, &["e1-d2", "a5-b4"]).await;
        // Anyone may fetch it, as anyone may look at the game.
        let mut visitor = db.client();
        let svg = visitor.get(&format!("/games/{id}/board.svg")).await;
        svg.expect_status(200);
        assert_eq!(svg.headers["content-type"], "image/svg+xml; charset=utf-8");
        assert!(svg.headers["content-security-policy"].to_str().unwrap().contains("default-src 'self'"));
        assert!(svg.body.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(!svg.body.contains("style") && !svg.body.contains("<script"));
        let count = |body: &str, colour: &str| body.matches(&format!(", {colour} piece</title>")).count();
        assert_eq!(count(&svg.body, "white"), game.position().pieces(Color::White).iter().count());
        assert_eq!(count(&svg.body, "black"), game.position().pieces(Color::Black).iter().count());
        assert!(svg.body.contains("<title>b4, black piece</title>") && !svg.body.contains("<title>a5, black piece</title>"));
        // After ply 1, Black's piece is still at a5.
        let then = visitor.get(&format!("/games/{id}/board.svg?at=1")).await;
        then.expect_status(200);
        assert!(then.body.contains("<title>a5, black piece</title>") && then.body.contains("<title>d2, white piece</title>"));
        // The game page points to it.
        let page = visitor.get(&format!("/games/{id}")).await;
        assert!(page.contains(&format!(r#"<meta property="og:image" content="/games/{id}/board.svg">"#)), "{}", page.body);
        let page = visitor.get(&format!("/games/{id}?at=1")).await;
        assert!(page.contains(&format!(r#"<meta property="og:image" content="/games/{id}/board.svg?at=1">"#)));
        // With the site's address configured, as an absolute address.
        let config = Config { base_url: "https://halma.example.org".parse().ok(), ..Config::default() };
        let page = Client::new(db.app_with(config)).get(&format!("/games/{id}")).await;
        assert!(page.contains(&format!(r#"<meta property="og:image" content="https://halma.example.org/games/{id}/board.svg">"#)), "{}", page.body);
        // A game that is not there.
        visitor.get(&format!("/games/{}/board.svg", GameId::new())).await.expect_status(404);
        visitor.get("/games/nothing/board.svg").await.expect_status(404);
    }

    async fn another_piece_is_chosen_by_a_click_and_a_hop_is_undone(db) {
        let (mut alice, a) = db.player("alice").await;
        let (mut bob, b) = db.player("bob").await;
        let id = db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await;
        let mut game = Game::new(Rules::new(Variant::Halma8x8), Position::start(Variant::Halma8x8));
        play(&mut alice, &mut bob, id, &mut game, &["e1-d2", "a5-b4"]).await;
        let movable: BTreeSet<String> =
            game.position().clicks(&[]).unwrap().targets.iter().map(|s| s.to_string()).collect();
        // A piece chosen: its targets, and the other pieces that can move,
        // are links; another piece's link chooses it instead.
        let page = alice.get(&format!("/games/{id}?path=g1")).await;
        let g1: Square = "g1".parse().unwrap();
        let targets: BTreeSet<String> =
            game.position().clicks(&[g1]).unwrap().targets.iter().map(|s| s.to_string()).collect();
        let links: BTreeSet<String> = board(&page).into_iter().filter(|s| s.href.is_some()).map(|s| s.name).collect();
        let mut wanted = targets.clone();
        wanted.extend(movable.iter().filter(|s| s.as_str() != "g1").cloned());
        assert_eq!(links, wanted);
        assert_eq!(with_class(&page, "target"), targets, "only the reachable squares are targets");
        let d2 = board(&page).into_iter().find(|s| s.name == "d2").unwrap();
        assert_eq!(d2.href.as_deref(), Some(format!("/games/{id}?path=d2#board").as_str()));
        let page = alice.get(&format!("/games/{id}?path=d2")).await;
        assert_eq!(with_class(&page, "selected"), set(&["d2"]));
        // After a hop no other piece is a link, and the hop can be undone.
        let page = alice.get(&format!("/games/{id}?path=g1-e1-c3")).await;
        assert!(board(&page).into_iter().filter(|s| s.href.is_some()).all(|s| s.piece.is_none()));
        assert!(page.contains(&format!(r#"href="/games/{id}?path=g1-e1#board">Undo last hop</a>"#)), "{}", page.body);
        let page = alice.get(&format!("/games/{id}?path=g1-e1")).await;
        assert!(page.contains(&format!(r#"href="/games/{id}?path=g1#board">Undo last hop</a>"#)));
        // Nothing to undo before the piece moved.
        assert!(!alice.get(&format!("/games/{id}?path=g1")).await.contains("Undo last hop"));
    }

    async fn both_players_clocks_are_beside_the_board(db) {
        let (mut alice, a) = db.player("alice").await;
        let (mut bob, b) = db.player("bob").await;
        let id = db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await;
        for client in [&mut alice, &mut bob] {
            let page = client.get(&format!("/games/{id}")).await;
            let side = &page.body[page.body.find(r#"class="game-side""#).expect("a side column")..];
            let white = &side[side.find(r#"data-clock="white" class="to-move"><strong>alice</strong> (white): "#).expect("White's clock, running")..];
            assert!(white[..white.find("</li>").unwrap()].ends_with("left for this move"), "{white}");
            assert!(side.contains(r#"data-clock="black"><strong>bob</strong> (black): waiting; 3 days for the next move"#), "{}", page.body);
            for part in ["Moves", "Offer draw", "Resign", r#"id="chat""#] {
                assert!(side.contains(part), "{part} beside the board");
            }
        }
    }

    async fn a_rated_result_shows_each_rating_change_and_says_the_result_once(db) {
        let (mut alice, a) = db.player("alice").await;
        let (_bob, b) = db.player("bob").await;
        let (_cid, c) = db.player("cid").await;
        let s = db.store.as_ref();
        let win = |c: Color| Some(Verdict::new(Some(c), Termination::Resignation));
        let first = crate::store::ratings::play(s, (a, b), Variant::Halma8x8, true, 4, win(Color::White)).await;
        let second = crate::store::ratings::play(s, (b, a), Variant::Halma8x8, true, 5, win(Color::White)).await;
        let unrated = crate::store::ratings::play(s, (a, c), Variant::Halma8x8, false, 4, win(Color::White)).await;
        // The first game: both from the start, 1500.
        let (after_a, after_b) = {
            let (w, bl) = rate(Rating::START, Rating::START, Some(Color::White));
            (w.rating.round() as i64, bl.rating.round() as i64)
        };
        let page = alice.get(&format!("/games/{first}")).await;
        page.expect_status(200);
        let up = format!(r#"<span class="rating-change" data-rating-change="white">+{}</span>"#, after_a - 1500);
        let down = format!(r#"<span class="rating-change" data-rating-change="black">−{}</span>"#, 1500 - after_b);
        assert!(page.contains(&up) && page.contains(&down), "{}", page.body);
        // The result in names, once: no line in colours under it.
        assert!(page.contains("alice wins: bob resigned"));
        assert!(!page.contains(r#"class="status-line""#), "{}", page.body);
        // The second: from where the first left them; Bob won it.
        let changes = s.ratings().rating_changes(second).await.unwrap();
        assert_eq!(changes.len(), 2);
        for ch in &changes {
            assert!(ch.before.is_some(), "each had a rating before the second game");
        }
        let page = db.client().get(&format!("/games/{second}")).await;
        let bob_change = changes.iter().find(|ch| ch.user_id == b).unwrap().shown();
        assert!(bob_change.starts_with('+'), "{bob_change}");
        assert!(page.contains(&format!(r#"data-rating-change="white">{bob_change}</span>"#)), "visitors see it too");
        // An unrated game shows no change.
        let page = alice.get(&format!("/games/{unrated}")).await;
        assert!(!page.contains("rating-change"));
    }

    async fn a_rematch_offered_shows_as_pending_and_can_be_cancelled(db) {
        let (mut alice, a) = db.player("alice").await;
        let (mut bob, b) = db.player("bob").await;
        let id = db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await;
        bob.get(&format!("/games/{id}")).await;
        bob.post(&format!("/games/{id}/resign"), &[("ply", "0"), ("confirm", "yes")]).await.expect_status(303);
        alice.get(&format!("/games/{id}")).await;
        alice.post(&format!("/games/{id}/rematch"), &[]).await.expect_status(303);
        let offer = db.store.offers().offers_by(a).await.unwrap()[0].id;
        // Alice's page says so, shows no second Rematch, and offers to cancel.
        let page = alice.get(&format!("/games/{id}")).await;
        assert!(page.contains("Rematch offered to bob"), "{}", page.body);
        assert!(form_with(&page, "Rematch").is_none(), "the button is gone while it waits");
        let cancel = form_with(&page, "Cancel rematch").expect("a Cancel rematch form");
        assert!(cancel.contains(&format!(r#"action="/waiting-room/{offer}/cancel""#)), "{cancel}");
        // Bob's page is as before: his opponent asks.
        let page = bob.get(&format!("/games/{id}")).await;
        assert!(page.contains("Your opponent asks for a rematch") && !page.contains("Rematch offered to"));
        // Cancelled: back to the game, the offer gone, Rematch there again.
        alice.get(&format!("/games/{id}")).await;
        alice
            .post(&format!("/waiting-room/{offer}/cancel"), &[("next", &format!("/games/{id}#result"))])
            .await
            .expect_redirect(&format!("/games/{id}#result"));
        assert!(db.store.offers().offers_by(a).await.unwrap().is_empty());
        let page = alice.get(&format!("/games/{id}")).await;
        assert!(!page.contains("Rematch offered to") && form_with(&page, "Rematch").is_some());
        assert!(!bob.get(&format!("/games/{id}")).await.contains("Your opponent asks for a rematch"));
    }
}
