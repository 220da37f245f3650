//! The admins' side of the club over HTTP, on both databases: news, reports
//! of profiles, messages and chat lines, the admins' pages about accounts
//! (suspension, log-out, reset links, promote and demote, each audited), the
//! admins' game lists, and what a suspended player can still read (nothing).
//! Also the search (prefix first, then containing) and the chat's new lines
//! and limit.

use crate::support::{Client, Page, TestDb, PASSWORD};
use halma::{
    domain::adjudication::{self, Sweep},
    model::result::Verdict,
    store::{now, GameStatus, UserId},
    Config,
};
use halma_rules::{Color, Rules, Variant};

/// An admin, logged in, on a client of their own.
async fn admin(db: &TestDb, name: &str) -> (Client, UserId) {
    let (client, id) = db.player(name).await;
    db.store.users().set_admin(id, true).await.expect("promote");
    (client, id)
}

/// The text between `start` and the next `end` in a page.
#[track_caller]
fn between(page: &Page, start: &str, end: &str) -> String {
    let from = page
        .body
        .find(start)
        .unwrap_or_else(|| panic!("no {start:?} in {}", page.body))
        + start.len();
    let to = page.body[from..].find(end).expect("the end") + from;
    page.body[from..to].to_owned()
}

/// Where `needle` is in the page (it must be there).
#[track_caller]
fn at(page: &Page, needle: &str) -> usize {
    page.body
        .find(needle)
        .unwrap_or_else(|| panic!("no {needle:?} in {}", page.body))
}

/// Sends a message from `client` to `to`; the thread's id.
async fn send(client: &mut Client, to: &str, body: &str) -> String {
    client.get(&format!("/messages/new?to={to}")).await;
    let sent = client
        .post(
            "/messages/new",
            &[("to", to), ("subject", "Hi"), ("body", body)],
        )
        .await;
    sent.expect_status(303);
    sent.location
        .as_deref()
        .and_then(|l| l.strip_prefix("/messages/"))
        .expect("a thread")
        .to_owned()
}

/// An admin action through a user's admin page.
async fn act(admin: &mut Client, name: &str, action: &str, reason: &str) -> Page {
    admin.get(&format!("/admin/users/{name}")).await;
    admin
        .post(
            &format!("/admin/users/{name}"),
            &[("action", action), ("reason", reason)],
        )
        .await
}

both_backends! {
    async fn news_is_posted_by_admins_and_read_by_everyone(db) {
        let (mut root, root_id) = admin(&db, "root").await;
        let (mut ann, _) = db.player("ann").await;
        // Only admins reach the news editor.
        ann.get("/admin/news").await.expect_status(403);
        ann.post("/admin/news", &[("title", "Mine"), ("body", "x")]).await.expect_status(403);
        root.get("/admin/news").await.expect_status(200);
        // Bad input comes back beside its field, nothing saved.
        let refused = root.post("/admin/news", &[("title", " "), ("body", "Some words")]).await;
        refused.expect_status(400);
        assert!(refused.contains("Write a title.") && refused.contains("Some words"), "{}", refused.body);
        let long = "x".repeat(201);
        root.get("/admin/news").await;
        root.post("/admin/news", &[("title", long.as_str()), ("body", "b")]).await.expect_status(400);
        assert_eq!(db.count("SELECT COUNT(*) FROM news").await, 0);
        root.get("/admin/news").await;
        root.post("/admin/news", &[("title", "Autumn <cup>"), ("body", "Starts Monday.\r\nSign up!")])
            .await
            .expect_redirect("/admin/news");
        // The home page (a visitor's), the status page and /news show it, escaped.
        let home = db.client().get("/").await;
        assert!(home.contains("Autumn &#60;cup&#62;") || home.contains("Autumn &lt;cup&gt;"), "{}", home.body);
        assert!(!home.contains("<cup>"));
        assert!(ann.get("/status").await.contains("Starts Monday.\nSign up!"));
        assert!(db.client().get("/news").await.contains("Starts Monday."));
        // Paged, newest first.
        let t = now();
        for i in 0..21 {
            db.store.news().post_news(root_id, &format!("Item {i:02}"), "b", t - time::Duration::days(i + 1)).await.expect("post");
        }
        let first = db.client().get("/news").await;
        assert!(at(&first, "Autumn") < at(&first, "Item 00") && first.contains("rel=\"next\""), "{}", first.body);
        assert!(!first.contains("Item 20"));
        let second = db.client().get("/news?page=2").await;
        assert!(second.contains("Item 20") && second.contains("rel=\"prev\""), "{}", second.body);
        // Deleted by an admin only.
        let posted = root.get("/admin/news").await;
        let id = between(&posted, "action=\"/admin/news/", "/delete\"");
        ann.get("/status").await;
        ann.post(&format!("/admin/news/{id}/delete"), &[]).await.expect_status(403);
        root.get("/admin/news").await;
        root.post(&format!("/admin/news/{id}/delete"), &[]).await.expect_redirect("/admin/news");
        assert_eq!(db.count("SELECT COUNT(*) FROM news").await, 21);
        root.get("/admin/news").await;
        root.post(&format!("/admin/news/{id}/delete"), &[]).await.expect_status(404);
    }

    async fn reports_reach_the_admins_once(db) {
        let (mut root, _) = admin(&db, "root").await;
        let (mut ann, ann_id) = db.player("ann").await;
        let (mut bob, bob_id) = db.player("bob").await;
        let (mut cid, _) = db.player("cid").await;
        let thread = send(&mut bob, "ann", "Rude words").await;
        let game = db.new_game(Rules::new(Variant::Halma8x8), ann_id, bob_id, 3).await;
        bob.get(&format!("/games/{game}")).await;
        bob.post(&format!("/games/{game}/chat"), &[("body", "Bad line")]).await.expect_status(303);

        // A profile.
        let profile = ann.get("/users/bob").await;
        assert!(profile.contains("action=\"/report/profile/bob\""), "{}", profile.body);
        ann.get("/report/profile/bob").await.expect_status(200);
        let empty = ann.post("/report/profile/bob", &[("reason", " ")]).await;
        empty.expect_status(400);
        assert!(empty.contains("Say what is wrong"), "{}", empty.body);
        let done = ann.post("/report/profile/bob", &[("reason", "Offensive name")]).await;
        done.expect_status(200);
        assert!(done.contains("The admins will look at it"), "{}", done.body);
        ann.get("/report/profile/bob").await;
        let again = ann.post("/report/profile/bob", &[("reason", "Still offensive")]).await;
        again.expect_status(409);
        assert!(again.contains("already reported"), "{}", again.body);
        assert_eq!(db.count("SELECT COUNT(*) FROM reports").await, 1);
        ann.get("/report/profile/ann").await.expect_status(400);
        ann.get("/report/profile/nobody").await.expect_status(404);

        // A message: by a party of the thread, not by its sender or anyone else.
        let page = ann.get(&format!("/messages/{thread}")).await;
        let message = between(&page, "action=\"/report/message/", "\"");
        assert!(!bob.get(&format!("/messages/{thread}")).await.contains("/report/message/"));
        bob.get(&format!("/report/message/{message}")).await.expect_status(400);
        cid.get(&format!("/report/message/{message}")).await.expect_status(404);
        cid.get("/status").await;
        cid.post(&format!("/report/message/{message}"), &[("reason", "nosy")]).await.expect_status(404);
        ann.get(&format!("/report/message/{message}")).await.expect_status(200);
        ann.post(&format!("/report/message/{message}"), &[("reason", "Spam")]).await.expect_status(200);

        // A chat line: by the other player of the game only.
        let page = ann.get(&format!("/games/{game}")).await;
        let line = between(&page, "action=\"/report/chat/", "\"");
        cid.get(&format!("/report/chat/{line}")).await.expect_status(404);
        ann.get(&format!("/report/chat/{line}")).await.expect_status(200);
        ann.post(&format!("/report/chat/{line}"), &[("reason", "Rude")]).await.expect_status(200);
        // A visitor is sent to log in; a forged form does nothing.
        db.client().get(&format!("/report/chat/{line}")).await.expect_status(303);
        ann.post_exact("/report/profile/cid", &[("reason", "forged")]).await.expect_status(403);
        assert_eq!(db.count("SELECT COUNT(*) FROM reports").await, 3);

        // The admins read them, with the reported words, newest first.
        ann.get("/admin/reports").await.expect_status(403);
        let list = root.get("/admin/reports").await;
        list.expect_status(200);
        assert!(list.contains("Rude words") && list.contains("Bad line") && list.contains("Offensive name"), "{}", list.body);
        assert!(at(&list, "Bad line") < at(&list, "Rude words") && at(&list, "Rude words") < at(&list, "Offensive name"));
        let first = between(&list, "action=\"/admin/reports/", "/close\"");
        ann.post(&format!("/admin/reports/{first}/close"), &[("reason", "mine")]).await.expect_status(403);
        root.post(&format!("/admin/reports/{first}/close"), &[("reason", "warned bob")]).await.expect_redirect("/admin/reports");
        let list = root.get("/admin/reports").await;
        assert!(!list.contains("Bad line") && list.contains("Rude words"), "{}", list.body);
        root.post(&format!("/admin/reports/{first}/close"), &[("reason", "again")]).await.expect_status(409);
        let audit = root.get("/admin/audit").await;
        assert!(audit.contains("closed a report by ann on bob") && audit.contains("warned bob") && audit.contains("root"), "{}", audit.body);
        // The reported player's admin page lists the reports about them.
        let page = root.get("/admin/users/bob").await;
        assert!(page.contains("Offensive name") && page.contains("Spam"), "{}", page.body);
    }

    async fn admins_act_on_accounts_and_the_suspended_read_nothing(db) {
        let (mut root, _) = admin(&db, "root").await;
        let (mut ann, ann_id) = db.player("ann").await;
        let (mut bob, bob_id) = db.player("bob").await;
        let thread = send(&mut bob, "ann", "Private words").await;
        let game = db.new_game(Rules::new(Variant::Halma8x8), ann_id, bob_id, 3).await;
        bob.get(&format!("/games/{game}")).await;
        bob.post(&format!("/games/{game}/chat"), &[("body", "Secret line")]).await.expect_status(303);
        assert!(ann.get(&format!("/messages/{thread}")).await.contains("Private words"));

        // Only admins reach the pages about accounts.
        for path in ["/admin/users", "/admin/users/bob", "/admin/users?q=b"] {
            ann.get(path).await.expect_status(403);
        }
        ann.post("/admin/users/bob", &[("action", "suspend"), ("reason", "x")]).await.expect_status(403);
        db.client().get("/admin/users").await.expect_status(303);
        assert!(!db.store.users().user_by_id(bob_id).await.expect("read").expect("there").suspended);

        for q in ["a+n", "%25", "%C3%A9", "%22"] {
            let none = root.get(&format!("/admin/users?q={q}")).await;
            none.expect_status(200);
            assert!(none.contains("No userid matches") && none.contains("A userid has at most 20 characters"), "{q}: {}", none.body);
        }
        let found = root.get("/admin/users?q=an").await;
        found.expect_status(200);
        assert!(found.contains("href=\"/admin/users/ann\"") && !found.contains("/admin/users/bob\""), "{}", found.body);
        let page = root.get("/admin/users/ann").await;
        assert!(page.contains(&format!("href=\"/games/{game}\"")) && page.contains("value=\"suspend\""), "{}", page.body);
        root.get("/admin/users/nobody").await.expect_status(404);

        // A reason is needed; then ann is suspended, her session ended.
        let refused = act(&mut root, "ann", "suspend", " ").await;
        refused.expect_status(400);
        assert!(refused.contains("Write the reason"), "{}", refused.body);
        assert!(!db.store.users().user_by_id(ann_id).await.expect("read").expect("there").suspended);
        let done = act(&mut root, "ann", "suspend", "Spam in chat").await;
        done.expect_status(200);
        assert!(done.contains("ann is suspended (1 session ended).") && done.contains("<dd id=\"account-state\">suspended</dd>"), "{}", done.body);
        let again = act(&mut root, "ann", "suspend", "twice").await;
        again.expect_status(409);
        let audit = root.get("/admin/audit").await;
        assert!(audit.contains("suspended ann") && audit.contains("Spam in chat") && audit.contains("<td data-label=\"Admin\">root</td>"), "{}", audit.body);
        assert!(db.client().get("/users/ann").await.contains("This account is suspended."));

        // Her old session reads nothing: no messages, no thread, no chat.
        ann.get("/messages").await.expect_status(303);
        ann.get(&format!("/messages/{thread}")).await.expect_status(303);
        let game_page = ann.get(&format!("/games/{game}")).await;
        assert!(!game_page.contains("Secret line") && !game_page.contains("id=\"chat\""), "{}", game_page.body);
        ann.post(&format!("/games/{game}/chat"), &[("body", "let me in")]).await.expect_status(303);
        assert_eq!(db.count("SELECT COUNT(*) FROM chat_lines").await, 1);
        // She cannot log in again, and is told why.
        let mut again = db.client();
        let login = again.login("ann", PASSWORD).await;
        login.expect_status(403);
        assert!(login.contains("suspended"), "{}", login.body);
        assert!(again.get("/messages").await.status.is_redirection());
        // A wrong password is just wrong: the suspension is not told.
        let mut guess = db.client();
        assert!(!guess.login("ann", "wrong password").await.contains("suspended"));
        // Another player and a visitor cannot read the thread or the chat either.
        let (mut cid, _) = db.player("cid").await;
        cid.get(&format!("/messages/{thread}")).await.expect_status(404);
        assert!(!cid.get(&format!("/games/{game}")).await.contains("Secret line"));
        db.client().get(&format!("/messages/{thread}")).await.expect_status(303);
        assert!(!db.client().get(&format!("/games/{game}")).await.contains("Secret line"));

        // Her game goes on and times out as usual.
        assert_eq!(db.store.games().game(game).await.expect("read").expect("there").status, GameStatus::Active);
        adjudication::sweep(db.store.as_ref(), halma::domain::clock::VacationPolicy::default(), now() + time::Duration::days(30), Sweep::Due).await.expect("sweep");
        let row = db.store.games().game(game).await.expect("read").expect("there");
        assert_eq!(row.status, GameStatus::Finished);
        assert_eq!(row.verdict.as_ref().map(|v| v.winner), Some(Some(Color::Black)));

        // An admin cannot suspend or demote themselves.
        act(&mut root, "root", "suspend", "oops").await.expect_status(400);
        act(&mut root, "root", "demote", "oops").await.expect_status(400);
        assert!(db.store.users().user_by_name("root").await.expect("read").expect("there").is_admin);

        // Unsuspended, she logs in; promoted, she is an admin; demoted, not.
        act(&mut root, "ann", "unsuspend", "Promised to behave").await.expect_status(200);
        let mut ann = db.client();
        ann.login("ann", PASSWORD).await.expect_redirect("/status");
        assert!(ann.get("/messages").await.contains("Hi"));
        act(&mut root, "ann", "promote", "Helps out").await.expect_status(200);
        ann.get("/admin").await.expect_status(200);
        act(&mut root, "ann", "demote", "Done helping").await.expect_status(200);
        ann.get("/admin").await.expect_status(403);
        // Logged out everywhere by an admin.
        let out = act(&mut root, "ann", "logout", "Shared computer").await;
        assert!(out.contains("ann has been logged out (1 session ended)."), "{}", out.body);
        ann.get("/status").await.expect_status(303);
        let audit = root.get("/admin/audit").await;
        for words in ["lifted the suspension of ann", "made ann an admin", "took ann&#39;s admin rights", "logged ann out everywhere", "Shared computer"] {
            assert!(audit.contains(words) || audit.contains(&words.replace("&#39;", "&#x27;")) || audit.contains(&words.replace("&#39;", "'")), "{words}: {}", audit.body);
        }
    }

    async fn a_reset_link_sets_a_password_once(db) {
        let (mut root, _) = admin(&db, "root").await;
        let (mut ann, _) = db.player("ann").await;
        let made = act(&mut root, "ann", "reset", "Forgot her password").await;
        made.expect_status(200);
        let link = between(&made, "<code id=\"reset-link\">", "</code>");
        let token = link.strip_prefix("/reset/").expect("a reset link").to_owned();
        // Kept hashed only.
        assert_eq!(db.count("SELECT COUNT(*) FROM password_resets").await, 1);
        assert_eq!(db.count(&format!("SELECT COUNT(*) FROM password_resets WHERE token_hash = '{token}'")).await, 0);
        assert!(root.get("/admin/audit").await.contains("made a password-reset link for ann"));

        let mut visitor = db.client();
        let form = visitor.get(&link).await;
        form.expect_status(200);
        assert!(form.contains("Set a new password for ann"), "{}", form.body);
        visitor.post(&link, &[("password", "short")]).await.expect_status(400);
        let done = visitor.post(&link, &[("password", "a brand new secret")]).await;
        done.expect_status(200);
        assert!(done.contains("Your new password is set"), "{}", done.body);
        // Her sessions ended; the new password works, the old does not.
        ann.get("/status").await.expect_status(303);
        db.client().login("ann", PASSWORD).await.expect_status(401);
        db.client().login("ann", "a brand new secret").await.expect_redirect("/status");
        // The link is dead now.
        visitor.get(&link).await.expect_status(404);
        visitor.post(&link, &[("password", "another new secret")]).await.expect_status(404);
        db.client().login("ann", "a brand new secret").await.expect_redirect("/status");
        db.client().get("/reset/not-a-token").await.expect_status(404);
        // A link older than a day is dead too.
        let made = act(&mut root, "ann", "reset", "Again").await;
        let link = between(&made, "<code id=\"reset-link\">", "</code>");
        db.execute("UPDATE password_resets SET expires_at = 0 WHERE used_at IS NULL").await;
        db.client().get(&link).await.expect_status(404);
    }

    async fn admins_list_games_with_filters(db) {
        let (mut root, _) = admin(&db, "root").await;
        let (mut ann, ann_id) = db.player("ann").await;
        let (_, bob_id) = db.player("bob").await;
        let (_, cid_id) = db.player("cid").await;
        let small = db.new_game(Rules::new(Variant::Halma8x8), ann_id, bob_id, 3).await;
        let large = db.new_game(Rules::new(Variant::Halma16x16), bob_id, cid_id, 3).await;
        let done = db.new_game(Rules::new(Variant::Halma8x8), cid_id, ann_id, 3).await;
        db.store.games().finish_game(done, 0, GameStatus::Active, Verdict::resignation(Color::White), now()).await.expect("finish");
        ann.get("/admin?status=finished").await.expect_status(403);

        let page = root.get("/admin").await;
        page.expect_status(200);
        for g in [small, large, done] {
            assert!(page.contains(&format!("href=\"/admin/games/{g}\"")) && page.contains(&format!("href=\"/games/{g}\"")), "{}", page.body);
        }
        // The claim list and the log-out form are still there.
        assert!(page.contains("Draw claims waiting for a decision") && page.contains("action=\"/admin/logout\""));
        let by_player = root.get("/admin?player=ANN").await;
        let in_progress = between(&by_player, "id=\"admin-games\"", "</section>");
        assert!(in_progress.contains(&small.to_string()) && !in_progress.contains(&large.to_string()), "{in_progress}");
        let by_game = root.get("/admin?game=halma-16x16&status=playing").await;
        let in_progress = between(&by_game, "id=\"admin-games\"", "</section>");
        assert!(in_progress.contains(&large.to_string()) && !in_progress.contains(&small.to_string()), "{in_progress}");
        let finished = root.get("/admin?status=finished&player=cid").await;
        let list = between(&finished, "id=\"admin-games\"", "</section>");
        assert!(list.contains(&done.to_string()) && !list.contains(&large.to_string()), "{list}");
        let unknown = root.get("/admin?player=nobody").await;
        unknown.expect_status(400);
        assert!(unknown.contains("There is no player with the userid “nobody”."), "{}", unknown.body);
        root.get("/admin?game=chess").await.expect_status(400);
        // Paged.
        for _ in 0..25 {
            db.new_game(Rules::new(Variant::Halma8x8), ann_id, bob_id, 3).await;
        }
        let first = root.get("/admin").await;
        assert!(first.contains("rel=\"next\""), "{}", first.body);
        let second = root.get("/admin?game=&player=&status=playing&page=2").await;
        let list = between(&second, "id=\"admin-games\"", "</section>");
        assert_eq!(list.matches("data-game=").count(), 2, "{list}");
    }

    async fn chat_marks_lines_new_since_the_last_view_and_is_limited(db) {
        let config = Config { chat_lines_per_hour: 2, ..Config::default() };
        let (mut ann, ann_id) = db.player_with("ann", config).await;
        let (mut bob, bob_id) = db.player("bob").await;
        let game = db.new_game(Rules::new(Variant::Halma8x8), ann_id, bob_id, 3).await;
        let path = format!("/games/{game}");
        ann.get(&path).await;
        ann.post(&format!("{path}/chat"), &[("body", "One")]).await.expect_status(303);
        let first = bob.get(&path).await;
        assert_eq!(first.body.matches("<li class=\"new\">").count(), 1, "{}", first.body);
        // Read once, no longer new, though Bob wrote nothing.
        assert!(!bob.get(&path).await.contains("<li class=\"new\">"));
        ann.get(&path).await;
        ann.post(&format!("{path}/chat"), &[("body", "Two")]).await.expect_status(303);
        let second = bob.get(&path).await;
        assert_eq!(second.body.matches("<li class=\"new\">").count(), 1, "{}", second.body);
        assert!(at(&second, "<li class=\"new\">") > at(&second, "One"));
        // One's own lines are never new.
        assert!(!ann.get(&path).await.contains("<li class=\"new\">"));
        // The limit: a third line in the hour is refused on a clear page.
        let refused = ann.post(&format!("{path}/chat"), &[("body", "Three")]).await;
        refused.expect_status(429);
        assert!(refused.contains("2 chat lines in the last hour") && refused.contains("Nothing was sent"), "{}", refused.body);
        assert_eq!(db.count("SELECT COUNT(*) FROM chat_lines").await, 2);
    }

    async fn the_search_puts_prefixes_first_and_names_link_to_profiles(db) {
        let (mut ann, _) = db.player("ann").await;
        for name in ["joann", "annie", "bob"] {
            db.player(name).await;
        }
        let found = ann.get("/users?q=ANN").await;
        found.expect_status(200);
        assert!(at(&found, ">ann</a>") < at(&found, ">annie</a>") && at(&found, ">annie</a>") < at(&found, ">joann</a>"), "{}", found.body);
        assert!(!found.contains("/users/bob\""));
        assert!(ann.get("/users?q=zz").await.contains("No player's userid starts with"));
        // Names link to profiles: the waiting room, the inbox.
        let mut bob = db.client();
        bob.login("bob", PASSWORD).await.expect_redirect("/status");
        bob.get("/waiting-room/new").await;
        bob.post("/waiting-room/new", &[("game", "halma-8x8"), ("colour", "random"), ("days", "3")]).await.expect_redirect("/waiting-room");
        assert!(ann.get("/waiting-room").await.contains("href=\"/users/bob\""));
        send(&mut bob, "ann", "Hello").await;
        assert!(ann.get("/messages").await.contains("<a href=\"/users/bob\">bob</a>"));
    }

    async fn admin_lists_are_served_by_indexes(db) {
        let (_, ann) = db.player("ann").await;
        let (_, bob) = db.player("bob").await;
        for _ in 0..5 {
            let g = db.new_game(Rules::new(Variant::Halma8x8), ann, bob, 3).await;
            db.store.games().finish_game(g, 0, GameStatus::Active, Verdict::resignation(Color::Black), now()).await.expect("finish");
            db.new_game(Rules::new(Variant::Halma10x10), bob, ann, 3).await;
        }
        let problems = full_scans(&db).await;
        assert!(problems.is_empty(), "full scans:\n{}", problems.join("\n\n"));
    }
}

/// Reads the plan of every admin list query on the test's database; the
/// lines that read a whole table of games, reports or news.
async fn full_scans(db: &TestDb) -> Vec<String> {
    let mut problems = Vec::new();
    for (name, query) in halma::store::moderation::sql::admin_lists() {
        let params = (1..10).filter(|n| query.contains(&format!("${n}"))).count();
        use crate::support::PlanArg::{Id, Int, Text};
        let args: Vec<_> = (0..params)
            .map(|n| {
                if n + 2 >= params {
                    Int(10)
                } else if query.contains(&format!("white_id = ${}", n + 1)) {
                    Id(UserId::new().0)
                } else {
                    Text("halma-8x8")
                }
            })
            .collect();
        let plan = db.query_plan(&query, &args, &["seqscan"]).await;
        let bad = plan.iter().any(|line| {
            let line = line.trim_start().trim_start_matches("->").trim();
            let table = |t: &str| {
                ["games", "g ", "reports", "r ", "news", "n "]
                    .iter()
                    .any(|n| t.contains(n))
            };
            (line.starts_with("Seq Scan on") && table(line))
                || (line.starts_with("SCAN ")
                    && !line.contains("USING")
                    && table(&format!("{} ", line)))
        });
        if bad {
            problems.push(format!("{name}:\n{}", plan.join("\n")));
        }
    }
    problems
}
