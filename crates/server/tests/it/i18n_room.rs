//! The waiting room, New game (its labels, choices and a form error), the
//! status page and a profile in each language the browser asks for, with
//! game ids and userids as they are; and Fluent's plurals in German.

use axum::{
    body::Body,
    http::{header, Method, Request},
};
use halma::store::UserId;
use halma_rules::{Rules, Variant};

use crate::support::{Client, Page, TestDb};

/// A form posted with `Accept-Language` and the last page's token.
async fn post_in(client: &mut Client, path: &str, lang: &str, fields: &[(&str, &str)]) -> Page {
    let token = client.csrf().unwrap_or_default().to_owned();
    let mut all: Vec<(&str, &str)> = fields.to_vec();
    all.push(("csrf", &token));
    let mut req = Request::builder()
        .method(Method::POST)
        .uri(path)
        .header(header::ACCEPT_LANGUAGE, lang)
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded");
    if let Some(origin) = &client.origin {
        req = req.header(header::ORIGIN, origin);
    }
    let req = req
        .body(Body::from(serde_urlencoded::to_string(&all).expect("form")))
        .expect("request");
    client.send(req).await
}

fn says(page: &Page, lang: &str, words: &[&str]) {
    assert!(
        page.contains(&format!("<html lang=\"{lang}\">")),
        "{lang}: {}",
        &page.body[..page.body.len().min(200)]
    );
    for w in words {
        assert!(page.contains(w), "{lang} page lacks {w:?}:\n{}", page.body);
    }
}

fn never_says(page: &Page, lang: &str, words: &[&str]) {
    for w in words {
        assert!(!page.contains(w), "{lang} page says English {w:?}");
    }
}

/// White plays one move of Halma 8×8 through the page's form.
pub(crate) async fn play(client: &mut Client, game: halma::store::GameId, ply: &str, path: &str) {
    client
        .get(&format!("/games/{game}"))
        .await
        .expect_status(200);
    client
        .post(
            &format!("/games/{game}/move"),
            &[("ply", ply), ("path", path)],
        )
        .await
        .expect_status(303);
}

async fn two_players(db: &TestDb) -> ((Client, UserId), (Client, UserId)) {
    (db.player("alice").await, db.player("bob").await)
}

both_backends! {
    async fn the_waiting_room_speaks_each_language(db) {
        let ((mut alice, _), (mut bob, _)) = two_players(&db).await;
        alice.get("/waiting-room/new").await;
        alice
            .post("/waiting-room/new", &[("game", "halma-10x10"), ("days", "3")])
            .await
            .expect_status(303);
        let english = bob.get("/waiting-room").await;
        says(&english, "en", &["<h1>Waiting room</h1>", "Open games", ">Join</button>", "Halma 10×10", "3 days per move"]);
        for (lang, words) in [
            ("de", ["<h1>Warteraum</h1>", "Offene Spiele", ">Mitspielen</button>", "3 Tage pro Zug", "Angeboten von"]),
            ("fr", ["<h1>Salle d'attente</h1>", "Parties ouvertes", ">Rejoindre</button>", "3 jours par coup", "Proposée par"]),
            ("nl", ["<h1>Wachtkamer</h1>", "Open spellen", ">Meedoen</button>", "3 dagen per zet", "Aangeboden door"]),
        ] {
            let page = bob.get_in("/waiting-room", lang).await;
            page.expect_status(200);
            says(&page, lang, &words);
            // Ids, userids and addresses as they are.
            says(&page, lang, &["href=\"/rules/halma-10x10\"", "href=\"/users/alice\">alice</a>", "Halma 10×10"]);
            never_says(&page, lang, &["Open games", ">Join</button>", "House rules"]);
        }
        // A visitor's sentence with its links, in French.
        let mut visitor = db.client();
        let page = visitor.get_in("/waiting-room", "fr").await;
        says(&page, "fr", &[">Connectez-vous</a> ou <a href=\"/register\">créez un identifiant</a> pour en rejoindre une"]);
    }

    async fn new_game_shows_its_labels_choices_and_errors_in_each_language(db) {
        let (mut alice, _) = db.player("alice").await;
        for (lang, words) in [
            ("de", ["<h1>Neues Spiel</h1>", ">Steine im eigenen Hof</label>", ">Tage pro Zug</label>", ">Zufällig</option>", ">Spiel anbieten</button>", "Sternhalma zu viert"]),
            ("fr", ["<h1>Nouvelle partie</h1>", ">Pions restés au camp</label>", ">Jours par coup</label>", ">Tiré au sort</option>", ">Proposer la partie</button>", "Dames chinoises à quatre"]),
            ("nl", ["<h1>Nieuw spel</h1>", ">Stukken in het eigen kamp</label>", ">Dagen per zet</label>", ">Door loting</option>", ">Spel aanbieden</button>", "Sterhalma met vier"]),
        ] {
            let page = alice.get_in("/waiting-room/new", lang).await;
            page.expect_status(200);
            says(&page, lang, &words);
            // The choices' values and the fields' names stay.
            says(&page, lang, &["value=\"star-4\"", "value=\"random\"", "name=\"camp\"", "value=\"halma-8x8\""]);
            never_says(&page, lang, &["Pieces left at home", "Decided at random", "Post game"]);
        }
        // A bad field: the form says what is wrong in the reader's language.
        alice.get_in("/waiting-room/new", "de").await;
        let refused = post_in(&mut alice, "/waiting-room/new", "de", &[("game", "halma-8x8"), ("days", "99")]).await;
        refused.expect_status(400);
        says(&refused, "de", &["Tage pro Zug müssen eine ganze Zahl von 1 bis 30 sein, nicht „99“."]);
        never_says(&refused, "de", &["Days per move must be"]);
        // A clock field's error goes beside its field, in French.
        let refused = post_in(
            &mut alice,
            "/waiting-room/new",
            "fr",
            &[("game", "halma-8x8"), ("days", "3"), ("clock", "bank"), ("increment", "x")],
        )
        .await;
        refused.expect_status(400);
        says(&refused, "fr", &["L&#39;incrément doit être un nombre entier de jours de 0 à 7. Pas « x »."]);
        // English says what it always said.
        let refused = alice.post("/waiting-room/new", &[("game", "halma-8x8"), ("days", "99")]).await;
        refused.expect_status(400);
        assert!(refused.contains("Days per move must be a whole number from 1 to 30, not “99”."));
        // A game for more than two with a bad seat count, in Dutch.
        let refused = post_in(
            &mut alice,
            "/waiting-room/new",
            "nl",
            &[("game", "star-2"), ("days", "3"), ("opponent", "bob carol")],
        )
        .await;
        refused.expect_status(400);
        says(&refused, "nl", &["Sterhalma met twee heeft één plaats naast de jouwe: nodig hoogstens één speler uit."]);
    }

    async fn the_status_page_and_a_profile_speak_each_language_and_count_in_it(db) {
        let ((mut alice, a), (mut bob, b)) = two_players(&db).await;
        let game = db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await;
        let other = db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await;
        play(&mut alice, game, "0", "e1-d2").await;
        play(&mut alice, other, "0", "e1-d2").await;
        play(&mut bob, other, "1", "a5-b4").await;
        for (lang, words) in [
            ("en", ["<h1>Game status</h1>", "Waiting for your opponent", "Your turn", "(profile)"]),
            ("de", ["<h1>Spielstand</h1>", "Warten auf deinen Gegner", "Du bist am Zug", "(Profil)"]),
            ("fr", ["<h1>État des parties</h1>", "En attente de votre adversaire", "À vous de jouer", "(profil)"]),
            ("nl", ["<h1>Spelstatus</h1>", "Wachten op je tegenstander", "Jij bent aan zet", "(profiel)"]),
        ] {
            let page = alice.get_in("/status", lang).await;
            page.expect_status(200);
            says(&page, lang, &words);
            says(&page, lang, &[&format!("data-game=\"{game}\""), "href=\"/users/bob\"", "Halma 8×8"]);
        }
        let de = alice.get_in("/status", "de").await;
        says(&de, "de", &["Gegner am Zug, noch", "Zug 1", "Zug 2", ">Weiß<"]);
        never_says(&de, "de", &["Last move", "their turn", "Recently finished"]);
        // The profile counts moves with the language's plural.
        for (lang, one, two) in [
            ("en", "1 move played", "2 moves played"),
            ("de", "1 Zug gespielt", "2 Züge gespielt"),
            ("fr", "1 coup joué", "2 coups joués"),
            ("nl", "1 zet gespeeld", "2 zetten gespeeld"),
        ] {
            let page = bob.get_in("/users/alice", lang).await;
            page.expect_status(200);
            says(&page, lang, &[one, two, "<h1 id=\"profile\">alice", &format!("href=\"/games/{game}\"")]);
        }
        let fr = bob.get_in("/users/alice", "fr").await;
        says(&fr, "fr", &["Inscrit le", "Parties en cours", ">Inviter à une partie</a>", "aujourd&#39;hui"]);
        never_says(&fr, "fr", &["Joined", "Games in progress", "Invite to a game"]);
    }

    async fn the_api_keeps_a_terms_error_s_code_and_says_it_in_the_reader_s_language(db) {
        let (mut alice, _) = db.player("alice").await;
        let token = crate::api::make_token(&mut alice, "room").await;
        let mut client = db.client();
        for (accept, message) in [
            (None, "Days per move must be a whole number from 1 to 30, not “99”."),
            (Some("de"), "Tage pro Zug müssen eine ganze Zahl von 1 bis 30 sein, nicht „99“."),
            (Some("fr"), "Les jours par coup doivent être un nombre entier de 1 à 30, pas « 99 »."),
            (Some("nl"), "Dagen per zet moet een geheel getal van 1 tot 30 zijn, niet ‘99’."),
        ] {
            let mut req = Request::builder()
                .method(Method::POST)
                .uri("/api/v1/offers")
                .header(header::AUTHORIZATION, format!("Bearer {token}"))
                .header(header::CONTENT_TYPE, "application/json");
            if let Some(accept) = accept {
                req = req.header(header::ACCEPT_LANGUAGE, accept);
            }
            let body = serde_json::json!({"game": "halma-8x8", "days": 99}).to_string();
            let answer = client.send(req.body(Body::from(body)).expect("request")).await;
            answer.expect_status(400);
            let json: serde_json::Value = serde_json::from_str(&answer.body).expect("json");
            assert_eq!(json["code"], "invalid_days", "{accept:?}");
            assert_eq!(json["message"], message, "{accept:?}");
        }
    }

    async fn a_computer_player_s_label_follows_the_language(db) {
        let (mut alice, _) = db.player("alice").await;
        alice.get("/play-computer").await.expect_status(200);
        let page = alice.get_in("/play-computer", "de").await;
        says(&page, "de", &["<h1>Gegen den Computer spielen</h1>", ">Stufe 3 (computer-3)</option>", "value=\"computer-3\""]);
        // The computer's profile, where it exists.
        let profile = alice.get_in("/users/computer-3", "nl").await;
        if profile.status.as_u16() == 200 {
            says(&profile, "nl", &["(computer, niveau 3)", "Een computerspeler"]);
        }
    }
}

#[test]
fn the_search_s_userid_hint_says_in_english_what_the_rules_of_userids_say() {
    use halma::i18n::{t, Lang};
    assert_eq!(
        t(Lang::ENGLISH, "players-userid-hint"),
        halma::passwords::USERID_HINT
    );
    let de = Lang::from_code("de").expect("German");
    assert!(t(de, "players-userid-hint").starts_with("Eine Benutzerkennung"));
}
