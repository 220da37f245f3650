//! Whole games played through the pages, as two people would: following the
//! links of the board and posting the forms the pages show, on both databases.
//! At every step the page's marks (`selected`, `target`, `last-move`, links) are
//! checked against the rules crate.

use std::collections::BTreeSet;

use crate::support::{board, Client, Page, SquareEl, TestDb};
use halma::store::{GameId, GameStatus};
use halma_rules::{Color, Game, Move, Position, Reason, RepetitionRule, Rules, Square, Variant};

fn names(squares: &[SquareEl], keep: impl Fn(&SquareEl) -> bool) -> BTreeSet<String> {
    squares
        .iter()
        .filter(|s| keep(s))
        .map(|s| s.name.clone())
        .collect()
}

fn set(squares: impl IntoIterator<Item = Square>) -> BTreeSet<String> {
    squares.into_iter().map(|s| s.to_string()).collect()
}

/// Plays `m` by clicking through the game page, checking the marks against the
/// rules at each step, then presses the Submit button whose `then` is given.
async fn click_move(client: &mut Client, id: GameId, game: &Game, m: &Move, then: &str) -> Page {
    let pos = game.position();
    let mover = pos.turn();
    let mut page = client.get(&format!("/games/{id}")).await;
    page.expect_status(200);
    let squares = board(&page);
    assert_eq!(
        squares.len(),
        pos.variant().size() as usize * pos.variant().size() as usize
    );
    // Before a piece is chosen: exactly the pieces that can move are links.
    let movable = pos.clicks(&[]).unwrap().targets;
    assert_eq!(names(&squares, |s| s.href.is_some()), set(movable.iter()));
    assert!(names(&squares, |s| s.classes.contains("target")).is_empty());
    // The opponent's last move is outlined.
    let last: BTreeSet<String> = game
        .moves()
        .iter()
        .enumerate()
        .rev()
        .find(|(i, mv)| game.positions()[*i].turn() == !mover && !mv.is_pass())
        .map(|(_, mv)| set(mv.squares().iter().copied()))
        .unwrap_or_default();
    assert_eq!(names(&squares, |s| s.classes.contains("last-move")), last);
    // Pieces as the position has them.
    for s in &squares {
        let sq: Square = s.name.parse().unwrap();
        let expected = pos.piece_at(sq).map(|c| c.letter().to_string());
        assert_eq!(s.piece, expected, "{}", s.name);
    }

    let path = m.squares();
    for i in 0..path.len() {
        let squares = board(&page);
        let link = squares
            .iter()
            .find(|s| s.name == path[i].to_string())
            .and_then(|s| s.href.clone())
            .unwrap_or_else(|| panic!("{} is not a link on the page for {m}", path[i]));
        page = client.get(&link).await;
        page.expect_status(200);
        let clicks = pos.clicks(&path[..=i]).unwrap();
        let squares = board(&page);
        assert_eq!(
            names(&squares, |s| s.classes.contains("selected")),
            set([path[i]]),
            "selected after {}",
            path[i]
        );
        let targets = if clicks.complete && clicks.targets.is_empty() {
            BTreeSet::new()
        } else {
            set(clicks.targets.iter())
        };
        assert_eq!(
            names(&squares, |s| s.classes.contains("target")),
            targets,
            "targets after {:?}",
            &path[..=i]
        );
        // A piece chosen and not moved yet: the other pieces that can move
        // are links too, to choose one instead.
        let mut links = targets.clone();
        if i == 0 {
            links.extend(set(movable.iter().filter(|sq| *sq != path[0])));
        }
        assert_eq!(
            names(&squares, |s| s.href.is_some()),
            links,
            "links after {:?}",
            &path[..=i]
        );
        if i + 1 == path.len() && clicks.complete && !clicks.targets.is_empty() {
            assert!(page.contains("I'm done moving"));
            assert!(!page.contains(">Submit<"));
            let done = format!("/games/{id}?path={m}&done=1");
            assert!(page
                .body
                .contains(&format!("/games/{id}?path={m}&amp;done=1")));
            page = client.get(&done).await;
            assert!(names(&board(&page), |s| s.href.is_some()).is_empty());
        }
    }
    assert!(page.contains(">Submit<"), "the Submit buttons show for {m}");
    assert!(page.contains("Submit and go to the next game"));
    assert!(page.contains("Submit and return to game status"));
    assert!(page.contains("Start over"));
    let ply = page.field("ply").expect("the form carries the ply");
    assert_eq!(page.field("path").as_deref(), Some(m.to_string().as_str()));
    client
        .post(
            &format!("/games/{id}/move"),
            &[("ply", &ply), ("path", &m.to_string()), ("then", then)],
        )
        .await
}

/// Distance of a square from the far corner for `colour`.
fn distance(variant: Variant, colour: Color, sq: Square) -> i32 {
    let n = variant.size() as i32;
    let (f, r) = (sq.file() as i32, sq.rank() as i32);
    match colour {
        Color::White => f + (n - 1 - r),
        Color::Black => (n - 1 - f) + r,
    }
}

/// A greedy player: the move that gains most toward the far corner, never
/// leaving the target once there.
fn greedy(pos: &Position) -> Move {
    let (v, c) = (pos.variant(), pos.turn());
    let target = v.target(c);
    *pos.legal_moves()
        .iter()
        .max_by_key(|m| {
            let (f, t) = (m.from().unwrap(), m.to().unwrap());
            let gain = distance(v, c, f) - distance(v, c, t);
            let leave = if target.contains(f) && !target.contains(t) {
                -100
            } else {
                0
            };
            let enter = if !target.contains(f) && target.contains(t) {
                5
            } else {
                0
            };
            (leave + enter + gain * 10 + distance(v, c, f), m.to_string())
        })
        .expect("a legal move")
}

fn after(page: &Page) -> &str {
    page.location.as_deref().unwrap_or("")
}

both_backends! {
    async fn a_halma_game_played_through_the_pages_ends_with_target_reached(db) {
        let (mut alice, a) = db.player("alice").await;
        let (mut bob, b) = db.player("bob").await;
        let rules = Rules { repetition: RepetitionRule::Claim, ..Rules::new(Variant::Halma8x8) };
        let id = db.new_game(rules, a, b, 3).await;
        let mut game = Game::new(rules, Position::start(Variant::Halma8x8));
        let thens = ["game", "next", "status"];
        let mut plies = 0;
        while game.outcome().is_none() {
            assert!(plies < 200, "the greedy players finish");
            let m = greedy(game.position());
            let client = if game.position().turn() == Color::White { &mut alice } else { &mut bob };
            let then = thens[plies % 3];
            let answer = click_move(client, id, &game, &m, then).await;
            answer.expect_status(303);
            let expected = match then { "next" => "/next".to_owned(), "status" => "/status".to_owned(), _ => format!("/games/{id}#board") };
            assert_eq!(after(&answer), expected);
            game.play(&m).unwrap();
            game.pass_if_stuck();
            plies += 1;
        }
        let outcome = game.outcome().unwrap();
        assert_eq!(outcome.reason(), Reason::TargetReached);
        let row = db.store.games().game(id).await.unwrap().unwrap();
        assert_eq!(row.status, GameStatus::Finished);
        assert_eq!(row.result(), Some(outcome.result()));
        assert_eq!(row.ply as usize, game.moves().len());
        let page = alice.get(&format!("/games/{id}")).await;
        let winner = if outcome.winner() == Some(Color::White) { "White wins" } else { "Black wins" };
        assert!(page.contains(&format!("{winner}: all pieces in the opposite yard")), "{}", page.body);
        assert!(names(&board(&page), |s| s.href.is_some()).is_empty(), "no links in a finished game");
        // The record replays to the page's position.
        let record = alice.get(&format!("/games/{id}/record")).await;
        record.expect_status(200);
        let parsed: halma_rules::Record = record.body.parse().unwrap();
        let replayed = parsed.replay().unwrap();
        assert_eq!(replayed.position().to_string(), row.position);
        assert_eq!(parsed.result, outcome.result());
        assert_eq!(parsed.white, "alice");
    }

    async fn keeping_a_piece_at_home_loses_at_the_deadline(db) {
        let (mut alice, a) = db.player("alice").await;
        let (mut bob, b) = db.player("bob").await;
        let rules = Rules { repetition: RepetitionRule::Claim, ..Rules::new(Variant::Halma8x8) };
        let id = db.new_game(rules, a, b, 3).await;
        let mut game = Game::new(rules, Position::start(Variant::Halma8x8));
        let h1: Square = "h1".parse().unwrap();
        while game.outcome().is_none() {
            let pos = game.position();
            let m = if pos.turn() == Color::White {
                // White never moves h1, and shuffles once its others are out.
                *pos.legal_moves().iter().filter(|m| m.from() != Some(h1) && m.to() != Some(h1))
                    .max_by_key(|m| (distance(Variant::Halma8x8, Color::White, m.from().unwrap()) - distance(Variant::Halma8x8, Color::White, m.to().unwrap()), m.to_string()))
                    .unwrap()
            } else {
                greedy(pos)
            };
            let client = if pos.turn() == Color::White { &mut alice } else { &mut bob };
            click_move(client, id, &game, &m, "game").await.expect_status(303);
            game.play(&m).unwrap();
            game.pass_if_stuck();
        }
        assert_eq!(game.position().fullmove(), 31, "decided on Black's 30th move");
        let row = db.store.games().game(id).await.unwrap().unwrap();
        assert_eq!(row.result(), Some("0-1"));
        let page = bob.get(&format!("/games/{id}")).await;
        assert!(page.contains("Black wins: white still had pieces in its own yard after move 30"), "{}", page.body);
    }

    async fn a_draw_offered_and_accepted_ends_the_game(db) {
        let (mut alice, a) = db.player("alice").await;
        let (mut bob, b) = db.player("bob").await;
        let rules = Rules::new(Variant::Halma10x10);
        let id = db.new_game(rules, a, b, 3).await;
        let mut game = Game::new(rules, Position::start(Variant::Halma10x10));
        let m = greedy(game.position());
        click_move(&mut alice, id, &game, &m, "game").await.expect_status(303);
        game.play(&m).unwrap();
        // Bob offers a draw without moving; Alice sees Accept / Decline.
        let page = bob.get(&format!("/games/{id}")).await;
        assert!(page.contains("Offer draw"));
        let ply = page.field("ply").unwrap();
        bob.post(&format!("/games/{id}/draw"), &[("ply", &ply), ("action", "offer")]).await.expect_status(303);
        let page = alice.get(&format!("/games/{id}")).await;
        assert!(page.contains("Accept draw") && page.contains("Decline draw"));
        // Bob cannot accept his own offer.
        bob.get(&format!("/games/{id}")).await;
        bob.post(&format!("/games/{id}/draw"), &[("ply", &ply), ("action", "accept")]).await.expect_status(409);
        alice.post(&format!("/games/{id}/draw"), &[("ply", &ply), ("action", "accept")]).await.expect_status(303);
        let row = db.store.games().game(id).await.unwrap().unwrap();
        assert_eq!(row.status, GameStatus::Finished);
        assert_eq!(row.result(), Some("1/2-1/2"));
        let page = bob.get(&format!("/games/{id}")).await;
        assert!(page.contains("Draw: draw agreed"));
        // A second accept (double click) changes nothing, and says why.
        alice.get(&format!("/games/{id}")).await;
        let again = alice.post(&format!("/games/{id}/draw"), &[("ply", &ply), ("action", "accept")]).await;
        again.expect_status(409);
        assert!(again.contains("That draw was already agreed"));
    }

    async fn a_declined_offer_is_not_sent_again_in_the_same_move(db) {
        let (mut alice, a) = db.player("alice").await;
        let (mut bob, b) = db.player("bob").await;
        let rules = Rules::new(Variant::Halma8x8);
        let id = db.new_game(rules, a, b, 3).await;
        let offer = [("ply", "0"), ("action", "offer")];
        // Bob offers on Alice's turn; Alice declines.
        let bobs = bob.get(&format!("/games/{id}")).await;
        assert!(bobs.contains(">Offer draw</button>"));
        bob.post(&format!("/games/{id}/draw"), &offer).await.expect_status(303);
        alice.get(&format!("/games/{id}")).await;
        alice.post(&format!("/games/{id}/draw"), &[("ply", "0"), ("action", "decline")]).await.expect_status(303);
        // His page from before, sent again (or a new one): no second offer
        // in this move, and the button is gone until a move is made.
        let again = bob.post(&format!("/games/{id}/draw"), &offer).await;
        again.expect_status(409);
        assert!(again.contains("already offered in this move"));
        assert_eq!(db.store.games().game(id).await.unwrap().unwrap().draw_offered_by, None);
        assert!(!bob.get(&format!("/games/{id}")).await.contains(">Offer draw</button>"));
        assert!(!alice.get(&format!("/games/{id}")).await.contains(">Offer draw</button>"));
        // Nor with Alice's move: her Submit offering one changes nothing.
        let page = alice.get(&format!("/games/{id}?path=g3-f4")).await;
        assert!(!page.contains("Offer a draw with this move"));
        let with_offer = [("ply", "0"), ("path", "g3-f4"), ("offer_draw", "1")];
        let refused = alice.post(&format!("/games/{id}/move"), &with_offer).await;
        refused.expect_status(409);
        assert!(refused.contains("already offered in this move"));
        assert_eq!(db.store.games().game(id).await.unwrap().unwrap().ply, 0);
        // After Alice's move, either may offer again: Bob does, with his move.
        let mut game = Game::new(rules, Position::start(Variant::Halma8x8));
        click_move(&mut alice, id, &game, &"g3-f4".parse().unwrap(), "game").await.expect_status(303);
        game.play(&"g3-f4".parse().unwrap()).unwrap();
        assert!(bob.get(&format!("/games/{id}")).await.contains(">Offer draw</button>"));
        bob.get(&format!("/games/{id}?path=b6-c5")).await;
        bob.post(&format!("/games/{id}/move"), &[("ply", "1"), ("path", "b6-c5"), ("offer_draw", "1")]).await.expect_status(303);
        let row = db.store.games().game(id).await.unwrap().unwrap();
        assert_eq!((row.draw_offered_by, row.draw_offer_ply), (Some(b), Some(2)));
        // Declined at once: that offer, made with the move, was this move's.
        alice.get(&format!("/games/{id}")).await;
        alice.post(&format!("/games/{id}/draw"), &[("ply", "2"), ("action", "decline")]).await.expect_status(303);
        bob.get(&format!("/games/{id}")).await;
        let again = bob.post(&format!("/games/{id}/draw"), &[("ply", "2"), ("action", "offer")]).await;
        again.expect_status(409);
        assert!(again.contains("already offered in this move"));
    }

    async fn a_move_declines_the_draw_offered_and_a_stale_accept_does_nothing(db) {
        let (mut alice, a) = db.player("alice").await;
        let (mut bob, b) = db.player("bob").await;
        let rules = Rules::new(Variant::Halma8x8);
        let id = db.new_game(rules, a, b, 3).await;
        let mut game = Game::new(rules, Position::start(Variant::Halma8x8));
        // Alice moves and offers a draw with her move.
        let page = alice.get(&format!("/games/{id}?path=g3-f4")).await;
        assert!(page.contains("Offer a draw with this move"));
        alice.post(&format!("/games/{id}/move"), &[("ply", "0"), ("path", "g3-f4"), ("offer_draw", "1")]).await.expect_status(303);
        game.play(&"g3-f4".parse().unwrap()).unwrap();
        let stale = bob.get(&format!("/games/{id}")).await;
        assert!(stale.contains("Accept draw"));
        // Bob moves instead: the offer is declined...
        click_move(&mut bob, id, &game, &"b6-c5".parse().unwrap(), "game").await.expect_status(303);
        let row = db.store.games().game(id).await.unwrap().unwrap();
        assert_eq!(row.draw_offered_by, None);
        // ...and the Accept of his stale page changes nothing.
        bob.post(&format!("/games/{id}/draw"), &[("ply", "1"), ("action", "accept")]).await.expect_status(409);
        let row = db.store.games().game(id).await.unwrap().unwrap();
        assert_eq!(row.status, GameStatus::Active);
    }

    async fn resign_on_the_game_page_ends_the_game_once(db) {
        let (mut alice, a) = db.player("alice").await;
        let (mut bob, b) = db.player("bob").await;
        let rules = Rules::new(Variant::Embargo);
        let id = db.new_game(rules, a, b, 3).await;
        // The Resign button is a form posting the ply the page was drawn at.
        let page = alice.get(&format!("/games/{id}")).await;
        let form = resign_form(&page).expect("a Resign form");
        assert!(form.contains(r#"method="post""#) && form.contains(&format!(r#"action="/games/{id}/resign""#)));
        assert!(form.contains(r#"name="ply" value="0""#) && form.contains(r#"name="csrf""#));
        // A Resign from a page drawn before a move was played does nothing.
        let bobs_stale = bob.get(&format!("/games/{id}")).await;
        assert!(resign_form(&bobs_stale).is_some());
        let game = Game::new(rules, Position::start(Variant::Embargo));
        let m = game.position().legal_moves()[0];
        click_move(&mut alice, id, &game, &m, "game").await.expect_status(303);
        let page = bob.post(&format!("/games/{id}/resign"), &[("ply", "0")]).await;
        page.expect_status(409);
        assert!(page.contains("already played"));
        assert_eq!(db.store.games().game(id).await.unwrap().unwrap().status, GameStatus::Active);
        // The form's address opened as a page leads to the game and changes nothing.
        alice.get(&format!("/games/{id}/resign")).await.expect_redirect(&format!("/games/{id}"));
        assert_eq!(db.store.games().game(id).await.unwrap().unwrap().status, GameStatus::Active);
        // Alice resigns, asked once; her double click is told it was done already.
        let page = alice.get(&format!("/games/{id}")).await;
        let ply = page.field("ply").unwrap();
        let asked = alice.post(&format!("/games/{id}/resign"), &[("ply", &ply)]).await;
        asked.expect_status(200);
        assert!(asked.contains(r#"name="confirm" value="yes""#));
        assert_eq!(db.store.games().game(id).await.unwrap().unwrap().status, GameStatus::Active);
        alice.post(&format!("/games/{id}/resign"), &[("ply", &ply), ("confirm", "yes")]).await.expect_status(303);
        let row = db.store.games().game(id).await.unwrap().unwrap();
        assert_eq!(row.result(), Some("0-1"));
        assert_eq!(row.reason().as_deref(), Some("white resigned"));
        let again = alice.post(&format!("/games/{id}/resign"), &[("ply", &ply)]).await;
        again.expect_status(409);
        assert!(again.contains("You already resigned"));
        assert!(resign_form(&alice.get(&format!("/games/{id}")).await).is_none());
    }

    async fn the_server_records_the_pass_of_a_player_left_without_a_move(db) {
        let (mut alice, a) = db.player("alice").await;
        let (mut bob, b) = db.player("bob").await;
        let rules = Rules::new(Variant::Embargo);
        let id = db.new_game(rules, a, b, 3).await;
        let mut game = Game::new(rules, Position::start(Variant::Embargo));
        // A game found by a search in which Black's 23rd move walls White's
        // six pieces in; before it, nobody is ever without a move.
        let line = "g1-g2 b8-b1 g2-g3 b1-c1 h2-g2 a7-b7 g3-f3 b7-b6 i3-i5 b6-a6 f3-g3 c1-g1 \
                    g3-g5 a6-g6 g5-g3 g6-g5 i5-i4 g5-g4 i4-i5 a8-g8 i5-i4 c9-c3 i4-i5 c3-f3 \
                    i5-i4 g1-f1 i4-i5 b9-i9 i5-i6 i9-i7 i6-i4 i7-i5 i4-h4 f3-f5 h1-h3 g8-h8 \
                    h4-i4 g4-h4 g3-g4 h8-i8 g4-g3 i8-i6 g3-g4 i6-h6 g4-g3 a9-a4";
        for text in line.split_whitespace() {
            let m: Move = text.parse().unwrap();
            let client = if game.position().turn() == Color::White { &mut alice } else { &mut bob };
            click_move(client, id, &game, &m, "game").await.expect_status(303);
            game.play(&m).unwrap();
        }
        // White has no move: the server passed for her with Black's move.
        assert!(!game.position().has_legal_move());
        let row = db.store.games().game(id).await.unwrap().unwrap();
        assert_eq!(row.ply, 47, "the move and the pass, in one commit");
        assert_eq!(row.status, GameStatus::Active);
        assert_eq!(row.to_move, Some(b), "Black moves again");
        let moves = db.store.games().moves(id).await.unwrap();
        let last: Vec<&str> = moves[45..].iter().map(|m| m.path.as_str()).collect();
        assert_eq!(last, ["a9-a4", "pass"]);
        game.play(&Move::PASS).unwrap();
        assert_eq!(row.position, game.position().to_string());
        // Both see the pass in the move list, as White's 24th move.
        for client in [&mut alice, &mut bob] {
            let page = client.get(&format!("/games/{id}")).await;
            assert!(page.contains(r#"<li value="24"><span class="white-move">pass</span>"#), "{}", page.body);
        }
        // Bob plays on; his page outlines White's last move that was not the
        // pass (click_move checks it).
        let m = game.position().legal_moves()[0];
        click_move(&mut bob, id, &game, &m, "game").await.expect_status(303);
        assert_eq!(db.store.games().game(id).await.unwrap().unwrap().ply, 48);
    }

    async fn an_embargo_game_with_a_tunneling_move(db) {
        let (mut alice, a) = db.player("alice").await;
        let (mut bob, b) = db.player("bob").await;
        let rules = Rules::new(Variant::Embargo);
        let id = db.new_game(rules, a, b, 3).await;
        let mut game = Game::new(rules, Position::start(Variant::Embargo));
        // White builds a wall on rank 4 (c4 … g4), Black one on file e (e3 … e6)
        // across it; then c4-f4 shortens White's wall through Black's.
        for text in ["g1-g4", "a7-a3", "h2-c2", "a3-e3", "c2-c4", "c9-e9", "i3-i6", "e9-e6", "c4-f4"] {
            let m: Move = text.parse().unwrap();
            let client = if game.position().turn() == Color::White { &mut alice } else { &mut bob };
            click_move(client, id, &game, &m, "game").await.expect_status(303);
            game.play(&m).unwrap();
        }
        let row = db.store.games().game(id).await.unwrap().unwrap();
        assert_eq!(row.position, game.position().to_string());
        assert_eq!(row.ply, 9);
        let page = bob.get(&format!("/games/{id}")).await;
        assert_eq!(names(&board(&page), |s| s.classes.contains("last-move")), set(["c4".parse().unwrap(), "f4".parse().unwrap()]));
    }

    async fn refusals_change_nothing(db) {
        let (mut alice, a) = db.player("alice").await;
        let (mut bob, b) = db.player("bob").await;
        let (mut carol, _) = db.player("carol").await;
        let id = db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await;
        let path = format!("/games/{id}/move");
        alice.get(&format!("/games/{id}")).await;
        // A forged path, an off-board square, a pass, a move of Black's piece.
        for forged in ["g3-e5", "h4-i5", "pass", "b6-c5", "g3"] {
            let page = alice.post(&path, &[("ply", "0"), ("path", forged)]).await;
            page.expect_status(400);
        }
        // Bob (not to move) and Carol (not a player).
        bob.get(&format!("/games/{id}")).await;
        bob.post(&path, &[("ply", "0"), ("path", "b6-c5")]).await.expect_status(409);
        carol.get(&format!("/games/{id}")).await;
        carol.post(&path, &[("ply", "0"), ("path", "g3-f4")]).await.expect_status(403);
        // A logged-out visitor may look, and sees no links even with a path.
        let mut visitor = db.client();
        let page = visitor.get(&format!("/games/{id}?path=g3")).await;
        page.expect_status(200);
        assert!(names(&board(&page), |s| s.href.is_some()).is_empty());
        // Bob's ?path= page shows no targets either.
        let page = bob.get(&format!("/games/{id}?path=g3")).await;
        assert!(names(&board(&page), |s| s.classes.contains("target")).is_empty());
        // Without the form token, nothing happens.
        alice.post_exact(&path, &[("ply", "0"), ("path", "g3-f4")]).await.expect_status(403);
        let row = db.store.games().game(id).await.unwrap().unwrap();
        assert_eq!(row.ply, 0);
        assert!(db.store.games().moves(id).await.unwrap().is_empty());
        // A stale path in the URL is explained, not an error.
        let page = alice.get(&format!("/games/{id}?path=g3-e5")).await;
        page.expect_status(200);
        assert!(page.contains("cannot be made here"));
        // A forged ply is refused in plain words, with no parser's jargon.
        for ply in ["abc", "99999999999999999999999"] {
            let page = alice.post(&path, &[("ply", ply), ("path", "g3-f4")]).await;
            page.expect_status(400);
            assert!(page.contains("Nothing was changed"));
            assert!(!page.contains("digit") && !page.contains("too large"));
        }
        // A form's address opened as a page leads to the game; a method no
        // address answers gets a page saying so.
        for form in ["move", "draw", "claim"] {
            alice.get(&format!("/games/{id}/{form}")).await.expect_redirect(&format!("/games/{id}"));
        }
        let page = alice.post(&format!("/games/{id}/record"), &[]).await;
        page.expect_status(405);
        assert!(page.contains("does not answer that kind of request"));
        assert_eq!(db.store.games().game(id).await.unwrap().unwrap().ply, 0);
    }

    async fn a_repeated_submit_records_the_move_once(db) {
        let (mut alice, a) = db.player("alice").await;
        let (_bob, b) = db.player("bob").await;
        let id = db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await;
        alice.get(&format!("/games/{id}?path=g3-f4")).await;
        let path = format!("/games/{id}/move");
        alice.post(&path, &[("ply", "0"), ("path", "g3-f4")]).await.expect_status(303);
        // The Back button and a second click: same form again.
        let again = alice.post(&path, &[("ply", "0"), ("path", "g3-f4")]).await;
        again.expect_status(409);
        assert!(again.contains("That move was already played"));
        // Many tabs at once.
        let token = alice.csrf().unwrap().to_owned();
        let mut tasks = Vec::new();
        for _ in 0..8 {
            let mut c = alice.clone();
            let (path, token) = (path.clone(), token.clone());
            tasks.push(tokio::spawn(async move {
                c.post(&path, &[("ply", "1"), ("path", "b6-c5"), ("csrf", &token)]).await.status.as_u16()
            }));
        }
        for t in tasks {
            let status = t.await.unwrap();
            assert!(status == 409, "Alice cannot move for Black: {status}");
        }
        let moves = db.store.games().moves(id).await.unwrap();
        assert_eq!(moves.len(), 1);
    }

    async fn concurrent_submits_of_one_move_record_it_once(db) {
        let (alice, a) = db.player("alice").await;
        let (_bob, b) = db.player("bob").await;
        let id = db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await;
        let mut client = alice.clone();
        client.get(&format!("/games/{id}?path=g3-f4")).await;
        let token = client.csrf().unwrap().to_owned();
        let path = format!("/games/{id}/move");
        let mut tasks = Vec::new();
        for _ in 0..12 {
            let mut c = client.clone();
            let (path, token) = (path.clone(), token.clone());
            tasks.push(tokio::spawn(async move {
                c.post(&path, &[("ply", "0"), ("path", "g3-f4"), ("csrf", &token)]).await.status.as_u16()
            }));
        }
        let mut statuses = Vec::new();
        for t in tasks {
            statuses.push(t.await.unwrap());
        }
        assert_eq!(statuses.iter().filter(|s| **s == 303).count(), 1, "{statuses:?}");
        assert_eq!(statuses.iter().filter(|s| **s == 409).count(), 11, "{statuses:?}");
        assert_eq!(db.store.games().moves(id).await.unwrap().len(), 1);
        assert_eq!(db.store.games().game(id).await.unwrap().unwrap().ply, 1);
    }

    async fn the_page_warns_before_a_submit_that_returns_home_after_the_deadline(db) {
        let (mut alice, a) = db.player("alice").await;
        let (mut bob, b) = db.player("bob").await;
        let rules = Rules { repetition: RepetitionRule::Claim, ..Rules::new(Variant::Halma8x8) };
        let id = db.new_game(rules, a, b, 3).await;
        let mut game = Game::new(rules, Position::start(Variant::Halma8x8));
        // Both leave home but stop short of the target, until after move 30.
        while game.position().fullmove() <= 30 {
            let pos = game.position();
            let (v, c) = (pos.variant(), pos.turn());
            let m = *pos.legal_moves().iter()
                .filter(|m| !v.target(c).contains(m.to().unwrap()) && !v.yard(c).contains(m.to().unwrap()))
                .max_by_key(|m| (distance(v, c, m.from().unwrap()) - distance(v, c, m.to().unwrap()), distance(v, c, m.from().unwrap()), m.to_string()))
                .expect("a move that neither enters the target nor goes home");
            let client = if c == Color::White { &mut alice } else { &mut bob };
            let answer = client.get(&format!("/games/{id}?path={m}")).await;
            assert!(!answer.contains("Careful"), "no warning for {m}");
            let ply = game.moves().len().to_string();
            client.post(&format!("/games/{id}/move"), &[("ply", &ply), ("path", &m.to_string())]).await.expect_status(303);
            game.play(&m).unwrap();
            assert!(game.outcome().is_none(), "{}", game.position());
        }
        // White to move after the deadline: a move home is warned about.
        let pos = game.position();
        let home = *pos.legal_moves().iter()
            .find(|m| Variant::Halma8x8.yard(Color::White).contains(m.to().unwrap()))
            .expect("a move back home");
        let page = alice.get(&format!("/games/{id}?path={home}")).await;
        assert!(page.contains("Careful: submitting this move loses the game"), "{}", page.body);
        let safe = *pos.legal_moves().iter()
            .find(|m| !Variant::Halma8x8.yard(Color::White).contains(m.to().unwrap()))
            .unwrap();
        let page = alice.get(&format!("/games/{id}?path={safe}")).await;
        assert!(!page.contains("Careful"));
        // Submitted anyway, it loses at once.
        let ply = game.moves().len().to_string();
        alice.post(&format!("/games/{id}/move"), &[("ply", &ply), ("path", &home.to_string())]).await.expect_status(303);
        let row = db.store.games().game(id).await.unwrap().unwrap();
        assert_eq!(row.result(), Some("0-1"));
        assert_eq!(row.reason().as_deref(), Some("white moved a piece back into its own yard after move 30"));
    }

    async fn a_finished_game_accepts_no_move(db) {
        let (mut alice, a) = db.player("alice").await;
        let (_bob, b) = db.player("bob").await;
        let id = db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await;
        alice.get(&format!("/games/{id}")).await;
        alice.post(&format!("/games/{id}/resign"), &[("ply", "0"), ("confirm", "yes")]).await.expect_status(303);
        alice.post(&format!("/games/{id}/move"), &[("ply", "0"), ("path", "g3-f4")]).await.expect_status(409);
        assert!(db.store.games().moves(id).await.unwrap().is_empty());
    }
}

#[tokio::test]
async fn the_rules_pages_draw_the_start_position() {
    let db = TestDb::sqlite().await;
    let mut client = db.client();
    for variant in Variant::ALL {
        let page = client.get(&format!("/rules/{}", variant.id())).await;
        page.expect_status(200);
        let squares = board(&page);
        assert_eq!(
            squares.len(),
            variant.size() as usize * variant.size() as usize
        );
        let start = Position::start(variant);
        assert_eq!(
            names(&squares, |s| s.piece.as_deref() == Some("w")),
            set(start.pieces(Color::White).iter())
        );
        assert!(names(&squares, |s| s.href.is_some()).is_empty());
    }
    client.get("/rules/chess").await.expect_status(404);
}

/// The form around the game page's Resign button, if there is one.
fn resign_form(page: &Page) -> Option<String> {
    page.body
        .split("<form")
        .skip(1)
        .map(|rest| rest[..rest.find("</form>").unwrap_or(rest.len())].to_owned())
        .find(|form| form.contains(">Resign</button>"))
}
