//! The game page of a game for more than two over HTTP, on both databases:
//! the seats list and its hooks, the board from the viewer's corner, moves by
//! clicks and Submit in turn order, refusals that change nothing, resigning
//! (the seat leaves) and a draw that needs every seat still playing.

use crate::support::{board, Client, Page, TestDb};
use halma::store::GameId;
use halma_rules::{SeatRules, SeatVariant};

/// Four players at a four-handed game, each with a client: white, red,
/// black, green.
pub(crate) async fn four(db: &TestDb) -> (Vec<Client>, GameId) {
    let mut clients = Vec::new();
    let mut ids = Vec::new();
    for name in ["wim", "rea", "bas", "gus"] {
        let (c, id) = db.player(name).await;
        clients.push(c);
        ids.push(id);
    }
    let game = db
        .new_seat_game(SeatRules::new(SeatVariant::Halma16x16Four), ids, 3)
        .await;
    (clients, game)
}

/// The seats list: each child's seat, colour, user and class.
fn seats(page: &Page) -> Vec<(String, String, String, String)> {
    let body = &page.body;
    let start = body.find("id=\"seats\"").expect("a seats list");
    let end = start + body[start..].find("</ol>").expect("closed");
    body[start..end]
        .split("<li ")
        .skip(1)
        .map(|li| {
            let attr = |name: &str| {
                let key = format!("{name}=\"");
                let s = li.find(&key).expect(name) + key.len();
                li[s..s + li[s..].find('"').unwrap()].to_owned()
            };
            (
                attr("data-seat"),
                attr("data-colour"),
                attr("data-user"),
                attr("class"),
            )
        })
        .collect()
}

fn classes(page: &Page) -> Vec<String> {
    seats(page).into_iter().map(|s| s.3).collect()
}

both_backends! {
    async fn the_page_lists_the_seats_and_turns_the_board_to_the_viewer(db) {
        let (mut c, id) = four(&db).await;
        let page = c[0].get(&format!("/games/{id}")).await;
        page.expect_status(200);
        assert_eq!(seats(&page), [
            ("1".into(), "white".into(), "wim".into(), "to-move".into()),
            ("2".into(), "red".into(), "rea".into(), "waiting".into()),
            ("3".into(), "black".into(), "bas".into(), "waiting".into()),
            ("4".into(), "green".into(), "gus".into(), "waiting".into()),
        ]);
        assert!(page.contains("Your turn"));
        // Each seat with its rating (a new player's start) and the clock of the seat to move.
        assert_eq!(page.body.matches("<span class=\"rating\">1500?</span>").count(), 4, "{}", page.body);
        assert!(page.contains("to move, due by"));
        let squares = board(&page);
        assert_eq!(squares.len(), 256);
        for letter in ["w", "r", "b", "g"] {
            assert_eq!(squares.iter().filter(|s| s.piece.as_deref() == Some(letter)).count(), 13, "{letter}");
        }
        // White's own corner is at the bottom right; Red's, in Red's view.
        assert_eq!(squares.last().map(|s| s.name.as_str()), Some("p1"));
        let reds = c[1].get(&format!("/games/{id}")).await;
        assert_eq!(board(&reds).last().map(|s| s.name.clone()).as_deref(), Some("a1"));
        assert!(reds.contains("wim to move"));
        // Only white's movable pieces are links on white's page; none on red's.
        assert!(board(&reds).iter().all(|s| s.href.is_none()));
        let links: Vec<_> = squares.iter().filter(|s| s.href.is_some()).collect();
        assert!(!links.is_empty() && links.iter().all(|s| s.piece.as_deref() == Some("w")));
        // A visitor sees the game too, read-only.
        let visitor = db.client().get(&format!("/games/{id}")).await;
        visitor.expect_status(200);
        assert!(board(&visitor).iter().all(|s| s.href.is_none()));
        // Its picture.
        let svg = db.client().get(&format!("/games/{id}/board.svg")).await;
        svg.expect_status(200);
        assert!(svg.body.starts_with("<svg") || svg.body.contains("<svg"));
    }

    async fn seats_move_in_turn_by_clicks_and_submit(db) {
        let (mut c, id) = four(&db).await;
        // White clicks m2, then l3: the move is ready.
        let chosen = c[0].get(&format!("/games/{id}?path=m2")).await;
        let targets: Vec<_> = board(&chosen).into_iter().filter(|s| s.classes.iter().any(|c| c == "target")).map(|s| s.name).collect();
        assert!(targets.contains(&"l3".to_owned()), "{targets:?}");
        let ready = c[0].get(&format!("/games/{id}?path=m2-l3")).await;
        assert!(ready.contains("Your move: <strong>m2-l3</strong>"));
        // Red may not move for white; a forged path is refused in words.
        c[1].get(&format!("/games/{id}")).await;
        let early = c[1].post(&format!("/games/{id}/move"), &[("ply", "0"), ("path", "d2-e3")]).await;
        early.expect_status(409);
        let forged = c[0].post(&format!("/games/{id}/move"), &[("ply", "0"), ("path", "m2-k9")]).await;
        assert!(forged.status.is_client_error());
        c[0].post(&format!("/games/{id}/move"), &[("ply", "0"), ("path", "m2-l3")]).await.expect_redirect(&format!("/games/{id}#board"));
        // The same form again: already played, nothing doubled.
        let again = c[0].post(&format!("/games/{id}/move"), &[("ply", "0"), ("path", "m2-l3")]).await;
        again.expect_status(409);
        let reds = c[1].get(&format!("/games/{id}")).await;
        assert_eq!(classes(&reds), ["waiting", "to-move", "waiting", "waiting"]);
        assert!(reds.contains("Your turn"));
        let last: Vec<_> = board(&reds).into_iter().filter(|s| s.classes.iter().any(|c| c == "last-move")).map(|s| s.name).collect();
        assert!(last.contains(&"m2".to_owned()) && last.contains(&"l3".to_owned()), "{last:?}");
        c[1].post(&format!("/games/{id}/move"), &[("ply", "1"), ("path", "d2-e3")]).await.expect_redirect(&format!("/games/{id}#board"));
        let blacks = c[2].get(&format!("/games/{id}")).await;
        assert_eq!(classes(&blacks), ["waiting", "waiting", "to-move", "waiting"]);
        assert!(blacks.contains("m2-l3") && blacks.contains("d2-e3"), "the move list");
        // Stepping back to the start.
        let start = c[2].get(&format!("/games/{id}?at=0")).await;
        start.expect_status(200);
        assert!(start.contains("The start position"));
    }

    async fn a_seat_resigns_and_leaves_and_a_draw_needs_everyone_left(db) {
        let (mut c, id) = four(&db).await;
        let url = format!("/games/{id}/resign");
        c[2].get(&format!("/games/{id}")).await;
        // Resign asks first; nothing changes without yes.
        let asked = c[2].post(&url, &[("ply", "0")]).await;
        asked.expect_status(200);
        assert!(asked.contains("leaves the game"), "{}", asked.body);
        c[2].post(&url, &[("ply", "0"), ("confirm", "yes")]).await.expect_redirect(&format!("/games/{id}#board"));
        let page = c[0].get(&format!("/games/{id}")).await;
        assert_eq!(classes(&page), ["to-move", "waiting", "left", "waiting"]);
        assert!(page.contains("out:black"));
        // The three still playing agree to a draw.
        let draw = format!("/games/{id}/draw");
        c[0].post(&draw, &[("ply", "1"), ("action", "offer")]).await.expect_redirect(&format!("/games/{id}#board"));
        let reds = c[1].get(&format!("/games/{id}")).await;
        assert!(reds.contains("A draw is proposed: wim agrees") && reds.contains(">Accept draw</button>"));
        c[1].post(&draw, &[("ply", "1"), ("action", "accept")]).await.expect_redirect(&format!("/games/{id}#board"));
        let left = c[2].post(&draw, &[("ply", "1"), ("action", "accept")]).await;
        assert!(left.status.is_client_error(), "a seat that left has no say");
        c[3].get(&format!("/games/{id}")).await;
        c[3].post(&draw, &[("ply", "1"), ("action", "accept")]).await.expect_redirect(&format!("/games/{id}#board"));
        let over = c[0].get(&format!("/games/{id}")).await;
        assert!(over.contains("Draw: agreed by every seat still playing"), "{}", over.body);
        assert!(!over.contains(">Resign</button>"));
        // The record names each seat by its colour's tag, with out:black.
        let record = db.client().get(&format!("/games/{id}/record")).await;
        record.expect_status(200);
        for tag in ["[White \"wim\"]", "[Red \"rea\"]", "[Black \"bas\"]", "[Green \"gus\"]", "out:black"] {
            assert!(record.contains(tag), "{tag}: {}", record.body);
        }
        assert!(record.contains("draw"), "{}", record.body);
    }

    async fn the_status_page_lists_the_game_with_whose_turn_it_is(db) {
        let (mut c, id) = four(&db).await;
        let white = c[0].get("/status").await;
        white.expect_status(200);
        assert!(white.contains("Games for more than two") && white.contains(&format!("href=\"/games/{id}\"")));
        assert!(white.contains("your turn"), "{}", white.body);
        assert!(white.contains("wim, rea, bas, gus"));
        let red = c[1].get("/status").await;
        assert!(red.contains("wim to move"), "{}", red.body);
        // Next game goes to it for white, nowhere for red.
        c[0].get("/next").await.expect_redirect(&format!("/games/{id}"));
        c[1].get("/next").await.expect_redirect("/status?next=none");
    }

    async fn the_status_pages_list_of_games_for_more_than_two_reads_by_index(db) {
        use crate::support::PlanArg::{Id, Int};
        use halma::store::seat_games::sql;
        for query in [sql::GAMES_OF_PLAYER.as_str(), sql::NAMES_OF_GAMES_OF_PLAYER.as_str()] {
            let plan = db.query_plan(query, &[Id(uuid::Uuid::new_v4()), Int(30)], &["seqscan"]).await;
            assert!(plan.iter().any(|l| l.contains("seats_user")), "{query}:\n{}", plan.join("\n"));
            assert!(
                !plan.iter().any(|l| {
                    let l = l.trim_start().trim_start_matches("->").trim();
                    l.starts_with("SCAN g") || l.starts_with("Seq Scan on games") || l.starts_with("SCAN s ") || l.starts_with("Seq Scan on seats")
                }),
                "{query}:\n{}",
                plan.join("\n")
            );
        }
    }

    async fn each_game_for_more_than_two_has_a_rules_page_with_its_start(db) {
        let mut c = db.client();
        let index = c.get("/rules").await;
        for v in halma_rules::SeatVariant::ALL {
            assert!(index.contains(&format!("href=\"/rules/{}\"", v.id())), "{}", v.id());
            let page = c.get(&format!("/rules/{}", v.id())).await;
            page.expect_status(200);
            assert!(page.contains(v.name()) && page.contains("leaves"), "{}", v.id());
            let pieces = page.body.matches("data-piece=").count();
            assert_eq!(pieces, v.seats().len() * v.pieces(), "{}: the start position drawn", v.id());
        }
        let four = c.get("/rules/halma-16x16-4").await;
        assert!(four.contains("Partners") && four.contains("the corner p1"), "{}", four.body);
        let star = c.get("/rules/star-3").await;
        assert!(star.contains("pass-through") && star.contains("121 holes"));
        // The star's rules at work, each picture a position the rules played.
        let pictures: Vec<String> = star.body.split("<img src=\"").skip(1).filter_map(|r| r.split('"').next()).map(str::to_owned).collect();
        assert_eq!(pictures, ["/rules/star-3/pictures/0.svg", "/rules/star-3/pictures/1.svg", "/rules/star-3/pictures/2.svg"]);
        for (picture, moved) in pictures.iter().zip(["e6", "h5", "h2"]) {
            let svg = c.get(picture).await;
            svg.expect_status(200);
            assert!(svg.body.contains("<svg") && svg.body.contains(&format!("{moved}, red piece")), "{picture}");
        }
        c.get("/rules/star-3/pictures/3.svg").await.expect_status(404);
        c.get("/rules/halma-16x16-4/pictures/0.svg").await.expect_status(404);
    }

    async fn the_chat_reaches_every_seat_and_no_one_else(db) {
        let (mut c, id) = four(&db).await;
        c[2].get(&format!("/games/{id}")).await;
        c[2].post(&format!("/games/{id}/chat"), &[("body", "good luck, all three of you")]).await
            .expect_redirect(&format!("/games/{id}#chat"));
        for (i, client) in c.iter_mut().enumerate() {
            let page = client.get(&format!("/games/{id}")).await;
            assert!(page.contains("id=\"chat\"") && page.contains("good luck, all three of you"), "seat {i}");
        }
        let (mut outsider, _) = db.player("ozzie").await;
        let seen = outsider.get(&format!("/games/{id}")).await;
        assert!(!seen.contains("good luck"), "a visitor does not see the chat");
        let refused = outsider.post(&format!("/games/{id}/chat"), &[("body", "hello")]).await;
        assert!(refused.status.is_client_error());
    }
}
