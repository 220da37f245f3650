//! A player's own account over HTTP, on both databases: "Forgot password?"
//! end to end through the server's mail sender and a receiver speaking SMTP
//! (the same answer whether or not the address is anyone's, a one-time link
//! that ends every session, the limits per address and network), the page
//! that says to ask the admin when there is no mail, the download of
//! everything the site keeps about the player, and closing the account.

use crate::support::{smtp::SmtpReceiver, Client, Page, TestDb, PASSWORD};
use halma::{
    notifications::mail::{drain, Mailer},
    store::{now, UserId},
    Config,
};
use halma_rules::{Rules, Variant};

const BASE: &str = "http://halma.test";

fn config(smtp: &SmtpReceiver) -> Config {
    Config {
        smtp_url: Some(smtp.url().parse().expect("url")),
        mail_from: "Halma <halma@halma.test>".to_owned(),
        base_url: Some(BASE.parse().expect("url")),
        mail_retry_secs: 1,
        ..Config::default()
    }
}

/// A client of the app with mail set up, answering to the base URL's host.
fn visitor(db: &TestDb, smtp: &SmtpReceiver) -> Client {
    let mut client = Client::new(db.app_with(config(smtp)));
    client.host = "halma.test".to_owned();
    client
}

/// A player on the app with mail set up.
async fn player(db: &TestDb, name: &str, smtp: &SmtpReceiver) -> (Client, UserId) {
    let (mut client, id) = db.player_with(name, config(smtp)).await;
    client.host = "halma.test".to_owned();
    client.get("/status").await.expect_status(200);
    (client, id)
}

/// Sends what the outbox holds, as the server's sender does.
async fn send_all(db: &TestDb, smtp: &SmtpReceiver) -> usize {
    let mailer = Mailer::from_config(&config(smtp))
        .expect("mailer")
        .expect("mail is set up");
    drain(db.store.as_ref(), &mailer, now())
        .await
        .expect("drain")
}

/// The player's address, verified through the mailed link.
async fn verify(db: &TestDb, smtp: &SmtpReceiver, client: &mut Client, address: &str) {
    client
        .get("/account/notifications")
        .await
        .expect_status(200);
    client
        .post(
            "/account/notifications",
            &[("email", address), ("invitations", "on")],
        )
        .await
        .expect_status(303);
    let before = smtp.messages().len();
    assert_eq!(send_all(db, smtp).await, 1);
    let mail = smtp
        .wait_for(before + 1, 5)
        .await
        .last()
        .cloned()
        .expect("mail");
    let link = mail
        .link(&format!("{BASE}/account/notifications/verify/"))
        .expect("a verification link");
    let path = link.strip_prefix(BASE).expect("a site link").to_owned();
    client.get(&path).await.expect_status(200);
    client.post(&path, &[]).await.expect_status(303);
}

/// Waits (up to 5 s) until the outbox holds `count` reset mails: they are
/// written after the answer.
async fn reset_mails_written(db: &TestDb, count: i64) {
    let until = std::time::Instant::now() + std::time::Duration::from_secs(5);
    while db
        .count("SELECT COUNT(*) FROM outbox WHERE kind = 'reset'")
        .await
        < count
    {
        assert!(std::time::Instant::now() < until, "no reset mail written");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

/// Asks for a reset mail to `address`.
async fn forgot(client: &mut Client, address: &str) -> Page {
    client.get("/forgot-password").await.expect_status(200);
    client.post("/forgot-password", &[("email", address)]).await
}

both_backends! {
    async fn a_forgotten_password_is_reset_by_a_mailed_link_once(db) {
        let smtp = SmtpReceiver::start().await;
        let (mut ann, ann_id) = player(&db, "ann", &smtp).await;
        verify(&db, &smtp, &mut ann, "ann@example.org").await;
        let mut elsewhere = visitor(&db, &smtp);
        elsewhere.login("ann", PASSWORD).await.expect_redirect("/status");
        let mut stranger = visitor(&db, &smtp);
        let login = stranger.get("/login").await;
        assert!(login.contains("href=\"/forgot-password\""), "{}", login.body);
        // The same answer whether or not the address is anyone's.
        let known = forgot(&mut stranger, "ANN@example.org").await;
        known.expect_status(200);
        assert!(known.contains("id=\"reset-sent\""), "{}", known.body);
        let unknown = forgot(&mut stranger, "nobody@example.org").await;
        unknown.expect_status(200);
        let notice = |page: &Page| page.body.split("id=\"reset-sent\"").nth(1).map(|rest| rest.split("</p>").next().unwrap_or_default().to_owned());
        assert_eq!(notice(&known), notice(&unknown));
        // A typo is said so, and nothing is mailed.
        forgot(&mut stranger, "not an address").await.expect_status(400);
        let long = format!("{}@example.org", "a".repeat(400));
        forgot(&mut stranger, &long).await.expect_status(400);
        reset_mails_written(&db, 1).await;
        let before = smtp.messages().len();
        assert_eq!(send_all(&db, &smtp).await, 1, "one mail, for the known address");
        let mail = smtp.wait_for(before + 1, 5).await.last().cloned().expect("mail");
        assert_eq!(mail.to, ["ann@example.org"]);
        assert!(mail.text().contains("userid ann"), "{}", mail.text());
        assert!(!mail.data.contains("List-Unsubscribe"), "{}", mail.data);
        let link = mail.link(&format!("{BASE}/reset/")).expect("a reset link");
        let secret = link.rsplit('/').next().expect("secret").to_owned();
        // Kept only as its hash, and no longer in the outbox once sent.
        assert_eq!(db.count(&format!("SELECT COUNT(*) FROM password_resets WHERE token_hash = '{secret}'")).await, 0);
        assert_eq!(db.count(&format!("SELECT COUNT(*) FROM password_resets WHERE token_hash = '{}' AND user_id = created_by", halma::hashing::token_hash(&secret))).await, 1);
        assert_eq!(db.count("SELECT COUNT(*) FROM outbox WHERE secret IS NOT NULL").await, 0);
        let path = link.strip_prefix(BASE).expect("a site link").to_owned();
        let form = stranger.get(&path).await;
        form.expect_status(200);
        assert!(form.contains("Set a new password for ann"), "{}", form.body);
        stranger.post(&path, &[("password", "short")]).await.expect_status(400);
        let done = stranger.post(&path, &[("password", "a brand new secret")]).await;
        done.expect_status(200);
        assert!(done.contains("every session of yours has ended"), "{}", done.body);
        // Every session ended; the new password opens, the old one does not.
        for client in [&mut ann, &mut elsewhere] {
            let page = client.get("/status").await;
            assert!(page.status.is_redirection(), "{}", page.status);
        }
        let mut again = visitor(&db, &smtp);
        again.login("ann", PASSWORD).await.expect_status(401);
        again.login("ann", "a brand new secret").await.expect_redirect("/status");
        // The link works once.
        stranger.get(&path).await.expect_status(404);
        stranger.post(&path, &[("password", "yet another secret")]).await.expect_status(404);
        let user = db.store.users().user_by_id(ann_id).await.expect("read").expect("there");
        assert!(halma::passwords::verify("a brand new secret".to_owned(), Some(user.password_hash)).await.expect("verify"));
    }

    async fn reset_mails_are_limited_per_address_and_per_network(db) {
        let smtp = SmtpReceiver::start().await;
        let mut stranger = visitor(&db, &smtp);
        stranger.remote = Some("192.0.2.7:4000".parse().expect("address"));
        for _ in 0..3 {
            forgot(&mut stranger, "ann@example.org").await.expect_status(200);
        }
        let refused = forgot(&mut stranger, "Ann@Example.org").await;
        refused.expect_status(429);
        assert!(refused.contains("wait an hour"), "{}", refused.body);
        for n in 0..7 {
            forgot(&mut stranger, &format!("p{n}@example.org")).await.expect_status(200);
        }
        forgot(&mut stranger, "p9@example.org").await.expect_status(429);
        // Another network may still ask for another address.
        let mut other = visitor(&db, &smtp);
        other.remote = Some("198.51.100.1:4000".parse().expect("address"));
        forgot(&mut other, "p9@example.org").await.expect_status(200);
        forgot(&mut other, "ann@example.org").await.expect_status(429);
    }

    async fn without_mail_the_log_in_page_says_to_ask_the_admin(db) {
        let mut visitor = db.client();
        let login = visitor.get("/login").await;
        assert!(!login.contains("href=\"/forgot-password\""), "{}", login.body);
        assert!(login.contains("Ask the site's admin"), "{}", login.body);
        let page = visitor.get("/forgot-password").await;
        page.expect_status(200);
        assert!(page.contains("id=\"ask-admin\""), "{}", page.body);
        assert!(!page.contains("name=\"email\""), "{}", page.body);
        visitor.post("/forgot-password", &[("email", "ann@example.org")]).await.expect_status(404);
        // Every form checks its token.
        let mut forger = db.client();
        forger.post("/forgot-password", &[("email", "ann@example.org")]).await.expect_status(403);
    }

    async fn a_player_downloads_their_data_and_closes_the_account(db) {
        let smtp = SmtpReceiver::start().await;
        let (mut ann, ann_id) = player(&db, "ann", &smtp).await;
        let (mut bob, bob_id) = player(&db, "bob", &smtp).await;
        verify(&db, &smtp, &mut ann, "ann@example.org").await;
        let game = db.new_game(Rules::new(Variant::Halma8x8), ann_id, bob_id, 3).await;
        ann.get("/messages/new?to=bob").await.expect_status(200);
        ann.post("/messages/new", &[("to", "bob"), ("subject", "Hello"), ("body", "Good luck, bob")]).await.expect_status(303);
        let mut elsewhere = visitor(&db, &smtp);
        elsewhere.login("ann", PASSWORD).await.expect_redirect("/status");
        // The download: only the owner's.
        let menu = ann.get("/account/data").await;
        menu.expect_status(200);
        assert!(menu.contains("href=\"/account/data.json\""), "{}", menu.body);
        let mut logged_out = visitor(&db, &smtp);
        assert!(logged_out.get("/account/data.json").await.status.is_redirection());
        let file = ann.get("/account/data.json").await;
        file.expect_status(200);
        let header = |name: &str| file.headers.get(name).and_then(|v| v.to_str().ok()).unwrap_or_default().to_owned();
        assert!(header("content-type").starts_with("application/json"));
        assert!(header("content-disposition").starts_with("attachment; filename=\"halma-ann-"), "{}", header("content-disposition"));
        let data: serde_json::Value = serde_json::from_str(&file.body).expect("JSON");
        assert_eq!(data["account"]["userid"], "ann");
        assert_eq!(data["notifications"]["email"], "ann@example.org");
        assert_eq!(data["games"][0]["id"], game.to_string());
        assert_eq!(data["games"][0]["opponent"], "bob");
        assert_eq!(data["games"][0]["colour"], "white");
        assert_eq!(data["messages"][0]["direction"], "sent");
        assert_eq!(data["messages"][0]["with"], "bob");
        assert_eq!(data["messages"][0]["body"], "Good luck, bob");
        let theirs = bob.get("/account/data.json").await;
        assert!(!theirs.contains("ann@example.org"), "{}", theirs.body);
        // Closing asks for the password and a confirmation.
        ann.get("/account/close").await.expect_status(200);
        ann.post("/account/close", &[("password", PASSWORD)]).await.expect_status(400);
        let wrong = ann.post("/account/close", &[("password", "not my password"), ("confirm", "yes")]).await;
        wrong.expect_status(403);
        assert!(wrong.contains("not your password"), "{}", wrong.body);
        ann.get("/status").await.expect_status(200);
        let done = ann.post("/account/close", &[("password", PASSWORD), ("confirm", "yes")]).await;
        done.expect_status(200);
        assert!(done.contains("id=\"account-closed\""), "{}", done.body);
        let neutral = db.store.users().user_by_id(ann_id).await.expect("read").expect("kept").username;
        assert!(neutral.starts_with("closed-"), "{neutral}");
        // Logged out everywhere, and no way back in, by either name.
        for client in [&mut ann, &mut elsewhere] {
            assert!(client.get("/status").await.status.is_redirection());
        }
        let mut again = visitor(&db, &smtp);
        again.login("ann", PASSWORD).await.expect_status(401);
        again.login(&neutral, PASSWORD).await.expect_status(401);
        forgot(&mut again, "ann@example.org").await.expect_status(200);
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        assert_eq!(db.count("SELECT COUNT(*) FROM outbox WHERE kind = 'reset'").await, 0);
        let before = smtp.messages().len();
        assert_eq!(send_all(&db, &smtp).await, 0, "nothing is mailed to a closed account");
        assert_eq!(smtp.messages().len(), before);
        // The userid is nobody's to take; nor is a neutral name.
        let mut newcomer = visitor(&db, &smtp);
        newcomer.register("Ann", "another password").await.expect_status(409);
        newcomer.register("closed-1234", "another password").await.expect_status(400);
        // The game and the message stay, under the neutral name.
        let page = bob.get(&format!("/games/{game}")).await;
        page.expect_status(200);
        assert!(page.contains(&neutral), "{}", page.body);
        assert!(!page.contains(">ann<"), "{}", page.body);
        let inbox = bob.get("/messages").await;
        assert!(inbox.contains(&neutral), "{}", inbox.body);
        // Its profile says it is closed; nobody can write to it or invite it.
        let profile = bob.get(&format!("/users/{neutral}")).await;
        profile.expect_status(200);
        assert!(profile.contains("id=\"closed\""), "{}", profile.body);
        assert!(!profile.contains("id=\"profile-actions\""), "{}", profile.body);
        bob.get("/messages/new").await.expect_status(200);
        let message = bob.post("/messages/new", &[("to", &neutral), ("subject", "Hi"), ("body", "Still there?")]).await;
        assert!(!message.status.is_redirection(), "{}", message.body);
        bob.get("/waiting-room/new").await.expect_status(200);
        let invite = bob.post("/waiting-room/new", &[("game", "halma-8x8"), ("camp", "deadline"), ("repetition", "auto"), ("colour", "white"), ("days", "3"), ("opponent", &neutral)]).await;
        assert!(!invite.status.is_redirection(), "{}", invite.body);
        // The admins see it closed, and whose it was.
        let (mut root, root_id) = player(&db, "root", &smtp).await;
        db.store.users().set_admin(root_id, true).await.expect("admin");
        let list = root.get("/admin/users?q=closed-").await;
        assert!(list.contains(&neutral), "{}", list.body);
        let admin_page = root.get(&format!("/admin/users/{neutral}")).await;
        admin_page.expect_status(200);
        assert!(admin_page.contains("its userid was ann"), "{}", admin_page.body);
    }
}

/// The admin's command cannot open a closed account again.
#[tokio::test]
async fn set_password_refuses_a_closed_account() {
    let db = TestDb::sqlite().await;
    let (mut ann, ann_id) = db.player("ann").await;
    ann.get("/account/close").await.expect_status(200);
    ann.post(
        "/account/close",
        &[("password", PASSWORD), ("confirm", "yes")],
    )
    .await
    .expect_status(200);
    let neutral = db
        .store
        .users()
        .user_by_id(ann_id)
        .await
        .expect("read")
        .expect("kept")
        .username;
    let env = [("HALMA_DATABASE_URL", db.url.as_str())];
    let out = crate::support::server::run(
        &["admin", "set-password", &neutral],
        &env,
        "a long password\n",
    );
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("is a closed account"), "{said}");
    let user = db
        .store
        .users()
        .user_by_id(ann_id)
        .await
        .expect("read")
        .expect("kept");
    assert!(user.closed_at.is_some());
    assert_eq!(user.password_hash, "!closed");
}
