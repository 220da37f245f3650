//! `halma moves` and `halma play` as RULES.md's last section specifies them.

use std::process::{Command, Output};

fn halma(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_halma"))
        .args(args)
        .output()
        .expect("the halma binary runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8(out.stderr.clone()).unwrap()
}

#[test]
fn moves_lists_the_start_one_line_per_move() {
    let out = halma(&["moves", "--game", "halma-8x8"]);
    assert!(out.status.success());
    let lines: Vec<String> = stdout(&out).lines().map(str::to_owned).collect();
    assert_eq!(lines.len(), 24, "{lines:?}");
    for expected in ["h1-f3", "g1-e3", "f1-f3", "h4-h5", "e1-d1"] {
        assert!(
            lines.contains(&expected.to_owned()),
            "{expected} in {lines:?}"
        );
    }
}

#[test]
fn moves_gives_the_shortest_chain_for_each_destination() {
    let out = halma(&[
        "moves",
        "--game",
        "halma-8x8",
        "--position",
        "8/8/8/8/8/8/1bb5/wb6 w 1",
    ]);
    assert_eq!(stdout(&out), "a1-c1\na1-a2\na1-c1-a3\na1-c3\n");
}

#[test]
fn moves_prints_pass_when_there_is_no_move() {
    let out = halma(&[
        "moves",
        "--game",
        "halma-8x8",
        "--position",
        "8/8/8/8/8/b1b5/bb6/wbb5 w 1",
    ]);
    assert!(out.status.success());
    assert_eq!(stdout(&out), "pass\n");
}

#[test]
fn moves_of_embargo_are_rook_moves() {
    let out = halma(&["moves", "--game", "embargo"]);
    let text = stdout(&out);
    assert!(text.lines().any(|l| l == "g1-a1"));
    assert!(text.lines().any(|l| l == "i3-i9"));
    assert!(!text.lines().any(|l| l.starts_with("i1")), "i1 is boxed in");
}

#[test]
fn play_prints_the_position_and_the_outcome() {
    let out = halma(&["play", "--game", "halma-8x8", "g3-f4", "b6-c5", "h1-f3"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "bbbb4/bbb5/b7/b1b5/5w1w/5w1w/5www/4www1 b 2\nongoing\n"
    );
}

#[test]
fn play_reports_a_win() {
    let out = halma(&[
        "play",
        "--game",
        "halma-8x8",
        "--position",
        "wwww4/www5/ww6/1w6/8/3b4/8/bbbbbbbb w 20",
        "b5-a5",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert_eq!(
        text.lines().nth(1),
        Some("white wins: all pieces in the opposite yard")
    );
}

#[test]
fn play_applies_the_house_rules_chosen() {
    let shuffle = ["g3-f4", "b6-c5", "f4-g3", "c5-b6"];
    let mut args = vec!["play", "--game", "halma-8x8"];
    for _ in 0..2 {
        args.extend(shuffle);
    }
    let out = halma(&args);
    assert_eq!(
        stdout(&out).lines().nth(1),
        Some("draw: threefold repetition")
    );
    args.extend(["--repetition", "claim"]);
    let out = halma(&args);
    assert_eq!(stdout(&out).lines().nth(1), Some("ongoing"));

    // Both home after Black's 30th move: a draw under deadline, nothing under fill.
    let pos = "b7/8/8/4b3/3w4/8/8/7w b 30";
    let out = halma(&["play", "--game", "halma-8x8", "--position", pos, "e5-e6"]);
    assert!(stdout(&out).lines().nth(1).unwrap().starts_with("draw: "));
    let out = halma(&[
        "play",
        "--game",
        "halma-8x8",
        "--camp",
        "fill",
        "--position",
        pos,
        "e5-e6",
    ]);
    assert_eq!(stdout(&out).lines().nth(1), Some("ongoing"));
}

#[test]
fn a_malformed_position_exits_2_saying_what_and_where() {
    let out = halma(&[
        "moves",
        "--game",
        "halma-8x8",
        "--position",
        "bbbb4/bbb5/bb6/b7/7x/6ww/5www/4wwww w 1",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("'x' in rank 4"), "{}", stderr(&out));
    let out = halma(&[
        "moves",
        "--game",
        "halma-10x10",
        "--position",
        "bbbb4/bbb5/bb6/b7/7w/6ww/5www/4wwww w 1",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("8 ranks"), "{}", stderr(&out));
    let out = halma(&[
        "play",
        "--game",
        "halma-8x8",
        "--position",
        "8/8/8/8/8/8/8/8 x 1",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stdout(&out).is_empty());

    // A side with no piece at all, and a board of the wrong size whose ranks
    // are each the width of their own count: each named for what it is.
    for (game, position, says) in [
        ("halma-8x8", "8/8/8/8/8/8/8/7w w 1", "black has no pieces"),
        ("halma-8x8", "b7/8/8/8/8/8/8/8 b 1", "white has no pieces"),
        (
            "halma-10x10",
            "10/10/10/10/10/10/10/10/9w w 1",
            "9 ranks, but halma-10x10 is played on a 10x10 board",
        ),
        ("halma-8x8", "b7/8/8/8/8/8/8/7w w 99999999999", "from 1 to"),
        (
            "halma-8x8",
            "bbbb4/bbb5/bb6/b7 /7w/6ww/5www/4wwww w 1",
            "found 4 fields",
        ),
    ] {
        let out = halma(&["moves", "--game", game, "--position", position]);
        assert_eq!(out.status.code(), Some(2), "{position}");
        assert!(stderr(&out).contains(says), "{position}: {}", stderr(&out));
        assert!(stdout(&out).is_empty());
    }
}

#[test]
fn play_passes_for_a_side_with_no_move_whether_or_not_the_pass_is_given() {
    // After a9-a6, White's pieces in the corner have no move.
    let position = "bb7/9/9/9/9/8b/7bw/6bww/5bwww b 3";
    let stuck = halma(&["play", "--game", "embargo", "--position", position, "a9-a6"]);
    assert_eq!(
        stdout(&stuck),
        "1b7/9/9/b8/9/8b/7bw/6bww/5bwww w 4\nongoing\n"
    );
    let after = halma(&[
        "moves",
        "--game",
        "embargo",
        "--position",
        "1b7/9/9/b8/9/8b/7bw/6bww/5bwww w 4",
    ]);
    assert_eq!(stdout(&after), "pass\n");
    let expected = "1b7/9/9/9/b8/8b/7bw/6bww/5bwww w 5\nongoing\n";
    for moves in [&["a9-a6", "pass", "a6-a5"][..], &["a9-a6", "a6-a5"]] {
        let mut args = vec!["play", "--game", "embargo", "--position", position];
        args.extend_from_slice(moves);
        let out = halma(&args);
        assert!(out.status.success(), "{moves:?}: {}", stderr(&out));
        assert_eq!(stdout(&out), expected, "{moves:?}");
    }
    // A pass is refused while there is a move.
    let out = halma(&["play", "--game", "embargo", "--position", position, "pass"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn an_illegal_move_exits_2_saying_which_and_why() {
    let out = halma(&["play", "--game", "halma-8x8", "g3-f4", "b6-c5", "g2-e4"]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("move 3") && err.contains("g2-e4"), "{err}");
    assert!(
        err.contains("f3"),
        "names the empty square jumped over: {err}"
    );
    assert!(stdout(&out).is_empty());
    let out = halma(&["play", "--game", "halma-8x8", "pass"]);
    assert_eq!(out.status.code(), Some(2));
    let out = halma(&["play", "--game", "halma-8x8", "g3"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn unknown_games_and_rules_exit_2() {
    assert_eq!(halma(&["moves", "--game", "chess"]).status.code(), Some(2));
    assert_eq!(
        halma(&["play", "--game", "embargo", "--camp", "fill"])
            .status
            .code(),
        Some(2)
    );
    assert_eq!(
        halma(&["play", "--game", "halma-8x8", "--repetition", "never"])
            .status
            .code(),
        Some(2)
    );
}

#[test]
fn numbers_too_large_for_the_board_or_the_move_count_exit_2_and_never_wrap() {
    // An empty-square count that would wrap the rank round to a8, putting both
    // colours there.
    let out = halma(&[
        "play",
        "--game",
        "halma-8x8",
        "--position",
        "b18446744073709551615w7/bbb5/bb6/b7/7w/6ww/5www/4www1 w 1",
        "a8-b8",
    ]);
    assert_eq!(out.status.code(), Some(2), "{}", stdout(&out));
    assert!(
        stderr(&out).contains("rank 8 describes more than 8 squares"),
        "{}",
        stderr(&out)
    );
    assert!(stdout(&out).is_empty());
    // Black's move at the last move number there is: the next would be 0.
    let out = halma(&[
        "play",
        "--game",
        "halma-8x8",
        "--position",
        "8/8/8/4w3/3b4/8/8/8 b 4294967295",
        "d4-c4",
    ]);
    assert_eq!(out.status.code(), Some(2), "{}", stdout(&out));
    assert!(stderr(&out).contains("move 1 'd4-c4'"), "{}", stderr(&out));
    assert!(stderr(&out).contains("4294967295"), "{}", stderr(&out));
    assert!(stdout(&out).is_empty());
    // White's move at that number is fine, and Black is then to move at it.
    let out = halma(&[
        "play",
        "--game",
        "halma-8x8",
        "--position",
        "8/8/8/4w3/3b4/8/8/8 w 4294967295",
        "e5-f5",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(
        stdout(&out).lines().next(),
        Some("8/8/8/5w2/3b4/8/8/8 b 4294967295")
    );
}

// ---- Games for more than two: halma-16x16-4 ----

const FOUR_START: &str = "bbbb8gggg/bbbb8gggg/bbb10ggg/bb12gg/16/16/16/16/16/16/16/16/rr12ww/rrr10www/rrrr8wwww/rrrr8wwww w 1";

/// White on all of black's camp but b13 and on b12, black on all of white's
/// camp (finished), red on h8 and green on h10; red to move.
const PAIR_NEARLY_HOME: &str =
    "wwww12/wwww12/www13/w15/1w14/16/7g8/16/7r8/16/16/16/14bb/13bbb/12bbbb/12bbbb r 30";

fn play_four(args: &[&str]) -> Output {
    let mut all = vec!["play", "--game", "halma-16x16-4"];
    all.extend_from_slice(args);
    halma(&all)
}

#[test]
fn moves_of_the_four_seat_start_are_whites_32() {
    let out = halma(&["moves", "--game", "halma-16x16-4"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let lines: Vec<String> = stdout(&out).lines().map(str::to_owned).collect();
    assert_eq!(lines.len(), 32, "{lines:?}");
    for expected in ["m1-l1", "m2-l3", "n1-l3", "p4-n4", "p3-n5", "o4-p5"] {
        assert!(lines.contains(&expected.to_owned()), "{expected}");
    }
    let with_partners = halma(&["moves", "--game", "halma-16x16-4", "--partners", "on"]);
    assert_eq!(stdout(&with_partners), stdout(&out));
    // Red to move: red's moves, from its corner.
    let red = halma(&[
        "moves",
        "--game",
        "halma-16x16-4",
        "--position",
        &FOUR_START.replace(" w 1", " r 1"),
    ]);
    let text = stdout(&red);
    assert_eq!(text.lines().count(), 32);
    assert!(
        text.lines()
            .all(|l| l.starts_with(['a', 'b', 'c', 'd', 'e'])),
        "{text}"
    );
}

#[test]
fn play_moves_the_four_seats_in_turn_order() {
    let out = play_four(&["m2-l3", "d2-e3", "d15-e14", "m15-l14"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "bbbb8gggg/bbb10ggg/bbb1b6g1ggg/bb12gg/16/16/16/16/16/16/16/16/rr12ww/rrr1r6w1www/rrr10www/rrrr8wwww w 2\nongoing\n"
    );
    let out = play_four(&[]);
    assert_eq!(stdout(&out), format!("{FOUR_START}\nongoing\n"));
}

#[test]
fn play_reports_a_pair_of_partners_winning_and_skips_a_finished_partner() {
    let out = play_four(&[
        "--partners",
        "on",
        "--position",
        PAIR_NEARLY_HOME,
        "h8-h7",
        "h10-h11",
        "b12-b13",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    // Black (finished) is skipped: red, green, white; the turn then passes on
    // to red, at the next move number.
    assert_eq!(
        stdout(&out),
        "wwww12/wwww12/www13/ww14/16/7g8/16/16/16/7r8/16/16/14bb/13bbb/12bbbb/12bbbb r 31\n\
         white and black win: both partners finished\n"
    );
    // Without partners, black's complete target is checked after red's move.
    let out = play_four(&["--position", PAIR_NEARLY_HOME, "h8-h7"]);
    assert_eq!(
        stdout(&out).lines().nth(1),
        Some("black wins: all pieces in the opposite yard")
    );
}

#[test]
fn play_reports_a_win_by_the_fill_rule_and_the_first_of_several_finishing() {
    let out = play_four(&[
        "--position",
        "bbbb12/bbbb12/bbb13/b15/1w14/16/7g8/16/7r8/16/16/16/16/16/16/7w8 w 40",
        "b12-b13",
    ]);
    assert_eq!(
        stdout(&out),
        "bbbb12/bbbb12/bbb13/bw14/16/16/7g8/16/7r8/16/16/16/16/16/16/7w8 r 40\n\
         white wins: the opposite yard is filled\n"
    );
    // Red and black both have every piece home after green's move: red comes
    // first after green.
    let out = play_four(&[
        "--position",
        "14rr/16/16/16/16/16/7g8/16/7w8/16/16/16/16/16/16/14bb g 7",
        "h10-h11",
    ]);
    assert_eq!(
        stdout(&out),
        "14rr/16/16/16/16/7g8/16/16/7w8/16/16/16/16/16/16/14bb w 8\n\
         red wins: all pieces in the opposite yard\n"
    );
}

#[test]
fn play_takes_out_tokens_and_the_last_seat_standing_wins() {
    let out = play_four(&["out:red", "m2-l3", "out:green", "d15-e14", "out:black"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "bbbb8gggg/bbb9gggg/bbb1b8ggg/bb12gg/16/16/16/16/16/16/16/16/rr12ww/rrr8w1www/rrrr9www/rrrr8wwww w 2\n\
         white wins: every other seat left the game\n"
    );
    let out = play_four(&["--partners", "on", "m2-l3", "out:green"]);
    assert_eq!(
        stdout(&out).lines().nth(1),
        Some("white and black win: green left the game")
    );
    // A finished partner may leave: its pair loses.
    let out = play_four(&[
        "--partners",
        "on",
        "--position",
        PAIR_NEARLY_HOME,
        "out:black",
    ]);
    assert_eq!(
        stdout(&out).lines().nth(1),
        Some("red and green win: black left the game")
    );
}

#[test]
fn play_draws_four_seats_at_the_third_repetition() {
    let round = [
        "m2-l3", "d2-e3", "d15-e14", "m15-l14", "l3-m2", "e3-d2", "e14-d15", "l14-m15",
    ];
    let moves: Vec<&str> = round.iter().chain(round.iter()).copied().collect();
    let out = play_four(&moves);
    assert_eq!(
        stdout(&out),
        format!(
            "{}\ndraw: threefold repetition\n",
            FOUR_START.replace(" w 1", " w 5")
        )
    );
    let out = play_four(&moves[..moves.len() - 1]);
    assert_eq!(stdout(&out).lines().nth(1), Some("ongoing"));
}

#[test]
fn four_seat_refusals_exit_2_saying_what_and_where() {
    for (args, says) in [
        (
            &["out:yellow"][..],
            "move 1 'out:yellow': no seat of this game plays yellow",
        ),
        (
            &["out:red", "m2-l3", "out:red"][..],
            "move 3 'out:red': red has already left",
        ),
        (
            &["out:red", "out:black", "out:green", "out:white"][..],
            "move 4 'out:white': the game is over (white wins",
        ),
        (&["out:pink"][..], "move 1 'out:pink'"),
        (
            &["m2-l3", "m1-l1"][..],
            "move 2 'm1-l1': illegal move: there is no red piece on m1",
        ),
        (&["pass"][..], "white has a legal move and may not pass"),
        (&["--repetition", "claim"][..], "--repetition"),
        (&["--points", "rest"][..], "--points"),
        (&["--camp", "deadline"][..], "--camp"),
        (&["--partners", "maybe"][..], "--partners"),
        (
            &[
                "--position",
                "16/16/16/16/16/16/16/16/16/16/16/16/16/16/16/15y w 1",
            ][..],
            "yellow",
        ),
        (
            &["--position", "bbbb4/bbb5/bb6/b7/7w/6ww/5www/4wwww w 1"][..],
            "8 ranks",
        ),
    ] {
        let out = play_four(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stdout(&out));
        assert!(stderr(&out).contains(says), "{args:?}: {}", stderr(&out));
        assert!(stdout(&out).is_empty(), "{args:?}");
    }
    // A two-player game offers no partners; no square board takes --points.
    for args in [
        &["play", "--game", "halma-8x8", "--partners", "on"][..],
        &["moves", "--game", "halma-10x10", "--partners", "on"][..],
        &["moves", "--game", "halma-8x8", "--points", "rest"][..],
        &[
            "moves",
            "--game",
            "halma-16x16-4",
            "--points",
            "pass-through",
        ][..],
    ] {
        let out = halma(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
    let off = halma(&["play", "--game", "halma-8x8", "--partners", "off", "g3-f4"]);
    assert!(off.status.success(), "{}", stderr(&off));
}

#[test]
fn star_moves_list_the_fourteen_opening_moves() {
    let out = halma(&["moves", "--game", "star-2"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines,
        [
            "c1-e5", "c1-e7", "c2-e6", "c2-e8", "c3-e7", "c3-e9", "d1-e5", "d1-e6", "d2-e6",
            "d2-e7", "d3-e7", "d3-e8", "d4-e8", "d4-e9"
        ]
    );
    for game in ["star-3", "star-4", "star-6"] {
        let out = halma(&["moves", "--game", game]);
        assert!(out.status.success(), "{game}: {}", stderr(&out));
        assert_eq!(stdout(&out).lines().count(), 14, "{game}");
    }
}

#[test]
fn star_play_prints_the_position_and_the_outcome() {
    let out = halma(&["play", "--game", "star-2", "d1-e5", "n4-m9"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "g/gg/ggg/ggg1/8g4/12/11/10/9/10/11/12/4r8/1rrr/rrr/rr/r r 2\nongoing\n"
    );
    let out = halma(&["play", "--game", "star-6"]);
    assert_eq!(
        stdout(&out),
        "g/gg/ggg/gggg/yyyy5uuuu/yyy6uuu/yy7uu/y8u/9/o8p/oo7pp/ooo6ppp/oooo5pppp/rrrr/rrr/rr/r r 1\nongoing\n"
    );
    // The top tip is q1.
    let tip = "1/rr/rrr/rrrr/4r8/12/11/10/ggggg4/ggggg5/11/12/13/4/3/2/1 r 9";
    let out = halma(&["moves", "--game", "star-2", "--position", tip]);
    let lines: Vec<String> = stdout(&out).lines().map(str::to_owned).collect();
    assert!(lines.contains(&"p1-q1".to_owned()), "{lines:?}");
    assert!(lines.contains(&"p2-q1".to_owned()), "{lines:?}");
    let out = halma(&["play", "--game", "star-2", "--position", tip, "p1-q1"]);
    assert_eq!(
        stdout(&out),
        "r/1r/rrr/rrrr/4r8/12/11/10/ggggg4/ggggg5/11/12/13/4/3/2/1 g 9\nongoing\n"
    );
    // The last red piece enters the north point: red wins.
    let full = "r/rr/rrr/1rrr/4r8/12/11/10/ggggg4/ggggg5/11/12/13/4/3/2/1 r 9";
    let out = halma(&["play", "--game", "star-2", "--position", full, "m5-n1"]);
    assert_eq!(
        stdout(&out),
        "r/rr/rrr/rrrr/13/12/11/10/ggggg4/ggggg5/11/12/13/4/3/2/1 g 9\nred wins: all pieces in the opposite yard\n"
    );
    // A hole the star does not have.
    let out = halma(&["play", "--game", "star-2", "d1-e14"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn star_points_rule_on_the_command_line() {
    let position = "g/gg/ggg/gggg/13/12/11/1r8/r8/1r8/11/12/13/rrrr/rrr/2/1 r 1";
    let moves = |points: &[&str]| {
        let mut args = vec!["moves", "--game", "star-2", "--position", position];
        args.extend_from_slice(points);
        stdout(&halma(&args))
    };
    let default = moves(&[]);
    assert!(!default.lines().any(|l| l == "i1-j1"), "{default}");
    assert!(default.lines().any(|l| l == "h2-j1-j3"), "{default}");
    assert_eq!(moves(&["--points", "pass-through"]), default);
    assert!(moves(&["--points", "rest"]).lines().any(|l| l == "i1-j1"));
    let out = halma(&["play", "--game", "star-2", "--position", position, "i1-j1"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("j1"), "{}", stderr(&out));
    let out = halma(&[
        "play",
        "--game",
        "star-2",
        "--points",
        "rest",
        "--position",
        position,
        "i1-j1",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out).lines().nth(1), Some("ongoing"));
    for bad in [
        vec!["moves", "--game", "star-2", "--points", "stay"],
        vec!["moves", "--game", "halma-16x16-4", "--points", "rest"],
        vec!["moves", "--game", "star-6", "--partners", "on"],
        vec!["play", "--game", "star-3", "--repetition", "claim"],
        vec!["moves", "--game", "star-2", "--position", "9 r 1"],
        vec!["play", "--game", "star-2", "d1-e7"],
        vec!["play", "--game", "star-2", "d1-z9"],
    ] {
        let out = halma(&bad);
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
        assert!(!stderr(&out).is_empty(), "{bad:?}");
    }
}

#[test]
fn star_four_partners_and_leaving() {
    let out = halma(&[
        "play",
        "--game",
        "star-4",
        "--partners",
        "on",
        "d1-e5",
        "out:blue",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out).lines().nth(1),
        Some("red and green win: blue left the game")
    );
    let out = halma(&["play", "--game", "star-3", "out:yellow", "out:red"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out)
        .lines()
        .nth(1)
        .unwrap()
        .starts_with("blue wins"));
    let out = halma(&["play", "--game", "star-3", "out:green"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn star_seat_whose_moves_all_end_in_a_foreign_point_passes() {
    // Red's four pieces in the south-west point can only move within it.
    let position = "g/gg/ggg/gggg/13/12/11/10/9/10/11/r11/rrr10/4/3/2/1 r 1";
    let out = halma(&["moves", "--game", "star-2", "--position", position]);
    assert_eq!(stdout(&out), "pass\n");
    let out = halma(&[
        "moves",
        "--game",
        "star-2",
        "--points",
        "rest",
        "--position",
        position,
    ]);
    assert_eq!(stdout(&out).lines().count(), 8, "{}", stdout(&out));
    // The pass need not be given; green moves next and the move number grows.
    let out = halma(&["play", "--game", "star-2", "--position", position, "n4-m9"]);
    assert_eq!(
        stdout(&out),
        "g/gg/ggg/ggg1/8g4/12/11/10/9/10/11/r11/rrr10/4/3/2/1 r 2\nongoing\n"
    );
}

#[test]
fn star_repetition_draws_at_the_third_occurrence() {
    let there_and_back = ["d1-e5", "n4-m9", "e5-d1", "m9-n4"];
    let mut args = vec!["play", "--game", "star-2"];
    args.extend(there_and_back);
    args.extend(there_and_back);
    let out = halma(&args);
    assert_eq!(
        stdout(&out),
        "g/gg/ggg/gggg/13/12/11/10/9/10/11/12/13/rrrr/rrr/rr/r r 5\ndraw: threefold repetition\n"
    );
    args.push("d1-e5");
    assert_eq!(halma(&args).status.code(), Some(2));
}

#[test]
fn engine_prints_one_legal_move() {
    let cases: [(&str, &[&str]); 5] = [
        ("halma-8x8", &[]),
        ("halma-8x8", &["--level", "1", "--camp", "fill"]),
        ("embargo", &["--level", "5"]),
        ("star-3", &["--level", "2", "--points", "rest"]),
        ("halma-16x16-4", &["--level", "4", "--partners", "on"]),
    ];
    for (game, flags) in cases {
        let mut args = vec!["engine", "--game", game];
        args.extend(flags);
        let out = halma(&args);
        assert!(out.status.success(), "{game}: {}", stderr(&out));
        let text = stdout(&out);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 1, "{game}: {text}");
        // The move is one of those `halma moves` lists, and plays.
        let moves = stdout(&halma(&["moves", "--game", game]));
        assert!(
            moves.lines().any(|m| m == lines[0]),
            "{game}: {} not in {moves}",
            lines[0]
        );
        let mut play = vec!["play", "--game", game];
        play.extend(
            flags
                .iter()
                .filter(|f| !["--level", "1", "2", "4", "5"].contains(f)),
        );
        play.push(lines[0]);
        assert!(halma(&play).status.success(), "{game}: {}", lines[0]);
    }
}

#[test]
fn engine_takes_a_position_wins_at_once_and_passes_without_a_move() {
    // White's last piece steps into its target.
    let out = halma(&[
        "engine",
        "--game",
        "halma-8x8",
        "--position",
        "www5/www1w3/ww6/w7/4b3/8/8/8 w 40",
    ]);
    assert_eq!(stdout(&out), "e7-d8\n");
    let out = halma(&[
        "engine",
        "--game",
        "halma-8x8",
        "--position",
        "8/8/8/8/8/b1b5/bb6/wbb5 w 1",
        "--level",
        "5",
    ]);
    assert!(out.status.success());
    assert_eq!(stdout(&out), "pass\n");
}

#[test]
fn engine_refuses_bad_input_with_status_2() {
    for (args, says) in [
        (&["engine", "--game", "chess"][..], "unknown game 'chess'"),
        (
            &["engine", "--game", "halma-8x8", "--level", "6"],
            "--level",
        ),
        (
            &["engine", "--game", "halma-8x8", "--position", "8/8 w 1"],
            "--position",
        ),
        (
            &["engine", "--game", "star-2", "--partners", "on"],
            "--partners",
        ),
        (
            &[
                "engine",
                "--game",
                "halma-8x8",
                "--position",
                "wwww4/www5/ww6/w7/4b3/8/8/8 b 40",
            ],
            "the game is over",
        ),
    ] {
        let out = halma(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stdout(&out).is_empty(), "{args:?}");
        let message = stderr(&out);
        assert_eq!(message.lines().count(), 1, "{message}");
        assert!(message.starts_with("halma engine: "), "{message}");
        assert!(message.contains(says), "{args:?}: {message}");
    }
}
