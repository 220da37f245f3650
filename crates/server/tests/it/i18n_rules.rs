//! The rules pages in every language: the list of games, a game for two, Embargo
//! with its walls' pictures and the star for three, asked for in German, French
//! and Dutch with `Accept-Language`, say that language's words, with square
//! names, move text, game ids and addresses as they are; English stays as it
//! was.

use crate::support::Page;

fn says(page: &Page, path: &str, lang: &str, words: &[&str]) {
    for w in words {
        assert!(
            page.contains(w),
            "{path} in {lang} lacks {w:?}:\n{}",
            page.body
        );
    }
}

fn says_not(page: &Page, path: &str, lang: &str, words: &[&str]) {
    for w in words {
        assert!(!page.contains(w), "{path} in {lang} says {w:?}");
    }
}

/// English words of each page that no other language's page says.
const ENGLISH: &[(&str, &[&str])] = &[
    (
        "/rules",
        &[
            "The games</h1>",
            "Games for more than two",
            "pieces each",
            "Replay it",
        ],
    ),
    (
        "/rules/halma-8x8",
        &[
            "How to play",
            "<strong>yard</strong>",
            "House rules",
            "Other games:",
            "Deadline 30",
        ],
    ),
    (
        "/rules/embargo",
        &[
            "<h4>A wall</h4>",
            "<h4>Busting</h4>",
            "Walls in pictures",
            "moves away from g5",
        ],
    ),
    (
        "/rules/star-3",
        &[
            "How to play",
            "Sternhalma for three",
            "121 holes",
            "How the game ends",
            "from the south (bottom) point",
        ],
    ),
];

/// Each page's words in each language.
const WORDS: &[(&str, &str, &[&str])] = &[
    ("de", "/rules", &[
        "<h1>Die Spiele</h1>",
        "<h2>Spiele für mehr als zwei</h2>",
        ">Sternhalma für drei</a>: 3 Spieler, je 10 Steine",
        ">Halma 8×8</a>: Brett mit 8×8 Feldern, je 10 Steine",
        "<a href=\"/records\">Spiel sie nach</a>",
    ]),
    ("fr", "/rules", &[
        "<h1>Les jeux</h1>",
        "<h2>Jeux à plus de deux</h2>",
        ">Dames chinoises à trois</a>: 3 joueurs, 10 pions chacun",
        ">Halma 8×8</a>: plateau de 8×8 cases, 10 pions chacun",
        "<a href=\"/records\">Rejouez-la</a>",
    ]),
    ("nl", "/rules", &[
        "<h1>De spellen</h1>",
        "<h2>Spellen voor meer dan twee</h2>",
        ">Chinees dammen voor drie</a>: 3 spelers, elk 10 pionnen",
        ">Halma 8×8</a>: bord van 8×8 velden, elk 10 pionnen",
        "<a href=\"/records\">Speel die na</a>",
    ]),
    ("de", "/rules/halma-8x8", &[
        "<h1>So spielst du Halma 8×8</h1>",
        "mit je 10 Steinen. Deine Steine beginnen in deinem <strong>Lager</strong>, der schattierten Ecke",
        "<h2>Züge</h2>",
        "<strong>Sprünge</strong>: über einen direkt benachbarten Stein",
        "(„Fertig mit dem Zug“)",
        "Frist 30: Sobald beide Spieler 30 Züge gemacht haben",
        "Füllregel:",
        "<h2>Hausregeln</h2>",
        "Andere Spiele: <a href=\"/rules/halma-10x10\">Halma 10×10</a>",
    ]),
    ("fr", "/rules/halma-8x8", &[
        "<h1>Comment jouer : Halma 8×8</h1>",
        "avec 10 pions chacun. Vos pions partent de votre <strong>camp</strong>, le coin ombré",
        "<h2>Les coups</h2>",
        "<strong>Les sauts</strong>\u{a0}: par-dessus un pion directement voisin",
        "(« J’ai fini mon coup »)",
        "Échéance 30 : une fois que les deux joueurs ont joué 30 coups",
        "<h2>Règles maison</h2>",
        "Autres jeux : <a href=\"/rules/halma-10x10\">Halma 10×10</a>",
    ]),
    ("nl", "/rules/halma-8x8", &[
        "<h1>Zo speel je Halma 8×8</h1>",
        "met elk 10 pionnen. Je pionnen beginnen in je <strong>kamp</strong>, de gearceerde hoek",
        "<h2>Zetten</h2>",
        "<strong>Sprongen</strong>: over een direct aangrenzende pion",
        "(‘Klaar met zetten’)",
        "Termijn 30: zodra beide spelers 30 zetten hebben gedaan",
        "<h2>Huisregels</h2>",
        "Andere spellen: <a href=\"/rules/halma-10x10\">Halma 10×10</a>",
    ]),
    ("de", "/rules/embargo", &[
        "<strong>Mauern.</strong> Zwei Steine derselben Farbe",
        "(<strong>Tunneln</strong>), und darf sogar",
        "<h3>Mauern in Bildern</h3>",
        "<h4>Eine Mauer</h4>",
        "<h4>Sprengen</h4>",
        "aria-label=\"Weiß zieht c5 von g5 weg (c5-a5)\"",
        "<figcaption>Die Mauer reicht jetzt von b5 bis f5</figcaption>",
        "Die weißen Steine c5 und g5 mauern d5, e5 und f5 ein",
        "Frist 25:",
    ]),
    ("fr", "/rules/embargo", &[
        "<strong>Les murs.</strong> Deux pions de même couleur",
        "(<strong>traverser</strong>) et même",
        "<h3>Les murs en images</h3>",
        "<h4>Un mur</h4>",
        "<h4>Briser</h4>",
        "aria-label=\"Le pion blanc c5 s’éloigne de g5 (c5-a5)\"",
        "<figcaption>Le mur va maintenant de b5 à f5</figcaption>",
        "Les pions blancs c5 et g5 murent d5, e5 et f5",
        "Échéance 25 :",
    ]),
    ("nl", "/rules/embargo", &[
        "<strong>Muren.</strong> Twee pionnen van dezelfde kleur",
        "(<strong>tunnelen</strong>) en mag er zelfs",
        "<h3>Muren in beeld</h3>",
        "<h4>Een muur</h4>",
        "<h4>Doorbreken</h4>",
        "aria-label=\"De witte pion c5 gaat van g5 weg (c5-a5)\"",
        "<figcaption>De muur loopt nu van b5 tot f5</figcaption>",
        "De witte pionnen c5 en g5 ommuren d5, e5 en f5",
        "Termijn 25:",
    ]),
    ("de", "/rules/star-3", &[
        "<h1>So spielst du Sternhalma für drei</h1>",
        "ein sechszackiger Stern aus 121 Löchern, für 3 Spieler mit je 10 Steinen",
        "<span class=\"seat-colour seat-red\">Rot</span>, aus der Südzacke (unten)",
        "<img src=\"/rules/star-3/pictures/0.svg\" alt=\"Ein Schritt: Rot zieht d2 in das leere Nachbarloch e6, und der Zug ist zu Ende.\"",
        "über Grüns e7 nach f7, dann über Grüns g6 nach h5",
        "<em>Durchziehen</em>",
        "<h2>Wie die Partie endet</h2>",
        "<strong>aufgibt</strong> oder <strong>keine Zeit mehr hat, scheidet</strong> aus der Partie aus",
    ]),
    ("fr", "/rules/star-3", &[
        "<h1>Comment jouer : Dames chinoises à trois</h1>",
        "une étoile à six branches de 121 trous, pour 3 joueurs avec 10 pions chacun",
        "<span class=\"seat-colour seat-red\">rouge</span>, depuis la branche sud (en bas)",
        "<img src=\"/rules/star-3/pictures/0.svg\" alt=\"Un pas : le pion rouge d2 va dans le trou voisin vide e6 et le tour se termine.\"",
        "par-dessus le pion vert e7 jusqu’à f7, puis par-dessus le vert g6 jusqu’à h5",
        "<em>passage</em>",
        "<h2>La fin de la partie</h2>",
        "<strong>abandonne</strong> ou <strong>dépasse son temps quitte</strong> la partie",
    ]),
    ("nl", "/rules/star-3", &[
        "<h1>Zo speel je Chinees dammen voor drie</h1>",
        "een zespuntige ster van 121 gaten, voor 3 spelers met elk 10 pionnen",
        "<span class=\"seat-colour seat-red\">rood</span>, vanuit het zuidpunt (onder)",
        "<img src=\"/rules/star-3/pictures/0.svg\" alt=\"Een stap: de rode pion d2 gaat naar het lege aangrenzende gat e6 en de beurt is voorbij.\"",
        "over de groene e7 naar f7, dan over de groene g6 naar h5",
        "<em>doortrekken</em>",
        "<h2>Hoe de partij eindigt</h2>",
        "<strong>opgeeft</strong> of <strong>door zijn tijd heen is, verlaat</strong> de partij",
    ]),
];

both_backends! {
    async fn the_rules_pages_speak_the_reader_s_language(db) {
        let mut client = db.client();
        for (lang, path, words) in WORDS {
            let page = client.page_in(path, lang).await;
            says(&page, path, lang, words);
            let english = ENGLISH.iter().find(|(p, _)| p == path).expect("English words").1;
            says_not(&page, path, lang, english);
            for (other, other_path, other_words) in WORDS {
                if other_path == path && other != lang {
                    says_not(&page, path, lang, other_words);
                }
            }
        }
    }

    async fn the_rules_pages_keep_their_game_terms_in_every_language(db) {
        let mut client = db.client();
        for lang in ["de", "fr", "nl"] {
            // Embargo: nine pictures, each a board with its squares; captions
            // name squares and moves as they are.
            let page = client.page_in("/rules/embargo", lang).await;
            assert_eq!(page.body.matches("<figure>").count(), 9, "{lang}");
            assert_eq!(page.body.matches("class=\"board picture").count(), 9, "{lang}");
            for move_text in ["(c5-a5)", "(c5-e5)", "(c5-f5)"] {
                assert!(page.contains(move_text), "{lang}: {move_text}");
            }
            assert!(page.contains(" broken"), "{lang}: the busted wall is crossed out");
            // The star: the pictures' addresses, the seats' colours as classes.
            let star = client.page_in("/rules/star-3", lang).await;
            let pictures: Vec<&str> = star.body.split("<img src=\"").skip(1).filter_map(|r| r.split('"').next()).collect();
            assert_eq!(pictures, ["/rules/star-3/pictures/0.svg", "/rules/star-3/pictures/1.svg", "/rules/star-3/pictures/2.svg"], "{lang}");
            assert_eq!(star.body.matches("<span class=\"seat-colour seat-").count(), 3, "{lang}: three seats");
            assert!(star.contains("<span class=\"seat-colour seat-red\">"), "{lang}: red");
            for hole in ["d2", "e6", "h5", "d1", "h2"] {
                assert!(star.contains(hole), "{lang}: {hole}");
            }
            // Halma for four: its corners by their square names, partners.
            let four = client.page_in("/rules/halma-16x16-4", lang).await;
            assert!(four.contains(" p1</li>"), "{lang}: the corner p1");
            let partners = match lang {
                "fr" => "<strong>Partenaires</strong> (une règle maison)",
                "de" => "<strong>Partner</strong> (eine Hausregel)",
                _ => "<strong>Partners</strong> (een huisregel)",
            };
            assert!(four.contains(partners), "{lang}: partners");
            // The list: every game's address.
            let index = client.page_in("/rules", lang).await;
            for id in ["halma-8x8", "halma-10x10", "halma-16x16", "embargo", "halma-16x16-4", "star-2", "star-3", "star-4", "star-6"] {
                assert!(index.contains(&format!("<a href=\"/rules/{id}\">")), "{lang}: {id}");
            }
        }
        let four = client.page_in("/rules/halma-16x16-4", "de").await;
        assert!(four.contains("<span class=\"seat-colour seat-white\">Weiß</span>, aus der Ecke p1</li>"), "{}", four.body);
    }

    async fn the_rules_pages_stay_english_in_english(db) {
        let mut client = db.client();
        for (path, words) in ENGLISH {
            let page = client.get(path).await;
            page.expect_status(200);
            assert!(page.contains("<html lang=\"en\">"));
            says(&page, path, "en", words);
        }
        let page = client.get("/rules/halma-8x8").await;
        says(&page, "/rules/halma-8x8", "en", &[
            "<title>How to play Halma 8×8 – Halma</title>",
            "Halma 8×8 is played by two players on a 8×8 board, with 10 pieces each. Your pieces start in your <strong>yard</strong>, the shaded corner at the bottom right of your board;",
            "The goal: be the first to move all your pieces into the opposite yard, your <strong>target</strong>.</p>",
            "<li><strong>A step</strong> to any of the eight neighbouring squares (straight or diagonal) that is empty. A step ends your turn.</li>",
            "<li><strong>Jumps</strong>: over a directly neighbouring piece",
            "Deadline 30: once both players have made 30 moves, a player who still has a piece in its own yard loses",
            "Fill: you also win when every square of the opposite yard is occupied",
            "<p>Other games: <a href=\"/rules/halma-10x10\">Halma 10×10</a> · ",
        ]);
        let page = client.get("/rules/embargo").await;
        says(&page, "/rules/embargo", "en", &[
            "<p><strong>Walls.</strong> Two pieces of the same colour",
            "except when it <strong>shortens</strong> your own wall:",
            "crosses it (<strong>tunneling</strong>) and may even stop on it, breaking that wall (<strong>busting</strong>). Moving away from the partner (<strong>extending</strong> the wall) is an ordinary move",
            "moves away from g5 (c5-a5)</figcaption>",
        ]);
        let star = client.get("/rules/star-3").await;
        says(&star, "/rules/star-3", "en", &[
            "Sternhalma for three is Sternhalma, known as Chinese checkers: a six-pointed star of 121 holes, for 3 players with 10 pieces each.",
            "<span class=\"seat-colour seat-red\">red</span>, from the south (bottom) point</li>",
            "<p><strong>Points</strong> (a house rule): with <em>pass-through</em>, the usual rule,",
            "; with <em>rest</em> a move may end anywhere.</p>",
            "<li>A seat <strong>finishes</strong> when all its pieces are in its target",
            "<li>A seat that <strong>resigns</strong> or <strong>runs out of time leaves</strong> the game:",
            "is a <strong>draw</strong> among the seats still playing.",
        ]);
        let four = client.get("/rules/halma-16x16-4").await;
        says(&four, "/rules/halma-16x16-4", "en", &[
            "Halma 16×16 for four is Monks' Halma for four (1883): a 16×16 board with a <strong>camp</strong> of 13 pieces in each corner.",
            "<span class=\"seat-colour seat-white\">white</span>, from the corner p1</li>",
        ]);
        let index = client.get("/rules").await;
        says(&index, "/rules", "en", &[
            "<a href=\"/rules/halma-8x8\">Halma 8×8</a>: 8×8 board, 10 pieces each</li>",
            "<a href=\"/rules/star-3\">Sternhalma for three</a>: 3 players, 10 pieces each</li>",
            "<p>Have a game record? <a href=\"/records\">Replay it</a> to see its moves and its last position.</p>",
        ]);
    }
}
