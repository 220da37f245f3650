//! The account's pages, the mails and the private feed in the reader's (or
//! the recipient's) language: a German player's mails are German, sent over
//! real SMTP to a receiver the test starts; a player without a language gets
//! the site's default; the feed speaks its owner's language; the account's
//! pages in German, French and Dutch, and English as it was.

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
use crate::support::{smtp::SmtpReceiver, Client};

/// Sets the account's language from its settings page.
async fn choose_language(client: &mut Client, code: &str) {
    client.get("/account/language").await.expect_status(200);
    client
        .post("/account/language", &[("language", code)])
        .await
        .expect_redirect("/account/language?saved=1");
}

/// Whether `text` holds a German moment: `27.11.2026 14:05 UTC`.
fn has_german_moment(text: &str) -> bool {
    text.split(|c: char| !(c.is_ascii_digit() || c == '.'))
        .any(|w| {
            let parts: Vec<&str> = w.split('.').collect();
            parts.len() == 3
                && parts[0].len() == 2
                && parts[1].len() == 2
                && parts[2].len() == 4
                && parts.iter().all(|p| p.chars().all(|c| c.is_ascii_digit()))
        })
}

/// The account's pages and a heading (or words) each shows, per language.
const PAGES: &[(&str, [&str; 4])] = &[
    (
        "/account/board",
        [
            "<h1>Board preferences</h1>",
            "<h1>Brett-Einstellungen</h1>",
            "<h1>Préférences de plateau</h1>",
            "<h1>Bordvoorkeuren</h1>",
        ],
    ),
    (
        "/account/board",
        [
            "Wood (light and dark brown)",
            "Holz (hell- und dunkelbraun)",
            "Bois (brun clair et foncé)",
            "Hout (licht- en donkerbruin)",
        ],
    ),
    (
        "/account/data",
        [
            "<h1>Your data</h1>",
            "<h1>Deine Daten</h1>",
            "<h1>Vos données</h1>",
            "<h1>Je gegevens</h1>",
        ],
    ),
    (
        "/account/profile",
        [
            "<h1>Edit your profile</h1>",
            "<h1>Dein Profil bearbeiten</h1>",
            "<h1>Modifier votre profil</h1>",
            "<h1>Je profiel bewerken</h1>",
        ],
    ),
    (
        "/change-password",
        [
            "<h1>Change password</h1>",
            "<h1>Passwort ändern</h1>",
            "<h1>Changer de mot de passe</h1>",
            "<h1>Wachtwoord wijzigen</h1>",
        ],
    ),
    (
        "/change-password",
        [
            r#"<a href="/account/tokens">API tokens</a> let a program (a bot, an app) play as you through <a href="/api">the JSON API</a>."#,
            r#"Mit <a href="/account/tokens">API-Tokens</a> kann ein Programm (ein Bot, eine App) über <a href="/api">die JSON-API</a> in deinem Namen spielen."#,
            r#"Les <a href="/account/tokens">jetons d’API</a> permettent"#,
            r#"Met <a href="/account/tokens">API-tokens</a> kan een programma"#,
        ],
    ),
    (
        "/account/close",
        [
            "<h1>Close your account</h1>",
            "<h1>Dein Konto schließen</h1>",
            "<h1>Fermer votre compte</h1>",
            "<h1>Je account opheffen</h1>",
        ],
    ),
    (
        "/account/notifications",
        [
            "<legend>Mail me</legend>",
            "<legend>Schick mir eine Mail</legend>",
            "<legend>M’envoyer un e-mail</legend>",
            "<legend>Mail me</legend>",
        ],
    ),
    (
        "/account/notifications",
        [
            "<h2>Your private feed</h2>",
            "<h2>Dein privater Feed</h2>",
            "<h2>Votre flux privé</h2>",
            "<h2>Je privéfeed</h2>",
        ],
    ),
    (
        "/account/tokens",
        [
            "<h1>API tokens</h1>",
            "<h1>API-Tokens</h1>",
            "<h1>Jetons d’API</h1>",
            "<h1>API-tokens</h1>",
        ],
    ),
    (
        "/account/tokens",
        [
            r#"placeholder="my bot""#,
            r#"placeholder="mein Bot""#,
            r#"placeholder="mon bot""#,
            r#"placeholder="mijn bot""#,
        ],
    ),
    (
        "/account/vacation",
        [
            "<h1>Vacation</h1>",
            "<h1>Urlaub</h1>",
            "<h1>Vacances</h1>",
            "<h1>Vakantie</h1>",
        ],
    ),
    (
        "/account/vacation",
        [
            "days of vacation a year",
            "Urlaub im Jahr",
            "de vacances par an",
            "vakantie per jaar",
        ],
    ),
    (
        "/messages",
        [
            "<h1>Messages</h1>",
            "<h1>Nachrichten</h1>",
            "<h1>Messages</h1>",
            "<h1>Berichten</h1>",
        ],
    ),
    (
        "/messages",
        [
            ">New message</a>",
            ">Neue Nachricht</a>",
            ">Nouveau message</a>",
            ">Nieuw bericht</a>",
        ],
    ),
    (
        "/messages/new",
        [
            "<h1>New message</h1>",
            "<h1>Neue Nachricht</h1>",
            "<h1>Nouveau message</h1>",
            "<h1>Nieuw bericht</h1>",
        ],
    ),
];

const LANGS: [&str; 4] = ["en", "de", "fr", "nl"];

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
        let feed = reader.get_in(&path, "fr").await;
        feed.expect_status(200);
        assert!(feed.body.contains("<title>Halma: deine Partien</title>"), "{}", feed.body);
        assert!(feed.body.contains("<title>Du bist am Zug gegen bob</title>"), "{}", feed.body);
        assert!(feed.body.contains("<title>Partie gegen bob gewonnen</title>"), "{}", feed.body);
        assert!(!feed.body.contains("Your turn"), "{}", feed.body);
    }

    async fn the_account_s_pages_speak_the_reader_s_language(db) {
        let (mut ann, _) = db.player("ann").await;
        for (i, lang) in LANGS.iter().enumerate() {
            for (path, words) in PAGES {
                let page = ann.get_in(path, lang).await;
                page.expect_status(200);
                assert!(page.contains(&format!("<html lang=\"{lang}\">")), "{path} in {lang}");
                assert!(page.contains(words[i]), "{path} in {lang}: {}\n{}", words[i], page.body);
                for (j, other) in words.iter().enumerate() {
                    if other != &words[i] {
                        assert!(!page.contains(other), "{path} in {lang} says {}'s {other}", LANGS[j]);
                    }
                }
            }
        }
    }

    async fn a_conversation_and_its_errors_in_the_reader_s_language(db) {
        let (mut ann, _) = db.player("ann").await;
        db.player("bob").await;
        ann.get("/messages/new").await.expect_status(200);
        let sent = ann.post("/messages/new", &[("to", "bob"), ("subject", "Hallo"), ("body", "Eine Partie?")]).await;
        sent.expect_status(303);
        let thread = sent.location.clone().expect("the thread");
        for (lang, with, delete) in [
            ("en", "A conversation with <a href=\"/users/bob\">bob</a>.", "It goes from your messages only; bob keeps it."),
            ("de", "Ein Gespräch mit <a href=\"/users/bob\">bob</a>.", "Es verschwindet nur aus deinen Nachrichten; bob behält es."),
            ("fr", "Une conversation avec <a href=\"/users/bob\">bob</a>.", "Elle disparaît de vos messages seulement ; bob la garde."),
            ("nl", "Een gesprek met <a href=\"/users/bob\">bob</a>.", "Het verdwijnt alleen uit jouw berichten; bob houdt het."),
        ] {
            let page = ann.get_in(&thread, lang).await;
            page.expect_status(200);
            assert!(page.contains(&format!("<html lang=\"{lang}\">")));
            assert!(page.contains(with), "{lang}: {}", page.body);
            assert!(page.contains(delete), "{lang}: {}", page.body);
        }
        // A form's errors, in German.
        ann.set_cookie("lang", "de");
        ann.get("/messages/new").await.expect_status(200);
        let refused = ann.post("/messages/new", &[("to", "nobody"), ("subject", ""), ("body", "")]).await;
        refused.expect_status(400);
        for words in ["Es gibt keinen Spieler mit dem Benutzernamen „nobody“.", "Schreib einen Betreff.", "Schreib eine Nachricht."] {
            assert!(refused.contains(words), "{words}: {}", refused.body);
        }
        // In English, as they always were.
        ann.set_cookie("lang", "en");
        let refused = ann.post("/messages/new", &[("to", "nobody"), ("subject", ""), ("body", "")]).await;
        for words in ["There is no player with the userid “nobody”.", "Write a subject.", "Write a message."] {
            assert!(refused.contains(words), "{words}: {}", refused.body);
        }
        // The inbox's moments as German writes them.
        ann.set_cookie("lang", "de");
        let inbox = ann.get("/messages").await;
        assert!(has_german_moment(&inbox.body), "{}", inbox.body);
        // A token's day with the month's German name, its state in German.
        ann.get("/account/tokens").await.expect_status(200);
        let made = ann.post("/account/tokens", &[("name", "bot")]).await;
        made.expect_status(200);
        let today = now();
        let month = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"][usize::from(u8::from(today.month())) - 1];
        assert!(made.contains(&format!("<td>{}. {month} {}</td>", today.day(), today.year())), "{}", made.body);
        assert!(made.contains(">gültig</td>"), "{}", made.body);
        assert!(made.contains("Dein neues Token. Kopiere es jetzt"), "{}", made.body);
        // The profile's and the notifications' form errors, in Dutch.
        ann.set_cookie("lang", "nl");
        ann.get("/account/profile").await.expect_status(200);
        let refused = ann.post("/account/profile", &[("about", ""), ("time_zone", "Mars/Olympus")]).await;
        refused.expect_status(400);
        assert!(refused.contains("Geen tijdzone heeft deze naam."), "{}", refused.body);
        ann.get("/account/notifications").await.expect_status(200);
        let refused = ann.post("/account/notifications", &[("email", "not an address")]).await;
        assert!(refused.contains("Dat lijkt geen e-mailadres."), "{}", refused.body);
        // A notice after saving, in French.
        ann.set_cookie("lang", "fr");
        ann.get("/account/vacation?done=saved").await;
        let page = ann.get("/account/vacation?done=saved").await;
        assert!(page.contains("Votre réglage a été enregistré."), "{}", page.body);
    }
}
