//! The JSON API with personal tokens, on both databases: tokens made and
//! revoked on `/account/tokens`, every endpoint, and the refusal codes a
//! program gets where the page would show words.

use axum::body::Body;
use axum::http::{header, Request};
use serde_json::{json, Value};

use crate::support::{Client, Page, TestDb};
use halma::store::GameId;
use halma_rules::{Position, Rules, Variant};

/// Makes a token named `name` through the page; returns it.
pub(crate) async fn make_token(client: &mut Client, name: &str) -> String {
    client.get("/account/tokens").await.expect_status(200);
    let page = client.post("/account/tokens", &[("name", name)]).await;
    page.expect_status(200);
    let token = page
        .body
        .split("<code id=\"new-token\">")
        .nth(1)
        .and_then(|rest| rest.split('<').next())
        .expect("the new token, shown once")
        .to_owned();
    assert!(token.starts_with("halma_"), "{token}");
    token
}

/// A request to the API with `token` (if any) and a JSON body (if any), from
/// a client with no cookies.
async fn call(
    db: &TestDb,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> (Page, Value) {
    call_on(&mut db.client(), method, path, token, body).await
}

/// [`call`] through `client`'s app (one app: one rate limiter).
async fn call_on(
    client: &mut Client,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> (Page, Value) {
    let mut req = Request::builder().method(method).uri(path);
    if let Some(token) = token {
        req = req.header(header::AUTHORIZATION, format!("Bearer {token}"));
    }
    let req = match body {
        Some(body) => req
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(body.to_string())),
        None => req.body(Body::empty()),
    }
    .expect("request");
    let page = client.send(req).await;
    let json = serde_json::from_str(&page.body).unwrap_or(Value::Null);
    (page, json)
}

both_backends! {
    async fn tokens_are_shown_once_and_revoked(db) {
        let (mut ann, _) = db.player("ann").await;
        let token = make_token(&mut ann, "my bot").await;
        let list = ann.get("/account/tokens").await;
        assert!(list.contains("my bot") && list.contains("live"));
        assert!(!list.contains(&token), "a token is shown only when it is made");
        let stored = db.count(&format!("SELECT count(*) FROM api_tokens WHERE token_hash = '{}'", halma::api::token_hash(&token))).await;
        assert_eq!(stored, 1, "the database keeps the hash");
        assert_eq!(db.count("SELECT count(*) FROM api_tokens WHERE token_hash LIKE 'halma_%'").await, 0);

        let (page, me) = call(&db, "GET", "/api/v1/me", Some(&token), None).await;
        page.expect_status(200);
        assert_eq!(me["username"], "ann");
        assert_eq!(page.headers.get(header::CACHE_CONTROL).and_then(|v| v.to_str().ok()), Some("no-store"));
        assert!(page.set_cookies().is_empty(), "the API sets no cookie");

        // Another player cannot revoke it; its owner can, once.
        let (mut ben, _) = db.player("ben").await;
        let id = list.body.split("data-token=\"").nth(1).and_then(|r| r.split('"').next()).expect("token id").to_owned();
        ben.get("/account/tokens").await;
        let refused = ben.post(&format!("/account/tokens/{id}/revoke"), &[]).await;
        refused.expect_status(404);
        assert!(refused.contains("You have no token with this number, so nothing was revoked."), "{}", refused.body);
        // So is a token id that is nobody's.
        let nobody = ben.post(&format!("/account/tokens/{}/revoke", uuid::Uuid::new_v4()), &[]).await;
        nobody.expect_status(404);
        assert!(nobody.contains("nothing was revoked"));
        call(&db, "GET", "/api/v1/me", Some(&token), None).await.0.expect_status(200);
        assert!(ann.get("/account/tokens").await.contains("live"));
        ann.post(&format!("/account/tokens/{id}/revoke"), &[]).await.expect_redirect("/account/tokens");
        ann.post(&format!("/account/tokens/{id}/revoke"), &[]).await.expect_redirect("/account/tokens");
        assert!(ann.get("/account/tokens").await.contains("revoked"));
        let (page, err) = call(&db, "GET", "/api/v1/me", Some(&token), None).await;
        page.expect_status(401);
        assert_eq!(err["code"], "unauthorized");
        assert_eq!(page.headers.get(header::WWW_AUTHENTICATE).and_then(|v| v.to_str().ok()), Some("Bearer"));
    }

    async fn tokens_are_limited_and_need_a_form_token(db) {
        let (mut ann, _) = db.player("ann").await;
        for i in 0..halma::tokens::MAX_TOKENS {
            make_token(&mut ann, &format!("bot {i}")).await;
        }
        let page = ann.post("/account/tokens", &[("name", "one more")]).await;
        assert!(page.contains("the most one player may have"));
        assert!(!page.contains("new-token"));
        // A forged form (no token of the session) makes nothing.
        let forged = ann.post_exact("/account/tokens", &[("name", "forged")]).await;
        assert_eq!(forged.status, 403);
        assert_eq!(db.count("SELECT count(*) FROM api_tokens WHERE name = 'forged'").await, 0);
        // Without a session: to the log-in page.
        let mut stranger = db.client();
        stranger.get("/account/tokens").await.expect_status(303);
    }

    async fn no_token_no_api(db) {
        for token in [None, Some("halma_not-a-token"), Some("something-else")] {
            let (page, err) = call(&db, "GET", "/api/v1/me", token, None).await;
            page.expect_status(401);
            assert_eq!(err["code"], "unauthorized", "{token:?}");
        }
        let (page, err) = call(&db, "GET", "/api/v1/nothing-here", None, None).await;
        page.expect_status(404);
        assert_eq!(err["code"], "not_found");
    }

    async fn a_game_played_through_the_api(db) {
        let (mut ann, a) = db.player("ann").await;
        let (mut ben, b) = db.player("ben").await;
        let (mut cid, _) = db.player("cid").await;
        let ta = make_token(&mut ann, "ann's bot").await;
        let tb = make_token(&mut ben, "ben's bot").await;
        let tc = make_token(&mut cid, "cid's bot").await;
        let id: GameId = db.new_game(Rules::new(Variant::Halma8x8), a, b, 3).await;
        let game_path = format!("/api/v1/games/{id}");
        let move_path = format!("{game_path}/move");

        let (page, mine) = call(&db, "GET", "/api/v1/games?turn=mine", Some(&ta), None).await;
        page.expect_status(200);
        assert_eq!(mine.as_array().map(Vec::len), Some(1));
        assert_eq!(mine[0]["id"], id.to_string());
        assert_eq!(mine[0]["your_turn"], true);
        let (_, theirs) = call(&db, "GET", "/api/v1/games?turn=mine", Some(&tb), None).await;
        assert_eq!(theirs.as_array().map(Vec::len), Some(0));
        let (_, all) = call(&db, "GET", "/api/v1/games", Some(&tb), None).await;
        assert_eq!(all.as_array().map(Vec::len), Some(1));

        // The game as White sees it: the position, and White's legal moves.
        let (_, game) = call(&db, "GET", &game_path, Some(&ta), None).await;
        let start = Position::start(Variant::Halma8x8);
        assert_eq!(game["position"], start.to_string());
        assert_eq!((game["ply"].as_i64(), game["turn"].as_str(), game["status"].as_str()), (Some(0), Some("white"), Some("active")));
        let legal: Vec<String> = start.legal_moves().iter().map(ToString::to_string).collect();
        assert_eq!(game["legal_moves"], json!(legal));
        let (_, seen_by_black) = call(&db, "GET", &game_path, Some(&tb), None).await;
        assert!(seen_by_black["legal_moves"].is_null());

        // Refusals, each with its code and the page's status, and nothing moved.
        let first = legal[0].clone();
        let cases = [
            (&tb, json!({"ply": 0, "path": first}), 409, "not_your_turn"),
            (&tc, json!({"ply": 0, "path": first}), 403, "not_a_player"),
            (&ta, json!({"ply": 0, "path": "a1-h8"}), 400, "illegal_move"),
            (&ta, json!({"ply": 0, "path": "nonsense"}), 400, "not_a_move"),
            (&ta, json!({"ply": 7, "path": first}), 409, "already_played"),
        ];
        for (token, body, status, code) in cases {
            let (page, err) = call(&db, "POST", &move_path, Some(token), Some(body.clone())).await;
            assert_eq!((page.status.as_u16(), err["code"].as_str()), (status, Some(code)), "{body}: {}", page.body);
            assert!(err["message"].as_str().is_some_and(|m| !m.is_empty()));
        }
        let (page, err) = call(&db, "POST", &move_path, Some(&ta), Some(json!({"ply": "zero"}))).await;
        page.expect_status(400);
        assert_eq!(err["code"], "bad_request");
        let (page, err) = call(&db, "POST", "/api/v1/games/not-a-game/move", Some(&ta), Some(json!({"ply": 0, "path": first}))).await;
        page.expect_status(404);
        assert_eq!(err["code"], "not_found");
        assert_eq!(db.count("SELECT count(*) FROM moves").await, 0);

        // The move; the same again (a retry) is a 409 and changes nothing.
        let (page, after) = call(&db, "POST", &move_path, Some(&ta), Some(json!({"ply": 0, "path": first}))).await;
        page.expect_status(200);
        assert_eq!((after["ply"].as_i64(), after["turn"].as_str()), (Some(1), Some("black")));
        assert!(after["legal_moves"].is_null());
        let (page, err) = call(&db, "POST", &move_path, Some(&ta), Some(json!({"ply": 0, "path": first}))).await;
        page.expect_status(409);
        assert_eq!(err["code"], "already_played");
        assert_eq!(db.count("SELECT count(*) FROM moves").await, 1);
        // The page shows the move played through the API.
        assert!(ben.get(&format!("/games/{id}")).await.contains(&first));

        // Black resigns through the API: White wins, in words and in types.
        let (page, over) = call(&db, "POST", &format!("{game_path}/resign"), Some(&tb), Some(json!({"ply": 1}))).await;
        page.expect_status(200);
        assert_eq!(over["status"], "finished");
        assert_eq!((over["result"]["winner"].as_str(), over["result"]["termination"].as_str(), over["result"]["result"].as_str()), (Some("white"), Some("resignation"), Some("1-0")));
        let (page, err) = call(&db, "POST", &move_path, Some(&tb), Some(json!({"ply": 1, "path": first}))).await;
        page.expect_status(409);
        assert_eq!(err["code"], "game_over");
    }

    async fn offers_carry_their_clock_through_the_api(db) {
        let (mut ann, _) = db.player("ann").await;
        let (mut ben, _) = db.player("ben").await;
        let ta = make_token(&mut ann, "a").await;
        let tb = make_token(&mut ben, "b").await;
        // The form's clock fields, optional, with the form's words when wrong.
        let (page, err) = call(&db, "POST", "/api/v1/offers", Some(&ta), Some(json!({"game": "halma-8x8", "clock": "bank", "days": 4, "cap": 3}))).await;
        assert_eq!((page.status.as_u16(), err["code"].as_str()), (400, Some("invalid_cap")), "{}", page.body);
        assert!(err["message"].as_str().unwrap_or_default().contains("at least the starting days") || page.body.contains("at least the starting days"), "{}", page.body);
        let (page, posted) = call(&db, "POST", "/api/v1/offers", Some(&ta), Some(json!({"game": "halma-8x8", "colour": "white", "clock": "bank", "days": 4, "increment": 1, "cap": 6, "weekends": "off", "vacation": "forbidden"}))).await;
        page.expect_status(201);
        let offer = posted["id"].as_str().expect("id").to_owned();
        let (_, seen) = call(&db, "GET", "/api/v1/offers", Some(&tb), None).await;
        let clock = &seen["open"][0]["clock"];
        assert_eq!((clock["kind"].as_str(), clock["days"].as_i64(), clock["increment"].as_i64(), clock["cap"].as_i64()), (Some("bank"), Some(4), Some(1), Some(6)));
        assert_eq!((clock["weekends"].as_str(), clock["vacation"].as_str()), (Some("off"), Some("forbidden")));
        let (_, joined) = call(&db, "POST", &format!("/api/v1/offers/{offer}/join"), Some(&tb), None).await;
        let game = joined["game"].as_str().expect("game").to_owned();
        let (_, g) = call(&db, "GET", &format!("/api/v1/games/{game}"), Some(&tb), None).await;
        assert_eq!(g["clock"]["kind"], "bank");
        assert_eq!(g["clock"]["words"], "a bank of 4 days, +1 day a move, at most 6 days, weekends off, no vacation");
        // Without the fields: today's clock per move.
        let (_, posted) = call(&db, "POST", "/api/v1/offers", Some(&ta), Some(json!({"game": "embargo", "days": 2}))).await;
        let (_, own) = call(&db, "GET", "/api/v1/offers", Some(&ta), None).await;
        assert_eq!(own["yours"][0]["id"], posted["id"]);
        assert_eq!((own["yours"][0]["clock"]["kind"].as_str(), own["yours"][0]["clock"]["weekends"].as_str(), own["yours"][0]["clock"]["vacation"].as_str()), (Some("per-move"), Some("on"), Some("allowed")));
    }

    async fn offers_joined_and_a_draw_agreed_through_the_api(db) {
        let (mut ann, _) = db.player("ann").await;
        let (mut ben, _) = db.player("ben").await;
        let (mut cid, _) = db.player("cid").await;
        let ta = make_token(&mut ann, "a").await;
        let tb = make_token(&mut ben, "b").await;
        let tc = make_token(&mut cid, "c").await;
        // What the New game form refuses, the API refuses, with the same words.
        for (body, code) in [
            // Each bad field with its own code.
            (json!({"game": "chess"}), "invalid_game"),
            (json!({"game": "halma-8x8", "days": 99}), "invalid_days"),
            (json!({"game": "halma-16x16", "camp": "deadline"}), "invalid_camp"),
            (json!({"game": "halma-8x8", "repetition": "never"}), "invalid_repetition"),
            (json!({"game": "halma-8x8", "colour": "green"}), "invalid_colour"),
            (json!({"game": "halma-8x8", "clock": "hourglass"}), "invalid_clock"),
            (json!({"game": "halma-8x8", "clock": "bank", "increment": 9}), "invalid_increment"),
            (json!({"game": "halma-8x8", "weekends": "sometimes"}), "invalid_weekends"),
            (json!({"game": "halma-8x8", "vacation": "maybe"}), "invalid_vacation"),
            (json!({"game": "halma-8x8", "camp": "x".repeat(41)}), "field_too_long"),
            (json!({"game": "halma-8x8", "opponent": "nobody"}), "no_such_player"),
            (json!({"days": 3}), "bad_request"),
        ] {
            let (page, err) = call(&db, "POST", "/api/v1/offers", Some(&ta), Some(body.clone())).await;
            assert_eq!((page.status.as_u16(), err["code"].as_str()), (400, Some(code)), "{body}: {}", page.body);
        }
        assert_eq!(db.count("SELECT count(*) FROM offers").await, 0);
        let (page, posted) = call(&db, "POST", "/api/v1/offers", Some(&ta), Some(json!({"game": "halma-8x8", "colour": "white", "days": 2, "opponent": "ben"}))).await;
        page.expect_status(201);
        assert_eq!(posted["invitation"], true);
        let offer = posted["id"].as_str().expect("id").to_owned();
        let (_, seen) = call(&db, "GET", "/api/v1/offers", Some(&tb), None).await;
        assert_eq!(seen["invitations"][0]["id"], offer.as_str());
        assert_eq!(seen["invitations"][0]["poster_colour"], "white");
        let (_, own) = call(&db, "GET", "/api/v1/offers", Some(&ta), None).await;
        assert_eq!(own["yours"][0]["invited"], "ben");
        // Only the invited player joins it, once.
        let join = format!("/api/v1/offers/{offer}/join");
        let (page, err) = call(&db, "POST", &join, Some(&tc), None).await;
        assert_eq!((page.status.as_u16(), err["code"].as_str()), (403, Some("not_invited")));
        let (page, joined) = call(&db, "POST", &join, Some(&tb), None).await;
        page.expect_status(201);
        let game = joined["game"].as_str().expect("game").to_owned();
        let (page, err) = call(&db, "POST", &join, Some(&tb), None).await;
        assert_eq!((page.status.as_u16(), err["code"].as_str()), (409, Some("offer_gone")));
        let (_, g) = call(&db, "GET", &format!("/api/v1/games/{game}"), Some(&tb), None).await;
        assert_eq!((g["players"]["white"].as_str(), g["players"]["black"].as_str(), g["days_per_move"].as_i64()), (Some("ann"), Some("ben"), Some(2)));

        // A draw offered by White and accepted by Black ends the game.
        let draw = format!("/api/v1/games/{game}/draw");
        let (page, err) = call(&db, "POST", &draw, Some(&ta), Some(json!({"ply": 0, "action": "maybe"}))).await;
        assert_eq!((page.status.as_u16(), err["code"].as_str()), (400, Some("bad_request")));
        let (page, offered) = call(&db, "POST", &draw, Some(&ta), Some(json!({"ply": 0, "action": "offer"}))).await;
        page.expect_status(200);
        assert_eq!(offered["draw_offered_by"], "ann");
        let (page, over) = call(&db, "POST", &draw, Some(&tb), Some(json!({"ply": 0, "action": "accept"}))).await;
        page.expect_status(200);
        assert_eq!((over["status"].as_str(), over["result"]["termination"].as_str(), over["result"]["winner"].as_str()), (Some("finished"), Some("agreement"), Some("none")));
        let (page, _) = call(&db, "GET", &format!("/api/v1/games/{game}/record"), Some(&tc), None).await;
        page.expect_status(200);
        assert!(page.contains("ann") && page.contains("ben") && page.contains("1/2-1/2"), "{}", page.body);
    }
}

#[tokio::test]
async fn the_api_page_lists_the_endpoints() {
    let db = TestDb::sqlite().await;
    let mut visitor = db.client();
    let page = visitor.get("/api").await;
    page.expect_status(200);
    for endpoint in [
        "/api/v1/me",
        "/api/v1/games?turn=mine",
        "/api/v1/games/{id}/move",
        "/api/v1/games/{id}/resign",
    ] {
        assert!(page.contains(endpoint), "{endpoint}");
    }
    assert!(page.contains("href=\"/account/tokens\""));
}

#[tokio::test]
async fn each_token_has_its_own_rate_limit() {
    let db = TestDb::sqlite().await;
    let (mut ann, _) = db.player("ann").await;
    let (fast, slow) = (
        make_token(&mut ann, "fast").await,
        make_token(&mut ann, "slow").await,
    );
    // One server process, with the operator's limit.
    let per_minute = 20;
    let mut program = Client::new(db.app_with(halma::Config {
        api_requests_per_minute: per_minute,
        ..halma::Config::default()
    }));
    // The whole burst passes; past it, requests are refused (a few may pass
    // as the allowance refills, one every three seconds).
    for i in 0..per_minute {
        let (page, _) = call_on(&mut program, "GET", "/api/v1/me", Some(&fast), None).await;
        assert_eq!(page.status, 200, "request {i}");
    }
    let mut refused = None;
    for _ in 0..per_minute {
        let (page, err) = call_on(&mut program, "GET", "/api/v1/me", Some(&fast), None).await;
        if page.status == 429 {
            refused = Some((page, err));
            break;
        }
    }
    let (page, err) = refused.expect("a request past the limit is refused");
    assert_eq!(err["code"], "too_many_requests");
    assert!(
        err["message"]
            .as_str()
            .unwrap_or_default()
            .contains("more than 20 requests a minute"),
        "{err}"
    );
    let wait: u64 = page
        .headers
        .get(header::RETRY_AFTER)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse().ok())
        .expect("Retry-After");
    assert!((1..=60).contains(&wait), "{wait}");
    // Another token of the same player is not held back.
    call_on(&mut program, "GET", "/api/v1/me", Some(&slow), None)
        .await
        .0
        .expect_status(200);
}

/// Whether `value` fits `schema` of the OpenAPI document `doc` (types,
/// required properties, items, references, one-of): enough to catch an answer
/// that drifted from its documentation.
fn fits(doc: &Value, schema: &Value, value: &Value, at: &str) -> Result<(), String> {
    if let Some(reference) = schema["$ref"].as_str() {
        let name = reference.rsplit('/').next().unwrap_or_default();
        return fits(doc, &doc["components"]["schemas"][name], value, at);
    }
    if let Some(options) = schema["oneOf"].as_array().or(schema["anyOf"].as_array()) {
        return options
            .iter()
            .any(|o| fits(doc, o, value, at).is_ok())
            .then_some(())
            .ok_or_else(|| format!("{at}: {value} fits none of {schema}"));
    }
    let types: Vec<&str> = match &schema["type"] {
        Value::String(t) => vec![t.as_str()],
        Value::Array(ts) => ts.iter().filter_map(Value::as_str).collect(),
        _ => return Ok(()),
    };
    let kind = match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        // JSON Schema counts 3.0 as an integer too.
        Value::Number(n)
            if n.is_i64() || n.is_u64() || n.as_f64().is_some_and(|f| f.fract() == 0.0) =>
        {
            "integer"
        }
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    };
    let fits_type = types.contains(&kind) || (kind == "integer" && types.contains(&"number"));
    if !fits_type {
        return Err(format!("{at}: {value} is {kind}, documented as {types:?}"));
    }
    if let Some(words) = schema["enum"].as_array() {
        if !words.contains(value) {
            return Err(format!("{at}: {value} is not one of {words:?}"));
        }
    }
    if let Some(n) = value.as_f64() {
        if schema["minimum"].as_f64().is_some_and(|least| n < least)
            || schema["maximum"].as_f64().is_some_and(|most| n > most)
        {
            return Err(format!("{at}: {value} is out of {schema}"));
        }
    }
    if let Value::Object(fields) = value {
        for required in schema["required"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
        {
            if !fields.contains_key(required) {
                return Err(format!("{at}: `{required}` is missing"));
            }
        }
        if let Some(properties) = schema["properties"].as_object() {
            for (name, field) in fields {
                let documented = properties
                    .get(name)
                    .ok_or_else(|| format!("{at}: `{name}` is not documented"))?;
                fits(doc, documented, field, &format!("{at}.{name}"))?;
            }
        }
    }
    if let Value::Array(items) = value {
        for (i, item) in items.iter().enumerate() {
            fits(doc, &schema["items"], item, &format!("{at}[{i}]"))?;
        }
    }
    Ok(())
}

/// Checks an answer against the document's schema for `path` and `method`.
fn documented(doc: &Value, method: &str, path: &str, page: &Page, body: &Value) {
    let operation = &doc["paths"][path][method];
    assert!(operation.is_object(), "{method} {path} is not documented");
    let status = page.status.as_u16().to_string();
    let response = if operation["responses"][&status].is_object() {
        &operation["responses"][&status]
    } else {
        &operation["responses"][format!("{}XX", &status[..1])]
    };
    assert!(
        response.is_object(),
        "{method} {path}: status {status} is not documented"
    );
    let schema = &response["content"]["application/json"]["schema"];
    assert!(
        schema.is_object(),
        "{method} {path} {status}: no JSON schema"
    );
    if let Err(e) = fits(doc, schema, body, &format!("{method} {path}")) {
        panic!("{e}");
    }
}

/// [`documented`], passing the answer on.
fn checked(doc: &Value, method: &str, path: &str, answer: (Page, Value)) -> (Page, Value) {
    documented(doc, method, path, &answer.0, &answer.1);
    answer
}

mod openapi {
    use super::*;

    both_backends! {
        async fn every_answer_fits_the_openapi_document(db) {
            let (page, doc) = call(&db, "GET", "/api/v1/openapi.json", None, None).await;
            page.expect_status(200);
            let paths: Vec<&String> = doc["paths"].as_object().expect("paths").keys().collect();
            for path in ["/api/v1/me", "/api/v1/games", "/api/v1/games/{id}", "/api/v1/games/{id}/move", "/api/v1/games/{id}/resign", "/api/v1/games/{id}/draw", "/api/v1/games/{id}/record", "/api/v1/offers", "/api/v1/offers/{id}/join"] {
                assert!(paths.iter().any(|p| p.as_str() == path), "{path} is not documented");
            }
            assert!(doc["components"]["securitySchemes"]["token"].is_object());
        // The checker can fail: a game without its fields does not fit.
        let game_schema = json!({"$ref": "#/components/schemas/GameJson"});
        assert!(doc["components"]["schemas"]["GameJson"]["required"].as_array().is_some_and(|r| r.contains(&json!("ply"))));
        assert!(fits(&doc, &game_schema, &json!({"id": "x"}), "game").is_err());
        assert!(fits(&doc, &game_schema, &json!({"ply": "one"}), "game").is_err());

            let (mut ann, _) = db.player("ann").await;
            let (mut ben, _) = db.player("ben").await;
            let ta = make_token(&mut ann, "a").await;
            let tb = make_token(&mut ben, "b").await;
            checked(&doc, "get", "/api/v1/me", call(&db, "GET", "/api/v1/me", Some(&ta), None).await);
            checked(&doc, "get", "/api/v1/me", call(&db, "GET", "/api/v1/me", None, None).await);
            let (_, posted) = checked(&doc, "post", "/api/v1/offers", call(&db, "POST", "/api/v1/offers", Some(&ta), Some(json!({"game": "halma-8x8", "colour": "white", "opponent": "ben"}))).await);
            checked(&doc, "post", "/api/v1/offers", call(&db, "POST", "/api/v1/offers", Some(&ta), Some(json!({"game": "chess"}))).await);
            checked(&doc, "get", "/api/v1/offers", call(&db, "GET", "/api/v1/offers", Some(&tb), None).await);
            let offer = posted["id"].as_str().expect("offer");
            let (_, joined) = checked(&doc, "post", "/api/v1/offers/{id}/join", call(&db, "POST", &format!("/api/v1/offers/{offer}/join"), Some(&tb), None).await);
            let game = joined["game"].as_str().expect("game").to_owned();
            checked(&doc, "get", "/api/v1/games", call(&db, "GET", "/api/v1/games?turn=mine", Some(&ta), None).await);
            let (_, g) = checked(&doc, "get", "/api/v1/games/{id}", call(&db, "GET", &format!("/api/v1/games/{game}"), Some(&ta), None).await);
            let first = g["legal_moves"][0].as_str().expect("a legal move").to_owned();
            checked(&doc, "post", "/api/v1/games/{id}/move", call(&db, "POST", &format!("/api/v1/games/{game}/move"), Some(&ta), Some(json!({"ply": 0, "path": first}))).await);
            checked(&doc, "post", "/api/v1/games/{id}/move", call(&db, "POST", &format!("/api/v1/games/{game}/move"), Some(&ta), Some(json!({"ply": 0, "path": first}))).await);
            checked(&doc, "post", "/api/v1/games/{id}/draw", call(&db, "POST", &format!("/api/v1/games/{game}/draw"), Some(&tb), Some(json!({"ply": 1, "action": "offer"}))).await);
            let (_, over) = checked(&doc, "post", "/api/v1/games/{id}/resign", call(&db, "POST", &format!("/api/v1/games/{game}/resign"), Some(&ta), Some(json!({"ply": 1}))).await);
            assert_eq!(over["status"], "finished");
            checked(&doc, "get", "/api/v1/games/{id}", call(&db, "GET", &format!("/api/v1/games/{game}"), Some(&tb), None).await);
        }

        async fn the_document_lists_every_word_each_field_takes(db) {
            let (_, doc) = call(&db, "GET", "/api/v1/openapi.json", None, None).await;
            let schemas = &doc["components"]["schemas"];
            let words = |schema: &str, field: &str| -> Vec<Value> {
                schemas[schema]["properties"][field]["enum"].as_array().cloned().unwrap_or_else(|| panic!("{schema}.{field} lists no words: {}", schemas[schema]))
            };
            let games: Vec<Value> = Variant::ALL.iter().map(|v| v.id()).chain(halma_rules::SeatVariant::ALL.iter().map(|v| v.id())).map(|id| json!(id)).collect();
            assert_eq!(words("OfferBody", "game"), games);
            assert_eq!(words("DrawBody", "action"), vec![json!("offer"), json!("accept"), json!("decline")]);
            for (field, listed) in [("camp", ["deadline", "fill"].as_slice()), ("repetition", &["auto", "claim"]), ("colour", &["white", "black", "random", "red", "orange", "yellow", "green", "blue", "purple"]), ("partners", &["on", "off"]), ("points", &["pass-through", "rest"]), ("clock", &["per-move", "bank"]), ("weekends", &["on", "off"]), ("vacation", &["allowed", "forbidden"])] {
                let mut expected: Vec<Value> = listed.iter().map(|w| json!(w)).collect();
                expected.push(Value::Null); // these may be left out
                assert_eq!(words("OfferBody", field), expected, "OfferBody.{field}");
            }
            // The colour to move: any seat's, in the games for more than two too.
            let mut colours: Vec<Value> = halma_rules::Colour::ALL.iter().map(|c| json!(c.name())).collect();
            colours.push(Value::Null);
            assert_eq!(words("GameJson", "turn"), colours);
            assert_eq!(words("SeatJson", "state"), vec![json!("playing"), json!("finished"), json!("left")]);
            assert_eq!(words("GameJson", "variant"), games);
            assert_eq!(words("GameJson", "status"), vec![json!("active"), json!("claim"), json!("finished")]);
            assert_eq!(words("ResultJson", "winner"), vec![json!("white"), json!("black"), json!("none")]);
            assert_eq!(words("ResultJson", "result"), vec![json!("1-0"), json!("0-1"), json!("1/2-1/2")]);
            assert!(words("ResultJson", "termination").contains(&json!("resignation")));
            assert_eq!(words("ClockJson", "kind"), vec![json!("per-move"), json!("bank")]);
            assert_eq!(words("GameLine", "colour"), vec![json!("white"), json!("black")]);
            let turn = doc["paths"]["/api/v1/games"]["get"]["parameters"].as_array().expect("parameters").iter().find(|p| p["name"] == "turn").expect("turn").clone();
            assert_eq!(turn["schema"]["enum"], json!(["mine", "any"]));
            for schema in ["MoveBody", "PlyBody", "DrawBody"] {
                assert_eq!(schemas[schema]["properties"]["ply"]["type"], "integer", "{schema}");
                assert_eq!(schemas[schema]["properties"]["ply"]["minimum"], 0, "{schema}");
            }
            assert_eq!(schemas["OfferBody"]["properties"]["days"]["minimum"], 1);
            assert_eq!(schemas["OfferBody"]["properties"]["days"]["maximum"], 30);
            assert_eq!(schemas["OfferBody"]["properties"]["increment"]["maximum"], 7);
            // What the document lists is what the API takes, and gives.
            let (mut ann, _) = db.player("ann").await;
            db.player("ben").await;
            let ta = make_token(&mut ann, "a").await;
            let (page, _) = call(&db, "GET", "/api/v1/games?turn=any", Some(&ta), None).await;
            page.expect_status(200);
            for clock in ["per-move", "bank"] {
                let (page, _) = checked(&doc, "post", "/api/v1/offers", call(&db, "POST", "/api/v1/offers", Some(&ta), Some(json!({"game": "halma-10x10", "camp": "fill", "repetition": "claim", "colour": "random", "clock": clock, "weekends": "off", "vacation": "forbidden", "opponent": "ben"}))).await);
                page.expect_status(201);
            }
        }

        async fn a_whole_number_may_be_written_with_a_zero_fraction(db) {
            let (_, doc) = call(&db, "GET", "/api/v1/openapi.json", None, None).await;
            let (mut ann, _) = db.player("ann").await;
            let (mut ben, _) = db.player("ben").await;
            let ta = make_token(&mut ann, "a").await;
            let tb = make_token(&mut ben, "b").await;
            // 3.0 days is 3 days; 2.5 is refused, saying why.
            let (page, half) = call(&db, "POST", "/api/v1/offers", Some(&ta), Some(json!({"game": "halma-8x8", "days": 2.5, "opponent": "ben"}))).await;
            page.expect_status(400);
            assert!(half["message"].as_str().is_some_and(|m| m.contains("whole number")), "{half}");
            let (page, posted) = checked(&doc, "post", "/api/v1/offers", call(&db, "POST", "/api/v1/offers", Some(&ta), Some(json!({"game": "halma-8x8", "colour": "white", "days": 3.0, "clock": "bank", "increment": 1.0, "cap": 6.0, "opponent": "ben"}))).await);
            page.expect_status(201);
            let offer = posted["id"].as_str().expect("offer");
            let (_, joined) = call(&db, "POST", &format!("/api/v1/offers/{offer}/join"), Some(&tb), None).await;
            let game = joined["game"].as_str().expect("game").to_owned();
            let (_, g) = call(&db, "GET", &format!("/api/v1/games/{game}"), Some(&ta), None).await;
            assert_eq!(g["clock"]["days"], 3);
            assert_eq!(g["clock"]["cap"], 6);
            let first = g["legal_moves"][0].as_str().expect("a legal move").to_owned();
            let (page, moved) = checked(&doc, "post", "/api/v1/games/{id}/move", call(&db, "POST", &format!("/api/v1/games/{game}/move"), Some(&ta), Some(json!({"ply": 0.0, "path": first}))).await);
            page.expect_status(200);
            assert_eq!(moved["ply"], 1);
            let (page, _) = call(&db, "POST", &format!("/api/v1/games/{game}/draw"), Some(&tb), Some(json!({"ply": 1.5, "action": "offer"}))).await;
            page.expect_status(400);
            checked(&doc, "post", "/api/v1/games/{id}/draw", call(&db, "POST", &format!("/api/v1/games/{game}/draw"), Some(&tb), Some(json!({"ply": 1.0, "action": "offer"}))).await).0.expect_status(200);
            let (page, over) = call(&db, "POST", &format!("/api/v1/games/{game}/resign"), Some(&tb), Some(json!({"ply": 1e0}))).await;
            page.expect_status(200);
            assert_eq!(over["status"], "finished");
        }
    }
}

/// The games for more than two through the API: each game carries its seats,
/// the seat to move gets its legal moves, and every answer fits the document.
mod seats {
    use super::*;
    use halma::model::clock::ClockTerms;

    use halma_rules::{SeatRules, SeatVariant};

    both_backends! {
        async fn a_game_for_four_is_played_through_the_api(db) {
            let (_, doc) = call(&db, "GET", "/api/v1/openapi.json", None, None).await;
            let mut tokens = Vec::new();
            let mut ids = Vec::new();
            for name in ["wim", "rea", "bas", "gus"] {
                let (mut c, id) = db.player(name).await;
                tokens.push(make_token(&mut c, name).await);
                ids.push(id);
            }
            let game = db.new_seat_game(SeatRules::new(SeatVariant::Halma16x16Four), ids, 3).await;
            let url = format!("/api/v1/games/{game}");
            let (_, g) = checked(&doc, "get", "/api/v1/games/{id}", call(&db, "GET", &url, Some(&tokens[0]), None).await);
            assert_eq!(g["variant"], "halma-16x16-4");
            assert_eq!(g["turn"], "white");
            let seats: Vec<(String, String)> = g["seats"].as_array().expect("seats").iter()
                .map(|s| (s["colour"].as_str().unwrap().to_owned(), s["user"].as_str().unwrap().to_owned())).collect();
            assert_eq!(seats, [("white".into(), "wim".into()), ("red".into(), "rea".into()), ("black".into(), "bas".into()), ("green".into(), "gus".into())]);
            let moves = g["legal_moves"].as_array().expect("white's moves");
            assert!(moves.contains(&json!("m2-l3")));
            let (_, theirs) = call(&db, "GET", &url, Some(&tokens[1]), None).await;
            assert!(theirs["legal_moves"].is_null(), "not red's turn");
            // A move, a move out of turn refused, a resignation, a draw.
            let (page, moved) = checked(&doc, "post", "/api/v1/games/{id}/move", call(&db, "POST", &format!("{url}/move"), Some(&tokens[0]), Some(json!({"ply": 0, "path": "m2-l3"}))).await);
            page.expect_status(200);
            assert_eq!((moved["ply"].as_i64(), moved["turn"].as_str()), (Some(1), Some("red")));
            let (page, refused) = checked(&doc, "post", "/api/v1/games/{id}/move", call(&db, "POST", &format!("{url}/move"), Some(&tokens[2]), Some(json!({"ply": 1, "path": "d15-e14"}))).await);
            page.expect_status(409);
            assert_eq!(refused["code"], "not_your_turn");
            let (_, left) = checked(&doc, "post", "/api/v1/games/{id}/resign", call(&db, "POST", &format!("{url}/resign"), Some(&tokens[3]), Some(json!({"ply": 1}))).await);
            assert_eq!(left["seats"][3]["state"], "left");
            for (i, token) in tokens.iter().enumerate().take(3) {
                let (page, _) = checked(&doc, "post", "/api/v1/games/{id}/draw", call(&db, "POST", &format!("{url}/draw"), Some(token), Some(json!({"ply": 2, "action": "accept"}))).await);
                page.expect_status(200);
                let _ = i;
            }
            let (_, over) = checked(&doc, "get", "/api/v1/games/{id}", call(&db, "GET", &url, Some(&tokens[1]), None).await);
            assert_eq!(over["status"], "finished");
            let (page, _) = call(&db, "GET", &format!("{url}/record"), Some(&tokens[0]), None).await;
            page.expect_status(200);
            assert!(page.contains("[Green \"gus\"]") && page.contains("out:green"), "{}", page.body);
        }
        async fn seats_at_an_offer_for_four_are_taken_through_the_api(db) {
            use halma::store::NewSeatOffer;
            let (_, doc) = call(&db, "GET", "/api/v1/openapi.json", None, None).await;
            let mut tokens = Vec::new();
            let mut ids = Vec::new();
            for name in ["wim", "rea", "bas", "gus"] {
                let (mut c, id) = db.player(name).await;
                tokens.push(make_token(&mut c, name).await);
                ids.push(id);
            }
            // Posted through the API, with its own fields; bad ones refused by their code.
            let (page, refused) = checked(&doc, "post", "/api/v1/offers", call(&db, "POST", "/api/v1/offers", Some(&tokens[0]), Some(json!({"game": "halma-16x16-4", "points": "rest"}))).await);
            page.expect_status(400);
            assert_eq!(refused["code"], "invalid_points");
            let (page, refused) = checked(&doc, "post", "/api/v1/offers", call(&db, "POST", "/api/v1/offers", Some(&tokens[0]), Some(json!({"game": "halma-16x16-4", "colour": "purple"}))).await);
            page.expect_status(400);
            assert_eq!(refused["code"], "invalid_colour");
            let (page, posted) = checked(&doc, "post", "/api/v1/offers", call(&db, "POST", "/api/v1/offers", Some(&tokens[0]), Some(json!({"game": "halma-16x16-4", "partners": "on", "days": 4}))).await);
            page.expect_status(201);
            let offer: halma::store::OfferId = posted["id"].as_str().expect("id").parse().expect("an offer id");
            let row = db.store.seat_offers().seat_offer(offer).await.expect("read").expect("posted");
            assert!(row.rules.partners);
            assert_eq!(row.days_per_move, 4);
            let _ = (NewSeatOffer::clone, ClockTerms::default(), SeatRules::new(SeatVariant::Halma16x16Four));
            let (_, room) = checked(&doc, "get", "/api/v1/offers", call(&db, "GET", "/api/v1/offers", Some(&tokens[1]), None).await);
            let listed = &room["seat_games"][0];
            assert_eq!(listed["id"], offer.to_string());
            assert_eq!(listed["variant"], "halma-16x16-4");
            assert_eq!(listed["you_may_join"], true);
            assert_eq!(listed["seats"].as_array().map(Vec::len), Some(4));
            let join = format!("/api/v1/offers/{offer}/join");
            for (i, token) in tokens.iter().enumerate().skip(1).take(2) {
                let (page, seated) = checked(&doc, "post", "/api/v1/offers/{id}/join", call(&db, "POST", &join, Some(token), None).await);
                page.expect_status(202);
                assert_eq!((seated["taken"].as_u64(), seated["seats"].as_u64()), (Some(i as u64 + 1), Some(4)));
            }
            let (page, again) = checked(&doc, "post", "/api/v1/offers/{id}/join", call(&db, "POST", &join, Some(&tokens[1]), None).await);
            page.expect_status(409);
            assert_eq!(again["code"], "already_seated");
            let (page, started) = checked(&doc, "post", "/api/v1/offers/{id}/join", call(&db, "POST", &join, Some(&tokens[3]), None).await);
            page.expect_status(201);
            let game = started["game"].as_str().expect("the game").to_owned();
            let (_, g) = checked(&doc, "get", "/api/v1/games/{id}", call(&db, "GET", &format!("/api/v1/games/{game}"), Some(&tokens[0]), None).await);
            assert_eq!(g["seats"].as_array().map(Vec::len), Some(4));
        }
    }
}
