//! The account's pages, the mails and the private feed in the reader's (or
//! the recipient's) language: a German player's mails are German, sent over
//! real SMTP to a receiver the test starts; a player without a language gets
//! the site's default; the feed speaks its owner's language; the account's
//! pages in German, French and Dutch, and English as it was.

use axum::{
    body::Body,
    http::{header, Method, Request},
};
use halma::{
    model::result::Verdict,
    notifications::mail::{drain, Mailer},
    store::{now, GameStatus},
    Config,
};
use halma_rules::{Color, Rules, Variant};

use crate::notifications::{
    config as mail_config, first_move, player as mail_player, send_all, verified, BASE,
};
use crate::support::{smtp::SmtpReceiver, Client, Page};

/// A GET with an `Accept-Language` header.
async fn get_in(client: &mut Client, path: &str, accept_language: &str) -> Page {
    let req = Request::builder()
        .method(Method::GET)
        .uri(path)
        .header(header::ACCEPT_LANGUAGE, accept_language);
    client.send(req.body(Body::empty()).expect("request")).await
}

/// Sets the account's language from its settings page.
async fn choose_language(client: &mut Client, code: &str) {
    client
        .get("/account/language")
        .await
        .expect_status(200);
    client
        .post("/account/language", &[("language", code)])
        .await
        .expect_redirect("/account/language?saved=1");
}

/// Whether `text` holds a German moment: `27.11.2026 14:05 UTC`.
fn has_german_moment(text: &str) -> bool {
    text.split(' ').any(|w| {
        let parts: Vec<&str> = w.split('.').collect();
        parts.len() == 3
            && parts[0].len() == 2
            && parts[1].len() == 2
            && parts[2].len() == 4
            && parts.iter().all(|p| p.chars().all(|c| c.is_ascii_digit()))
    })
}

both_backends! {
    async fn a_german_player_s_mails_are_german(db) {
        let smtp = SmtpReceiver::start().await;
        let (mut ann, ann_id) = mail_player(&db, "ann", &smtp).await;
        let (mut bob, bob_id) = mail_player(&db, "bob", &smtp).await;
        choose_language(&mut ann, "de").await;
        let check = verified(&db, &smtp, &mut ann, &[("email", "ann@example.org"), ("on_turn", "on")]).await;
        let text = check.text();
        assert!(text.contains("Jemand (hoffentlich du) hat darum gebeten"), "{text}");
        assert!(text.contains(&format!("Zum Bestätigen öffne:\n{BASE}/account/notifications/verify/")), "{text}");

        let game = db.new_game(Rules::new(Variant::Halma8x8), bob_id, ann_id, 3).await;
        first_move(&mut bob, game).await;
        assert_eq!(send_all(&db, &smtp).await, 1);
        let mail = smtp.messages().last().cloned().expect("a turn mail");
        assert_eq!(mail.to, vec!["ann@example.org".to_owned()]);
        assert_eq!(mail.subject(), "Du bist am Zug gegen bob");
        let text = mail.text();
        assert!(text.contains("bob hat in eurer Partie Halma"), "{text}");
        assert!(text.contains("gezogen. Du bist am Zug."), "{text}");
        assert!(text.contains(&format!("Zur Partie: {BASE}/games/{game}\n")), "{text}");
        assert!(text.contains("Dein Zug muss bis "), "{text}");
        assert!(has_german_moment(&text), "a German date: {text}");
        assert!(text.contains(&format!("Wenn du keine Mails mehr von dieser Seite bekommen willst: {BASE}/unsubscribe/{ann_id}/")), "{text}");
        // No English left in it.
        for english in ["Your turn", "has moved", "Play it", "due by", "To receive no more mail"] {
            assert!(!text.contains(english), "{english}: {text}");
        }
    }

    async fn without_a_language_a_mail_follows_the_site_s_default(db) {
        let smtp = SmtpReceiver::start().await;
        let (mut bob, _) = mail_player(&db, "bob", &smtp).await;
        // The browser's language is no recipient's language: the mail goes
        // in the site's default, Dutch here.
        bob.get("/account/notifications").await.expect_status(200);
        bob.set_cookie("lang", "fr");
        bob.post("/account/notifications", &[("email", "bob@example.org"), ("on_turn", "on")]).await.expect_status(303);
        let mailer = Mailer::from_config(&Config {
            default_language: "nl".parse().expect("nl"),
            ..mail_config(&smtp)
        })
        .expect("mailer")
        .expect("mail is set up");
        assert_eq!(drain(db.store.as_ref(), &mailer, now()).await.expect("drain"), 1);
        let mail = smtp.messages().last().cloned().expect("a verification mail");
        assert_eq!(mail.subject(), "Bevestig je e-mailadres voor Halma");
        let text = mail.text();
        assert!(text.contains("Iemand (hopelijk jij) heeft gevraagd"), "{text}");
        assert!(text.contains(&format!("Open om te bevestigen:\n{BASE}/account/notifications/verify/")), "{text}");

        // With the English default, the words as they always were.
        bob.post("/account/notifications", &[("email", "bob2@example.org"), ("on_turn", "on")]).await.expect_status(303);
        assert_eq!(send_all(&db, &smtp).await, 1);
        let mail = smtp.messages().last().cloned().expect("a verification mail");
        assert_eq!(mail.subject(), "Confirm your mail address for Halma");
        assert!(mail.text().starts_with(&format!(
            "Someone (you, we hope) asked for Halma's notifications to be sent to this address.\n\nTo confirm, open:\n{BASE}/account/notifications/verify/"
        )), "{}", mail.text());
    }

    async fn the_feed_speaks_its_owner_s_language(db) {
        let smtp = SmtpReceiver::start().await;
        let (mut ann, ann_id) = mail_player(&db, "ann", &smtp).await;
        let (_, bob_id) = mail_player(&db, "bob", &smtp).await;
        choose_language(&mut ann, "de").await;
        let rules = Rules::new(Variant::Halma8x8);
        let finished = db.new_game(rules, ann_id, bob_id, 3).await;
        db.store.games().finish_game(finished, 0, GameStatus::Active, Verdict::resignation(Color::Black), now()).await.expect("finish");
        db.new_game(rules, ann_id, bob_id, 3).await;
        ann.get("/account/notifications").await.expect_status(200);
        ann.post("/account/notifications/feed", &[]).await.expect_redirect("/account/notifications?saved=feed");
        let page = ann.get("/account/notifications").await;
        let url = page.body.split("id=\"feed-url\" href=\"").nth(1).and_then(|r| r.split('"').next()).expect("the feed's address").to_owned();
        let path = url.strip_prefix(BASE).expect("site").to_owned();
        // Whoever reads it, in whatever language: the owner's words.
        let mut reader = Client::new(db.app_with(mail_config(&smtp)));
        let feed = get_in(&mut reader, &path, "fr").await;
        feed.expect_status(200);
        assert!(feed.body.contains("<title>Halma: deine Partien</title>"), "{}", feed.body);
        assert!(feed.body.contains("<title>Du bist am Zug gegen bob</title>"), "{}", feed.body);
        assert!(feed.body.contains("<title>Partie gegen bob gewonnen</title>"), "{}", feed.body);
        assert!(!feed.body.contains("Your turn"), "{}", feed.body);
    }
}
