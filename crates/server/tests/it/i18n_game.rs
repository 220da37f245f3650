//! The game pages in the reader's language, on both databases: the
//! two-player game page and the page of a game for more than two in German,
//! French and Dutch (`Accept-Language`) say that language's words (the
//! status line, the buttons, the clocks, the result, the squares' accessible
//! names, with plurals), while square names, move text and the page's hooks
//! stay as they are.

use halma::store::GameId;
use halma_rules::{Rules, Variant};

use crate::support::{Client, Page};

fn has_all(page: &Page, lang: &str, words: &[&str]) {
    for w in words {
        assert!(page.contains(w), "{lang} page lacks {w:?}:\n{}", page.body);
    }
}

fn has_none(page: &Page, lang: &str, words: &[&str]) {
    for w in words {
        assert!(!page.contains(w), "{lang} page says {w:?}");
    }
}

/// Plays White's `e1-d2` and Black's `a5-b4` through the Submit form.
async fn two_moves(alice: &mut Client, bob: &mut Client, id: GameId) {
    for (client, ply, path) in [(alice, "0", "e1-d2"), (bob, "1", "a5-b4")] {
        crate::i18n_room::play(client, id, ply, path).await;
    }
}

/// The English a translated game page no longer says.
const ENGLISH: &[&str] = &[
    "Your turn",
    ">Submit</button>",
    ">Start over</button>",
    ">Resign</button>",
    ">Clocks</h2>",
    ">Moves</h2>",
    ">House rules</h2>",
    "for this move",
    "Skip to the board",
];

both_backends! {
    async fn an_edited_address_s_move_is_refused_in_the_reader_s_words(db) {
        let (mut alice, a) = db.player("alice").await;
        let (_, b) = db.player("bob").await;
        let id = db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await;
        // The reason between the sentence's brackets, in each language.
        let mut reasons = Vec::new();
        for (lang, sentence) in [
            ("en", "That move cannot be made here ("),
            ("de", "Dieser Zug ist hier nicht möglich ("),
        ] {
            let page = alice.page_in(&format!("/games/{id}?path=a8-h1"), lang).await;
            let at = page.body.find(sentence).unwrap_or_else(|| panic!("{lang}: {}", page.body));
            let rest = &page.body[at + sentence.len()..];
            reasons.push(rest[..rest.find(')').expect("the bracket closes")].to_owned());
        }
        assert_ne!(reasons[0], reasons[1], "the German page gives the English reason");
        // The reason alone: the sentence around it says the move is refused.
        assert!(!reasons[0].starts_with("illegal move") && !reasons[1].starts_with("unerlaubter Zug"), "{reasons:?}");
    }

    async fn the_two_player_game_page_speaks_german_french_and_dutch(db) {
        let (mut alice, a) = db.player("alice").await;
        let (mut bob, b) = db.player("bob").await;
        let id = db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await;
        two_moves(&mut alice, &mut bob, id).await;
        let mover = format!("/games/{id}?path=g1-e1-c3&done=1");
        for (lang, words) in [
            ("de", &[
                "Du bist am Zug.",
                "Dein Zug: <strong>g1-e1-c3</strong>",
                ">Absenden</button>",
                ">Absenden und zur nächsten Partie</button>",
                ">Absenden und zurück zum Spielstand</button>",
                ">Von vorn</button>",
                ">Letzten Sprung zurücknehmen</a>",
                "Dein Zug ist fertig: Drück „Absenden“",
                ">Uhren</h2>",
                "(Weiß): noch ",
                "für diesen Zug</li>",
                "(Schwarz): wartet; 3 Tage für den nächsten Zug",
                ">Remis anbieten</button>",
                ">Aufgeben</button>",
                ">Züge</h2>",
                ">Hausregeln</h2>",
                "Zum Spielbrett springen",
                "Gewertet, sobald jede Seite 2 Züge gemacht hat",
                r#"aria-label="Spielbrett""#,
                r#"aria-label="g1, leer, hier begann der Zug""#,
                r#"aria-label="e1, leer, in diesem Zug betreten""#,
                "<title>alice gegen bob – Halma</title>",
            ][..]),
            ("fr", &[
                "À vous de jouer.",
                "Votre coup : <strong>g1-e1-c3</strong>",
                ">Envoyer</button>",
                ">Envoyer et passer à la partie suivante</button>",
                ">Recommencer</button>",
                ">Pendules</h2>",
                "(blancs): il reste ",
                "pour ce coup</li>",
                ">Abandonner</button>",
                ">Coups</h2>",
                ">Règles de la partie</h2>",
                r#"aria-label="e1, vide, atteinte pendant ce coup""#,
            ][..]),
            ("nl", &[
                "Jij bent aan zet.",
                "Je zet: <strong>g1-e1-c3</strong>",
                ">Versturen</button>",
                ">Opnieuw beginnen</button>",
                ">Klokken</h2>",
                "(zwart): wacht; 3 dagen voor de volgende zet",
                ">Opgeven</button>",
                ">Zetten</h2>",
                ">Huisregels</h2>",
                r#"aria-label="e1, leeg, in deze zet aangedaan""#,
            ][..]),
        ] {
            let page = alice.page_in(&mover, lang).await;
            has_all(&page, lang, words);
            has_none(&page, lang, ENGLISH);
            // Square names, move text and the hooks are the game's own.
            has_all(&page, lang, &[
                r#"data-square="g1""#,
                r#"data-clock="white""#,
                r#"data-clock="black""#,
                ">e1-d2<",
                ">a5-b4<",
                r#"name="then" value="next""#,
                r#"name="path" value="g1-e1-c3""#,
            ]);
        }
        // The one not to move: whose turn, and the clock for it.
        let page = bob.page_in(&format!("/games/{id}"), "de").await;
        has_all(&page, "de", &[
            "alice ist am Zug (Weiß).",
            "für den Zug von alice.",
            r#"aria-label="b4, schwarzer Stein, letzter Zug""#,
        ]);
        // The English page says what it always said.
        let page = alice.get(&mover).await;
        has_all(&page, "en", &["Your turn.", ">Submit</button>", "left for this move", "Rated, once each side has made 2 moves"]);
        // Finished: the result in names, in the reader's language.
        alice.post(&format!("/games/{id}/resign"), &[("ply", "2"), ("confirm", "yes")]).await.expect_status(303);
        for (lang, result) in [
            ("de", "bob gewinnt: alice hat aufgegeben"),
            ("fr", "bob gagne : alice a abandonné"),
            ("nl", "bob wint: alice gaf op"),
        ] {
            let page = bob.page_in(&format!("/games/{id}"), lang).await;
            has_all(&page, lang, &[result]);
        }
    }

    async fn one_day_and_two_days_are_counted_in_each_language(db) {
        let (mut alice, a) = db.player("alice").await;
        let (_bob, b) = db.player("bob").await;
        let one = db.new_game(Rules::new(Variant::Halma8x8), a, b, 1).await;
        let two = db.new_game(Rules::new(Variant::Halma8x8), a, b, 2).await;
        for (lang, singular, plural) in [
            ("en", "waiting; 1 day for the next move", "waiting; 2 days for the next move"),
            ("de", "wartet; 1 Tag für den nächsten Zug", "wartet; 2 Tage für den nächsten Zug"),
            ("fr", "en attente ; 1 jour pour le prochain coup", "en attente ; 2 jours pour le prochain coup"),
            ("nl", "wacht; 1 dag voor de volgende zet", "wacht; 2 dagen voor de volgende zet"),
        ] {
            let page = alice.page_in(&format!("/games/{one}"), lang).await;
            has_all(&page, lang, &[singular]);
            let page = alice.page_in(&format!("/games/{two}"), lang).await;
            has_all(&page, lang, &[plural]);
        }
    }

    async fn the_page_of_a_game_for_more_than_two_speaks_the_reader_s_language(db) {
        let (mut clients, id) = crate::seat_game_page::four(&db).await;
        for (lang, words) in [
            ("de", &[
                ">Plätze, in Zugreihenfolge</h2>",
                "wim ist am Zug (Weiß). Fällig bis",
                r#"<span class="seat-colour seat-red">Rot</span>"#,
                "am Zug, fällig bis",
                ">Noch kein Zug.</p>",
                ">Remis anbieten</button>",
                ">Aufgeben</button>",
                "Nur die Spieler dieser Partie sehen dieses Gespräch.",
                ">In den Chat senden</button>",
                "3 Tage pro Zug",
            ][..]),
            ("fr", &[
                ">Places, dans l'ordre du jeu</h2>",
                "Au tour de wim (blancs). Avant le",
                r#"<span class="seat-colour seat-red">rouge</span>"#,
                ">Pas encore de coup.</p>",
                ">Abandonner</button>",
                "3 jours par coup",
            ][..]),
            ("nl", &[
                ">Plaatsen, in zetvolgorde</h2>",
                "wim is aan zet (wit). Uiterlijk",
                r#"<span class="seat-colour seat-red">rood</span>"#,
                ">Nog geen zet.</p>",
                ">Opgeven</button>",
            ][..]),
        ] {
            let page = clients[1].page_in(&format!("/games/{id}"), lang).await;
            has_all(&page, lang, words);
            has_none(&page, lang, &["Seats, in turn order", "to move", ">Resign</button>", "No move yet"]);
            // The hooks keep the colours' own names.
            has_all(&page, lang, &[r#"data-colour="red""#, r#"data-colour="white""#, r#"data-user="wim""#]);
        }
        // The mover's words, with the square names as they are.
        let page = clients[0].page_in(&format!("/games/{id}"), "de").await;
        has_all(&page, "de", &["Du bist am Zug (Weiß).", "Klick auf einen deiner Steine"]);
        assert!(page.contains("weißer Stein"), "{}", page.body);
        // The game's name in the title and the rules, and the board's own name.
        for (lang, name, board) in [
            ("en", "Halma 16×16 for four", "Board"),
            ("de", "Halma 16×16 zu viert", "Spielbrett"),
            ("fr", "Halma 16×16 à quatre", "Plateau"),
            ("nl", "Halma 16×16 met vier", "Bord"),
        ] {
            let page = clients[1].page_in(&format!("/games/{id}"), lang).await;
            assert!(page.contains(&format!("<h1>{name}: ")), "{lang}: {}", page.body);
            assert!(page.contains(&format!(r#"aria-label="{board}""#)), "{lang}: {}", page.body);
            if lang != "en" {
                has_none(&page, lang, &["for four", r#"aria-label="Board""#]);
            }
        }
        // A chat line of blanks is refused in the reader's words.
        clients[1].set_cookie("lang", "de");
        let page = clients[1].post(&format!("/games/{id}/chat"), &[("body", "   ")]).await;
        page.expect_status(400);
        assert!(page.contains("Eine Chatzeile braucht ein paar Worte."), "{}", page.body);
    }
}
