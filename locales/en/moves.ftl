# Why the rules refuse a move (the rules crate's reasons, said on the
# refusal page of an illegal move). Square names stay as the board names them.

move-illegal = illegal move: { $reason }
move-colour = { $colour }
move-off-board = { $square } is not on the board
move-not-your-piece = there is no { $colour } piece on { $square }
move-occupied = { $square } is not empty
move-step-then-more = the step to { $square } ends the move: a step and jumps never mix in one turn
move-step-after-jump = the step to { $square } follows a jump: a step and jumps never mix in one turn
move-not-step-or-jump = { $from }-{ $to } is neither a step nor a jump
move-nothing-to-jump = { $from }-{ $to } jumps over { $over }, where there is no piece
move-revisit = the chain lands on { $square }, where the piece already stood this turn
move-not-straight = { $from }-{ $to } is not along a rank or a file
move-too-many-squares = an Embargo move names two squares: where the piece starts and ends
move-wall = { $square } is part of a wall
move-own-yard = { $square } is in the mover's own yard, where a piece may never land
move-may-not-pass = { $colour } has a legal move and may not pass
move-must-pass = { $colour } has no legal move and must pass
move-incomplete = the move names a piece but no destination
move-foreign-point = the move ends on { $square }, in a point that is neither the mover's start nor its target (points: pass-through)
move-number-overflow = move { $number } is the last move number there is: no move can follow { $colour }'s

# Why the rules refuse a draw claim.
move-claim-not-claim-rule = this game draws by repetition automatically; there is nothing to claim
move-claim-too-early = a draw can be claimed only after move { $after }; this is move { $number }
move-claim-no-repetition = { $seen ->
    [one] the move would not repeat the position for the third time (seen { $seen } time before)
   *[other] the move would not repeat the position for the third time (seen { $seen } times before)
}
