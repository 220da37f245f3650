//! What the two stores share: every query and its handling, written once in
//! [`store_impl!`] and expanded in `sqlite.rs` and `postgres.rs`. SQL uses `$N`
//! parameters, which SQLite reads too. Each store's module supplies what
//! differs between the databases:
//! - `Db`, `DbRow`, `DbConnection`: the sqlx types of the database;
//! - `key(Uuid)`: an id as the database stores it (text on SQLite, `UUID` on
//!   Postgres), and `uuid_col`/`opt_uuid_col` to read one back;
//! - `check_offer_limit`: how a player's open offers are counted safely;
//! - the `Store` methods that differ (the schema, sessions, backups and
//!   Auto-Match's locking), passed to the macro.

/// The shared row readers, writers and `Store` methods, for `$store`, with the
/// store's own methods `$own` added to the `impl`.
macro_rules! store_impl {
    ($store:ty, { $($own:tt)* }) => {
        fn user_from_row(row: &DbRow) -> Result<User, StoreError> {
            Ok(User {
                id: UserId(uuid_col(row, "id")?),
                username: row.try_get("username")?,
                password_hash: row.try_get("password_hash")?,
                is_admin: row.try_get("is_admin")?,
                created_at: from_millis(row.try_get("created_at")?),
            })
        }

        fn game_from_row(row: &DbRow) -> Result<GameRow, StoreError> {
            let variant: String = row.try_get("variant")?;
            let camp: String = row.try_get("camp")?;
            let repetition: String = row.try_get("repetition")?;
            let status: String = row.try_get("status")?;
            Ok(GameRow {
                id: GameId(uuid_col(row, "id")?),
                rules: rules_from_columns(&variant, &camp, &repetition)?,
                white: Player {
                    id: UserId(uuid_col(row, "white_id")?),
                    name: row.try_get("white_name")?,
                },
                black: Player {
                    id: UserId(uuid_col(row, "black_id")?),
                    name: row.try_get("black_name")?,
                },
                days_per_move: row.try_get::<i64, _>("days_per_move")?,
                status: GameStatus::parse(&status)?,
                verdict: verdict_from_row(row)?,
                ply: row.try_get::<i64, _>("ply")?,
                position: row.try_get("position")?,
                to_move: opt_uuid_col(row, "to_move_id")?.map(UserId),
                turn_started_at: from_millis(row.try_get("turn_started_at")?),
                turn_deadline: from_millis(row.try_get("turn_deadline")?),
                draw_offered_by: opt_uuid_col(row, "draw_offered_by")?.map(UserId),
                draw_offer_ply: row.try_get::<Option<i64>, _>("draw_offer_ply")?,
                created_at: from_millis(row.try_get("created_at")?),
                finished_at: row
                    .try_get::<Option<i64>, _>("finished_at")?
                    .map(from_millis),
            })
        }

        fn verdict_from_row(row: &DbRow) -> Result<Option<Verdict>, StoreError> {
            let winner: Option<String> = row.try_get("winner")?;
            let termination: Option<String> = row.try_get("termination")?;
            let (Some(winner), Some(termination)) = (winner, termination) else {
                return Ok(None);
            };
            Ok(Some(Verdict {
                winner: winner_from_column(&winner).map_err(StoreError::Corrupt)?,
                termination: termination.parse().map_err(StoreError::Corrupt)?,
                note: row.try_get("note")?,
            }))
        }

        fn offer_from_row(row: &DbRow) -> Result<OfferRow, StoreError> {
            let variant: String = row.try_get("variant")?;
            let camp: String = row.try_get("camp")?;
            let repetition: String = row.try_get("repetition")?;
            let colour: String = row.try_get("colour")?;
            let invited = match opt_uuid_col(row, "invited_id")? {
                Some(id) => Some(Player {
                    id: UserId(id),
                    name: row.try_get("invited_name")?,
                }),
                None => None,
            };
            Ok(OfferRow {
                id: OfferId(uuid_col(row, "id")?),
                poster: Player {
                    id: UserId(uuid_col(row, "poster_id")?),
                    name: row.try_get("poster_name")?,
                },
                rules: rules_from_columns(&variant, &camp, &repetition)?,
                colour: colour.parse().map_err(StoreError::Corrupt)?,
                days_per_move: row.try_get::<i64, _>("days_per_move")?,
                invited,
                automatch: row.try_get("automatch")?,
                created_at: from_millis(row.try_get("created_at")?),
            })
        }

        fn summaries(rows: &[DbRow], user: UserId) -> Result<Vec<GameSummary>, StoreError> {
            rows.iter()
                .map(|row| {
                    let game = game_from_row(row)?;
                    let id = game.id;
                    GameSummary::of(game, user)
                        .ok_or_else(|| StoreError::Corrupt(format!("game {id} listed for a non-player")))
                })
                .collect()
        }

        /// Starts a game inside a write transaction: `create_game`, and the games the
        /// waiting room makes together with the offer they use up.
        async fn insert_game(conn: &mut DbConnection, new: &NewGame) -> Result<GameId, StoreError> {
            let id = GameId::new();
            sqlx::query(
                "INSERT INTO games (id, variant, camp, repetition, white_id, black_id, days_per_move, \
                 status, ply, position, to_move_id, turn_started_at, turn_deadline, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, 'active', 0, $8, $9, $10, $11, $12)",
            )
            .bind(key(id.0))
            .bind(new.rules.variant.id())
            .bind(new.rules.camp.to_string())
            .bind(new.rules.repetition.name())
            .bind(key(new.white.0))
            .bind(key(new.black.0))
            .bind(new.days_per_move)
            .bind(new.start_position())
            .bind(key(new.white.0))
            .bind(to_millis(new.at))
            .bind(to_millis(new.first_deadline()))
            .bind(to_millis(new.at))
            .execute(&mut *conn)
            .await?;
            Ok(id)
        }

        async fn insert_offer(
            conn: &mut DbConnection,
            new: &NewOffer,
            automatch: bool,
        ) -> Result<OfferId, StoreError> {
            let id = OfferId::new();
            sqlx::query(
                "INSERT INTO offers (id, poster_id, variant, camp, repetition, colour, days_per_move, \
                 invited_id, automatch, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
            )
            .bind(key(id.0))
            .bind(key(new.poster.0))
            .bind(new.rules.variant.id())
            .bind(new.rules.camp.to_string())
            .bind(new.rules.repetition.name())
            .bind(new.colour.as_str())
            .bind(new.days_per_move)
            .bind(new.invited.map(|u| key(u.0)))
            .bind(automatch)
            .bind(to_millis(new.at))
            .execute(&mut *conn)
            .await?;
            Ok(id)
        }

        fn claim_from_row(row: &DbRow) -> Result<ClaimRow, StoreError> {
            Ok(ClaimRow {
                id: ClaimId(uuid_col(row, "id")?),
                game: GameId(uuid_col(row, "game_id")?),
                claimant: Player {
                    id: UserId(uuid_col(row, "claimant_id")?),
                    name: row.try_get("claimant_name")?,
                },
                ply: row.try_get("ply")?,
                path: row.try_get("path")?,
                status: row.try_get("status")?,
                created_at: from_millis(row.try_get("created_at")?),
                decided_by: row.try_get("decider_name")?,
                decided_at: row
                    .try_get::<Option<i64>, _>("decided_at")?
                    .map(from_millis),
                reason: row.try_get("reason")?,
            })
        }

        async fn audit<'c>(
            tx: &mut Transaction<'c, Db>,
            admin: UserId,
            game: GameId,
            action: &str,
            reason: &str,
            at: OffsetDateTime,
        ) -> Result<(), StoreError> {
            sqlx::query(
                "INSERT INTO audit_log (id, admin_id, game_id, action, reason, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(key(Uuid::new_v4()))
            .bind(key(admin.0))
            .bind(key(game.0))
            .bind(action)
            .bind(reason)
            .bind(to_millis(at))
            .execute(&mut **tx)
            .await?;
            Ok(())
        }

        /// The offers a list query of `sql` (`$1` a user) finds.
        async fn offer_list(
            pool: &sqlx::Pool<Db>,
            sql: &str,
            user: UserId,
        ) -> Result<Vec<OfferRow>, StoreError> {
            let rows = sqlx::query(sql).bind(key(user.0)).fetch_all(pool).await?;
            rows.iter().map(offer_from_row).collect()
        }

        /// Deletes the offer `$1` if `sql`'s condition on the user `$2` holds;
        /// `StoreError::NotFound` otherwise.
        async fn delete_offer(
            store: &$store,
            sql: &str,
            id: OfferId,
            user: UserId,
        ) -> Result<(), StoreError> {
            let mut tx = store.write().await?;
            let done = sqlx::query(sql)
                .bind(key(id.0))
                .bind(key(user.0))
                .execute(&mut *tx)
                .await?;
            if done.rows_affected() == 0 {
                return Err(StoreError::NotFound);
            }
            tx.commit().await?;
            Ok(())
        }

        /// [`sql::FINISH_GAME`] (with the caller's conditions added) and its
        /// four parameters.
        fn finishing<'q>(
            sql: &'q str,
            verdict: &'q Verdict,
            at: OffsetDateTime,
            game: GameId,
        ) -> sqlx::query::Query<'q, Db, <Db as sqlx::Database>::Arguments<'q>> {
            sqlx::query(sql)
                .bind(winner_column(verdict.winner))
                .bind(verdict.termination.as_str())
                .bind(to_millis(at))
                .bind(key(game.0))
                .bind(verdict.note.as_deref())
        }

        #[async_trait]
        impl Store for $store {
            $($own)*

            async fn ping(&self) -> Result<(), StoreError> {
                sqlx::query("SELECT 1").execute(&self.pool).await?;
                Ok(())
            }

            async fn close(&self) {
                self.pool.close().await;
            }

            async fn create_user(&self, new: NewUser<'_>) -> Result<User, StoreError> {
                let user = User {
                    id: UserId::new(),
                    username: new.username.to_owned(),
                    password_hash: new.password_hash.to_owned(),
                    is_admin: new.is_admin,
                    created_at: now(),
                };
                let mut tx = self.write().await?;
                sqlx::query(
                    "INSERT INTO users (id, username, username_key, password_hash, is_admin, created_at) \
                     VALUES ($1, $2, $3, $4, $5, $6)",
                )
                .bind(key(user.id.0))
                .bind(&user.username)
                .bind(username_key(&user.username))
                .bind(&user.password_hash)
                .bind(user.is_admin)
                .bind(to_millis(user.created_at))
                .execute(&mut *tx)
                .await
                .map_err(map_unique)?;
                tx.commit().await?;
                Ok(user)
            }

            async fn user_by_name(&self, username: &str) -> Result<Option<User>, StoreError> {
                let row = sqlx::query(&format!(
                    "SELECT {USER_COLUMNS} FROM users WHERE username_key = $1"
                ))
                .bind(username_key(username))
                .fetch_optional(&self.pool)
                .await?;
                row.as_ref().map(user_from_row).transpose()
            }

            async fn user_by_id(&self, id: UserId) -> Result<Option<User>, StoreError> {
                let row = sqlx::query(&format!("SELECT {USER_COLUMNS} FROM users WHERE id = $1"))
                    .bind(key(id.0))
                    .fetch_optional(&self.pool)
                    .await?;
                row.as_ref().map(user_from_row).transpose()
            }

            async fn set_password_hash(&self, id: UserId, password_hash: &str) -> Result<(), StoreError> {
                let mut tx = self.write().await?;
                let done = sqlx::query("UPDATE users SET password_hash = $1 WHERE id = $2")
                    .bind(password_hash)
                    .bind(key(id.0))
                    .execute(&mut *tx)
                    .await?;
                if done.rows_affected() == 0 {
                    return Err(StoreError::NotFound);
                }
                tx.commit().await?;
                Ok(())
            }

            async fn set_admin(&self, id: UserId, is_admin: bool) -> Result<(), StoreError> {
                let mut tx = self.write().await?;
                let done = sqlx::query("UPDATE users SET is_admin = $1 WHERE id = $2")
                    .bind(is_admin)
                    .bind(key(id.0))
                    .execute(&mut *tx)
                    .await?;
                if done.rows_affected() == 0 {
                    return Err(StoreError::NotFound);
                }
                tx.commit().await?;
                Ok(())
            }

            async fn heartbeat(&self) -> Result<Option<OffsetDateTime>, StoreError> {
                let at: Option<i64> = sqlx::query_scalar("SELECT at FROM heartbeat WHERE id = 1")
                    .fetch_optional(&self.pool)
                    .await?;
                Ok(at.map(from_millis))
            }

            async fn set_heartbeat(&self, at: OffsetDateTime) -> Result<(), StoreError> {
                let mut tx = self.write().await?;
                sqlx::query(
                    "INSERT INTO heartbeat (id, at) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET at = excluded.at",
                )
                .bind(to_millis(at))
                .execute(&mut *tx)
                .await?;
                tx.commit().await?;
                Ok(())
            }

            async fn create_game(&self, new: NewGame) -> Result<GameId, StoreError> {
                let mut tx = self.write().await?;
                let id = insert_game(&mut tx, &new).await?;
                tx.commit().await?;
                Ok(id)
            }

            async fn game(&self, id: GameId) -> Result<Option<GameRow>, StoreError> {
                let row = sqlx::query(&format!(
                    "SELECT {GAME_COLUMNS} FROM {GAME_TABLES} WHERE g.id = $1"
                ))
                .bind(key(id.0))
                .fetch_optional(&self.pool)
                .await?;
                row.as_ref().map(game_from_row).transpose()
            }

            async fn moves(&self, id: GameId) -> Result<Vec<MoveRow>, StoreError> {
                let rows = sqlx::query(
                    "SELECT number, path, position_key, played_at FROM moves \
                     WHERE game_id = $1 ORDER BY number",
                )
                .bind(key(id.0))
                .fetch_all(&self.pool)
                .await?;
                rows.iter()
                    .map(|row| {
                        Ok(MoveRow {
                            number: row.try_get("number")?,
                            path: row.try_get("path")?,
                            position_key: row.try_get("position_key")?,
                            played_at: from_millis(row.try_get("played_at")?),
                        })
                    })
                    .collect()
            }

            async fn commit_moves(&self, commit: MoveCommit) -> Result<(), StoreError> {
                let mut tx = self.write().await?;
                let plies = commit.moves.len() as i64;
                let (status, to_move, finished_at) = match &commit.verdict {
                    Some(_) => (GameStatus::Finished, None, Some(to_millis(commit.at))),
                    None => (GameStatus::Active, Some(commit.to_move), None),
                };
                let done = sqlx::query(
                    "UPDATE games SET ply = ply + $1, position = $2, to_move_id = $3, \
                     turn_started_at = $4, turn_deadline = $5, draw_offered_by = $6, status = $7, \
                     winner = $8, termination = $9, finished_at = $10, draw_offer_ply = $13, note = $14 \
                     WHERE id = $11 AND ply = $12 AND status = 'active'",
                )
                .bind(plies)
                .bind(&commit.position)
                .bind(to_move.map(|u| key(u.0)))
                .bind(to_millis(commit.at))
                .bind(to_millis(commit.turn_deadline))
                .bind(commit.draw_offered_by.map(|u| key(u.0)))
                .bind(status.as_str())
                .bind(commit.verdict.as_ref().map(|v| winner_column(v.winner)))
                .bind(commit.verdict.as_ref().map(|v| v.termination.as_str()))
                .bind(finished_at)
                .bind(key(commit.game.0))
                .bind(commit.expected_ply)
                // An offer standing after the move counts as made at the new ply.
                .bind(commit.draw_offered_by.map(|_| commit.expected_ply + plies))
                .bind(commit.verdict.as_ref().and_then(|v| v.note.as_deref()))
                .execute(&mut *tx)
                .await?;
                if done.rows_affected() == 0 {
                    return Err(StoreError::Conflict);
                }
                for (i, m) in commit.moves.iter().enumerate() {
                    sqlx::query(
                        "INSERT INTO moves (game_id, number, path, position_key, played_at) \
                         VALUES ($1, $2, $3, $4, $5)",
                    )
                    .bind(key(commit.game.0))
                    .bind(commit.expected_ply + 1 + i as i64)
                    .bind(&m.path)
                    .bind(&m.position_key)
                    .bind(to_millis(commit.at))
                    .execute(&mut *tx)
                    .await
                    .map_err(|e| match &e {
                        sqlx::Error::Database(db) if db.is_unique_violation() => StoreError::Conflict,
                        _ => StoreError::Database(e),
                    })?;
                }
                tx.commit().await?;
                Ok(())
            }

            async fn finish_game(
                &self,
                game: GameId,
                expected_ply: i64,
                from: GameStatus,
                verdict: Verdict,
                at: OffsetDateTime,
            ) -> Result<(), StoreError> {
                let mut tx = self.write().await?;
                let sql = format!("{} AND ply = $6 AND status = $7", sql::FINISH_GAME);
                let done = finishing(&sql, &verdict, at, game)
                    .bind(expected_ply)
                    .bind(from.as_str())
                    .execute(&mut *tx)
                    .await?;
                if done.rows_affected() == 0 {
                    return Err(StoreError::Conflict);
                }
                tx.commit().await?;
                Ok(())
            }

            async fn set_draw_offer(
                &self,
                game: GameId,
                expected_ply: i64,
                by: Option<UserId>,
            ) -> Result<(), StoreError> {
                let mut tx = self.write().await?;
                // An offer needs none standing and none made at this ply; an
                // answer needs one standing.
                let sql = match by {
                    Some(_) => {
                        "UPDATE games SET draw_offered_by = $1, draw_offer_ply = ply \
                         WHERE id = $2 AND ply = $3 AND status = 'active' \
                         AND draw_offered_by IS NULL \
                         AND (draw_offer_ply IS NULL OR draw_offer_ply <> ply)"
                    }
                    None => {
                        "UPDATE games SET draw_offered_by = $1 \
                         WHERE id = $2 AND ply = $3 AND status = 'active' \
                         AND draw_offered_by IS NOT NULL"
                    }
                };
                let done = sqlx::query(sql)
                    .bind(by.map(|u| key(u.0)))
                    .bind(key(game.0))
                    .bind(expected_ply)
                    .execute(&mut *tx)
                    .await?;
                if done.rows_affected() == 0 {
                    return Err(StoreError::Conflict);
                }
                tx.commit().await?;
                Ok(())
            }

            async fn create_offer(&self, new: NewOffer, max_open: u32) -> Result<OfferId, StoreError> {
                let mut tx = self.write().await?;
                check_offer_limit(&mut tx, new.poster, max_open).await?;
                let id = insert_offer(&mut tx, &new, false).await?;
                tx.commit().await?;
                Ok(id)
            }

            async fn offer(&self, id: OfferId) -> Result<Option<OfferRow>, StoreError> {
                let row = sqlx::query(&sql::OFFER)
                    .bind(key(id.0))
                    .fetch_optional(&self.pool)
                    .await?;
                row.as_ref().map(offer_from_row).transpose()
            }

            async fn open_offers(&self, viewer: UserId) -> Result<Vec<OfferRow>, StoreError> {
                offer_list(&self.pool, &sql::OPEN_OFFERS, viewer).await
            }

            async fn offers_by(&self, user: UserId) -> Result<Vec<OfferRow>, StoreError> {
                offer_list(&self.pool, &sql::OFFERS_BY, user).await
            }

            async fn invitations_for(&self, user: UserId) -> Result<Vec<OfferRow>, StoreError> {
                offer_list(&self.pool, &sql::INVITATIONS_FOR, user).await
            }

            async fn cancel_offer(&self, id: OfferId, user: UserId) -> Result<(), StoreError> {
                delete_offer(self, "DELETE FROM offers WHERE id = $1 AND poster_id = $2", id, user)
                    .await
            }

            async fn decline_invitation(&self, id: OfferId, user: UserId) -> Result<(), StoreError> {
                delete_offer(self, "DELETE FROM offers WHERE id = $1 AND invited_id = $2", id, user)
                    .await
            }

            async fn take_offer(
                &self,
                id: OfferId,
                taker: UserId,
                at: OffsetDateTime,
            ) -> Result<GameId, StoreError> {
                let mut tx = self.write().await?;
                // Delete-or-fail: of two takers, the second deletes nothing (on Postgres
                // its DELETE waits for the first one's row lock, then finds the row gone).
                let row = sqlx::query(
                    "DELETE FROM offers WHERE id = $1 AND poster_id <> $2 \
                     AND (invited_id IS NULL OR invited_id = $2) \
                     RETURNING poster_id, variant, camp, repetition, colour, days_per_move",
                )
                .bind(key(id.0))
                .bind(key(taker.0))
                .fetch_optional(&mut *tx)
                .await?;
                let Some(row) = row else {
                    return Err(StoreError::NotFound);
                };
                let variant: String = row.try_get("variant")?;
                let camp: String = row.try_get("camp")?;
                let repetition: String = row.try_get("repetition")?;
                let colour: String = row.try_get("colour")?;
                let new = game_of_offer(
                    UserId(uuid_col(&row, "poster_id")?),
                    taker,
                    rules_from_columns(&variant, &camp, &repetition)?,
                    colour.parse().map_err(StoreError::Corrupt)?,
                    row.try_get::<i64, _>("days_per_move")?,
                    at,
                );
                let game = insert_game(&mut tx, &new).await?;
                tx.commit().await?;
                Ok(game)
            }

            async fn games_to_move(&self, user: UserId) -> Result<Vec<GameSummary>, StoreError> {
                let rows = sqlx::query(&sql::GAMES_TO_MOVE)
                    .bind(key(user.0))
                    .fetch_all(&self.pool)
                    .await?;
                summaries(&rows, user)
            }

            async fn games_waiting(&self, user: UserId) -> Result<Vec<GameSummary>, StoreError> {
                let rows = sqlx::query(&sql::GAMES_WAITING)
                    .bind(key(user.0))
                    .fetch_all(&self.pool)
                    .await?;
                summaries(&rows, user)
            }

            async fn games_finished(
                &self,
                user: UserId,
                limit: i64,
            ) -> Result<Vec<GameSummary>, StoreError> {
                let rows = sqlx::query(&sql::GAMES_FINISHED)
                    .bind(key(user.0))
                    .bind(limit)
                    .fetch_all(&self.pool)
                    .await?;
                summaries(&rows, user)
            }

            async fn games_due(&self, now: OffsetDateTime) -> Result<Vec<GameId>, StoreError> {
                let rows = sqlx::query(
                    "SELECT id FROM games WHERE status = 'active' AND turn_deadline < $1 ORDER BY turn_deadline",
                )
                .bind(to_millis(now))
                .fetch_all(&self.pool)
                .await?;
                rows.iter()
                    .map(|r| Ok(GameId(uuid_col(r, "id")?)))
                    .collect()
            }

            async fn active_games(&self) -> Result<Vec<GameId>, StoreError> {
                let rows = sqlx::query("SELECT id FROM games WHERE status = 'active'")
                    .fetch_all(&self.pool)
                    .await?;
                rows.iter()
                    .map(|r| Ok(GameId(uuid_col(r, "id")?)))
                    .collect()
            }

            async fn credit_clocks(&self, ms: i64) -> Result<u64, StoreError> {
                let mut tx = self.write().await?;
                let done = sqlx::query(
                    "UPDATE games SET turn_deadline = turn_deadline + $1 WHERE status = 'active'",
                )
                .bind(ms)
                .execute(&mut *tx)
                .await?;
                tx.commit().await?;
                Ok(done.rows_affected())
            }

            async fn create_claim(
                &self,
                game: GameId,
                claimant: UserId,
                expected_ply: i64,
                path: &str,
                at: OffsetDateTime,
            ) -> Result<ClaimId, StoreError> {
                let id = ClaimId(Uuid::new_v4());
                let mut tx = self.write().await?;
                let done = sqlx::query(
                    "UPDATE games SET status = 'claim', to_move_id = NULL \
                     WHERE id = $1 AND ply = $2 AND status = 'active'",
                )
                .bind(key(game.0))
                .bind(expected_ply)
                .execute(&mut *tx)
                .await?;
                if done.rows_affected() == 0 {
                    return Err(StoreError::Conflict);
                }
                sqlx::query(
                    "INSERT INTO draw_claims (id, game_id, claimant_id, ply, path, status, created_at) \
                     VALUES ($1, $2, $3, $4, $5, 'pending', $6)",
                )
                .bind(key(id.0))
                .bind(key(game.0))
                .bind(key(claimant.0))
                .bind(expected_ply)
                .bind(path)
                .bind(to_millis(at))
                .execute(&mut *tx)
                .await?;
                tx.commit().await?;
                Ok(id)
            }

            async fn pending_claims(&self) -> Result<Vec<ClaimRow>, StoreError> {
                let rows = sqlx::query(&format!(
                    "{CLAIM_SELECT} WHERE c.status = 'pending' ORDER BY c.created_at"
                ))
                .fetch_all(&self.pool)
                .await?;
                rows.iter().map(claim_from_row).collect()
            }

            async fn claim(&self, id: ClaimId) -> Result<Option<ClaimRow>, StoreError> {
                let row = sqlx::query(&format!("{CLAIM_SELECT} WHERE c.id = $1"))
                    .bind(key(id.0))
                    .fetch_optional(&self.pool)
                    .await?;
                row.as_ref().map(claim_from_row).transpose()
            }

            async fn latest_claim(&self, game: GameId) -> Result<Option<ClaimRow>, StoreError> {
                let row = sqlx::query(&format!(
                    "{CLAIM_SELECT} WHERE c.game_id = $1 ORDER BY c.created_at DESC LIMIT 1"
                ))
                .bind(key(game.0))
                .fetch_optional(&self.pool)
                .await?;
                row.as_ref().map(claim_from_row).transpose()
            }

            async fn claim_rejected(
                &self,
                game: GameId,
                claimant: UserId,
                ply: i64,
                path: &str,
            ) -> Result<bool, StoreError> {
                let found: i64 = sqlx::query_scalar(
                    "SELECT COUNT(*) FROM draw_claims WHERE game_id = $1 AND claimant_id = $2 \
                     AND ply = $3 AND path = $4 AND status = 'rejected'",
                )
                .bind(key(game.0))
                .bind(key(claimant.0))
                .bind(ply)
                .bind(path)
                .fetch_one(&self.pool)
                .await?;
                Ok(found > 0)
            }

            async fn decide_claim(&self, d: ClaimDecision) -> Result<(), StoreError> {
                let mut tx = self.write().await?;
                let claim = sqlx::query(
                    "SELECT game_id, claimant_id, path FROM draw_claims WHERE id = $1 AND status = 'pending'",
                )
                .bind(key(d.claim.0))
                .fetch_optional(&mut *tx)
                .await?
                .ok_or(StoreError::Conflict)?;
                let game = GameId(uuid_col(&claim, "game_id")?);
                let claimant = UserId(uuid_col(&claim, "claimant_id")?);
                let path: String = claim.try_get("path")?;
                let status = if d.accept { "accepted" } else { "rejected" };
                let done = sqlx::query(
                    "UPDATE draw_claims SET status = $1, decided_by = $2, decided_at = $3, reason = $4 \
                     WHERE id = $5 AND status = 'pending'",
                )
                .bind(status)
                .bind(key(d.admin.0))
                .bind(to_millis(d.at))
                .bind(&d.reason)
                .bind(key(d.claim.0))
                .execute(&mut *tx)
                .await?;
                if done.rows_affected() == 0 {
                    return Err(StoreError::Conflict);
                }
                let updated = if d.accept {
                    let sql = format!("{} AND status = 'claim'", sql::FINISH_GAME);
                    let verdict = Verdict::claimed_repetition(&path);
                    finishing(&sql, &verdict, d.at, game)
                        .execute(&mut *tx)
                        .await?
                } else {
                    // The game goes on; the claimant's clock restarts.
                    sqlx::query(
                        "UPDATE games SET status = 'active', to_move_id = $1, turn_started_at = $2, \
                         turn_deadline = $4 WHERE id = $3 AND status = 'claim'",
                    )
                    .bind(key(claimant.0))
                    .bind(to_millis(d.at))
                    .bind(key(game.0))
                    .bind(to_millis(d.restart_deadline))
                    .execute(&mut *tx)
                    .await?
                };
                if updated.rows_affected() == 0 {
                    return Err(StoreError::Conflict);
                }
                let action = if d.accept {
                    "accepted draw claim"
                } else {
                    "rejected draw claim"
                };
                audit(
                    &mut tx,
                    d.admin,
                    game,
                    &format!("{action} ({path})"),
                    &d.reason,
                    d.at,
                )
                .await?;
                tx.commit().await?;
                Ok(())
            }

            async fn adjudicate_game(
                &self,
                game: GameId,
                expected_ply: i64,
                was: Option<Option<Color>>,
                admin: UserId,
                verdict: Verdict,
                at: OffsetDateTime,
            ) -> Result<(), StoreError> {
                let mut tx = self.write().await?;
                let sql = format!(
                    "{} AND ply = $6 AND ((status IN ('active', 'claim') AND $7 IS NULL) \
                     OR (status = 'finished' AND winner = $7))",
                    sql::FINISH_GAME
                );
                let done = finishing(&sql, &verdict, at, game)
                    .bind(expected_ply)
                    .bind(was.map(winner_column))
                    .execute(&mut *tx)
                    .await?;
                if done.rows_affected() == 0 {
                    return Err(StoreError::Conflict);
                }
                // A claim still waiting is moot now.
                sqlx::query(
                    "UPDATE draw_claims SET status = 'rejected', decided_by = $1, decided_at = $2, \
                     reason = 'the game was adjudicated' WHERE game_id = $3 AND status = 'pending'",
                )
                .bind(key(admin.0))
                .bind(to_millis(at))
                .bind(key(game.0))
                .execute(&mut *tx)
                .await?;
                let action = match was {
                    Some(was) => format!(
                        "corrected the result from {} to {}",
                        result_text(was),
                        verdict.result()
                    ),
                    None => format!("adjudicated {}", verdict.result()),
                };
                let reason = verdict.note.as_deref().unwrap_or_default();
                audit(&mut tx, admin, game, &action, reason, at).await?;
                tx.commit().await?;
                Ok(())
            }

            async fn audit_log(&self, limit: i64) -> Result<Vec<AuditRow>, StoreError> {
                let rows = sqlx::query(
                    "SELECT u.username AS admin_name, a.game_id, a.action, a.reason, a.created_at \
                     FROM audit_log a JOIN users u ON u.id = a.admin_id ORDER BY a.created_at DESC LIMIT $1",
                )
                .bind(limit)
                .fetch_all(&self.pool)
                .await?;
                rows.iter()
                    .map(|r| {
                        Ok(AuditRow {
                            admin: r.try_get("admin_name")?,
                            game: opt_uuid_col(r, "game_id")?.map(GameId),
                            action: r.try_get("action")?,
                            reason: r.try_get("reason")?,
                            at: from_millis(r.try_get("created_at")?),
                        })
                    })
                    .collect()
            }
        }
    };
}
