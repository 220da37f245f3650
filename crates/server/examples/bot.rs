//! The reference bot: a program that plays on a halma server through the JSON
//! API alone, with a personal token (made on `/account/tokens`).
//!
//! ```text
//! cargo run --example bot -- --url http://localhost:8080 --token halma_...
//! ```
//!
//! It accepts the invitations sent to it (and, with `--join-open`, joins any
//! open offer), then, every `--poll` seconds, plays a move in each game where
//! it is its turn, until it is stopped (Ctrl-C). Its strategy is simple: the
//! move that brings its pieces furthest toward the target corner, never a move
//! that loses by the yard rule, the pieces still at home brought out in time
//! for the camp deadline, and no position of its own twice when another move
//! will do.

use std::{
    collections::{HashMap, HashSet},
    time::Duration,
};

use halma_rules::{CampRule, Position, PositionKey, Variant};
use serde_json::{json, Value};

#[path = "reference/strategy.rs"]
mod strategy;
pub use strategy::choose;

/// What went wrong talking to the server.
#[derive(Debug)]
pub struct BotError(pub String);

impl std::fmt::Display for BotError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// A bot: the server, its token, and the positions it made in each game.
pub struct Bot {
    base: String,
    token: String,
    http: reqwest::Client,
    join_open: bool,
    seen: HashMap<String, HashSet<PositionKey>>,
    me: Option<String>,
}

impl Bot {
    pub fn new(base: &str, token: &str, join_open: bool) -> Bot {
        Bot {
            base: base.trim_end_matches('/').to_owned(),
            token: token.to_owned(),
            http: reqwest::Client::new(),
            join_open,
            seen: HashMap::new(),
            me: None,
        }
    }

    /// One API call; a refusal becomes an error with its code, and "too many
    /// requests" waits and tries again.
    async fn call(&self, method: &str, path: &str, body: Option<Value>) -> Result<Value, BotError> {
        loop {
            let url = format!("{}/api/v1{path}", self.base);
            let mut req = match method {
                "POST" => self.http.post(&url),
                _ => self.http.get(&url),
            }
            .header("authorization", format!("Bearer {}", self.token));
            if let Some(body) = &body {
                req = req
                    .header("content-type", "application/json")
                    .body(body.to_string());
            }
            let res = req
                .send()
                .await
                .map_err(|e| BotError(format!("{method} {path}: {e}")))?;
            let status = res.status();
            let text = res
                .text()
                .await
                .map_err(|e| BotError(format!("{method} {path}: {e}")))?;
            if status.as_u16() == 429 {
                tokio::time::sleep(Duration::from_secs(1)).await;
                continue;
            }
            let json: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
            if !status.is_success() {
                return Err(BotError(format!(
                    "{method} {path}: {status} {}",
                    json["code"].as_str().unwrap_or(&text)
                )));
            }
            return Ok(json);
        }
    }

    /// The bot's name on the server.
    pub async fn name(&mut self) -> Result<String, BotError> {
        if self.me.is_none() {
            let me = self.call("GET", "/me", None).await?;
            self.me = me["username"].as_str().map(str::to_owned);
        }
        self.me
            .clone()
            .ok_or_else(|| BotError("GET /me: no username".to_owned()))
    }

    /// Accepts the invitations to the bot (and, with `join_open`, joins open
    /// offers); how many games it started.
    pub async fn take_offers(&mut self) -> Result<usize, BotError> {
        let me = self.name().await?;
        let offers = self.call("GET", "/offers", None).await?;
        let mut wanted: Vec<&Value> = offers["invitations"]
            .as_array()
            .into_iter()
            .flatten()
            .collect();
        if self.join_open {
            wanted.extend(
                offers["open"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter(|o| o["poster"].as_str() != Some(me.as_str())),
            );
        }
        let mut started = 0;
        for offer in wanted {
            let Some(id) = offer["id"].as_str() else {
                continue;
            };
            // Someone else may have been quicker: not an error for a bot.
            if self
                .call("POST", &format!("/offers/{id}/join"), None)
                .await
                .is_ok()
            {
                started += 1;
            }
        }
        Ok(started)
    }

    /// Plays one move in every game where it is the bot's turn; how many.
    pub async fn play_turns(&mut self) -> Result<usize, BotError> {
        let games = self.call("GET", "/games?turn=mine", None).await?;
        let mut played = 0;
        for line in games.as_array().into_iter().flatten() {
            let Some(id) = line["id"].as_str() else {
                continue;
            };
            if self.play_in(id).await? {
                played += 1;
            }
        }
        Ok(played)
    }

    /// Plays a move in game `id` if it is the bot's turn there.
    pub async fn play_in(&mut self, id: &str) -> Result<bool, BotError> {
        let game = self.call("GET", &format!("/games/{id}"), None).await?;
        if game["legal_moves"].as_array().is_none() {
            return Ok(false);
        }
        let variant: Variant = game["variant"]
            .as_str()
            .and_then(|v| Variant::ALL.into_iter().find(|x| x.id() == v))
            .ok_or_else(|| BotError(format!("game {id}: unknown variant")))?;
        let camp: CampRule = game["camp"]
            .as_str()
            .and_then(|c| c.parse().ok())
            .ok_or_else(|| BotError(format!("game {id}: unknown camp rule")))?;
        let position = game["position"]
            .as_str()
            .and_then(|p| Position::from_text(variant, p).ok())
            .ok_or_else(|| BotError(format!("game {id}: unreadable position")))?;
        let ply = game["ply"].as_i64().unwrap_or_default();
        let seen = self.seen.entry(id.to_owned()).or_default();
        let Some(m) = choose(&position, camp, seen) else {
            return Ok(false);
        };
        if let Ok(after) = position.play(&m) {
            seen.insert(after.key());
        }
        self.call(
            "POST",
            &format!("/games/{id}/move"),
            Some(json!({ "ply": ply, "path": m.to_string() })),
        )
        .await?;
        Ok(true)
    }

    /// Takes offers and plays turns every `poll` until stopped.
    pub async fn run(&mut self, poll: Duration) -> Result<(), BotError> {
        loop {
            let started = self.take_offers().await?;
            let played = self.play_turns().await?;
            if started + played == 0 {
                tokio::time::sleep(poll).await;
            }
        }
    }
}

#[tokio::main]
async fn main() {
    let mut args = std::env::args().skip(1);
    let (mut url, mut token, mut join_open, mut poll) = (
        "http://localhost:8080".to_owned(),
        std::env::var("HALMA_TOKEN").unwrap_or_default(),
        false,
        5.0_f64,
    );
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--url" => url = args.next().unwrap_or(url),
            "--token" => token = args.next().unwrap_or_default(),
            "--join-open" => join_open = true,
            "--poll" => poll = args.next().and_then(|p| p.parse().ok()).unwrap_or(poll),
            _ => {
                eprintln!("usage: bot [--url URL] [--token TOKEN] [--join-open] [--poll SECONDS]");
                std::process::exit(2);
            }
        }
    }
    if token.is_empty() {
        eprintln!("bot: a token is needed (--token or HALMA_TOKEN); make one on /account/tokens");
        std::process::exit(2);
    }
    let mut bot = Bot::new(&url, &token, join_open);
    match bot.name().await {
        Ok(name) => println!("bot: playing as {name} on {url}"),
        Err(e) => {
            eprintln!("bot: {e}");
            std::process::exit(1);
        }
    }
    tokio::select! {
        result = bot.run(Duration::from_secs_f64(poll.max(0.2))) => {
            if let Err(e) = result {
                eprintln!("bot: {e}");
                std::process::exit(1);
            }
        }
        _ = tokio::signal::ctrl_c() => println!("bot: stopped"),
    }
}
