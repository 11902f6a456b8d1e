"""The engine's card players (issue 25): policies that choose a card for the seat to move.

`baseline` holds the rule of thumb of the Probespiel and random play; `seen` what one seat has
seen of the deal and the deals consistent with it; `pimc` the determinized search (Perfect
Information Monte Carlo) over such deals with the exact solver. `engine.match` plays them
against each other.
"""
