//! Moves written together. SQLite has one writer; a move's transaction takes
//! a tenth of a millisecond, but handing the writer connection from one
//! request to the next (its worker thread woken, the request woken, the
//! connection back to the pool) took about ten times that on a busy machine,
//! so the writer, not the cores, set the pace. The Submits that arrive while
//! the writer is busy now wait here and go into its next transaction side by
//! side: one hand-off and one commit for all of them. Each keeps its own
//! guard (the game's ply), so each is taken or refused as if alone, in the
//! order they came.

use std::sync::LazyLock;

use sqlx::{pool::PoolConnection, Sqlite, SqliteConnection, SqlitePool};
use tokio::sync::{mpsc, oneshot};

use crate::store::{
    map_move_conflict,
    rows::{move_lines, to_millis, to_ms},
    MoveCommit, StoreError,
};

/// The most moves written in one transaction.
const MOST: usize = 32;

/// The most batches written one after the other without giving the writer
/// back to its pool, where other writes wait their turn.
const HELD: usize = 4;

/// The parameters each move binds ([`MOVE`] and [`TURN_NOTICE`]).
const PARAMS: usize = 17;

/// One move (and the pass after it) that does not end the game. The update's
/// `RETURNING` row (the move's place in the batch, spliced in for `{place}`)
/// says the move was taken; the insert of its plies runs only if the update
/// changed a row (`changes()`, which counts the last statement that ended),
/// so a stale ply inserts nothing; the pass's row only when there is one.
const MOVE: &str = "UPDATE games SET ply = ply + $1, position = $2, to_move_id = $3, \
    turn_started_at = $4, turn_deadline = $5, draw_offered_by = $6, draw_offer_ply = $9, \
    white_bank = $14, black_bank = $15, \
    move_list = CASE WHEN move_list IS NULL THEN $16 ELSE move_list || char(10) || $16 END \
    WHERE id = $7 AND ply = $8 AND status = 'active' RETURNING {place}; \
    INSERT INTO moves (game_id, number, path, position_key, played_at) \
    SELECT $7, $8 + 1, $10, $11, $4 WHERE changes() = 1 \
    UNION ALL SELECT $7, $8 + 2, $12, $13, $4 WHERE changes() = 1 AND $12 IS NOT NULL; ";

/// After [`MOVE`], the opponent's turn notice when the domain asked for it
/// (`$17`), written once per absence: not again until they were back on the
/// site. Only in a batch where some move asks for it (most moves do not:
/// the opponent is on the site, or has no mail), since each statement costs
/// the one writer a step and a hand-off.
const TURN_NOTICE: &str =
    "UPDATE notification_settings SET turn_armed = FALSE WHERE $17 AND user_id = $3 \
    AND turn_armed = TRUE AND email IS NOT NULL \
    AND EXISTS (SELECT 1 FROM games WHERE id = $7 AND ply = $8 + $1 AND to_move_id = $3); \
    INSERT INTO outbox (user_id, kind, to_address, game_id, dedupe, created_at, next_attempt_at) \
    SELECT user_id, 'turn', email, $7, 'turn:' || $7 || ':' || ($8 + $1), $4, $4 \
    FROM notification_settings WHERE user_id = $3 AND changes() = 1 \
    ON CONFLICT (dedupe) DO NOTHING; ";

/// The batches of `n` moves, for `n` from 1 to [`MOST`]: one transaction,
/// each move's parameters numbered after the ones before it; without the
/// turn notices (`QUIET`) and with them (`NOTICED`).
static QUIET: LazyLock<Vec<String>> = LazyLock::new(|| batches(MOVE));
static NOTICED: LazyLock<Vec<String>> = LazyLock::new(|| batches(&format!("{MOVE}{TURN_NOTICE}")));

fn batches(one: &str) -> Vec<String> {
    (1..=MOST)
        .map(|n| {
            let moves: String = (0..n).map(|place| numbered(one, place)).collect();
            format!("BEGIN IMMEDIATE; {moves}COMMIT")
        })
        .collect()
}

/// `one` (a move's statements) as the move at `place` of a batch: `$k`
/// becomes `$(place × PARAMS + k)`.
fn numbered(one: &str, place: usize) -> String {
    let text = one.replace("{place}", &place.to_string());
    let mut out = String::with_capacity(text.len() + 64);
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        out.push(c);
        if c != '$' {
            continue;
        }
        let mut digits = String::new();
        while let Some(d) = chars.peek().filter(|d| d.is_ascii_digit()) {
            digits.push(*d);
            chars.next();
        }
        let k: usize = digits
            .parse()
            .expect("every $ of a move numbers a parameter");
        out.push_str(&(place * PARAMS + k).to_string());
    }
    out
}

/// A move waiting for the writer, and where its answer goes.
type Waiting = (MoveCommit, oneshot::Sender<Result<(), StoreError>>);

/// The queue in front of the writer, for moves that do not end the game and
/// record one or two plies (a move and its automatic pass).
#[derive(Debug, Clone)]
pub struct MoveQueue(mpsc::Sender<Waiting>);

impl MoveQueue {
    /// Starts the task that writes what is queued, on the current runtime.
    pub(super) fn start(writer: SqlitePool) -> Self {
        let (send, receive) = mpsc::channel(4 * MOST);
        tokio::spawn(write_queued(writer, receive));
        Self(send)
    }

    /// Whether the queue takes this commit.
    pub(super) fn takes(commit: &MoveCommit) -> bool {
        commit.verdict.is_none() && (1..=2).contains(&commit.moves.len())
    }

    /// Queues the commit and waits for its answer. `Err(commit)` gives it back
    /// when the queue's task is gone (its runtime ended), to be written
    /// directly.
    pub(super) async fn write(
        &self,
        commit: MoveCommit,
    ) -> Result<Result<(), StoreError>, MoveCommit> {
        let (answer, answered) = oneshot::channel();
        if let Err(mpsc::error::SendError((commit, _))) = self.0.send((commit, answer)).await {
            return Err(commit);
        }
        // A task that stopped without answering ended with its runtime.
        Ok(answered
            .await
            .unwrap_or(Err(StoreError::Unavailable(sqlx::Error::WorkerCrashed))))
    }
}

/// The queue's task: takes what waits (up to [`MOST`]), writes it in one
/// transaction, answers each, and starts again. It keeps the writer from one
/// batch to the next while moves keep coming, up to [`HELD`] batches: each
/// time sqlx's pool takes the connection back it first tests it (a hand-off
/// to its thread and back, then another to wake the next taker), which cost
/// about as much as the batch's own statements.
async fn write_queued(writer: SqlitePool, mut receive: mpsc::Receiver<Waiting>) {
    let mut batch = Vec::with_capacity(MOST);
    let mut held: Option<(PoolConnection<Sqlite>, usize)> = None;
    while receive.recv_many(&mut batch, MOST).await > 0 {
        let commits: Vec<&MoveCommit> = batch.iter().map(|(c, _)| c).collect();
        let written = match held.take() {
            Some((conn, batches)) => Ok((conn, batches)),
            None => writer.acquire().await.map(|conn| (conn, 0)),
        };
        let written = match written {
            Ok((mut conn, batches)) => {
                let taken = write_batch(&mut conn, &commits).await;
                // Given back when nothing waits, after an error, or for the
                // other writers' turn (the pool serves its takers in order).
                if taken.is_ok() && batches + 1 < HELD && !receive.is_empty() {
                    held = Some((conn, batches + 1));
                }
                taken
            }
            Err(e) => Err(e),
        };
        match written {
            Ok(taken) => {
                for (place, (_, answer)) in batch.drain(..).enumerate() {
                    let result = if taken.contains(&(place as i64)) {
                        Ok(())
                    } else {
                        Err(StoreError::Conflict)
                    };
                    // A request that gave up waiting no longer listens.
                    let _ = answer.send(result);
                }
            }
            Err(e) => {
                // The batch stopped part-way and was rolled back: each move is
                // written again alone, so one bad move refuses only itself.
                tracing::debug!(error = %e, moves = batch.len(), "batch of moves failed");
                for (commit, answer) in batch.drain(..) {
                    let _ = answer.send(write_alone(&writer, &commit).await);
                }
            }
        }
    }
}

/// Writes one move in a transaction of its own.
pub(super) async fn write_alone(
    writer: &SqlitePool,
    commit: &MoveCommit,
) -> Result<(), StoreError> {
    let mut conn = writer.acquire().await.map_err(map_move_conflict)?;
    match write_batch(&mut conn, &[commit]).await {
        Ok(taken) if taken.is_empty() => Err(StoreError::Conflict),
        Ok(_) => Ok(()),
        Err(e) => Err(map_move_conflict(e)),
    }
}

/// Writes the moves in one transaction on the writer; the places of those
/// taken.
async fn write_batch(
    conn: &mut SqliteConnection,
    commits: &[&MoveCommit],
) -> Result<Vec<i64>, sqlx::Error> {
    let batches = match commits.iter().any(|c| c.turn_mail) {
        true => &NOTICED,
        false => &QUIET,
    };
    let mut query = sqlx::query_scalar::<_, i64>(&batches[commits.len() - 1]);
    for commit in commits {
        let plies = commit.moves.len() as i64;
        let (first, pass) = (&commit.moves[0], commit.moves.get(1));
        query = query
            .bind(plies)
            .bind(&commit.position)
            .bind(commit.to_move)
            .bind(to_millis(commit.at))
            .bind(to_millis(commit.turn_deadline))
            .bind(commit.draw_offered_by)
            .bind(commit.game)
            .bind(commit.expected_ply)
            // An offer standing after the move counts as made at the new ply.
            .bind(commit.draw_offered_by.map(|_| commit.expected_ply + plies))
            .bind(&first.path)
            .bind(&first.position_key)
            .bind(pass.map(|m| m.path.as_str()))
            .bind(pass.map(|m| m.position_key.as_str()))
            .bind(to_ms(commit.banks[0]))
            .bind(to_ms(commit.banks[1]))
            .bind(move_lines(commit))
            .bind(commit.turn_mail);
    }
    let taken = query.fetch_all(&mut *conn).await;
    if taken.is_err() {
        // End the transaction the batch began, if it began one, before the
        // connection goes back to the pool.
        if let Err(rollback) = sqlx::query("ROLLBACK").execute(&mut *conn).await {
            tracing::debug!(error = %rollback, "nothing to roll back");
        }
    }
    taken
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_move_of_a_batch_numbers_its_own_parameters() {
        let second = numbered(&format!("{MOVE}{TURN_NOTICE}"), 1);
        assert!(second.contains("RETURNING 1;"));
        assert!(second.contains("WHERE id = $24 AND ply = $25"));
        assert!(second.contains("black_bank = $32"));
        assert!(second.contains("ELSE move_list || char(10) || $33 END"));
        assert!(second.contains("SELECT $24, $25 + 2, $29, $30, $21"));
        assert!(second.contains("turn_armed = FALSE WHERE $34 AND user_id = $20"));
        assert!(!second.contains("$1,") && !second.contains("$7 "));
        for (batches, notices) in [(&*QUIET, false), (&*NOTICED, true)] {
            let last = &batches[MOST - 1];
            assert!(last.starts_with("BEGIN IMMEDIATE; UPDATE games"));
            assert!(last.ends_with("COMMIT"));
            assert_eq!(last.matches("UPDATE games").count(), MOST);
            assert_eq!(last.matches("INSERT INTO moves").count(), MOST);
            assert_eq!(
                last.matches("INSERT INTO outbox").count(),
                MOST * notices as usize
            );
            let highest = if notices {
                MOST * PARAMS
            } else {
                MOST * PARAMS - 1
            };
            assert!(last.contains(&format!("${highest}")));
            assert!(!last.contains(&format!("${}", highest + 1)));
        }
    }
}
