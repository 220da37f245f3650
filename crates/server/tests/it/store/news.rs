//! News in the store, the same on both databases.

use halma::store::{now, StoreError};
use time::Duration;

use super::new_user;

both_backends! {
    async fn news_is_paged_newest_first_and_deleted_once(db) {
        let ann = db.store.users().create_user(new_user("ann", "h")).await.expect("ann");
        let n = db.store.news();
        let t = now();
        let mut ids = Vec::new();
        for i in 0..5 {
            ids.push(n.post_news(ann.id, &format!("Title {i}"), "Body", t + Duration::seconds(i)).await.expect("post"));
        }
        let first = n.news(2, 0).await.expect("page");
        assert_eq!(first.iter().map(|r| r.title.as_str()).collect::<Vec<_>>(), ["Title 4", "Title 3"]);
        assert_eq!(first[0].author, "ann");
        assert_eq!(first[0].at, t + Duration::seconds(4));
        let last = n.news(2, 4).await.expect("page");
        assert_eq!(last.iter().map(|r| r.title.as_str()).collect::<Vec<_>>(), ["Title 0"]);
        n.delete_news(ids[4]).await.expect("delete");
        assert!(matches!(n.delete_news(ids[4]).await, Err(StoreError::NotFound)));
        assert_eq!(n.news(10, 0).await.expect("all").len(), 4);
    }
}
