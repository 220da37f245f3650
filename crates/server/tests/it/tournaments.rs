//! Tournaments through the pages and the background job, on both databases:
//! who may create one, sign-up and withdrawal before the deadline, the start
//! at the deadline (or the cancellation, the entrants told), pairings on the
//! players' status pages, results filling the crosstable and standings, the
//! winner, forfeits after a withdrawal (not rated), Swiss rounds one after
//! another, a knockout match's third game, and two sweeps at once starting
//! a tournament once.

use crate::support::{Client, Page, TestDb};
use halma::{
    domain::tournaments::{self, Swept},
    model::result::{Termination, Verdict},
    store::{self, now, GameId, GameStatus, TournamentId, TournamentStatus, UserId},
    Config,
};
use time::{Duration, OffsetDateTime};

/// An admin, logged in, on a client of their own.
async fn admin(db: &TestDb, name: &str) -> (Client, UserId) {
    let (client, id) = db.player(name).await;
    db.store.users().set_admin(id, true).await.expect("promote");
    (client, id)
}

/// A deadline `days` from now as the form takes it.
fn deadline(days: i64) -> String {
    let at = now() + Duration::days(days);
    format!(
        "{}-{:02}-{:02}T{:02}:{:02}",
        at.year(),
        u8::from(at.month()),
        at.day(),
        at.hour(),
        at.minute()
    )
}

/// Sends the New tournament form.
async fn create_form(client: &mut Client, name: &str, format: &str, min: &str, max: &str) -> Page {
    client.get("/tournaments").await;
    let deadline = deadline(1);
    client
        .post(
            "/tournaments/new",
            &[
                ("name", name),
                ("game", "halma-8x8"),
                ("camp", ""),
                ("repetition", "auto"),
                ("clock", "per-move"),
                ("days", "3"),
                ("weekends", "on"),
                ("vacation", "allowed"),
                ("rated", "yes"),
                ("format", format),
                ("rounds", "2"),
                ("min_players", min),
                ("max_players", max),
                ("deadline", &deadline),
            ],
        )
        .await
}

/// Creates a tournament through the form; its id.
async fn create(
    client: &mut Client,
    name: &str,
    format: &str,
    min: &str,
    max: &str,
) -> TournamentId {
    let page = create_form(client, name, format, min, max).await;
    page.expect_status(303);
    let location = page.location.clone().expect("a redirect");
    location
        .strip_prefix("/tournaments/")
        .expect("to the tournament")
        .parse()
        .expect("an id")
}

/// Signs a player up through the page's button.
async fn sign_up(client: &mut Client, id: TournamentId) {
    let page = client.get(&format!("/tournaments/{id}")).await;
    assert!(
        page.contains(&format!(r#"action="/tournaments/{id}/signup""#)),
        "{}",
        page.body
    );
    client
        .post(&format!("/tournaments/{id}/signup"), &[])
        .await
        .expect_redirect(&format!("/tournaments/{id}?done=signed-up"));
}

/// The sweep, a day after the deadline.
async fn sweep_later(db: &TestDb) -> Swept {
    tournaments::sweep(db.store.as_ref(), now() + Duration::days(2))
        .await
        .expect("sweep")
}

/// Players signed up for a new tournament of `format`.
async fn with_players(
    db: &TestDb,
    format: &str,
    names: &[&str],
) -> (TournamentId, Vec<(Client, UserId)>) {
    let (mut boss, _) = admin(db, "boss").await;
    let id = create(&mut boss, "Autumn Cup", format, "2", "8").await;
    let mut players = Vec::new();
    for name in names {
        let (mut client, user) = db.player(name).await;
        sign_up(&mut client, id).await;
        players.push((client, user));
    }
    (id, players)
}

/// The tournament's games: (game, white, black, round).
async fn games_of(db: &TestDb, id: TournamentId) -> Vec<store::TournamentGame> {
    db.store
        .tournaments()
        .tournament_games(id)
        .await
        .expect("games")
}

/// Resigns `game` through its page for the player on `client`.
async fn resign(client: &mut Client, game: GameId) {
    let page = client.get(&format!("/games/{game}")).await;
    let ply = page.field("ply").expect("the game's ply");
    client
        .post(
            &format!("/games/{game}/resign"),
            &[("ply", &ply), ("confirm", "yes")],
        )
        .await
        .expect_status(303);
}

/// Ends a game in the store: `loser` resigned.
async fn lose(db: &TestDb, game: GameId, loser: UserId) {
    let row = db.store.games().game(game).await.unwrap().unwrap();
    let colour = row.colour_of(loser).expect("a player");
    db.store
        .games()
        .finish_game(
            game,
            row.ply,
            GameStatus::Active,
            Verdict::resignation(colour),
            now(),
        )
        .await
        .expect("finish");
}

async fn status_of(db: &TestDb, id: TournamentId) -> TournamentStatus {
    db.store
        .tournaments()
        .tournament(id)
        .await
        .unwrap()
        .unwrap()
        .status
}

both_backends! {
    async fn only_admins_create_tournaments_unless_they_are_open(db) {
        let (mut ann, _) = db.player("ann").await;
        // A player sees no form and cannot post one.
        ann.get("/tournaments/new").await.expect_status(403);
        let refused = create_form(&mut ann, "Ann's Cup", "round_robin", "2", "8").await;
        refused.expect_status(403);
        assert!(refused.contains("Only admins can create tournaments"));
        assert_eq!(db.count("SELECT COUNT(*) FROM tournaments").await, 0);
        // An admin can; the form is checked first.
        let (mut boss, _) = admin(&db, "boss").await;
        let form = boss.get("/tournaments/new").await;
        form.expect_status(200);
        for field in ["name", "format", "rounds", "min_players", "max_players", "deadline", "days", "clock", "vacation", "rated"] {
            assert!(form.contains(&format!(r#"name="{field}""#)), "no field {field}");
        }
        assert!(form.contains(r#"type="datetime-local""#) && form.contains("UTC"));
        let bad = create_form(&mut boss, "Cup", "round_robin", "5", "3").await;
        bad.expect_status(400);
        assert!(bad.contains("The minimum number of players must be at least 2"));
        // Tournaments are for two: a game for more than two is refused in words.
        let deadline = deadline(1);
        let four = boss.post("/tournaments/new", &[
            ("name", "Four Cup"), ("game", "halma-16x16-4"), ("clock", "per-move"), ("days", "3"),
            ("rated", "yes"), ("format", "round_robin"), ("rounds", "1"), ("min_players", "2"),
            ("max_players", "8"), ("deadline", &deadline),
        ]).await;
        four.expect_status(400);
        assert!(four.contains("is a game for 4 players; here only the games for two are played"), "{}", four.body);
        assert_eq!(db.count("SELECT COUNT(*) FROM tournaments").await, 0);
        let id = create(&mut boss, "Boss Cup", "round_robin", "2", "8").await;
        let page = boss.get(&format!("/tournaments/{id}")).await;
        page.expect_status(200);
        assert!(page.contains("Boss Cup") && page.contains("Round robin"));
        let list = ann.get("/tournaments").await;
        assert!(list.contains("Boss Cup") && list.contains(r#"id="announced""#));
        assert!(list.contains(r#"id="running""#) && list.contains(r#"id="finished""#));
        // With --open-tournaments any player can.
        let open = Config { open_tournaments: true, ..Config::default() };
        let (mut cleo, _) = db.player_with("cleo", open).await;
        let cup = create(&mut cleo, "Cleo Cup", "swiss", "2", "8").await;
        assert_eq!(db.count("SELECT COUNT(*) FROM tournaments").await, 2);
        // The same form sent twice (a double click) is one tournament.
        assert_eq!(create(&mut cleo, "Cleo Cup", "swiss", "2", "8").await, cup);
        assert_eq!(db.count("SELECT COUNT(*) FROM tournaments").await, 2);
        // A player has at most three announced or running at once; an admin more.
        create(&mut cleo, "Cleo Shield", "swiss", "2", "8").await;
        create(&mut cleo, "Cleo Plate", "swiss", "2", "8").await;
        let fourth = create_form(&mut cleo, "Cleo Bowl", "swiss", "2", "8").await;
        fourth.expect_status(400);
        assert!(fourth.contains("You already have 3 tournaments announced or running"));
        assert_eq!(db.count("SELECT COUNT(*) FROM tournaments").await, 4);
        for name in ["Boss Shield", "Boss Plate", "Boss Bowl"] {
            create(&mut boss, name, "round_robin", "2", "8").await;
        }
        assert_eq!(db.count("SELECT COUNT(*) FROM tournaments").await, 7);
    }

    async fn a_tournament_name_has_one_bound_the_form_the_check_and_the_message_share(db) {
        let (mut boss, _) = admin(&db, "boss").await;
        let max = halma::domain::tournaments::MAX_NAME;
        let form = boss.get("/tournaments/new").await;
        assert!(form.contains(&format!(r#"name="name" value="" maxlength="{max}""#)), "{}", form.body);
        // As long as the form lets one type is taken.
        let long = "N".repeat(max);
        let id = create(&mut boss, &long, "round_robin", "2", "8").await;
        assert!(boss.get(&format!("/tournaments/{id}")).await.contains(&long));
        let middling = format!("The {} Cup", "x".repeat(40));
        create(&mut boss, &middling, "swiss", "2", "8").await;
        // One more is refused, saying the same bound.
        let refused = create_form(&mut boss, &format!("{long}N"), "round_robin", "2", "8").await;
        refused.expect_status(400);
        assert!(refused.contains(&format!("at most {max} characters")), "{}", refused.body);
        assert_eq!(db.count("SELECT COUNT(*) FROM tournaments").await, 2);
    }

    async fn players_sign_up_and_withdraw_until_the_deadline(db) {
        let (id, mut players) = with_players(&db, "round_robin", &["ann", "bob", "cleo"]).await;
        let page = players[0].0.get(&format!("/tournaments/{id}")).await;
        assert!(page.contains("ann") && page.contains("bob") && page.contains("cleo"));
        assert!(page.contains(&format!(r#"action="/tournaments/{id}/withdraw""#)));
        // Twice is refused.
        let again = players[0].0.post(&format!("/tournaments/{id}/signup"), &[]).await;
        again.expect_status(409);
        assert!(again.contains("already signed up"));
        // Bob withdraws: his entry is gone.
        players[1].0.post(&format!("/tournaments/{id}/withdraw"), &[]).await
            .expect_redirect(&format!("/tournaments/{id}?done=withdrawn"));
        let entries = db.store.tournaments().entries(id).await.unwrap();
        assert_eq!(entries.iter().map(|e| e.user.name.as_str()).collect::<Vec<_>>(), ["ann", "cleo"]);
        // After the deadline neither signing up nor withdrawing works.
        db.execute(&format!(
            "UPDATE tournaments SET signup_deadline = {} WHERE name = 'Autumn Cup'",
            crate::support::millis(now() - Duration::minutes(1))
        )).await;
        let late = players[1].0.post(&format!("/tournaments/{id}/signup"), &[]).await;
        late.expect_status(409);
        assert!(late.contains("Sign-up for this tournament is closed"));
        players[0].0.post(&format!("/tournaments/{id}/withdraw"), &[]).await.expect_status(409);
        assert_eq!(db.store.tournaments().entries(id).await.unwrap().len(), 2);
    }

    async fn a_round_robin_starts_at_the_deadline_and_its_results_fill_the_crosstable(db) {
        let names = ["ann", "bob", "cleo", "dan"];
        let (id, mut players) = with_players(&db, "round_robin", &names).await;
        // Nothing before the deadline.
        let early = tournaments::sweep(db.store.as_ref(), now()).await.unwrap();
        assert!(early.started.is_empty());
        assert_eq!(games_of(&db, id).await.len(), 0);
        let swept = sweep_later(&db).await;
        assert_eq!(swept.started, [id]);
        assert_eq!(status_of(&db, id).await, TournamentStatus::Running);
        // Everyone plays everyone: six games, all at once; three on each status page.
        let games = games_of(&db, id).await;
        assert_eq!(games.len(), 6);
        for (client, user) in players.iter_mut() {
            let status = client.get("/status").await;
            assert_eq!(status.body.matches("Autumn Cup").count(), 3, "{}", status.body);
            assert!(status.contains(&format!(r#"href="/tournaments/{id}""#)));
            assert_eq!(games.iter().filter(|g| g.white.id == *user || g.black.id == *user).count(), 3);
        }
        // Each game's page names its tournament.
        let game_page = players[0].0.get(&format!("/games/{}", games[0].game)).await;
        assert!(game_page.contains(&format!(r#"<a href="/tournaments/{id}">Autumn Cup</a>"#)));
        // Ann wins every game; in the others White resigns.
        let ann = players[0].1;
        for (i, g) in games.iter().enumerate() {
            if i == games.len() - 1 {
                let page = players[1].0.get(&format!("/tournaments/{id}")).await;
                assert!(!page.contains(r#"id="winner""#));
                assert!(page.body.contains("…"), "a game in play is marked");
            }
            let loser = if g.white.id == ann { g.black.id } else { g.white.id };
            let client = &mut players.iter_mut().find(|(_, u)| *u == loser).unwrap().0;
            resign(client, g.game).await;
        }
        // The last game's end names the winner at once, without waiting for
        // the sweep; the crosstable links every game.
        let page = players[1].0.get(&format!("/tournaments/{id}")).await;
        assert!(page.contains(r#"id="crosstable""#) && page.contains(r#"id="standings""#));
        for g in &games {
            assert!(page.contains(&format!(r#"href="/games/{}""#, g.game)));
        }
        assert!(page.contains(r#"id="winner""#), "{}", page.body);
        assert!(page.body.contains("Winner: <strong>ann</strong>"));
        let standings = &page.body[page.body.find(r#"id="standings""#).unwrap()..];
        assert!(standings.find("ann").unwrap() < standings.find("bob").unwrap());
        assert!(standings.contains(r#"<td class="points">3</td>"#));
        assert_eq!(status_of(&db, id).await, TournamentStatus::Finished);
        let list = players[0].0.get("/tournaments").await;
        let finished = &list.body[list.body.find(r#"id="finished""#).unwrap()..];
        assert!(finished.contains("Autumn Cup"));
        // A later sweep changes nothing.
        assert_eq!(sweep_later(&db).await, Swept::default());
    }

    async fn too_few_players_cancel_the_tournament_and_they_are_told(db) {
        let (mut boss, _) = admin(&db, "boss").await;
        let id = create(&mut boss, "Small Cup", "round_robin", "3", "8").await;
        let (mut ann, a) = db.player("ann").await;
        let (mut bob, b) = db.player("bob").await;
        sign_up(&mut ann, id).await;
        sign_up(&mut bob, id).await;
        let swept = sweep_later(&db).await;
        assert_eq!(swept.cancelled, [id]);
        assert!(swept.started.is_empty());
        assert_eq!(status_of(&db, id).await, TournamentStatus::Cancelled);
        assert_eq!(db.count("SELECT COUNT(*) FROM tournament_games").await, 0);
        for user in [a, b] {
            let inbox = db.store.messages().inbox(user, 10, 0).await.unwrap();
            assert_eq!(inbox.len(), 1);
            assert!(inbox[0].subject.contains("Small Cup") && inbox[0].subject.contains("cancelled"));
            assert_eq!(inbox[0].other_name, "boss");
        }
        let page = bob.get(&format!("/tournaments/{id}")).await;
        assert!(page.contains(r#"id="cancelled""#) && page.contains("told by a message"));
        // Told once.
        sweep_later(&db).await;
        assert_eq!(db.store.messages().inbox(a, 10, 0).await.unwrap().len(), 1);
    }

    async fn withdrawing_after_the_start_forfeits_the_remaining_games_unrated(db) {
        let (id, mut players) = with_players(&db, "round_robin", &["ann", "bob", "cleo"]).await;
        sweep_later(&db).await;
        let games = games_of(&db, id).await;
        assert_eq!(games.len(), 3);
        let (ann, bob) = (players[0].1, players[1].1);
        // Ann and Bob's game ends first; then Ann withdraws.
        let played = games.iter().find(|g| g.white.id != players[2].1 && g.black.id != players[2].1).unwrap();
        lose(&db, played.game, bob).await;
        let page = players[0].0.get(&format!("/tournaments/{id}")).await;
        assert!(page.contains("forfeits your remaining games"));
        players[0].0.post(&format!("/tournaments/{id}/withdraw"), &[]).await
            .expect_redirect(&format!("/tournaments/{id}?done=forfeited"));
        let forfeited = games.iter().find(|g| g.game != played.game && (g.white.id == ann || g.black.id == ann)).unwrap();
        let row = db.store.games().game(forfeited.game).await.unwrap().unwrap();
        assert_eq!(row.status, GameStatus::Finished);
        let verdict = row.verdict.clone().unwrap();
        assert_eq!(verdict.termination, Termination::Forfeit);
        assert_eq!(Some(row.player(verdict.winner.unwrap()).id), Some(players[2].1));
        assert!(!row.rated);
        assert!(row.reason().unwrap().contains("forfeit"));
        // Not rated: no rating came of it for Cleo.
        assert!(db.store.ratings().ratings_of(players[2].1).await.unwrap().is_empty());
        // The game already played stands; the crosstable shows the forfeits.
        assert_eq!(db.store.games().game(played.game).await.unwrap().unwrap().verdict.unwrap().termination, Termination::Resignation);
        let page = players[1].0.get(&format!("/tournaments/{id}")).await;
        assert!(page.contains(r#"class="forfeit""#) && page.contains("(withdrawn)"));
        let again = players[0].0.post(&format!("/tournaments/{id}/withdraw"), &[]).await;
        again.expect_status(409);
        // Bob and Cleo play on; their game ends the tournament.
        let last = games.iter().find(|g| g.white.id != ann && g.black.id != ann).unwrap();
        lose(&db, last.game, bob).await;
        assert_eq!(sweep_later(&db).await.finished, [id]);
        let winner = db.store.tournaments().tournament(id).await.unwrap().unwrap().winner.unwrap();
        assert_eq!(winner.name, "cleo");
    }

    async fn a_swiss_round_starts_when_the_last_game_of_the_one_before_ends(db) {
        let (id, players) = with_players(&db, "swiss", &["ann", "bob", "cleo", "dan"]).await;
        sweep_later(&db).await;
        let first = games_of(&db, id).await;
        assert_eq!(first.len(), 2);
        assert!(first.iter().all(|g| g.round == 1));
        // One game over: the round is not.
        lose(&db, first[0].game, first[0].black.id).await;
        assert!(sweep_later(&db).await.advanced.is_empty());
        assert_eq!(games_of(&db, id).await.len(), 2);
        lose(&db, first[1].game, first[1].black.id).await;
        assert_eq!(sweep_later(&db).await.advanced, [id]);
        let all = games_of(&db, id).await;
        assert_eq!(all.len(), 4);
        let second: Vec<_> = all.iter().filter(|g| g.round == 2).collect();
        assert_eq!(second.len(), 2);
        // No pair meets twice; the winners meet.
        for g in &second {
            assert!(!first.iter().any(|f| (f.white.id == g.white.id && f.black.id == g.black.id)
                || (f.white.id == g.black.id && f.black.id == g.white.id)));
        }
        let winners: Vec<UserId> = first.iter().map(|g| g.white.id).collect();
        assert!(second.iter().any(|g| winners.contains(&g.white.id) && winners.contains(&g.black.id)));
        // The pairings are on the page and on the players' status pages.
        let mut client = players.into_iter().next().unwrap().0;
        let page = client.get(&format!("/tournaments/{id}")).await;
        assert!(page.contains(r#"id="round-2""#) && page.contains(r#"id="standings""#) && page.contains("Buchholz"));
        for g in &second {
            assert!(page.contains(&format!(r#"href="/games/{}""#, g.game)));
        }
        for g in &second {
            lose(&db, g.game, g.black.id).await;
        }
        // Two rounds were asked for: the tournament ends.
        assert_eq!(sweep_later(&db).await.finished, [id]);
        assert_eq!(games_of(&db, id).await.len(), 4);
        let t = db.store.tournaments().tournament(id).await.unwrap().unwrap();
        assert_eq!(t.status, TournamentStatus::Finished);
        assert!(t.winner.is_some());
    }

    async fn a_swiss_round_with_an_odd_number_gives_a_bye_worth_a_win(db) {
        let (id, _players) = with_players(&db, "swiss", &["ann", "bob", "cleo"]).await;
        sweep_later(&db).await;
        assert_eq!(games_of(&db, id).await.len(), 1);
        let byes = db.store.tournaments().byes(id).await.unwrap();
        assert_eq!(byes.len(), 1);
        let view = tournaments::view(db.store.as_ref(), id).await.unwrap();
        let bye = view.standings.iter().find(|s| s.player == byes[0].1).unwrap();
        assert_eq!(bye.points, 1.0);
    }

    async fn a_drawn_knockout_match_goes_to_a_third_game(db) {
        let (id, players) = with_players(&db, "knockout", &["ann", "bob"]).await;
        sweep_later(&db).await;
        let first = games_of(&db, id).await;
        assert_eq!(first.len(), 1);
        let (higher, lower) = (first[0].white.id, first[0].black.id);
        // Game 1: the higher seed loses; game 2, colours swapped, the lower.
        lose(&db, first[0].game, higher).await;
        assert_eq!(sweep_later(&db).await.advanced, [id]);
        let games = games_of(&db, id).await;
        assert_eq!(games.len(), 2);
        assert_eq!((games[1].white.id, games[1].black.id, games[1].leg), (lower, higher, 2));
        lose(&db, games[1].game, lower).await;
        // One game each: a third game, the higher seed White.
        assert_eq!(sweep_later(&db).await.advanced, [id]);
        let games = games_of(&db, id).await;
        assert_eq!(games.len(), 3);
        assert_eq!((games[2].white.id, games[2].black.id, games[2].leg), (higher, lower, 3));
        let mut client = players.into_iter().next().unwrap().0;
        let page = client.get(&format!("/tournaments/{id}")).await;
        assert!(page.contains("Match 1, game 3"));
        lose(&db, games[2].game, higher).await;
        assert_eq!(sweep_later(&db).await.finished, [id]);
        let t = db.store.tournaments().tournament(id).await.unwrap().unwrap();
        assert_eq!(t.winner.unwrap().id, lower);
        let page = client.get(&format!("/tournaments/{id}")).await;
        assert!(page.contains(r#"id="winner""#) && page.contains("Match 1:"));
    }

    async fn a_knockout_player_who_withdraws_loses_the_match_and_plays_no_more(db) {
        let (id, mut players) = with_players(&db, "knockout", &["ann", "bob", "cleo", "dan"]).await;
        sweep_later(&db).await;
        let first = games_of(&db, id).await;
        assert_eq!(first.len(), 2);
        // Seeds by sign-up (nobody rated): ann–dan and bob–cleo, the better seed White.
        let names: Vec<(&str, &str)> = first.iter().map(|g| (g.white.name.as_str(), g.black.name.as_str())).collect();
        assert!(names.contains(&("ann", "dan")) && names.contains(&("bob", "cleo")), "{names:?}");
        // Dan withdraws: his game is forfeited and Ann goes through without a second game.
        let (dan, cleo) = (players[3].1, players[2].1);
        players[3].0.post(&format!("/tournaments/{id}/withdraw"), &[]).await
            .expect_redirect(&format!("/tournaments/{id}?done=forfeited"));
        let ad = first.iter().find(|g| g.black.id == dan).unwrap();
        assert_eq!(db.store.games().game(ad.game).await.unwrap().unwrap().verdict.unwrap().termination, Termination::Forfeit);
        sweep_later(&db).await;
        assert_eq!(games_of(&db, id).await.iter().filter(|g| g.board == ad.board).count(), 1);
        // Bob beats Cleo twice; the final is Ann against Bob.
        let bc = first.iter().find(|g| g.black.id == cleo).unwrap();
        lose(&db, bc.game, cleo).await;
        sweep_later(&db).await;
        let second = games_of(&db, id).await.into_iter().find(|g| g.board == bc.board && g.leg == 2).unwrap();
        lose(&db, second.game, cleo).await;
        assert_eq!(sweep_later(&db).await.advanced, [id]);
        let games = games_of(&db, id).await;
        let fin: Vec<_> = games.iter().filter(|g| g.round == 2).collect();
        assert_eq!(fin.len(), 1);
        assert_eq!((fin[0].white.name.as_str(), fin[0].black.name.as_str()), ("ann", "bob"));
        let page = players[0].0.get(&format!("/tournaments/{id}")).await;
        assert!(page.contains(r#"id="round-2""#) && page.contains("Match 1: ann beat dan"), "{}", page.body);
    }

    async fn a_knockout_of_three_lets_the_top_seed_through_to_the_final(db) {
        let (id, mut players) = with_players(&db, "knockout", &["ann", "bob", "cleo"]).await;
        sweep_later(&db).await;
        let first = games_of(&db, id).await;
        assert_eq!(first.len(), 1);
        assert_eq!((first[0].white.name.as_str(), first[0].black.name.as_str()), ("bob", "cleo"));
        let page = players[0].0.get(&format!("/tournaments/{id}")).await;
        assert!(page.contains("ann goes through without playing"), "{}", page.body);
        // Cleo wins both games through the pages: the final is Ann against Cleo.
        resign(&mut players[1].0, first[0].game).await;
        let second = games_of(&db, id).await;
        assert_eq!(second.len(), 2, "the match's second game starts at once");
        assert_eq!((second[1].white.name.as_str(), second[1].leg), ("cleo", 2));
        resign(&mut players[1].0, second[1].game).await;
        let games = games_of(&db, id).await;
        let fin: Vec<_> = games.iter().filter(|g| g.round == 2).collect();
        assert_eq!(fin.len(), 1);
        assert_eq!((fin[0].white.name.as_str(), fin[0].black.name.as_str()), ("ann", "cleo"));
        let status = players[2].0.get("/status").await;
        assert!(status.contains("Autumn Cup"));
    }

    async fn two_sweeps_at_once_start_a_tournament_once(db) {
        let (id, _players) = with_players(&db, "double_round_robin", &["ann", "bob", "cleo", "dan"]).await;
        let other = halma::open_store(&db.url).await.expect("a second store");
        let at: OffsetDateTime = now() + Duration::days(2);
        let (a, b) = tokio::join!(
            tournaments::sweep(db.store.as_ref(), at),
            tournaments::sweep(other.as_ref(), at)
        );
        let (a, b) = (a.expect("first sweep"), b.expect("second sweep"));
        assert_eq!(a.started.len() + b.started.len(), 1);
        // Double round robin of four: twelve games, each pair twice with both colours.
        assert_eq!(db.count("SELECT COUNT(*) FROM games").await, 12);
        assert_eq!(db.count("SELECT COUNT(*) FROM tournament_games").await, 12);
        let games = games_of(&db, id).await;
        for g in &games {
            assert!(games.iter().any(|h| h.white.id == g.black.id && h.black.id == g.white.id));
        }
        // The next sweeps at once: still once.
        let (a, b) = tokio::join!(
            tournaments::sweep(db.store.as_ref(), at),
            tournaments::sweep(other.as_ref(), at)
        );
        assert!(a.unwrap().started.is_empty() && b.unwrap().started.is_empty());
        assert_eq!(db.count("SELECT COUNT(*) FROM games").await, 12);
        other.system().close().await;
    }

    async fn two_sweeps_at_once_pair_a_swiss_round_once(db) {
        let (id, _players) = with_players(&db, "swiss", &["ann", "bob", "cleo", "dan"]).await;
        sweep_later(&db).await;
        for g in games_of(&db, id).await {
            lose(&db, g.game, g.black.id).await;
        }
        let other = halma::open_store(&db.url).await.expect("a second store");
        let at: OffsetDateTime = now() + Duration::days(2);
        let (a, b) = tokio::join!(
            tournaments::sweep(db.store.as_ref(), at),
            tournaments::sweep(other.as_ref(), at)
        );
        assert_eq!(a.unwrap().advanced.len() + b.unwrap().advanced.len(), 1);
        assert_eq!(db.count("SELECT COUNT(*) FROM tournament_games").await, 4);
        other.system().close().await;
    }

    async fn tournament_moments_are_in_the_readers_time_zone(db) {
        let (mut root, _) = admin(&db, "root").await;
        let (mut bob, _) = db.player("bob").await;
        let id = create(&mut root, "Autumn Cup", "round_robin", "2", "8").await;
        bob.get("/account/profile").await;
        bob.post("/account/profile", &[("about", ""), ("time_zone", "Asia/Kolkata")]).await;
        for path in ["/tournaments".to_owned(), format!("/tournaments/{id}")] {
            let page = bob.get(&path).await;
            assert!(page.contains(" IST") && !page.contains(" UTC"), "{path} in Bob's zone: {}", page.body);
            assert!(db.client().get(&path).await.contains(" UTC"), "{path} for a visitor");
        }
        // A deadline is typed in the creator's zone: 18:00 in Kolkata is 12:30 UTC.
        root.get("/account/profile").await;
        root.post("/account/profile", &[("about", ""), ("time_zone", "Asia/Kolkata")]).await;
        let form = root.get("/tournaments/new").await;
        assert!(form.contains("Sign-up deadline (Asia/Kolkata)"), "{}", form.body);
        let at = now() + Duration::days(3);
        let local = format!("{}-{:02}-{:02}T18:00", at.year(), u8::from(at.month()), at.day());
        let page = root
            .post(
                "/tournaments/new",
                &[
                    ("name", "Kolkata Cup"), ("game", "halma-8x8"), ("camp", ""), ("repetition", "auto"),
                    ("clock", "per-move"), ("days", "3"), ("weekends", "on"), ("vacation", "allowed"),
                    ("rated", "yes"), ("format", "round_robin"), ("rounds", "2"), ("min_players", "2"),
                    ("max_players", "8"), ("deadline", &local),
                ],
            )
            .await;
        page.expect_status(303);
        let id: TournamentId = page.location.as_deref().unwrap().trim_start_matches("/tournaments/").parse().unwrap();
        let row = db.store.tournaments().tournament(id).await.unwrap().unwrap();
        let deadline = row.signup_deadline.to_offset(time::UtcOffset::UTC);
        assert_eq!((deadline.hour(), deadline.minute()), (12, 30), "{deadline}");
        assert!(db.client().get(&format!("/tournaments/{id}")).await.contains("12:30 UTC"));
        assert!(root.get(&format!("/tournaments/{id}")).await.contains("18:00 IST"));
    }
}

/// Two real `halma serve` processes on one Postgres database, each sweeping
/// every second, start a tournament whose deadline passed exactly once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_on_one_postgres_start_a_tournament_once() {
    use crate::support::server::Server;
    use halma::domain::clock::ClockTerms;
    use halma::store::{Format, NewTournament, NewUser};
    use halma_rules::{Rules, Variant};
    use std::time::{Duration as StdDuration, Instant};

    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let mut users = Vec::new();
    for name in ["boss", "ann", "bob", "cleo", "dan"] {
        let user = db
            .store
            .users()
            .create_user(NewUser {
                username: name,
                password_hash: "x",
                is_admin: name == "boss",
            })
            .await
            .expect("a user");
        users.push(user.id);
    }
    let t = db.store.tournaments();
    let id = t
        .create_tournament(NewTournament {
            name: "Server Cup".to_owned(),
            rules: Rules::new(Variant::Halma8x8),
            days_per_move: 3,
            clock: ClockTerms::default(),
            rated: true,
            format: Format::RoundRobin,
            rounds: 0,
            min_players: 2,
            max_players: 8,
            signup_deadline: now() + Duration::seconds(3),
            created_by: users[0],
            at: now(),
            max_open: None,
        })
        .await
        .expect("create");
    for &user in &users[1..] {
        t.sign_up(id, user, now()).await.expect("sign up");
    }
    let env = [
        ("HALMA_DATABASE_URL", db.url.as_str()),
        ("HALMA_SWEEP_INTERVAL_SECS", "1"),
        ("RUST_LOG", "info"),
    ];
    let mut one = Server::start(&env);
    let mut two = Server::start(&env);
    one.wait_healthy().await;
    two.wait_healthy().await;
    let deadline = Instant::now() + StdDuration::from_secs(60);
    while status_of(&db, id).await != TournamentStatus::Running {
        assert!(
            Instant::now() < deadline,
            "not started:\n{}\n{}",
            one.log(),
            two.log()
        );
        tokio::time::sleep(StdDuration::from_millis(100)).await;
    }
    // A few more sweeps of both.
    tokio::time::sleep(StdDuration::from_secs(3)).await;
    assert_eq!(db.count("SELECT COUNT(*) FROM games").await, 6);
    assert_eq!(db.count("SELECT COUNT(*) FROM tournament_games").await, 6);
    let started = [one.log(), two.log()]
        .iter()
        .map(|log| log.matches("tournament started").count())
        .sum::<usize>();
    assert_eq!(started, 1, "{}\n{}", one.log(), two.log());
    assert!(one.stop().success() && two.stop().success());
}
