//! Notifications over HTTP and real SMTP, on both databases: the address
//! verified before anything else is mailed to it, one turn mail per absence,
//! the digest at its hour and the low-time alarm once (the time moved, not
//! slept), the one-click unsubscribe without log-in, the private feed, and the
//! live pages' events. The mails go through the server's own sender to a
//! receiver speaking SMTP on a local port.

use crate::support::{
    smtp::{Received, SmtpReceiver},
    Client, TestDb,
};
use halma::{
    domain::notify,
    model::result::Verdict,
    notifications::mail::{drain, Mailer},
    store::{now, GameStatus, UserId},
    Config,
};
use halma_rules::{Color, Rules, Variant};
use time::Duration;

pub(crate) const BASE: &str = "http://halma.test";

pub(crate) fn config(smtp: &SmtpReceiver) -> Config {
    Config {
        smtp_url: Some(smtp.url().parse().expect("url")),
        mail_from: "Halma <halma@halma.test>".to_owned(),
        base_url: Some(BASE.parse().expect("url")),
        mail_retry_secs: 1,
        ..Config::default()
    }
}

/// A player on an app with mail set up, with a game page's form token.
pub(crate) async fn player(db: &TestDb, name: &str, smtp: &SmtpReceiver) -> (Client, UserId) {
    let (mut client, id) = db.player_with(name, config(smtp)).await;
    // The app answers to the base URL's host (forms are checked against it).
    client.host = "halma.test".to_owned();
    client.get("/status").await.expect_status(200);
    (client, id)
}

/// Sends what the outbox holds, as the server's sender does.
pub(crate) async fn send_all(db: &TestDb, smtp: &SmtpReceiver) -> usize {
    send_at(db, smtp, now()).await
}

/// Sends what the outbox holds at `at` (the test's time moved on).
async fn send_at(db: &TestDb, smtp: &SmtpReceiver, at: time::OffsetDateTime) -> usize {
    let mailer = Mailer::from_config(&config(smtp))
        .expect("mailer")
        .expect("mail is set up");
    drain(db.store.as_ref(), &mailer, at).await.expect("drain")
}

/// Saves the notifications form.
async fn save(client: &mut Client, fields: &[(&str, &str)]) -> crate::support::Page {
    client
        .get("/account/notifications")
        .await
        .expect_status(200);
    client.post("/account/notifications", fields).await
}

/// `mover` (White) plays the first move of `game`.
pub(crate) async fn first_move(mover: &mut Client, game: halma::store::GameId) {
    mover
        .get(&format!("/games/{game}"))
        .await
        .expect_status(200);
    mover
        .post(
            &format!("/games/{game}/move"),
            &[("ply", "0"), ("path", "g3-f4")],
        )
        .await
        .expect_status(303);
}

/// Ann with a verified address that asked for `fields`.
pub(crate) async fn verified(
    db: &TestDb,
    smtp: &SmtpReceiver,
    ann: &mut Client,
    fields: &[(&str, &str)],
) -> Received {
    save(ann, fields).await.expect_status(303);
    assert_eq!(send_all(db, smtp).await, 1);
    let mail = smtp
        .messages()
        .last()
        .cloned()
        .expect("a verification mail");
    let link = mail
        .link(&format!("{BASE}/account/notifications/verify/"))
        .expect("a verification link");
    let path = link.strip_prefix(BASE).expect("a site link").to_owned();
    ann.get(&path).await.expect_status(200);
    ann.post(&path, &[])
        .await
        .expect_redirect("/account/notifications?saved=verified");
    mail
}

both_backends! {
    async fn a_new_address_is_verified_before_anything_else_is_mailed_to_it(db) {
        let smtp = SmtpReceiver::start().await;
        let (mut ann, ann_id) = player(&db, "ann", &smtp).await;
        let (mut bob, bob_id) = player(&db, "bob", &smtp).await;
        let page = ann.get("/account/notifications").await;
        page.expect_status(200);
        assert!(!page.contains("id=\"no-mail\""), "{}", page.body);
        // A typo is sent back beside the field, nothing saved.
        let bad = save(&mut ann, &[("email", "ann at example"), ("on_turn", "on")]).await;
        bad.expect_status(422);
        assert!(bad.contains("does not look like a mail address"), "{}", bad.body);
        // A long address is taken; a longer one than any is refused.
        let long = format!("{}@example.org", "a".repeat(60));
        save(&mut ann, &[("email", &long)]).await.expect_redirect("/account/notifications?saved=verify");
        let too_long = format!("{}@example.org", "a".repeat(300));
        let refused = save(&mut ann, &[("email", &too_long)]).await;
        refused.expect_status(400);
        assert!(refused.contains("at most 254 characters"), "{}", refused.body);
        db.execute("DELETE FROM outbox").await;

        save(&mut ann, &[("email", "ann@example.org"), ("on_turn", "on"), ("digest_hour", "8")])
            .await
            .expect_redirect("/account/notifications?saved=verify");
        let pending = ann.get("/account/notifications").await;
        assert!(pending.contains("id=\"email-pending\""), "{}", pending.body);
        // While the address waits, Bob's move mails nothing to it.
        let game = db.new_game(Rules::new(Variant::Halma8x8), bob_id, ann_id, 3).await;
        first_move(&mut bob, game).await;
        assert_eq!(send_all(&db, &smtp).await, 1);
        let mails = smtp.messages();
        assert_eq!(mails.len(), 1, "only the verification: {mails:?}");
        let verify = &mails[0];
        assert_eq!(verify.to, vec!["ann@example.org".to_owned()]);
        assert_eq!(verify.from, "halma@halma.test");
        assert!(verify.subject().contains("Confirm"), "{}", verify.subject());
        let link = verify.link(&format!("{BASE}/account/notifications/verify/")).expect("link");
        assert!(verify.header("List-Unsubscribe").is_some_and(|h| h.starts_with(&format!("<{BASE}/unsubscribe/"))));
        assert_eq!(verify.header("List-Unsubscribe-Post").as_deref(), Some("List-Unsubscribe=One-Click"));
        // The link works once, without being logged in.
        let path = link.strip_prefix(BASE).expect("site link").to_owned();
        let mut stranger = Client::new(db.app_with(config(&smtp)));
        stranger.host = "halma.test".to_owned();
        // Opening the link only asks (a mail scanner confirms nothing); the
        // button confirms, once.
        let asked = stranger.get(&path).await;
        asked.expect_status(200);
        assert!(asked.contains("Confirm this address"), "{}", asked.body);
        assert!(!ann.get("/account/notifications").await.contains("id=\"email-verified\""));
        stranger.post_exact(&path, &[]).await.expect_redirect("/account/notifications?saved=verified");
        stranger.get(&path).await.expect_status(404);
        stranger.post_exact(&path, &[]).await.expect_status(404);
        let page = ann.get("/account/notifications").await;
        assert!(page.contains("id=\"email-verified\""), "{}", page.body);
        assert!(page.contains("ann@example.org"), "{}", page.body);
        // Nothing went out twice.
        assert_eq!(send_all(&db, &smtp).await, 0);
        assert_eq!(smtp.messages().len(), 1);
    }

    async fn one_turn_mail_per_absence(db) {
        let smtp = SmtpReceiver::start().await;
        let (mut ann, ann_id) = player(&db, "ann", &smtp).await;
        let (mut bob, bob_id) = player(&db, "bob", &smtp).await;
        verified(&db, &smtp, &mut ann, &[("email", "ann@example.org"), ("on_turn", "on")]).await;
        let rules = Rules::new(Variant::Halma8x8);
        let (one, two, three) = (
            db.new_game(rules, bob_id, ann_id, 3).await,
            db.new_game(rules, bob_id, ann_id, 3).await,
            db.new_game(rules, bob_id, ann_id, 3).await,
        );
        // Ann is away: Bob's first move mails her once ...
        first_move(&mut bob, one).await;
        assert_eq!(send_all(&db, &smtp).await, 1);
        let mail = smtp.messages().last().cloned().expect("a turn mail");
        assert_eq!(mail.to, vec!["ann@example.org".to_owned()]);
        assert_eq!(mail.subject(), "Your turn against bob");
        assert_eq!(mail.link(&format!("{BASE}/games/")).as_deref(), Some(format!("{BASE}/games/{one}").as_str()));
        let unsubscribe = mail.header("List-Unsubscribe").expect("List-Unsubscribe");
        assert!(unsubscribe.starts_with(&format!("<{BASE}/unsubscribe/{ann_id}/")), "{unsubscribe}");
        assert_eq!(mail.header("List-Unsubscribe-Post").as_deref(), Some("List-Unsubscribe=One-Click"));
        // ... and his next move, before she came back, mails nothing.
        first_move(&mut bob, two).await;
        assert_eq!(send_all(&db, &smtp).await, 0);
        // Her visit re-arms it.
        ann.get("/status").await.expect_status(200);
        first_move(&mut bob, three).await;
        assert_eq!(send_all(&db, &smtp).await, 1);
        let last = smtp.messages().last().cloned().expect("mail");
        assert_eq!(last.link(&format!("{BASE}/games/")).as_deref(), Some(format!("{BASE}/games/{three}").as_str()));
        assert_eq!(smtp.messages().len(), 3);
        // Bob asked for nothing: his turns mail nothing.
        assert_eq!(db.count("SELECT COUNT(*) FROM outbox").await, 3);
    }

    async fn unsubscribing_takes_one_click_and_no_log_in(db) {
        let smtp = SmtpReceiver::start().await;
        let (mut ann, ann_id) = player(&db, "ann", &smtp).await;
        let (mut bob, bob_id) = player(&db, "bob", &smtp).await;
        let mail = verified(&db, &smtp, &mut ann, &[("email", "ann@example.org"), ("on_turn", "on"), ("low_time", "on")]).await;
        let header = mail.header("List-Unsubscribe").expect("header");
        let link = header.trim_start_matches('<').trim_end_matches('>');
        let path = link.strip_prefix(BASE).expect("site link").to_owned();
        let mut mail_program = Client::new(db.app_with(config(&smtp)));
        mail_program.host = "halma.test".to_owned();
        // A wrong secret opens nothing.
        mail_program.get(&format!("/unsubscribe/{ann_id}/not-the-key")).await.expect_status(404);
        // GET asks first and changes nothing.
        let ask = mail_program.get(&path).await;
        ask.expect_status(200);
        assert!(ask.contains("Unsubscribe"), "{}", ask.body);
        let game = db.new_game(Rules::new(Variant::Halma8x8), bob_id, ann_id, 3).await;
        // The one-click POST of RFC 8058, with no cookie and no form token.
        let done = mail_program.post_exact(&path, &[("List-Unsubscribe", "One-Click")]).await;
        done.expect_status(200);
        assert!(done.contains("id=\"unsubscribed\""), "{}", done.body);
        first_move(&mut bob, game).await;
        assert_eq!(send_all(&db, &smtp).await, 0);
        let page = ann.get("/account/notifications").await;
        assert!(!page.contains("name=\"on_turn\" value=\"on\" checked"), "{}", page.body);
    }

    async fn the_digest_goes_at_its_hour_and_the_low_time_alarm_once(db) {
        let smtp = SmtpReceiver::start().await;
        let (mut ann, ann_id) = player(&db, "ann", &smtp).await;
        let (_, bob_id) = player(&db, "bob", &smtp).await;
        // Ann lives in Tokyo (UTC+9) and wants her digest at 20:00 there.
        ann.get("/account/profile").await.expect_status(200);
        db.execute(&format!("UPDATE users SET time_zone = 'Asia/Tokyo' WHERE id = '{ann_id}'")).await;
        verified(&db, &smtp, &mut ann, &[("email", "ann@example.org"), ("digest", "on"), ("digest_hour", "20"), ("low_time", "on")]).await;
        let rules = Rules::new(Variant::Halma8x8);
        // Two games where it is Ann's turn (she is White), the second more urgent.
        let relaxed = db.new_game(rules, ann_id, bob_id, 5).await;
        let urgent = db.new_game(rules, ann_id, bob_id, 2).await;
        let settings = db.store.notifications().notification_settings(ann_id).await.expect("read").expect("saved");
        let due = settings.next_digest_at.expect("a digest is due");
        assert_eq!((due.hour(), due.minute()), (11, 0), "20:00 in Tokyo is 11:00 UTC: {due}");
        let store = db.store.as_ref();
        // An hour before: nothing.
        let before = due - Duration::hours(1);
        notify::sweep(store, before - Duration::minutes(1), before).await.expect("sweep");
        assert_eq!(send_all(&db, &smtp).await, 0);
        // At the hour: one digest, most urgent first.
        let swept = notify::sweep(store, before, due).await.expect("sweep");
        assert_eq!(swept.digests, 1);
        assert_eq!(send_at(&db, &smtp, due).await, 1);
        let digest = smtp.messages().last().cloned().expect("digest");
        assert_eq!(digest.subject(), "Halma: your turn in 2 games");
        let text = digest.text();
        let (u, r) = (text.find(&format!("{BASE}/games/{urgent}")).expect("urgent listed"), text.find(&format!("{BASE}/games/{relaxed}")).expect("relaxed listed"));
        assert!(u < r, "most urgent first: {text}");
        // A second sweep in the same hour, and another process's, send none.
        notify::sweep(store, due, due + Duration::minutes(1)).await.expect("sweep");
        assert_eq!(send_at(&db, &smtp, due + Duration::minutes(1)).await, 0);
        // The next is tomorrow at the same hour.
        let next = db.store.notifications().notification_settings(ann_id).await.expect("read").expect("saved").next_digest_at.expect("next");
        assert_eq!(next - due, Duration::days(1));

        // Low time: the urgent game's deadline comes within a day at (deadline - 24h).
        let game = db.store.games().game(urgent).await.expect("read").expect("game");
        let alarm_at = game.turn_deadline - Duration::hours(24) + Duration::minutes(1);
        let swept = notify::sweep(store, alarm_at - Duration::minutes(2), alarm_at).await.expect("sweep");
        assert_eq!(swept.low_time, 1);
        // The same window swept again (another process) writes nothing more.
        let again = notify::sweep(store, alarm_at - Duration::minutes(2), alarm_at).await.expect("sweep");
        assert_eq!(again.low_time, 0);
        assert_eq!(send_at(&db, &smtp, alarm_at).await, 1);
        let alarm = smtp.messages().last().cloned().expect("alarm");
        assert_eq!(alarm.subject(), "Less than a day left against bob");
        assert_eq!(alarm.link(&format!("{BASE}/games/")).as_deref(), Some(format!("{BASE}/games/{urgent}").as_str()));
        assert_eq!(send_at(&db, &smtp, alarm_at).await, 0);
    }

    async fn without_an_smtp_server_the_page_says_no_mail_is_sent(db) {
        let (mut ann, _) = db.player("ann").await;
        let page = ann.get("/account/notifications").await;
        page.expect_status(200);
        assert!(page.contains("id=\"no-mail\""), "{}", page.body);
        // The visitor who is not logged in is sent to log in.
        let mut visitor = db.client();
        assert_eq!(visitor.get("/account/notifications").await.status.as_u16(), 303);
    }

    async fn the_private_feed_lists_turns_invitations_and_finished_games(db) {
        let smtp = SmtpReceiver::start().await;
        let (mut ann, ann_id) = player(&db, "ann", &smtp).await;
        let (mut bob, bob_id) = player(&db, "bob", &smtp).await;
        let rules = Rules::new(Variant::Halma8x8);
        let finished = db.new_game(rules, ann_id, bob_id, 3).await;
        db.store.games().finish_game(finished, 0, GameStatus::Active, Verdict::resignation(Color::Black), now()).await.expect("finish");
        let turn = db.new_game(rules, ann_id, bob_id, 3).await;
        // Bob invites Ann.
        bob.get("/waiting-room/new").await.expect_status(200);
        bob.post("/waiting-room/new", &[("game", "halma-8x8"), ("colour", "white"), ("days", "3"), ("opponent", "ann")]).await;
        ann.get("/account/notifications").await.expect_status(200);
        ann.post("/account/notifications/feed", &[]).await.expect_redirect("/account/notifications?saved=feed");
        let page = ann.get("/account/notifications").await;
        let url = page.body.split("id=\"feed-url\" href=\"").nth(1).and_then(|r| r.split('"').next()).expect("the feed's address").to_owned();
        assert!(url.starts_with(&format!("{BASE}/feeds/")) && url.ends_with(".atom"), "{url}");
        let path = url.strip_prefix(BASE).expect("site").to_owned();
        let mut reader = Client::new(db.app_with(config(&smtp)));
        let feed = reader.get(&path).await;
        feed.expect_status(200);
        assert!(feed.body.contains("<feed xmlns=\"http://www.w3.org/2005/Atom\">"), "{}", feed.body);
        assert!(feed.body.contains(&format!("<link href=\"{BASE}/games/{turn}\"/>")), "{}", feed.body);
        assert!(feed.body.contains("Your turn against bob"), "{}", feed.body);
        assert!(feed.body.contains(&format!("<link href=\"{BASE}/games/{finished}\"/>")), "{}", feed.body);
        assert!(feed.body.contains("Game against bob won"), "{}", feed.body);
        let invites = db.count("SELECT COUNT(*) FROM offers WHERE invited_id IS NOT NULL").await;
        if invites > 0 {
            assert!(feed.body.contains("bob invites you"), "{}", feed.body);
        }
        // Newest first: the entries' times never rise.
        let times: Vec<&str> = feed.body.split("<updated>").skip(2).filter_map(|s| s.split('<').next()).collect();
        let mut sorted = times.clone();
        sorted.sort_by(|a, b| b.cmp(a));
        assert_eq!(times, sorted);
        // Replaced, the old address opens nothing; Bob's feed is not Ann's.
        ann.post("/account/notifications/feed", &[]).await.expect_status(303);
        reader.get(&path).await.expect_status(404);
        reader.get("/feeds/nothing.atom").await.expect_status(404);
    }

    /// The games for more than two in the feed: the player's turn, the
    /// end once it came, and nothing while another seat is to move.
    async fn the_private_feed_lists_the_games_for_more_than_two(db) {
        use halma::domain::seat_play;
        use halma_rules::{SeatRules, SeatVariant};
        let smtp = SmtpReceiver::start().await;
        let (mut ann, ann_id) = player(&db, "ann", &smtp).await;
        let mut others = Vec::new();
        for name in ["bob", "cid", "dee"] {
            others.push(player(&db, name, &smtp).await.1);
        }
        let four = |first: UserId, second: UserId| vec![first, second, others[1], others[2]];
        let rules = SeatRules::new(SeatVariant::Halma16x16Four);
        let turn = db.new_seat_game(rules, four(ann_id, others[0]), 3).await;
        let waiting = db.new_seat_game(rules, four(others[0], ann_id), 3).await;
        let won = db.new_seat_game(rules, four(ann_id, others[0]), 3).await;
        // The other three resign, one ply each: Ann is the last seat standing.
        for (ply, other) in others.iter().enumerate() {
            seat_play::resign(db.store.as_ref(), won, *other, ply as i64, now()).await.expect("resigns");
        }
        ann.post("/account/notifications/feed", &[]).await.expect_redirect("/account/notifications?saved=feed");
        let page = ann.get("/account/notifications").await;
        let url = page.body.split("id=\"feed-url\" href=\"").nth(1).and_then(|r| r.split('"').next()).expect("the feed's address").to_owned();
        let mut reader = Client::new(db.app_with(config(&smtp)));
        let feed = reader.get(url.strip_prefix(BASE).expect("site")).await;
        feed.expect_status(200);
        let entry = |game: halma::store::GameId| {
            let link = format!("<link href=\"{BASE}/games/{game}\"/>");
            feed.body.split("<entry>").find(|e| e.contains(&link)).map(str::to_owned)
        };
        let mine = entry(turn).expect("the turn's entry");
        assert!(mine.contains("Your turn (") && mine.contains("bob"), "{mine}");
        assert!(entry(waiting).is_none(), "{}", feed.body);
        let end = entry(won).expect("the end's entry");
        assert!(end.contains(": won</title>"), "{end}");
    }

    async fn a_waiting_page_hears_of_the_opponents_move(db) {
        let (mut ann, ann_id) = db.player("ann").await;
        let (mut bob, bob_id) = db.player("bob").await;
        let game = db.new_game(Rules::new(Variant::Halma8x8), bob_id, ann_id, 3).await;
        // Ann waits: her page names the events; Bob's (his turn) does not.
        let waiting = ann.get(&format!("/games/{game}")).await;
        assert!(waiting.contains(&format!("data-live-events=\"/games/{game}/events?ply=0\"")), "{}", waiting.body);
        assert!(waiting.contains("<script src=\"/static/live.js\""), "{}", waiting.body);
        let to_move = bob.get(&format!("/games/{game}")).await;
        assert!(!to_move.contains("data-live-events=\"/games/"), "{}", to_move.body);
        let script = ann.get("/static/live.js").await;
        script.expect_status(200);
        assert!(script.contains("EventSource"));
        bob.post(&format!("/games/{game}/move"), &[("ply", "0"), ("path", "g3-f4")]).await.expect_status(303);
        let events = ann.get(&format!("/games/{game}/events?ply=0")).await;
        events.expect_status(200);
        assert!(events.contains("event: move"), "{}", events.body);
        assert!(events.contains("data: 1"), "{}", events.body);
        // A reverse proxy is told not to hold the stream in its buffer.
        let unbuffered = |page: &crate::support::Page| {
            page.headers.get("x-accel-buffering").and_then(|v| v.to_str().ok()).map(str::to_owned)
        };
        assert_eq!(unbuffered(&events).as_deref(), Some("no"));
        // The JSON API has the same stream.
        let api = ann.get(&format!("/api/v1/games/{game}/events?ply=0")).await;
        assert!(api.contains("event: move"), "{}", api.body);
        assert_eq!(unbuffered(&api).as_deref(), Some("no"));
        // The status page's stream tells of the new turn.
        let status = ann.get("/status").await;
        assert!(status.contains("data-live-events=\"/status/events\""), "{}", status.body);
    }

    async fn invitations_and_messages_are_mailed_to_who_asked(db) {
        let smtp = SmtpReceiver::start().await;
        let (mut ann, _) = player(&db, "ann", &smtp).await;
        let (mut bob, _) = player(&db, "bob", &smtp).await;
        verified(&db, &smtp, &mut ann, &[("email", "ann@example.org"), ("invitations", "on")]).await;
        bob.get("/waiting-room/new").await.expect_status(200);
        bob.post("/waiting-room/new", &[("game", "halma-8x8"), ("camp", "deadline"), ("repetition", "auto"), ("colour", "white"), ("days", "3"), ("opponent", "ann")]).await.expect_status(303);
        bob.get("/messages/new?to=ann").await.expect_status(200);
        bob.post("/messages/new", &[("to", "ann"), ("subject", "Hello"), ("body", "A game?")]).await.expect_status(303);
        assert_eq!(send_all(&db, &smtp).await, 2);
        let mails = smtp.messages();
        let subjects: Vec<String> = mails[1..].iter().map(Received::subject).collect();
        assert!(subjects.contains(&"You are invited to a game of Halma".to_owned()), "{subjects:?}");
        assert!(subjects.contains(&"A message for you on Halma".to_owned()), "{subjects:?}");
        assert!(mails[1..].iter().all(|m| m.to == vec!["ann@example.org".to_owned()] && m.header("List-Unsubscribe").is_some()));
        // Ann asked for nothing of the kind back: her reply mails Bob nothing.
        ann.get("/messages/new?to=bob").await.expect_status(200);
        ann.post("/messages/new", &[("to", "bob"), ("subject", "Yes"), ("body", "Sure")]).await.expect_status(303);
        assert_eq!(send_all(&db, &smtp).await, 0);
    }

    async fn the_seat_whose_turn_it_is_gets_the_turn_mail_in_a_game_for_four(db) {
        use halma::store::NewSeatGame;
        let smtp = SmtpReceiver::start().await;
        let (mut wim, wim_id) = player(&db, "wim", &smtp).await;
        let (mut rea, rea_id) = player(&db, "rea", &smtp).await;
        let (_, bas_id) = player(&db, "bas", &smtp).await;
        let (_, gus_id) = player(&db, "gus", &smtp).await;
        verified(&db, &smtp, &mut rea, &[("email", "rea@example.org"), ("on_turn", "on")]).await;
        let t = now();
        let game = db.store.seat_games().create_seat_game(NewSeatGame {
            rules: halma_rules::SeatRules::new(halma_rules::SeatVariant::Halma16x16Four),
            players: vec![wim_id, rea_id, bas_id, gus_id],
            days_per_move: 3,
            at: t,
            rated: true,
            clock: halma::model::clock::ClockTerms::default(),
            first_deadline: t + Duration::days(3),
        }).await.expect("a game");
        wim.get(&format!("/games/{game}")).await.expect_status(200);
        wim.post(&format!("/games/{game}/move"), &[("ply", "0"), ("path", "m2-l3")]).await.expect_status(303);
        assert_eq!(send_all(&db, &smtp).await, 1);
        let mail = smtp.messages().last().cloned().expect("a turn mail");
        assert_eq!(mail.to, vec!["rea@example.org".to_owned()]);
        // The subject is written in RFC 2047 words where it is not ASCII (16×16).
        let subject = mail.subject();
        assert!(subject.starts_with("Your turn in Halma ") && subject.ends_with(" for four with wim, bas, gus"), "{subject}");
        assert_eq!(mail.link(&format!("{BASE}/games/")).as_deref(), Some(format!("{BASE}/games/{game}").as_str()));
        // Her feed has the turn too.
        rea.get("/account/notifications").await.expect_status(200);
        rea.post("/account/notifications/feed", &[]).await.expect_redirect("/account/notifications?saved=feed");
        let page = rea.get("/account/notifications").await;
        let url = page.body.split("id=\"feed-url\" href=\"").nth(1).and_then(|r| r.split('"').next()).expect("the feed's address").to_owned();
        let path = url.strip_prefix(BASE).expect("site").to_owned();
        let feed = Client::new(db.app_with(config(&smtp))).get(&path).await;
        feed.expect_status(200);
        assert!(feed.body.contains(&format!("<link href=\"{BASE}/games/{game}\"/>")), "{}", feed.body);
        assert!(feed.body.contains("Your turn (red) in Halma"), "{}", feed.body);
    }
}
