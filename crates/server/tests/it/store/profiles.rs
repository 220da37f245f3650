//! Profiles in the store, the same on both databases.

use halma::store::{now, ProfileEdit};
use time::Duration;

use super::new_user;

both_backends! {
    async fn a_profile_is_kept_and_players_are_found(db) {
        let users = db.store.users();
        let ann = users.create_user(new_user("Ann", "h")).await.expect("ann");
        let annie = users.create_user(new_user("annie", "h")).await.expect("annie");
        users.create_user(new_user("bob", "h")).await.expect("bob");
        let p = db.store.profiles();
        let fresh = p.profile(ann.id).await.expect("read").expect("ann's");
        assert_eq!((fresh.about.as_str(), fresh.time_zone.as_str(), fresh.last_seen_at, fresh.hide_from_who), ("", "UTC", None, false));
        p.set_profile(ann.id, ProfileEdit { about: "Hi\nthere", time_zone: "Europe/Berlin", hide_from_who: true })
            .await
            .expect("set");
        let t = now();
        p.touch_last_seen(ann.id, t).await.expect("touch");
        p.touch_last_seen(annie.id, t - Duration::minutes(20)).await.expect("touch");
        let kept = p.profile(ann.id).await.expect("read").expect("ann's");
        assert_eq!((kept.about.as_str(), kept.time_zone.as_str(), kept.last_seen_at, kept.hide_from_who), ("Hi\nthere", "Europe/Berlin", Some(t), true));
        // Ann hides; Annie was seen too long ago.
        assert!(p.seen_since(t - Duration::minutes(15), 50).await.expect("who").is_empty());
        let seen = p.seen_since(t - Duration::minutes(30), 50).await.expect("who");
        assert_eq!(seen.iter().map(|n| n.username.as_str()).collect::<Vec<_>>(), ["annie"]);
        let found = p.names_starting("ann", 10, 0).await.expect("search");
        assert_eq!(found.iter().map(|n| n.username.as_str()).collect::<Vec<_>>(), ["Ann", "annie"]);
        let page2 = p.names_starting("ann", 1, 1).await.expect("search");
        assert_eq!(page2.iter().map(|n| n.username.as_str()).collect::<Vec<_>>(), ["annie"]);
        assert!(p.names_starting("z", 10, 0).await.expect("search").is_empty());
        let (white, black) = p.result_counts(ann.id).await.expect("counts");
        assert!(white.is_empty() && black.is_empty());
    }

    async fn names_matching_come_prefix_first(db) {
        let users = db.store.users();
        for name in ["bob", "x_y", "ann", "joann", "anx", "dan"] {
            users.create_user(super::new_user(name, "h")).await.expect("user");
        }
        let p = db.store.profiles();
        let names = |rows: Vec<halma::store::Named>| rows.into_iter().map(|n| n.username).collect::<Vec<_>>();
        assert_eq!(names(p.names_matching("an", 10, 0).await.expect("search")), ["ann", "anx", "dan", "joann"]);
        assert_eq!(names(p.names_matching("an", 2, 1).await.expect("page")), ["anx", "dan"]);
        // `_` is a userid's character, not a wildcard.
        assert_eq!(names(p.names_matching("_", 10, 0).await.expect("search")), ["x_y"]);
        assert_eq!(names(p.names_matching("nn", 10, 0).await.expect("search")), ["ann", "joann"]);
        assert!(p.names_matching("zz", 10, 0).await.expect("search").is_empty());
    }

    async fn head_to_head_counts_only_the_pair_from_the_first_side(db) {
        let users = db.store.users();
        let ann = users.create_user(new_user("ann", "h")).await.expect("ann").id;
        let bob = users.create_user(new_user("bob", "h")).await.expect("bob").id;
        let cid = users.create_user(new_user("cid", "h")).await.expect("cid").id;
        let rules = halma_rules::Rules::new(halma_rules::Variant::Halma8x8);
        let games = db.store.games();
        let finish = |id, verdict| async move {
            games.finish_game(id, 0, halma::store::GameStatus::Active, verdict, now()).await.expect("finish");
        };
        use halma::model::result::Verdict;
        use halma_rules::Color;
        // Ann beats Bob as White and as Black, draws once; beats Cid once; one game goes on.
        finish(db.new_game(rules, ann, bob, 3).await, Verdict::resignation(Color::Black)).await;
        finish(db.new_game(rules, bob, ann, 3).await, Verdict::resignation(Color::White)).await;
        finish(db.new_game(rules, bob, ann, 3).await, Verdict::agreement()).await;
        finish(db.new_game(rules, ann, cid, 3).await, Verdict::resignation(Color::Black)).await;
        db.new_game(rules, ann, bob, 3).await;
        let p = db.store.profiles();
        let (white, black) = p.head_to_head(ann, bob).await.expect("pair");
        let total = |c: &[halma::store::ResultCount]| c.iter().map(|c| c.count).sum::<i64>();
        assert_eq!((total(&white), total(&black)), (1, 2));
        assert_eq!(white[0].winner.as_deref(), Some("white"));
        let (bob_white, bob_black) = p.head_to_head(bob, ann).await.expect("pair");
        assert_eq!((total(&bob_white), total(&bob_black)), (2, 1));
        let (none_w, none_b) = p.head_to_head(bob, cid).await.expect("pair");
        assert!(none_w.is_empty() && none_b.is_empty());
    }
}
