//! The players' club over HTTP, on both databases: profiles and their editor,
//! buddies and the ignore list (each of the four paths an ignored player is
//! refused on), private messages and their privacy, Who is here and the
//! search; and the inbox's queries served by indexes.

use crate::support::{Client, Page, PlanArg, TestDb};
use halma::{
    model::result::Verdict,
    store::{now, GameStatus},
    Config,
};
use halma_rules::{Color, Rules, Variant};

/// The thread a redirect to `/messages/{id}` names.
#[track_caller]
fn thread_of(page: &Page) -> String {
    assert_eq!(page.status.as_u16(), 303, "{}", page.body);
    let to = page.location.as_deref().expect("a redirect");
    to.strip_prefix("/messages/")
        .unwrap_or_else(|| panic!("not a thread: {to}"))
        .to_owned()
}

/// Sends a message from `client` as the New message form does.
async fn send(client: &mut Client, to: &str, subject: &str, body: &str) -> Page {
    client
        .get(&format!("/messages/new?to={to}"))
        .await
        .expect_status(200);
    client
        .post(
            "/messages/new",
            &[("to", to), ("subject", subject), ("body", body)],
        )
        .await
}

/// Nothing in a refusal may hint that the refused player is ignored.
#[track_caller]
fn not_possible(page: &Page) {
    assert_eq!(page.status.as_u16(), 403, "{}", page.body);
    assert!(page.contains("not possible"), "{}", page.body);
    // The page's own words: the menu, on every page, links to one's own
    // Ignore list.
    let main = page.body.split("<main").nth(1).unwrap_or(&page.body);
    assert!(!main.to_lowercase().contains("ignor"), "{}", page.body);
}

both_backends! {
    async fn messages_are_dated_in_the_readers_time_zone(db) {
        let (mut ann, _) = db.player("ann").await;
        let (mut bob, _) = db.player("bob").await;
        bob.get("/account/profile").await;
        bob.post("/account/profile", &[("about", ""), ("time_zone", "Asia/Kolkata")]).await;
        send(&mut ann, "bob", "Hello", "A game?").await.expect_status(303);
        let inbox = bob.get("/messages").await;
        assert!(inbox.contains(" IST<") || inbox.contains(" IST "), "in Bob's zone: {}", inbox.body);
        assert!(!inbox.contains(" UTC"), "{}", inbox.body);
        let thread = inbox.body.split("data-thread=\"").nth(1).and_then(|r| r.split('"').next()).expect("a thread").to_owned();
        let page = bob.get(&format!("/messages/{thread}")).await;
        assert!(page.contains(" IST") && !page.contains(" UTC"), "{}", page.body);
        // Ann chose no zone: hers are UTC.
        assert!(ann.get("/messages").await.contains(" UTC"));
    }

    async fn a_game_of_one_move_says_so_in_the_singular(db) {
        let (mut ann, ann_id) = db.player("ann").await;
        let (_, bob) = db.player("bob").await;
        db.execute("UPDATE users SET is_admin = TRUE WHERE username = 'ann'").await;
        crate::store::ratings::play(db.store.as_ref(), (ann_id, bob), Variant::Halma8x8, true, 1, None).await;
        let profile = ann.get("/users/bob").await;
        assert!(profile.contains("1 move played") && !profile.contains("1 moves"), "{}", profile.body);
        let admin = ann.get("/admin").await;
        assert!(admin.contains("1 move played") && !admin.contains("1 moves"), "{}", admin.body);
    }

    async fn a_profile_shows_the_player_and_is_edited_by_them(db) {
        let (mut ann, ann_id) = db.player("ann").await;
        let (mut bob, bob_id) = db.player("bob").await;
        // One game won by Ann as White, one drawn as Black, one in progress.
        let rules = Rules::new(Variant::Halma8x8);
        let won = db.new_game(rules, ann_id, bob_id, 3).await;
        db.store.games().finish_game(won, 0, GameStatus::Active, Verdict::resignation(Color::Black), now()).await.expect("finish");
        let drawn = db.new_game(rules, bob_id, ann_id, 3).await;
        db.store.games().finish_game(drawn, 0, GameStatus::Active, Verdict::agreement(), now()).await.expect("finish");
        let going = db.new_game(rules, ann_id, bob_id, 3).await;
        // A visit is what notes the player as seen.
        let before = bob.get("/users/ann").await;
        assert!(before.contains("<dt>Last seen</dt><dd>never</dd>"), "{}", before.body);
        ann.get("/status").await;

        let page = bob.get("/users/ann").await;
        page.expect_status(200);
        assert!(page.contains("<h1 id=\"profile\">ann</h1>"), "{}", page.body);
        assert!(page.contains("<dt>Last seen</dt><dd>today</dd>"), "{}", page.body);
        assert!(page.contains("UTC (local time"), "{}", page.body);
        assert!(page.contains("<tr><td data-label=\"Game\">Halma 8×8</td><td data-label=\"Played\">2</td><td data-label=\"Won\">1</td><td data-label=\"Lost\">0</td><td data-label=\"Drawn\">1</td><td data-label=\"Won %\">50.00 %</td><td data-label=\"Lost %\">0.00 %</td><td data-label=\"Drawn %\">50.00 %</td></tr>"), "{}", page.body);
        // Head to head, from the viewer's side; not on one's own profile nor for a visitor.
        assert!(page.contains("you against ann: 0 won, 1 lost, 1 drawn"), "{}", page.body);
        assert!(ann.get("/users/bob").await.contains("you against bob: 1 won, 0 lost, 1 drawn"));
        assert!(!ann.get("/users/ann").await.contains("id=\"head-to-head\""));
        assert!(page.contains(&format!("href=\"/games/{going}\"")), "{}", page.body);
        assert!(page.contains(&format!("href=\"/games/{won}\"")), "{}", page.body);
        assert!(page.contains("href=\"/waiting-room/new?opponent=ann\""), "{}", page.body);
        assert!(page.contains("href=\"/messages/new?to=ann\""), "{}", page.body);
        assert!(page.contains(">Add to buddies</button>") && page.contains(">Ignore</button>"));
        // One's own profile has no buttons; a visitor who is not logged in sees it too.
        assert!(!ann.get("/users/ann").await.contains(">Ignore</button>"));
        let visitor = db.client().get("/users/ANN").await;
        visitor.expect_status(200);
        assert!(!visitor.contains(">Ignore</button>"));
        db.client().get("/users/nobody").await.expect_status(404);

        // The editor: a bad time zone and an overlong text come back beside
        // their fields, and nothing is saved.
        ann.get("/account/profile").await.expect_status(200);
        let long = "x".repeat(2001);
        let refused = ann.post("/account/profile", &[("about", long.as_str()), ("time_zone", "Mars/Olympus")]).await;
        refused.expect_status(400);
        assert!(refused.contains("at most 2000 characters") && refused.contains("No time zone has this name"), "{}", refused.body);
        assert_eq!(db.count("SELECT COUNT(*) FROM users WHERE about <> ''").await, 0);
        let about = "Likes <b>jumps</b>\r\nand long games";
        ann.post("/account/profile", &[("about", about), ("time_zone", "europe/berlin"), ("hide_from_who", "1")])
            .await
            .expect_redirect("/account/profile?saved=1");
        let page = bob.get("/users/ann").await;
        assert!(page.contains("Europe/Berlin (local time"), "{}", page.body);
        assert!(page.contains("Likes &#60;b&#62;jumps&#60;/b&#62;\nand long games") || page.contains("Likes &lt;b&gt;jumps&lt;/b&gt;\nand long games"), "{}", page.body);
        assert!(!page.contains("<b>jumps"));
        // Names link to profiles: the game page, the status page.
        assert!(bob.get(&format!("/games/{going}")).await.contains("<a href=\"/users/ann\">ann</a>"));
        assert!(bob.get("/status").await.contains("href=\"/users/ann\""));
    }

    async fn buddies_are_offered_as_invitees(db) {
        let (mut ann, _) = db.player("ann").await;
        db.player("bob").await;
        ann.get("/users/bob").await;
        ann.post("/account/buddies", &[("username", "bob"), ("next", "/users/bob")]).await.expect_redirect("/users/bob");
        assert!(ann.get("/users/bob").await.contains(">Remove from buddies</button>"));
        let list = ann.get("/account/buddies").await;
        assert!(list.contains("<a href=\"/users/bob\">bob</a>"), "{}", list.body);
        let form = ann.get("/waiting-room/new").await;
        assert!(form.contains("<option value=\"bob\">") && form.contains("list=\"buddies\""), "{}", form.body);
        let invite = ann.get("/waiting-room/new?opponent=bob").await;
        assert_eq!(invite.field("opponent").as_deref(), Some("bob"));
        // Bad names come back beside the field.
        let refused = ann.post("/account/buddies", &[("username", "nobody")]).await;
        refused.expect_status(400);
        assert!(refused.contains("There is no player with the userid “nobody”."), "{}", refused.body);
        let own = ann.post("/account/buddies", &[("username", "ann")]).await;
        own.expect_status(400);
        ann.post("/account/buddies/remove", &[("username", "bob")]).await.expect_redirect("/account/buddies");
        assert!(ann.get("/account/buddies").await.contains("Nobody is on this list."));
        db.client().get("/account/buddies").await.expect_redirect("/login?next=%2Faccount%2Fbuddies");
    }

    async fn an_ignored_player_is_told_only_not_possible(db) {
        let (mut ann, _) = db.player("ann").await;
        let (mut bob, _) = db.player("bob").await;
        bob.get("/account/ignore").await;
        bob.post("/account/ignore", &[("username", "ann")]).await.expect_redirect("/account/ignore");
        // 1. A message.
        not_possible(&send(&mut ann, "bob", "Hi", "Hello").await);
        assert_eq!(db.count("SELECT COUNT(*) FROM messages").await, 0);
        // 2. An invitation.
        ann.get("/waiting-room/new").await;
        let invite = ann.post("/waiting-room/new", &[("game", "halma-8x8"), ("colour", "random"), ("days", "3"), ("opponent", "bob")]).await;
        let words = invite.body.split("<main").nth(1).unwrap_or(&invite.body);
        assert!(invite.contains("not possible") && !words.to_lowercase().contains("ignor"), "{}", invite.body);
        assert_eq!(db.count("SELECT COUNT(*) FROM offers").await, 0);
        // 3. Joining Bob's open game.
        bob.get("/waiting-room/new").await;
        bob.post("/waiting-room/new", &[("game", "halma-8x8"), ("colour", "random"), ("days", "3")]).await.expect_redirect("/waiting-room");
        let room = ann.get("/waiting-room").await;
        let end = room.body.find("/join\"").expect("a Join form") + "/join".len();
        let start = room.body[..end].rfind("action=\"").expect("its action") + "action=\"".len();
        let action = room.body[start..end].to_owned();
        let joined = ann.post(&action, &[]).await;
        not_possible(&joined);
        assert_eq!(db.count("SELECT COUNT(*) FROM games").await, 0);
        // 4. Auto-Match: Bob waits; Ann asks for the same and is not paired with him.
        bob.get("/waiting-room/auto-match").await;
        bob.post("/waiting-room/auto-match", &[("game", "halma-10x10"), ("days", "3")]).await;
        ann.get("/waiting-room/auto-match").await;
        ann.post("/waiting-room/auto-match", &[("game", "halma-10x10"), ("days", "3")]).await;
        assert_eq!(db.count("SELECT COUNT(*) FROM games").await, 0);
        assert_eq!(db.count("SELECT COUNT(*) FROM offers WHERE automatch = TRUE").await, 2);
        // Stop ignoring: a message gets through.
        bob.get("/users/ann").await;
        bob.post("/account/ignore/remove", &[("username", "ann"), ("next", "/users/ann")]).await.expect_redirect("/users/ann");
        thread_of(&send(&mut ann, "bob", "Hi", "Hello").await);
    }

    async fn messages_reach_only_their_parties(db) {
        let (mut ann, _) = db.player("ann").await;
        let (mut bob, _) = db.player("bob").await;
        let (mut cid, _) = db.player("cid").await;
        let id = thread_of(&send(&mut ann, "bob", "Our <game>", "Hello Bob,\nwell played.").await);
        let nav = bob.get("/status").await;
        assert!(nav.contains("(1 unread)"), "{}", nav.body);
        let inbox = bob.get("/messages").await;
        assert!(inbox.contains(&format!("<tr data-thread=\"{id}\" class=\"unread\">")), "{}", inbox.body);
        assert!(inbox.contains("Our &#60;game&#62;") || inbox.contains("Our &lt;game&gt;"), "{}", inbox.body);
        let thread = bob.get(&format!("/messages/{id}")).await;
        thread.expect_status(200);
        assert!(thread.contains("Hello Bob,\nwell played."), "{}", thread.body);
        assert!(!bob.get("/messages").await.contains("class=\"unread\""));
        bob.get(&format!("/messages/{id}")).await;
        bob.post(&format!("/messages/{id}"), &[("body", "Thanks!")]).await.expect_redirect(&format!("/messages/{id}"));
        assert!(ann.get(&format!("/messages/{id}")).await.contains("Thanks!"));
        // An empty reply comes back beside the field.
        let empty = bob.post(&format!("/messages/{id}"), &[("body", "  ")]).await;
        empty.expect_status(400);
        assert!(empty.contains("Write a message."));
        // Another player, a visitor: nothing to read, nothing to write, nothing to delete.
        cid.get(&format!("/messages/{id}")).await.expect_status(404);
        cid.get("/messages/new").await;
        cid.post(&format!("/messages/{id}"), &[("body", "me too")]).await.expect_status(404);
        cid.post(&format!("/messages/{id}/delete"), &[]).await.expect_status(404);
        assert!(!cid.get("/messages").await.contains(&id));
        let mut visitor = db.client();
        let login = format!("/login?next=%2Fmessages%2F{id}");
        visitor.get(&format!("/messages/{id}")).await.expect_redirect(&login);
        visitor.get("/messages").await.expect_redirect("/login?next=%2Fmessages");
        cid.get("/messages/not-a-thread").await.expect_status(404);
        // Bob deletes it for himself; Ann keeps it.
        bob.get(&format!("/messages/{id}")).await;
        bob.post(&format!("/messages/{id}/delete"), &[]).await.expect_redirect("/messages");
        bob.get(&format!("/messages/{id}")).await.expect_status(404);
        assert!(!bob.get("/messages").await.contains(&id));
        ann.get(&format!("/messages/{id}")).await.expect_status(200);
        // Bad fields come back beside them, nothing sent.
        let bad = send(&mut ann, "nobody", "", "x").await;
        bad.expect_status(400);
        assert!(bad.contains("There is no player with the userid “nobody”.") && bad.contains("Write a subject."), "{}", bad.body);
        assert_eq!(db.count("SELECT COUNT(*) FROM messages").await, 2);
    }

    async fn the_sending_limit_stops_spam(db) {
        let config = Config { messages_per_hour: 2, ..Config::default() };
        let (mut ann, _) = db.player_with("ann", config).await;
        db.player("bob").await;
        thread_of(&send(&mut ann, "bob", "1", "one").await);
        thread_of(&send(&mut ann, "bob", "2", "two").await);
        let third = send(&mut ann, "bob", "3", "three").await;
        third.expect_status(429);
        assert!(third.contains("the most one player may send"), "{}", third.body);
        assert_eq!(db.count("SELECT COUNT(*) FROM messages").await, 2);
    }

    async fn who_is_here_and_the_search(db) {
        let (mut ann, _) = db.player("ann").await;
        let (mut annie, _) = db.player("annie").await;
        db.player("bob").await;
        annie.get("/status").await;
        let who = ann.get("/who").await;
        who.expect_status(200);
        assert!(who.contains("<a href=\"/users/annie\">annie</a>"), "{}", who.body);
        // Annie hides.
        annie.get("/account/profile").await;
        annie.post("/account/profile", &[("about", ""), ("time_zone", "UTC"), ("hide_from_who", "1")]).await;
        assert!(!ann.get("/who").await.contains("/users/annie"));
        let found = ann.get("/users?q=AN").await;
        found.expect_status(200);
        assert!(found.contains("<a href=\"/users/ann\">ann</a>") && found.contains("<a href=\"/users/annie\">annie</a>"), "{}", found.body);
        assert!(!found.contains("/users/bob\""));
        assert!(ann.get("/users?q=zz").await.contains("No player's userid starts with"));
        // What no userid holds (a space, %, é, a quote, markup, too many
        // letters) finds nothing, and says so and why.
        for (q, shown) in [("a+n", "a n"), ("a%20n", "a n"), ("%25", "%"), ("%C3%A9", "é"), ("%22", "&#34;"), ("%27", "&#39;"), ("%3Cscript%3E", "&#60;script&#62;"), (&"a".repeat(21), &"a".repeat(21))] {
            let page = ann.get(&format!("/users?q={q}")).await;
            page.expect_status(200);
            assert!(page.contains(&format!("No player's userid starts with or contains “{shown}”")), "{q}: {}", page.body);
            assert!(page.contains("A userid has at most 20 characters") && !page.contains("<script>"), "{q}: {}", page.body);
            assert!(!page.contains("role=\"alert\""), "{q}: not an error: {}", page.body);
        }
    }

    async fn game_chat_is_the_players_own(db) {
        let (mut ann, ann_id) = db.player("ann").await;
        let (mut bob, bob_id) = db.player("bob").await;
        let (mut cid, _) = db.player("cid").await;
        let game = db.new_game(Rules::new(Variant::Halma8x8), ann_id, bob_id, 3).await;
        let page = ann.get(&format!("/games/{game}")).await;
        assert!(page.contains("<ol id=\"chat\""), "{}", page.body);
        ann.post(&format!("/games/{game}/chat"), &[("body", "Good <luck>!")])
            .await
            .expect_redirect(&format!("/games/{game}#chat"));
        let seen = bob.get(&format!("/games/{game}")).await;
        assert!(seen.contains("<li class=\"new\">") && (seen.contains("Good &#60;luck&#62;!") || seen.contains("Good &lt;luck&gt;!")), "{}", seen.body);
        bob.post(&format!("/games/{game}/chat"), &[("body", "Thanks")]).await.expect_redirect(&format!("/games/{game}#chat"));
        assert!(!bob.get(&format!("/games/{game}")).await.contains("<li class=\"new\">"));
        // Someone else sees no chat and cannot write in it; a visitor neither.
        let other = cid.get(&format!("/games/{game}")).await;
        other.expect_status(200);
        assert!(!other.contains("id=\"chat\"") && !other.contains("Thanks"));
        cid.post(&format!("/games/{game}/chat"), &[("body", "hi")]).await.expect_status(403);
        let mut visitor = db.client();
        assert!(!visitor.get(&format!("/games/{game}")).await.contains("Thanks"));
        assert_eq!(db.count("SELECT COUNT(*) FROM chat_lines").await, 2);
        // A note with a move goes to the chat; a refused move sends none.
        ann.get(&format!("/games/{game}?path=g3-f4")).await;
        ann.post(&format!("/games/{game}/move"), &[("ply", "0"), ("path", "g3-f4"), ("note", "Your move")]).await.expect_status(303);
        ann.post(&format!("/games/{game}/move"), &[("ply", "0"), ("path", "g3-f4"), ("note", "Again")]).await;
        let noted = bob.get(&format!("/games/{game}")).await;
        assert!(noted.contains("Your move") && !noted.contains("Again"), "{}", noted.body);
        assert_eq!(db.count("SELECT COUNT(*) FROM chat_lines").await, 3);
        // Lines of a player one ignores are not shown.
        bob.get("/account/ignore").await;
        bob.post("/account/ignore", &[("username", "ann")]).await;
        let hidden = bob.get(&format!("/games/{game}")).await;
        assert!(!hidden.contains("Good &") && hidden.contains("Thanks"), "{}", hidden.body);
    }

    async fn message_queries_use_indexes(db) {
        let (mut ann, ann_id) = db.player("ann").await;
        db.player("bob").await;
        for i in 0..5 {
            send(&mut ann, "bob", &format!("s{i}"), "b").await;
        }
        let thread = db.store.messages().inbox(ann_id, 1, 0).await.expect("inbox")[0].id;
        use halma::store::messages::sql;
        use crate::support::PlanArg::{Id, Int};
        let (user, thread) = (Id(ann_id.0), Id(thread.0));
        let queries: [(&str, &str, &[PlanArg]); 6] = [
            // A game's chat: any id does for the plan.
            ("chat", sql::CHAT, &[thread, Int(10)]),
            ("inbox", sql::INBOX.as_str(), &[user, Int(10), Int(10)]),
            ("thread", sql::THREAD.as_str(), &[thread, user]),
            ("messages", sql::MESSAGES, &[thread, Int(10)]),
            ("unread", sql::UNREAD, &[user]),
            ("sent", sql::SENT_SINCE, &[user, Int(10)]),
        ];
        let problems = plans(&db, &queries).await;
        assert!(problems.is_empty(), "full scans or sorts:\n{}", problems.join("\n\n"));
    }
}

/// The plan of each query, and those that read a whole table or sort.
async fn plans(db: &TestDb, queries: &[(&str, &str, &[PlanArg<'_>])]) -> Vec<String> {
    let mut problems = Vec::new();
    for (name, query, args) in queries {
        let plan = db
            .query_plan(query, args, &["seqscan", "sort", "bitmapscan"])
            .await;
        let bad = plan.iter().any(|l| {
            // SQLite: a SCAN reads a whole table, a TEMP B-TREE sorts;
            // Postgres: a Seq Scan, a Sort.
            let l = l.trim_start().trim_start_matches("->").trim_start();
            l.starts_with("SCAN")
                || l.contains("TEMP B-TREE")
                || l.starts_with("Sort")
                || l.starts_with("Seq Scan")
        });
        if bad {
            problems.push(format!("{name}:\n{}", plan.join("\n")));
        }
    }
    problems
}
