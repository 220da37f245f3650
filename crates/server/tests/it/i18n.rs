//! The site in four languages: every translation file parses and has every
//! message of every other language, no template says English outside a
//! translation call (but those not translated yet), and the language is
//! chosen as the README says: the account, the footer's switch, the
//! browser's `Accept-Language`, the site's default.

use std::{
    collections::{BTreeMap, BTreeSet},
    path::{Path, PathBuf},
};

use axum::{
    body::Body,
    http::{header, Method, Request},
};
use halma::Config;

use crate::support::{Client, Page, PASSWORD};

/// Templates whose words are not translated yet: each says English outside
/// `page.t(…)`. Whoever translates one takes it off this list (the test
/// fails while a translated template is still on it).
const NOT_TRANSLATED_YET: &[&str] = &[];

/// Words a template may say in every language: the site's name.
const SAME_IN_EVERY_LANGUAGE: &[&str] = &["Halma"];

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every file under `dir` with its path relative to `dir`, sorted.
fn files(dir: &Path) -> Vec<(String, PathBuf)> {
    fn walk(base: &Path, dir: &Path, out: &mut Vec<(String, PathBuf)>) {
        for entry in std::fs::read_dir(dir).expect("read dir") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                walk(base, &path, out);
            } else {
                let rel = path.strip_prefix(base).expect("under base");
                out.push((rel.to_string_lossy().replace('\\', "/"), path.clone()));
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out);
    out.sort();
    out
}

/// The ids (messages and terms) a `.ftl` file defines, in order.
fn ids(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_alphabetic() || c == '-'))
        .filter_map(|l| l.split_once('=').map(|(id, _)| id.trim().to_owned()))
        .collect()
}

#[test]
fn every_ftl_file_parses_and_every_language_has_every_message() {
    let locales = repo().join("locales");
    let mut by_lang: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    for entry in std::fs::read_dir(&locales).expect("locales/") {
        let dir = entry.expect("entry").path();
        if !dir.is_dir() {
            continue;
        }
        let lang = dir.file_name().unwrap().to_string_lossy().into_owned();
        let mut seen = BTreeMap::new();
        for (name, path) in files(&dir) {
            assert!(
                name.ends_with(".ftl"),
                "{lang}/{name}: only .ftl files here"
            );
            let text = std::fs::read_to_string(&path).expect("read");
            if let Err((_, errors)) =
                fluent_templates::fluent_bundle::FluentResource::try_new(text.clone())
            {
                panic!("{lang}/{name} does not parse: {errors:?}");
            }
            for id in ids(&text) {
                if let Some(other) = seen.insert(id.clone(), name.clone()) {
                    panic!("{lang}: {id} is in {other} and {name}; an id lives in one file");
                }
            }
        }
        by_lang.insert(lang, seen);
    }
    for lang in ["en", "de", "fr", "nl"] {
        assert!(by_lang.contains_key(lang), "locales/{lang}/ is missing");
    }
    let english = &by_lang["en"];
    let mut problems = Vec::new();
    for (lang, ids) in &by_lang {
        for (id, file) in english {
            match ids.get(id) {
                None => problems.push(format!("{lang} lacks {id} (en/{file})")),
                Some(f) if f != file => {
                    problems.push(format!("{lang}: {id} is in {f}, in en/{file} in English"))
                }
                Some(_) => {}
            }
        }
        for (id, file) in ids {
            if !english.contains_key(id) {
                problems.push(format!("{lang}/{file} has {id}, which English lacks"));
            }
        }
        assert!(ids.contains_key("language-name"), "{lang} names itself");
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// `text` with `{{ … }}`, `{% … %}` and `{# … #}` replaced by a space.
fn without_template_code(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = ["{{", "{%", "{#"]
        .iter()
        .filter_map(|open| rest.find(open))
        .min()
    {
        out.push_str(&rest[..start]);
        let close = match &rest[start..start + 2] {
            "{{" => "}}",
            "{%" => "%}",
            _ => "#}",
        };
        match rest[start + 2..].find(close) {
            Some(end) => {
                out.push(' ');
                rest = &rest[start + 2 + end + 2..];
            }
            None => {
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

/// Whether `words` (HTML text, entities and all) say something in a language.
fn says_something(words: &str) -> bool {
    let mut text = String::new();
    let mut rest = words;
    while let Some(amp) = rest.find('&') {
        text.push_str(&rest[..amp]);
        match rest[amp..].find(';') {
            Some(end) if end < 10 => rest = &rest[amp + end + 1..],
            _ => {
                text.push('&');
                rest = &rest[amp + 1..];
            }
        }
    }
    text.push_str(rest);
    text.split(|c: char| !c.is_alphanumeric() && c != '-')
        .filter(|w| w.chars().any(char::is_alphabetic))
        .any(|w| !SAME_IN_EVERY_LANGUAGE.contains(&w))
}

/// The English a template says outside translation calls: text between
/// tags, and the values of `title`, `aria-label`, `placeholder` and `alt`.
fn untranslated(template: &str) -> Vec<String> {
    let html = without_template_code(template);
    let mut found = Vec::new();
    let mut rest = html.as_str();
    loop {
        let (text, after) = match rest.find('<') {
            Some(open) => (&rest[..open], Some(&rest[open..])),
            None => (rest, None),
        };
        if says_something(text) {
            found.push(text.trim().to_owned());
        }
        let Some(tag_start) = after else { break };
        let Some(close) = tag_start.find('>') else {
            break;
        };
        let tag = &tag_start[..close];
        for attr in ["title", "aria-label", "placeholder", "alt"] {
            let mut search = tag;
            let pattern = format!("{attr}=\"");
            while let Some(at) = search.find(&pattern) {
                let preceded = search[..at].ends_with(|c: char| c.is_whitespace());
                let value_start = &search[at + pattern.len()..];
                let value = value_start.split('"').next().unwrap_or("");
                if preceded && says_something(value) {
                    found.push(format!("{attr}=\"{value}\""));
                }
                search = &value_start[value.len()..];
            }
        }
        rest = &tag_start[close + 1..];
        // The insides of a script or style element are no words.
        // Nor are those of code: userids, addresses, JSON (the API page).
        for raw in ["script", "style", "code", "pre"] {
            if tag.starts_with(&format!("<{raw}")) {
                if let Some(end) = rest.find(&format!("</{raw}>")) {
                    rest = &rest[end..];
                }
            }
        }
    }
    found
}

#[test]
fn the_template_scanner_finds_english_outside_translation_calls() {
    assert!(untranslated(r#"<p>{{ page.t("x") }}</p>"#).is_empty());
    assert!(untranslated(r#"<a title="{{ page.t("x") }}" href="/a">{{ n }}</a> · 3"#).is_empty());
    assert!(untranslated("{% block title %}Halma{% endblock %} &ndash; {# a note #}").is_empty());
    assert!(untranslated(
        r#"<p>{{ page.t("x") }} <code>closed-…</code></p><pre>{"game": "x"}</pre>"#
    )
    .is_empty());
    assert_eq!(untranslated("<p>Hello {{ name }}</p>"), vec!["Hello"]);
    assert_eq!(
        untranslated(r#"<input placeholder="Your name" value="x">"#),
        vec![r#"placeholder="Your name""#]
    );
    assert_eq!(
        untranslated(r#"<nav aria-label="Main"></nav>"#),
        vec![r#"aria-label="Main""#]
    );
}

#[test]
fn no_template_says_english_outside_a_translation_call() {
    let templates = files(&repo().join("templates"));
    let names: BTreeSet<&str> = templates.iter().map(|(n, _)| n.as_str()).collect();
    let mut problems = Vec::new();
    for listed in NOT_TRANSLATED_YET {
        if !names.contains(listed) {
            problems.push(format!(
                "{listed} is on NOT_TRANSLATED_YET but is no template"
            ));
        }
    }
    for (name, path) in &templates {
        let text = std::fs::read_to_string(path).expect("read");
        let english = untranslated(&text);
        let listed = NOT_TRANSLATED_YET.contains(&name.as_str());
        match (english.is_empty(), listed) {
            (false, false) => problems.push(format!("{name} says untranslated words: {english:?}")),
            (true, true) => problems.push(format!(
                "{name} is translated: take it off NOT_TRANSLATED_YET"
            )),
            _ => {}
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A GET with an `Accept-Language` header.
async fn get_in(client: &mut Client, path: &str, accept_language: Option<&str>) -> Page {
    match accept_language {
        Some(accept) => client.get_in(path, accept).await,
        None => client.get(path).await,
    }
}

/// The words of the home page's menu for a visitor, in each language.
const VISITOR_MENU: &[(&str, &str, &str)] = &[
    ("en", ">The games</a>", "Skip to the page"),
    ("de", ">Die Spiele</a>", "Zum Seiteninhalt springen"),
    ("fr", ">Les jeux</a>", "Aller au contenu de la page"),
    ("nl", ">De spellen</a>", "Naar de inhoud van de pagina"),
];

fn assert_in(page: &Page, lang: &str) {
    let (_, register, skip) = VISITOR_MENU
        .iter()
        .find(|(l, _, _)| *l == lang)
        .expect("a language of the test");
    assert!(
        page.contains(&format!("<html lang=\"{lang}\">")),
        "{lang}: {}",
        &page.body[..page.body.len().min(300)]
    );
    assert!(page.contains(register), "{lang}: {register}");
    assert!(page.contains(skip), "{lang}: {skip}");
    for (other, words, _) in VISITOR_MENU {
        if *other != lang {
            assert!(!page.contains(words), "{lang} page says {other}'s {words}");
        }
    }
}

both_backends! {
    async fn the_home_page_speaks_the_browser_s_language(db) {
        let mut client = db.client();
        for (accept, lang) in [
            (None, "en"),
            (Some("de"), "de"),
            (Some("de-CH, en;q=0.5"), "de"),
            (Some("fr-FR,fr;q=0.9"), "fr"),
            (Some("nl"), "nl"),
            (Some("ja, nl;q=0.3"), "nl"),
            (Some("ja"), "en"),
        ] {
            let page = get_in(&mut client, "/", accept).await;
            page.expect_status(200);
            assert_in(&page, lang);
        }
        // The home page's own words, and the log-in page's.
        for (lang, welcome, login) in [
            ("en", "<h1>Welcome to Halma</h1>", "<label for=\"password\">Password</label>"),
            ("de", "<h1>Willkommen bei Halma</h1>", "<label for=\"password\">Passwort</label>"),
            ("fr", "<h1>Bienvenue sur Halma</h1>", "<label for=\"password\">Mot de passe</label>"),
            ("nl", "<h1>Welkom bij Halma</h1>", "<label for=\"password\">Wachtwoord</label>"),
        ] {
            let page = get_in(&mut client, "/", Some(lang)).await;
            assert!(page.contains(welcome), "{lang}: {welcome}");
            let page = get_in(&mut client, "/login", Some(lang)).await;
            assert_in(&page, lang);
            assert!(page.contains(login), "{lang}: {login}");
        }
        // The footer's switch names each language in its own words, the
        // reader's marked.
        let page = get_in(&mut client, "/", Some("fr")).await;
        for name in ["English", "Deutsch", "Français", "Nederlands"] {
            assert!(page.contains(&format!(">{name}</button>")), "{name}");
        }
        assert!(page.contains(r#"value="fr" lang="fr" aria-current="true""#));
        assert!(page.contains(r#"<form class="language-switch" method="post" action="/language""#));
        assert!(page.contains(r#"<input type="hidden" name="back" value="/">"#));
    }

    async fn the_switch_works_without_script_and_wins_over_the_browser(db) {
        let mut client = db.client();
        let page = get_in(&mut client, "/rules?x=1", Some("fr")).await;
        page.expect_status(200);
        assert!(page.contains(r#"name="back" value="/rules?x=1""#));
        let answer = client.post("/language", &[("language", "nl"), ("back", "/rules?x=1")]).await;
        assert_eq!(answer.status.as_u16(), 303);
        assert_eq!(answer.location.as_deref(), Some("/rules?x=1"));
        let cookie = answer.set_cookies().into_iter().find(|c| c.starts_with("lang=")).expect("the cookie");
        for part in ["lang=nl", "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=31536000"] {
            assert!(cookie.contains(part), "{cookie}");
        }
        assert_eq!(client.cookie("lang"), Some("nl"));
        // The cookie wins over the browser's language.
        assert_in(&get_in(&mut client, "/", Some("fr")).await, "nl");
        // Only a path of this site is gone back to.
        for elsewhere in ["//evil.example", "https://evil.example", "", "/\\evil.example"] {
            let answer = client.post("/language", &[("language", "de"), ("back", elsewhere)]).await;
            answer.expect_redirect("/");
        }
        assert_in(&get_in(&mut client, "/", None).await, "de");
        // A language the site does not have is refused in words, not a 500.
        let refused = client.post("/language", &[("language", "xx"), ("back", "/")]).await;
        refused.expect_status(400);
        assert!(refused.contains("Diese Sprache gibt es hier nicht."), "{}", refused.body);
        assert_eq!(client.cookie("lang"), Some("de"));
        // Without the form token nothing is switched.
        let forged = client.post_exact("/language", &[("language", "fr"), ("back", "/")]).await;
        forged.expect_status(403);
        assert_eq!(client.cookie("lang"), Some("de"));
    }

    async fn the_rules_reasons_for_an_illegal_move_are_in_the_reader_s_language(db) {
        let (mut alice, a) = db.player("alice").await;
        let (_, b) = db.player("bob").await;
        let id = db.new_game(halma_rules::Rules::new(halma_rules::Variant::Halma8x8), a, b, 3).await;
        alice.get(&format!("/games/{id}")).await.expect_status(200);
        // A forged Submit: a1 holds no white piece on the 8×8 board.
        let english = alice.post(&format!("/games/{id}/move"), &[("ply", "0"), ("path", "a1-a2")]).await;
        assert!(english.status.is_client_error(), "{}", english.status);
        assert!(english.contains("illegal move: there is no white piece on a1. Nothing was changed."), "{}", english.body);
        alice.set_cookie("lang", "de");
        let german = alice.post(&format!("/games/{id}/move"), &[("ply", "0"), ("path", "a1-a2")]).await;
        assert!(german.contains("unerlaubter Zug: auf a1 steht kein Stein von Weiß. Es wurde nichts geändert."), "{}", german.body);
        alice.set_cookie("lang", "fr");
        let french = alice.post(&format!("/games/{id}/move"), &[("ply", "0"), ("path", "a1-a2")]).await;
        assert!(french.contains("coup illégal : il n’y a pas de pion blanc sur a1."), "{}", french.body);
        // Nothing was played.
        let game = db.store.games().game(id).await.expect("read").expect("the game");
        assert_eq!(game.ply, 0);
    }

    async fn the_switch_goes_back_to_a_game_page_with_a_long_address(db) {
        // A game page's address (and a step back through its moves) is longer
        // than an ordinary field may be: the switch still takes it.
        let (mut alice, a) = db.player("alice").await;
        let (_, b) = db.player("bob").await;
        let id = db.new_game(halma_rules::Rules::new(halma_rules::Variant::Halma8x8), a, b, 3).await;
        let back = format!("/games/{id}?at=0&path=");
        let page = alice.get(&back).await;
        page.expect_status(200);
        assert!(page.contains(&format!(r#"name="back" value="/games/{id}?at=0&#38;path=""#)), "{}", page.body);
        let answer = alice.post("/language", &[("language", "de"), ("back", &back)]).await;
        answer.expect_redirect(&back);
        let game = alice.get(&format!("/games/{id}")).await;
        assert!(game.contains(r#"<html lang="de">"#) && game.contains(">Spielstand</a>"), "{}", game.body);
        // An address longer than any of this site's is refused in words.
        let long = format!("/games/{id}?{}", "x".repeat(3000));
        let refused = alice.post("/language", &[("language", "fr"), ("back", &long)]).await;
        refused.expect_status(400);
        assert!(refused.contains("is too long"), "{}", refused.body);
    }

    async fn a_player_s_language_is_kept_on_the_account(db) {
        let (mut alice, _) = db.player("alice").await;
        let page = alice.get("/status").await;
        assert!(page.contains(r#"<html lang="en">"#));
        assert!(page.contains(r#"<a href="/account/language">Language</a>"#));
        alice.post("/language", &[("language", "de"), ("back", "/status")]).await.expect_redirect("/status");
        let page = alice.get("/status").await;
        assert!(page.contains(r#"<html lang="de">"#));
        assert!(page.contains(">Abmelden</button>"));
        assert!(page.contains(r#"<a href="/account/language">Sprache</a>"#));
        // Another browser, without the cookie, logs in to German words; the
        // account wins over the browser's language. A wrong password is said
        // in the browser's language (nobody is logged in yet).
        let mut other = db.client();
        other.set_cookie("lang", "nl");
        other.get("/login").await;
        let wrong = other.post("/login", &[("username", "alice"), ("password", "not it at all")]).await;
        wrong.expect_status(401);
        assert!(wrong.contains("Verkeerde gebruikersnaam of verkeerd wachtwoord."), "{}", wrong.body);
        let mut other = db.client();
        other.login("alice", PASSWORD).await.expect_redirect("/status");
        assert_eq!(other.cookie("lang"), None);
        let page = get_in(&mut other, "/status", Some("fr")).await;
        assert!(page.contains(r#"<html lang="de">"#), "{}", &page.body[..300]);
        assert!(page.contains("Spielstand"));

        // The account's setting: the browser's language (no setting), or one.
        let form = other.get("/account/language").await;
        form.expect_status(200);
        assert!(form.contains(r#"<option value="de" lang="de" selected>Deutsch</option>"#), "{}", form.body);
        other.post("/account/language", &[("language", "")]).await.expect_redirect("/account/language?saved=1");
        let page = get_in(&mut other, "/account/language?saved=1", Some("fr")).await;
        assert!(page.contains(r#"<html lang="fr">"#));
        assert!(page.contains("Enregistré."));
        assert!(page.contains(r#"<option value="" selected>La langue du navigateur</option>"#));
        let row = db.store.users().user_by_name("alice").await.unwrap().unwrap();
        assert_eq!(row.language, None);
        other.post("/account/language", &[("language", "nl")]).await.expect_redirect("/account/language?saved=1");
        let row = db.store.users().user_by_name("alice").await.unwrap().unwrap();
        assert_eq!(row.language.as_deref(), Some("nl"));
        other.post("/account/language", &[("language", "xx")]).await.expect_status(400);
        assert_eq!(db.store.users().user_by_name("alice").await.unwrap().unwrap().language.as_deref(), Some("nl"));
    }

    async fn the_site_s_default_language_applies_without_a_header(db) {
        let config = Config {
            default_language: "de".parse().expect("de"),
            ..Config::default()
        };
        let mut client = Client::new(db.app_with(config));
        assert_in(&get_in(&mut client, "/", None).await, "de");
        assert_in(&get_in(&mut client, "/", Some("ja")).await, "de");
        assert_in(&get_in(&mut client, "/", Some("nl")).await, "nl");
        // An error page too.
        let page = get_in(&mut client, "/no-such-page", None).await;
        page.expect_status(404);
        assert!(page.contains("Seite nicht gefunden"));
        assert!(page.contains(r#"<html lang="de">"#));
    }

    async fn refusals_and_the_api_speak_the_reader_s_language(db) {
        let (mut alice, a) = db.player("alice").await;
        let (_, b) = db.player("bob").await;
        let (mut carol, _) = db.player("carol").await;
        let id = db.new_game(halma_rules::Rules::new(halma_rules::Variant::Halma8x8), a, b, 3).await;
        carol.set_cookie("lang", "de");
        carol.get(&format!("/games/{id}")).await;
        let page = carol.post(&format!("/games/{id}/resign"), &[("ply", "0"), ("confirm", "yes")]).await;
        page.expect_status(403);
        assert!(page.contains("Nur die beiden Spieler dieser Partie können das tun."), "{}", page.body);
        assert!(page.contains(r#"<html lang="de">"#));
        // In English, the words as they always were.
        carol.set_cookie("lang", "en");
        let page = carol.post(&format!("/games/{id}/resign"), &[("ply", "0"), ("confirm", "yes")]).await;
        assert!(page.contains("Only the two players of this game can do that."));
        // A page not found, in French.
        let page = get_in(&mut alice, "/games/not-a-game", Some("fr")).await;
        page.expect_status(404);
        assert!(page.contains("Il n’y a rien à cette adresse."), "{}", page.body);

        // The API: the same code, the message in the language of Accept-Language.
        let token = crate::api::make_token(&mut alice, "i18n").await;
        let api = |accept: Option<&'static str>| {
            let mut req = Request::builder()
                .method(Method::GET)
                .uri("/api/v1/games/not-a-game")
                .header(header::AUTHORIZATION, format!("Bearer {token}"));
            if let Some(accept) = accept {
                req = req.header(header::ACCEPT_LANGUAGE, accept);
            }
            req.body(Body::empty()).expect("request")
        };
        let mut client = db.client();
        let english = client.send(api(None)).await;
        english.expect_status(404);
        let english: serde_json::Value = serde_json::from_str(&english.body).expect("json");
        assert_eq!(english["code"], "not_found");
        assert_eq!(english["message"], "There is nothing at this address. It may have been mistyped, or the thing it showed is gone.");
        let german = client.send(api(Some("de-DE,de;q=0.9"))).await;
        german.expect_status(404);
        let german: serde_json::Value = serde_json::from_str(&german.body).expect("json");
        assert_eq!(german["code"], "not_found");
        assert_eq!(german["message"], "Unter dieser Adresse gibt es nichts. Vielleicht wurde sie falsch eingegeben, oder das, was sie zeigte, ist nicht mehr da.");
        // The API's own answers too: no token, a bad query, a bad body.
        let ask = |uri: &str, token: Option<&str>, accept: &str| {
            let mut req = Request::builder()
                .method(Method::GET)
                .uri(uri)
                .header(header::ACCEPT_LANGUAGE, accept);
            if let Some(token) = token {
                req = req.header(header::AUTHORIZATION, format!("Bearer {token}"));
            }
            req.body(Body::empty()).expect("request")
        };
        /// An answer of the API: where, with which token, its status and
        /// code, and its words in en, de, fr, nl.
        type Case<'a> = (&'a str, Option<&'a str>, (u16, &'a str), [&'a str; 4]);
        let cases: [Case; 3] = [
            ("/api/v1/me", None, (401, "unauthorized"), [
                "Send a live personal token (made on /account/tokens) as `Authorization: Bearer TOKEN`.",
                "Sende ein gültiges persönliches Token (erstellt unter /account/tokens) als `Authorization: Bearer TOKEN`.",
                "Envoyez un jeton personnel valide (créé sur /account/tokens) sous la forme `Authorization: Bearer TOKEN`.",
                "Stuur een geldig persoonlijk token (gemaakt op /account/tokens) als `Authorization: Bearer TOKEN`.",
            ]),
            ("/api/v1/games?turn=whose", Some(token.as_str()), (400, "bad_request"), [
                "`turn` is `mine` or `any`.",
                "`turn` ist `mine` oder `any`.",
                "`turn` vaut `mine` ou `any`.",
                "`turn` is `mine` of `any`.",
            ]),
            ("/api/v1/nowhere", Some(token.as_str()), (404, "not_found"), [
                "No such endpoint; see /api for the list.",
                "Diesen Endpunkt gibt es nicht; die Liste steht unter /api.",
                "Ce point d’accès n’existe pas ; voyez la liste sur /api.",
                "Dit eindpunt bestaat niet; zie /api voor de lijst.",
            ]),
        ];
        for (uri, token, (status, code), words) in cases {
            for (accept, said) in ["en", "de", "fr", "nl"].into_iter().zip(words) {
                let answer = client.send(ask(uri, token, accept)).await;
                answer.expect_status(status);
                let json: serde_json::Value = serde_json::from_str(&answer.body).expect("json");
                assert_eq!((json["code"].as_str(), json["message"].as_str()), (Some(code), Some(said)), "{uri} in {accept}");
            }
        }
    }
}
