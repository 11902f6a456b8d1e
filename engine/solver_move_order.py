"""Move generation of the exact solver (`MoveOrdering.moves`): the legal cards of a seat, one
card for each class of equivalent cards (same holder, same suit, no live card of another hand,
of a talon packet or of the current trick between them, and the same point value when the goal
counts points; the cards of a side suit nobody else holds merge across such suits; goal cards
and face-up packet cards never merge), ordered: leads top trumps first, then the cheapest;
follows by what the trick asks for (cheap winners, points smeared onto a partner's trick, low
discards). Lists are remembered per key of what decides them."""
from __future__ import annotations

from .core import ids_of


class MoveOrdering:
    """The moves' part of `engine.solver.Solver`. Reads the solver's card tables (`suit`,
    `power`, `points`, `suit_mask`, `trump`, `_merge_points`, `_lead_key`, `_neg_points`,
    `_neg_power`), `special` (cards never merged) and `_order_ok` (merging and the middle
    ordering assume the standard rules); remembers its lists in `_merged`."""

    def _suit_ordered(self, s: int) -> bool:
        """Are the cards of suit s listed highest first in the pack (power falls with the id)?"""
        ids = ids_of(self.suit_mask[s])
        return all(self.power[a] > self.power[b] for a, b in zip(ids, ids[1:]))

    def moves(self, seat: int, w_card: int | None = None, w_seat: int = 0) -> list[int]:
        """Legal cards of `seat`, one representative per class of equivalent cards, ordered.
        `w_card`, held by `w_seat`, wins the trick so far (found here if not given). The classes
        and their order depend only on the legal cards, the live cards of the other hands (in
        the legal cards' suit, if they are all of one suit) and what the trick asks for, so
        they are remembered per key."""
        trick = self.trick
        hand = self.hands[seat]
        legal = self.legal(seat)
        if not legal & (legal - 1):
            return [legal.bit_length() - 1]
        # cards of other suits never decide whether two legal cards are equivalent
        one_suit = self.suit_mask[self.suit[(legal & -legal).bit_length() - 1]]
        others = (self.live_mask & ~hand) | self.hidden_mask     # the trick's cards are live
        if not legal & ~one_suit:
            others &= one_suit
        if trick:
            if w_card is None:
                wi = self.winner_index(trick)
                w_card, w_seat = trick[wi], (self.leader + wi) % self.n
            key = (legal, others, self.open_mask, w_card, self.party[w_seat] == self.party[seat],
                   len(trick) == self.n - 1, self.suit[trick[0]])
            if self._order_ok and len(trick) < self.n - 1:     # the middle: the later hands count
                key += (seat, self.leader, tuple(self.hands))
        else:
            key = (legal, others, self.open_mask)
        cards = self._merged.get(key)
        if cards is None:
            cards = ids_of(legal)
            if self._order_ok:
                cards = self._merge_equivalent(others, cards)
            if not trick:
                cards.sort(key=self._lead_key.__getitem__)
            elif len(cards) > 1 and len(key) > 7:
                cards = self._order_middle(seat, cards, *key[3:7])
            elif len(cards) > 1:
                cards = self._order_follow(cards, *key[3:])
            if len(self._merged) >= self.CACHE_LIMIT:
                self._merged.clear()
            self._merged[key] = cards
        return cards

    def _merge_equivalent(self, others: int, cards: list[int]) -> list[int]:
        suit, pts, suit_mask = self.suit, self._merge_points, self.suit_mask
        # never merged: the goal's own cards, and a face-up packet card (playing it turns the
        # packet, playing a hand card does not)
        keep = self.open_mask
        for c in self.special:
            keep |= 1 << c
        out: list[int] = []
        solo: dict[int, int] = {}      # points -> the card that represents them in solo suits
        for c in cards:
            s = suit[c]
            if keep >> c & 1:
                pass
            elif s != self.trump and not others & suit_mask[s]:
                # a side suit no other hand (nor the trick) holds: nobody can follow it, so its
                # cards never meet another card of their suit; only their points matter, in
                # whichever such suit they are
                if pts[c] in solo:
                    continue
                solo[pts[c]] = c
            elif out:
                prev = out[-1]
                if (suit[c] == suit[prev] and pts[c] == pts[prev] and not keep >> prev & 1
                        and not (others >> (prev + 1)) & ((1 << (c - prev - 1)) - 1)):
                    continue            # prev represents c: nothing of another hand lies between
            out.append(c)
        return out

    def _seat_beats(self, o: int, card: int, led: int) -> bool:
        """Can `o`, still to play in this trick, beat `card` (the trick's best so far) under the
        standard duties (follow suit if it can, else trump)?"""
        h, power, sc = self.hands[o], self.power, self.suit[card]
        same = h & self.suit_mask[led]
        if same:
            return sc == led and any(power[c] > power[card] for c in ids_of(same))
        trumps = h & self.suit_mask[self.trump]
        return bool(trumps) and (sc != self.trump or any(power[c] > power[card] for c in ids_of(trumps)))

    def _later_beats(self, seat: int, card: int, led: int, partner_only: bool = False) -> bool:
        """Can a seat of the other party still to play beat `card`? With `partner_only`: do only
        partners follow, one of whom can?"""
        later = [(self.leader + k) % self.n for k in range(len(self.trick) + 1, self.n)]
        mine = [o for o in later if (self.party[o] == self.party[seat]) == partner_only]
        if partner_only and len(mine) < len(later):
            return False
        return any(self._seat_beats(o, card, led) for o in mine)

    def _order_middle(self, seat: int, cards: list[int], w_card: int, partner_wins: bool, last: bool,
                      led: int) -> list[int]:
        """A seat in the middle of a trick (the standard duties): if its party takes the trick
        anyway (a partner's card no later opponent can beat, or only partners to follow, one of
        whom can beat the best card), the cards that do not win, most points first, then the
        winners; else the winners no later opponent can beat, most points first (then the
        cheapest), the other winners, then the rest, fewest points first; at equal points the
        lowest card first (as the core)."""
        pts, power, suit, trump = self.points, self.power, self.suit, self.trump
        w_suit, w_power = suit[w_card], power[w_card]
        smear = (not self._later_beats(seat, w_card, led) if partner_wins
                 else self._later_beats(seat, w_card, led, partner_only=True))
        sure, other, lose = [], [], []
        for c in cards:
            sc = suit[c]
            if not ((power[c] > w_power) if sc == w_suit else (sc == trump and w_suit != trump)):
                lose.append(c)
            elif not self._later_beats(seat, c, led):
                sure.append(c)
            else:
                other.append(c)
        sure.sort(key=lambda c: (-pts[c], power[c]))
        lose.sort(key=lambda c: (-pts[c] if smear else pts[c], power[c]))
        return lose + sure + other if smear else sure + other + lose

    def _order_follow(self, cards: list[int], w_card: int, partner_wins: bool, last: bool,
                      led: int) -> list[int]:
        """Follows ordered by what the trick so far asks for: `w_card` wins it, held by the
        mover's partner or not; `last`: the mover completes the trick of the `led` suit."""
        pts, power, suit = self.points, self.power, self.suit
        less = self._neg_points.__getitem__
        if partner_wins and last:
            return sorted(cards, key=less)                       # smear onto the partner's trick
        w_suit, w_power, trump = suit[w_card], power[w_card], self.trump
        win, lose = [], []
        for c in cards:
            sc = suit[c]
            if (power[c] > w_power) if sc == w_suit else (sc == trump and w_suit != trump):
                win.append(c)
            else:
                lose.append(c)
        if partner_wins:
            lose.sort(key=less)
            win.sort(key=power.__getitem__)
            return lose + win
        if last:
            # take it with the cheapest winner, else throw the least (the lowest at equal points)
            win.sort(key=lambda c: (power[c] if suit[c] != led else 0, -pts[c]))
            lose.sort(key=lambda c: (pts[c], power[c]))
            return win + lose
        win.sort(key=self._neg_power.__getitem__)
        lose.sort(key=pts.__getitem__)
        return win + lose
