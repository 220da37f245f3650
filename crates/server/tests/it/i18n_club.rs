//! The club's pages in each language: the ladders, a tournament, the
//! statistics (a share written the language's way) and an admin page, asked
//! for with `Accept-Language`, say that language's words, and English stays
//! as it was.

use halma::store::{now, UserId};
use halma_rules::Variant;
use time::Duration;

use crate::support::{Client, Page, TestDb};

/// Each page's words in each language: (language, words it shows, words of
/// the other languages it must not show, unless its own say the same).
fn check(page: &Page, lang: &str, table: &[(&str, &[&str])]) {
    let own: &[&str] = table
        .iter()
        .find(|(l, _)| *l == lang)
        .map_or(&[], |(_, w)| w);
    for (l, words) in table {
        for w in *words {
            if *l == lang {
                assert!(page.contains(w), "{lang} lacks {w:?}: {}", page.body);
            } else if !own.iter().any(|o| o.contains(w)) {
                assert!(!page.contains(w), "{lang} says {l}'s {w:?}");
            }
        }
    }
}

async fn admin(db: &TestDb, name: &str) -> (Client, UserId) {
    let (client, id) = db.player(name).await;
    db.store.users().set_admin(id, true).await.expect("promote");
    (client, id)
}

const LADDER: &str = "/ladders/halma-8x8";

both_backends! {
    async fn the_ladders_speak_the_reader_s_language(db) {
        let mut visitor = db.client();
        let table: &[(&str, &[&str])] = &[
            ("en", &["<h1>Ladders</h1>", "Not open yet: no admin has set it up.", ">Challenge games</th>"]),
            ("de", &["<h1>Ranglisten</h1>", "Noch nicht eröffnet", ">Herausforderungspartien</th>"]),
            ("fr", &["<h1>Échelles</h1>", "Pas encore ouverte", ">Parties de défi</th>"]),
            ("nl", &["<h1>Ladders</h1>", "Nog niet open", ">Uitdagingspartijen</th>"]),
        ];
        for lang in ["en", "de", "fr", "nl"] {
            let page = visitor.page_in("/ladders", lang).await;
            check(&page, lang, table);
        }

        // An admin sets the ladder up; a player joins; the ladder's page.
        let (mut root, _) = admin(&db, "root").await;
        root.get(LADDER).await;
        root.post(
            &format!("{LADDER}/settings"),
            &[
                ("game", "halma-8x8"), ("camp", "deadline"), ("repetition", "auto"),
                ("clock", "per-move"), ("days", "5"), ("weekends", "on"),
                ("vacation", "forbidden"), ("rated", "yes"), ("reach", "3"), ("idle_days", "30"),
            ],
        ).await.expect_redirect(LADDER);
        // A settings error, in English and in German.
        let settings = |reach: &'static str| {
            vec![
                ("game", "halma-8x8"), ("camp", "deadline"), ("repetition", "auto"),
                ("clock", "per-move"), ("days", "5"), ("weekends", "on"),
                ("vacation", "forbidden"), ("rated", "yes"), ("reach", reach), ("idle_days", "30"),
            ]
        };
        let refused = root.post(&format!("{LADDER}/settings"), &settings("99")).await;
        refused.expect_status(400);
        assert!(refused.contains("The reach must be a whole number of places from 1 to 20."), "{}", refused.body);
        root.set_cookie("lang", "de");
        let refused = root.post(&format!("{LADDER}/settings"), &settings("99")).await;
        refused.expect_status(400);
        assert!(refused.contains("Die Reichweite muss eine ganze Zahl von Plätzen zwischen 1 und 20 sein."), "{}", refused.body);
        assert!(refused.contains(">Einstellungen speichern</button>"));
        // The form's choices in German, on the refusal and on the page.
        assert!(refused.contains("Dieselben Tage für jeden Zug"), "{}", refused.body);
        let page = root.page_in(LADDER, "de").await;
        assert!(page.contains("Die übliche Regel des Spiels"), "{}", page.body);
        assert!(!page.contains("The game&#x27;s usual rule") && !page.contains("The game's usual rule"), "{}", page.body);
        let (mut alice, _) = db.player("alice").await;
        alice.get(LADDER).await;
        alice.post(&format!("{LADDER}/join"), &[]).await.expect_redirect(LADDER);
        let table: &[(&str, &[&str])] = &[
            ("en", &["You are number 1 of 1.", "Challenge games: ", "up to\n3 places above", "for 30 days drops to the bottom", ">joined<", "5 days per move", "; rated. "]),
            ("de", &["Du bist auf Platz 1 von 1.", "Herausforderungspartien: ", "3 Plätze", "30 Tage", ">beigetreten<", "5 Tage pro Zug", "; gewertet. "]),
            ("fr", &["Vous êtes numéro 1 sur 1.", "Parties de défi : ", "3 places", "30 jours", ">a rejoint l’échelle<", "; classée. "]),
            ("nl", &["Je staat op plaats 1 van 1.", "Uitdagingspartijen: ", "3 plaatsen", "30 dagen", ">doet mee<", "; met rating. "]),
        ];
        for lang in ["en", "de", "fr", "nl"] {
            let page = alice.page_in(LADDER, lang).await;
            check(&page, lang, table);
        }
        // The moments as each language writes them.
        let today = now();
        let english = format!("{:04}-{:02}-{:02} ", today.year(), u8::from(today.month()), today.day());
        let german = format!("{:02}.{:02}.{:04} ", today.day(), u8::from(today.month()), today.year());
        assert!(alice.page_in(LADDER, "en").await.contains(&english));
        assert!(alice.page_in(LADDER, "de").await.contains(&german));
    }

    async fn a_tournament_speaks_the_reader_s_language(db) {
        let (mut boss, _) = admin(&db, "boss").await;
        boss.get("/tournaments").await;
        let at = now() + Duration::days(1);
        let deadline = format!("{}-{:02}-{:02}T{:02}:{:02}", at.year(), u8::from(at.month()), at.day(), at.hour(), at.minute());
        let mut fields = vec![
            ("name", "Autumn Cup"), ("game", "halma-8x8"), ("camp", ""), ("repetition", "auto"),
            ("clock", "per-move"), ("days", "3"), ("weekends", "on"), ("vacation", "allowed"),
            ("rated", "yes"), ("format", "swiss"), ("rounds", "x"), ("min_players", "2"),
            ("max_players", "8"), ("deadline", deadline.as_str()),
        ];
        // A form error in English, then in French.
        let refused = boss.post("/tournaments/new", &fields).await;
        refused.expect_status(400);
        assert!(refused.contains("The number of rounds must be a whole number, not “x”."));
        boss.set_cookie("lang", "fr");
        let refused = boss.post("/tournaments/new", &fields).await;
        refused.expect_status(400);
        assert!(refused.contains("Le nombre de rondes doit être un nombre entier, pas « x »."), "{}", refused.body);
        assert!(refused.contains(">Annoncer le tournoi</button>"));
        // The form's choices, and an error of the game's terms, in German.
        boss.set_cookie("lang", "de");
        fields[5] = ("days", "0");
        let refused = boss.post("/tournaments/new", &fields).await;
        refused.expect_status(400);
        assert!(refused.contains("Tage pro Zug müssen eine ganze Zahl von 1 bis"), "{}", refused.body);
        assert!(refused.contains("Die übliche Regel des Spiels"), "{}", refused.body);
        assert!(!refused.contains("The game&#x27;s usual rule") && !refused.contains("The game's usual rule"), "{}", refused.body);
        fields[5] = ("days", "3");
        boss.set_cookie("lang", "en");
        fields[10] = ("rounds", "3");
        let made = boss.post("/tournaments/new", &fields).await;
        made.expect_status(303);
        let path = made.location.clone().expect("to the tournament");

        let table: &[(&str, &[&str])] = &[
            ("en", &["<dt>Sign-up deadline</dt>", "Swiss, 3 rounds", "Nobody has signed up yet.", "3 days per move; vacation allowed", ">announced</dd>"]),
            ("de", &["<dt>Anmeldeschluss</dt>", "Schweizer System, 3 Runden", "Noch hat sich niemand angemeldet.", "3 Tage pro Zug; Urlaub erlaubt", ">angekündigt</dd>"]),
            ("fr", &["<dt>Date limite d’inscription</dt>", "Système suisse, 3 rondes", "Personne ne s’est encore inscrit.", "; vacances autorisées", ">annoncé</dd>"]),
            ("nl", &["<dt>Deadline voor aanmelden</dt>", "Zwitsers systeem, 3 ronden", "Nog niemand heeft zich aangemeld.", "; vakantie toegestaan", ">aangekondigd</dd>"]),
        ];
        let mut visitor = db.client();
        for lang in ["en", "de", "fr", "nl"] {
            let page = visitor.page_in(&path, lang).await;
            check(&page, lang, table);
        }
        let table: &[(&str, &[&str])] = &[
            ("en", &["<h2 id=\"announced\">Announced</h2>", "No tournament is running.", "sign-up until "]),
            ("de", &["<h2 id=\"announced\">Angekündigt</h2>", "Gerade läuft kein Turnier.", "Anmeldung bis "]),
            ("fr", &["<h2 id=\"announced\">Annoncés</h2>", "Aucun tournoi n’est en cours.", "inscriptions jusqu’au "]),
            ("nl", &["<h2 id=\"announced\">Aangekondigd</h2>", "Er is geen toernooi bezig.", "aanmelden tot "]),
        ];
        for lang in ["en", "de", "fr", "nl"] {
            let page = visitor.page_in("/tournaments", lang).await;
            check(&page, lang, table);
        }
        // Signed up: the notice in Dutch.
        let (mut alice, _) = db.player("alice").await;
        alice.get(&path).await;
        alice.post(&format!("{path}/signup"), &[]).await.expect_status(303);
        let page = alice.page_in(&format!("{path}?done=signed-up"), "nl").await;
        assert!(page.contains("Je bent aangemeld."));
        assert!(page.contains(">Terugtrekken</button>"));
    }

    async fn the_statistics_speak_the_reader_s_language(db) {
        let (mut alice, a) = db.player("alice").await;
        let (_, b) = db.player("bob").await;
        let (_, c) = db.player("cid").await;
        let s = db.store.as_ref();
        crate::stats::three_endings(s, a, b, c).await;
        let table: &[(&str, &[&str])] = &[
            ("en", &["<th scope=\"row\">White wins</th><td>1</td><td>33.33 %</td>", "<th scope=\"row\">Out of time</th><td>1</td>", "data-stat=\"average\">4.3<", "Statistics: Halma"]),
            ("de", &["<th scope=\"row\">Siege von Weiß</th><td>1</td><td>33,33 %</td>", "<th scope=\"row\">Zeit abgelaufen</th><td>1</td>", "data-stat=\"average\">4,3<", "Statistik: Halma"]),
            ("fr", &["<th scope=\"row\">Victoires des Blancs</th><td>1</td>", "<th scope=\"row\">Temps écoulé</th><td>1</td>", "data-stat=\"average\">4,3<", "Statistiques : Halma"]),
            ("nl", &["<th scope=\"row\">Winst voor wit</th><td>1</td>", "<th scope=\"row\">Tijd verstreken</th><td>1</td>", "data-stat=\"average\">4,3<", "Statistieken: Halma"]),
        ];
        for lang in ["en", "de", "fr", "nl"] {
            let page = alice.page_in("/stats/halma-8x8", lang).await;
            check(&page, lang, table);
        }
        // The leaderboard and the news.
        let table: &[(&str, &[&str])] = &[
            ("en", &[": ratings</h1>", "<h1>News</h1>", "No news."]),
            ("de", &[": Wertungen</h1>", "<h1>Neuigkeiten</h1>", "Keine Neuigkeiten."]),
            ("fr", &[" : cotes</h1>", "<h1>Nouvelles</h1>", "Aucune nouvelle."]),
            ("nl", &[": ratings</h1>", "<h1>Nieuws</h1>", "Geen nieuws."]),
        ];
        for lang in ["en", "de", "fr", "nl"] {
            let mut page = alice.page_in("/ratings/halma-8x8", lang).await;
            page.body.push_str(&alice.page_in("/news", lang).await.body);
            check(&page, lang, table);
        }
    }

    async fn the_admin_index_speaks_the_reader_s_language(db) {
        let (mut root, _) = admin(&db, "root").await;
        let (_, a) = db.player("alice").await;
        let (_, b) = db.player("bob").await;
        db.new_game(halma_rules::Rules::new(Variant::Halma8x8), a, b, 3).await;
        let table: &[(&str, &[&str])] = &[
            ("en", &["<h1>Admin</h1>", "No claims are waiting.", ">Log this user out</button>", ">Adjudicate</a>", "0 moves played"]),
            ("de", &["<h1>Verwaltung</h1>", "Keine Anträge warten.", ">Diesen Benutzer abmelden</button>", ">Entscheiden</a>", "0 Züge gespielt"]),
            ("fr", &["<h1>Administration</h1>", "Aucune demande n’attend.", ">Déconnecter cet utilisateur</button>", ">Arbitrer</a>"]),
            ("nl", &["<h1>Beheer</h1>", "Er wachten geen claims.", ">Deze gebruiker uitloggen</button>", ">Beslissen</a>"]),
        ];
        for lang in ["en", "de", "fr", "nl"] {
            let page = root.page_in("/admin", lang).await;
            check(&page, lang, table);
        }
        // A filter's error in German.
        root.set_cookie("lang", "de");
        let page = root.get("/admin?player=nobody").await;
        page.expect_status(400);
        assert!(page.contains("Es gibt keinen Spieler mit der Benutzerkennung „nobody“."), "{}", page.body);
        // The admins' news page and its form's errors; the API page.
        let page = root.post("/admin/news", &[("title", ""), ("body", "")]).await;
        page.expect_status(400);
        assert!(page.contains("Schreib einen Titel.") && page.contains("Schreib die Neuigkeit."), "{}", page.body);
        assert!(page.contains(">Neuigkeit veröffentlichen</button>"));
        let table: &[(&str, &[&str])] = &[
            ("en", &["<h1>The JSON API</h1>", "Who the token belongs to."]),
            ("de", &["<h1>Die JSON-API</h1>", "Wem das Token gehört."]),
            ("fr", &["<h1>L’API JSON</h1>", "À qui appartient le jeton."]),
            ("nl", &["<h1>De JSON-API</h1>", "Van wie het token is."]),
        ];
        root.set_cookie("lang", "");
        for lang in ["en", "de", "fr", "nl"] {
            let page = root.page_in("/api", lang).await;
            check(&page, lang, table);
        }
    }

    async fn an_admin_s_user_and_adjudication_pages_speak_the_reader_s_language(db) {
        let (mut root, _) = admin(&db, "root").await;
        let (_, a) = db.player("alice").await;
        let (mut bob, b) = db.player("bob").await;
        let id = db.new_game(halma_rules::Rules::new(Variant::Halma8x8), a, b, 3).await;
        let table: &[(&str, &[&str])] = &[
            ("en", &["<legend>Action</legend>", "Log out all their sessions", "<h2>Reports about alice</h2>", "No reports.", "0 moves played"]),
            ("de", &["<legend>Maßnahme</legend>", "Alle Sitzungen abmelden", "<h2>Meldungen über alice</h2>", "Keine Meldungen.", "0 Züge gespielt"]),
            ("fr", &["<legend>Action</legend>", "Déconnecter toutes ses sessions", "<h2>Signalements concernant alice</h2>", "Aucun signalement."]),
            ("nl", &["<legend>Actie</legend>", "Alle sessies uitloggen", "<h2>Meldingen over alice</h2>", "Geen meldingen."]),
        ];
        for lang in ["en", "de", "fr", "nl"] {
            let page = root.page_in("/admin/users/alice", lang).await;
            check(&page, lang, table);
        }
        // A report about her profile: its kind in the reader's words.
        bob.get("/report/profile/alice").await.expect_status(200);
        bob.post("/report/profile/alice", &[("reason", "Spam")]).await.expect_status(200);
        let page = root.page_in("/admin/users/alice", "de").await;
        assert!(page.contains("</a> (Profil): Spam"), "{}", page.body);
        let page = root.page_in("/admin/users/alice", "en").await;
        assert!(page.contains("</a> (profile): Spam"), "{}", page.body);
        let table: &[(&str, &[&str])] = &[
            ("en", &["<h1>Adjudicate: alice vs bob</h1>", "White (alice) wins", "<legend>Result</legend>", "Being played; alice to move."]),
            ("de", &["<h1>Entscheiden: alice gegen bob</h1>", "Weiß (alice) gewinnt", "<legend>Ergebnis</legend>", "Läuft; alice ist am Zug."]),
            ("fr", &["<h1>Arbitrer : alice contre bob</h1>", "Les Blancs (alice) gagnent", "<legend>Résultat</legend>", "En cours ; alice doit jouer."]),
            ("nl", &["<h1>Beslissen: alice tegen bob</h1>", "Wit (alice) wint", "<legend>Uitslag</legend>", "Wordt gespeeld; alice is aan zet."]),
        ];
        for lang in ["en", "de", "fr", "nl"] {
            let page = root.page_in(&format!("/admin/games/{id}"), lang).await;
            check(&page, lang, table);
        }
    }

    async fn the_ratings_profile_and_refusals_name_things_in_the_reader_s_language(db) {
        let (mut alice, _) = db.player("alice").await;
        // A game for more than two by its name in the leaderboard's title,
        // heading and menu.
        let table: &[(&str, &[&str])] = &[
            ("en", &["Sternhalma for three: ratings</h1>", ">Sternhalma for six</a>", ">Halma 16×16 for four</a>"]),
            ("de", &["Sternhalma zu dritt: Wertungen</h1>", ">Sternhalma zu sechst</a>", ">Halma 16×16 zu viert</a>"]),
            ("fr", &["Dames chinoises à trois : cotes</h1>", ">Halma 16×16 à quatre</a>"]),
            ("nl", &["Sterhalma met drie: ratings</h1>", ">Halma 16×16 met vier</a>"]),
        ];
        for lang in ["en", "de", "fr", "nl"] {
            let page = alice.page_in("/ratings/star-3", lang).await;
            check(&page, lang, table);
        }
        // The star's board on its rules page has its name in the reader's
        // language, and so have its holes.
        let page = alice.page_in("/rules/star-3", "de").await;
        assert!(page.contains(r#"aria-label="Spielbrett""#), "{}", page.body);
        assert!(!page.contains(r#"aria-label="Board""#) && !page.contains(", empty\""), "{}", page.body);
        // The local time on a profile: the day of the week in the reader's words.
        let page = alice.page_in("/users/alice", "de").await;
        let german = ["(Mo)", "(Di)", "(Mi)", "(Do)", "(Fr)", "(Sa)", "(So)"];
        let english = ["(Mon)", "(Tue)", "(Wed)", "(Thu)", "(Fri)", "(Sat)", "(Sun)"];
        assert!(german.iter().any(|d| page.contains(d)), "{}", page.body);
        assert!(!english.iter().any(|d| page.contains(d)), "{}", page.body);
        let page = alice.page_in("/users/alice", "en").await;
        assert!(english.iter().any(|d| page.contains(d)), "{}", page.body);
        // A page for admins only, and a reset link that leads nowhere.
        let page = alice.get_in("/admin", "de").await;
        page.expect_status(403);
        assert!(page.contains("Diese Seite ist nur für Admins."), "{}", page.body);
        let page = alice.get_in("/reset/no-such-link", "de").await;
        page.expect_status(404);
        assert!(page.contains("Link nicht nutzbar") && page.contains("Passwort vergessen?"), "{}", page.body);
        let page = alice.get_in("/reset/no-such-link", "en").await;
        page.expect_status(404);
        assert!(page.contains("Link not usable"), "{}", page.body);
    }
}
