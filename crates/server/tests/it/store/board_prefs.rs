//! Board preferences in the store, the same on both databases.

use halma::model::{BoardPrefs, Orientation, PieceStyle, Theme};

use super::new_user;

both_backends! {
    async fn board_prefs_are_absent_until_chosen_then_replaced(db) {
        let ann = db.store.users().create_user(new_user("ann", "h")).await.expect("ann").id;
        let ben = db.store.users().create_user(new_user("ben", "h")).await.expect("ben").id;
        let prefs = db.store.board_prefs();
        assert_eq!(prefs.board_prefs(ann).await.expect("read"), None);
        let chosen = BoardPrefs {
            theme: Theme::Contrast,
            coordinates: false,
            pieces: PieceStyle::Letters,
            orientation: Orientation::WhiteBottom,
        };
        prefs.set_board_prefs(ann, chosen).await.expect("save");
        assert_eq!(prefs.board_prefs(ann).await.expect("read"), Some(chosen));
        // Saving again replaces them (one row a player), and touches nobody else's.
        let again = BoardPrefs { theme: Theme::Green, ..BoardPrefs::default() };
        prefs.set_board_prefs(ann, again).await.expect("save again");
        assert_eq!(prefs.board_prefs(ann).await.expect("read"), Some(again));
        assert_eq!(prefs.board_prefs(ben).await.expect("read"), None);
        for theme in Theme::ALL {
            let each = BoardPrefs { theme, ..BoardPrefs::default() };
            prefs.set_board_prefs(ben, each).await.expect("every theme is stored");
            assert_eq!(prefs.board_prefs(ben).await.expect("read"), Some(each));
        }
    }
}
