//! Sternhalma on the star over HTTP, on both databases: a game for three
//! posted and joined from the waiting room, a game for six made by
//! Auto-Match, and a partners game of four, each played with legal moves
//! clicked into Submit forms and ended; the star drawn on the game page.

use crate::support::{Client, Page, TestDb};
use halma::domain::seat_play::SeatTable;
use halma::store::{GameId, UserId};

/// Players logged in, each with a client, by name.
async fn players(db: &TestDb, names: &[&str]) -> Vec<(String, Client, UserId)> {
    let mut all = Vec::new();
    for name in names {
        let (mut c, id) = db.player(name).await;
        c.get("/waiting-room").await.expect_status(200);
        all.push((name.to_string(), c, id));
    }
    all
}

#[track_caller]
fn game_of(page: &Page) -> GameId {
    assert_eq!(page.status.as_u16(), 303, "{}", page.body);
    let to = page.location.as_deref().expect("a redirect");
    to.strip_prefix("/games/")
        .and_then(|id| id.parse().ok())
        .unwrap_or_else(|| panic!("not a game: {to}"))
}

/// The seat to move plays the first legal move, through the page's form.
async fn play_a_move(db: &TestDb, game: GameId, who: &mut [(String, Client, UserId)]) {
    let table = SeatTable::load(db.store.as_ref(), game)
        .await
        .expect("the game");
    let seat = table.seat_to_move().expect("a seat to move").clone();
    let position = table.position();
    let board = position.board();
    let m = position
        .legal_moves()
        .iter()
        .find(|m| !m.is_pass())
        .copied()
        .expect("a move");
    let text = board.move_text(&m).to_string();
    let (_, client, _) = who
        .iter_mut()
        .find(|(_, _, id)| *id == seat.player.id)
        .expect("its player");
    let first = text.split('-').next().unwrap_or_default().to_owned();
    let page = client.get(&format!("/games/{game}?path={first}")).await;
    page.expect_status(200);
    client
        .post(
            &format!("/games/{game}/move"),
            &[("ply", &table.row.ply.to_string()), ("path", &text)],
        )
        .await
        .expect_redirect(&format!("/games/{game}#board"));
}

/// The offer of the one Join form of a waiting room page.
#[track_caller]
fn joinable(page: &Page) -> String {
    let offers: Vec<&str> = page
        .body
        .split("action=\"/waiting-room/")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .filter_map(|action| action.strip_suffix("/join"))
        .collect();
    assert_eq!(offers.len(), 1, "{}", page.body);
    offers[0].to_owned()
}

async fn resign(c: &mut Client, game: GameId, ply: i64) {
    c.post(
        &format!("/games/{game}/resign"),
        &[("ply", &ply.to_string()), ("confirm", "yes")],
    )
    .await
    .expect_redirect(&format!("/games/{game}#board"));
}

both_backends! {
    async fn three_play_on_the_star_until_one_is_left(db) {
        let mut p = players(&db, &["ruby", "yuri", "umar"]).await;
        p[1].1.post("/waiting-room/new", &[("game", "star-3"), ("colour", "yellow"), ("points", "rest")])
            .await
            .expect_redirect("/waiting-room");
        let room = p[0].1.get("/waiting-room").await;
        assert!(room.contains("Sternhalma for three") && room.contains("points: rest"), "{}", room.body);
        let offer = joinable(&room);
        p[0].1.post(&format!("/waiting-room/{offer}/join"), &[])
            .await
            .expect_redirect("/waiting-room");
        let game = game_of(&p[2].1.post(&format!("/waiting-room/{offer}/join"), &[]).await);
        let table = SeatTable::load(db.store.as_ref(), game).await.expect("the game");
        assert_eq!(table.row.seats[1].player.id, p[1].2, "yuri asked for yellow, the second seat");
        // The star is drawn: 121 holes, 30 pieces.
        let page = p[1].1.get(&format!("/games/{game}")).await;
        page.expect_status(200);
        assert!(page.contains("class=\"board star"), "the star");
        assert_eq!(page.body.matches("data-square=").count(), 121);
        assert_eq!(page.body.matches("data-piece=").count(), 30);
        for _ in 0..6 {
            play_a_move(&db, game, &mut p).await;
        }
        // Two leave: the third is the last seat standing and wins.
        let ply = SeatTable::load(db.store.as_ref(), game).await.expect("read").row.ply;
        resign(&mut p[0].1, game, ply).await;
        resign(&mut p[1].1, game, ply + 1).await;
        let over = SeatTable::load(db.store.as_ref(), game).await.expect("read");
        assert_eq!(over.row.status, halma::store::GameStatus::Finished);
        let winner: Vec<UserId> = over.row.seats.iter().filter(|s| s.place == Some(1)).map(|s| s.player.id).collect();
        assert_eq!(winner, [p[2].2]);
        assert!(p[2].1.get(&format!("/games/{game}")).await.contains("umar wins: every other seat left the game"));
    }

    async fn six_meet_by_auto_match_and_play_a_round(db) {
        let mut p = players(&db, &["ann", "bob", "cat", "dan", "eve", "fay"]).await;
        for (_, c, _) in p.iter_mut().take(5) {
            c.get("/waiting-room/auto-match").await.expect_status(200);
            let page = c.post("/waiting-room/auto-match", &[("game", "star-6")]).await;
            assert!(page.contains("as soon as 6 players ask for the same"), "{}", page.body);
        }
        p[5].1.get("/waiting-room/auto-match").await.expect_status(200);
        let game = game_of(&p[5].1.post("/waiting-room/auto-match", &[("game", "star-6")]).await);
        for _ in 0..12 {
            play_a_move(&db, game, &mut p).await;
        }
        let table = SeatTable::load(db.store.as_ref(), game).await.expect("read");
        assert_eq!(table.row.ply, 12);
        assert_eq!(table.row.seats.len(), 6);
        // Everyone but the seat to move leaves, one after the other.
        let last = table.seat_to_move().expect("to move").player.id;
        let mut ply = table.row.ply;
        for (_, c, id) in p.iter_mut() {
            if *id != last {
                resign(c, game, ply).await;
                ply = SeatTable::load(db.store.as_ref(), game).await.expect("read").row.ply;
            }
        }
        let over = SeatTable::load(db.store.as_ref(), game).await.expect("read");
        assert_eq!(over.row.status, halma::store::GameStatus::Finished);
        assert_eq!(over.row.seats.iter().filter(|s| s.place == Some(1)).map(|s| s.player.id).collect::<Vec<_>>(), [last]);
    }

    async fn partners_on_the_star_win_and_lose_together(db) {
        let mut p = players(&db, &["ria", "oli", "gil", "uma"]).await;
        p[0].1.post("/waiting-room/new", &[("game", "star-4"), ("colour", "red"), ("partners", "on")])
            .await
            .expect_redirect("/waiting-room");
        let offer = joinable(&p[1].1.get("/waiting-room").await);
        p[1].1.post(&format!("/waiting-room/{offer}/join"), &[]).await.expect_redirect("/waiting-room");
        p[2].1.post(&format!("/waiting-room/{offer}/join"), &[]).await.expect_redirect("/waiting-room");
        let game = game_of(&p[3].1.post(&format!("/waiting-room/{offer}/join"), &[]).await);
        for _ in 0..4 {
            play_a_move(&db, game, &mut p).await;
        }
        // The second seat leaves: its pair (2 and 4) loses, 1 and 3 win.
        let table = SeatTable::load(db.store.as_ref(), game).await.expect("read");
        let second = table.row.seats[1].player.id;
        let (_, c, _) = p.iter_mut().find(|(_, _, id)| *id == second).expect("its player");
        resign(c, game, table.row.ply).await;
        let over = SeatTable::load(db.store.as_ref(), game).await.expect("read");
        let places: Vec<Option<i64>> = over.row.seats.iter().map(|s| s.place).collect();
        assert_eq!(places, [Some(1), Some(2), Some(1), Some(2)]);
        let page = p[0].1.get(&format!("/games/{game}")).await;
        assert!(page.contains(" win: a seat of the other pair left the game"), "{}", page.body);
    }
}
