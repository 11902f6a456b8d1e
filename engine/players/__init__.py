"""The engine's players (issue 25): policies that choose the action of a seat the engine plays.

`policy` is the interface the page and the match call (`engine_player(p).act(p, state, seat,
rng)`, `POLICY_TEXT`); `baseline` holds the rule of thumb of the Probespiel and random play;
`seen` what one seat has seen and the worlds consistent with it and with the bidding;
`rollout` the quick players of the play-outs and what a finished game is worth to a seat;
`pimc` the determinized card search (Perfect Information Monte Carlo) with the exact solver or
play-outs; `phases` the other phases by simulation. `engine.match` plays them against each other.
"""
