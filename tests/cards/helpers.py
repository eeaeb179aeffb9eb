"""Helpers for card tests: answer decisions by what the options say, not by raw ids."""
from __future__ import annotations

from typing import Any

from doomtown_tui.engine import Game


def option(game: Game, **data: Any) -> str:
    """The id of the pending decision's option whose data matches ``data``."""
    decision = game.decision
    assert decision is not None, "the game is over"
    for opt in decision.options:
        if all(opt.data.get(k) == v for k, v in data.items()):
            return opt.id
    raise AssertionError(f"no option with {data} in {decision.kind}: {[o.data for o in decision.options]}")


def has_option(game: Game, **data: Any) -> bool:
    decision = game.decision
    return decision is not None and any(all(o.data.get(k) == v for k, v in data.items()) for o in decision.options)


def play(game: Game, **data: Any) -> None:
    """Choose the option matching ``data`` for whoever must decide."""
    decision = game.decision
    assert decision is not None
    game.choose(decision.player, option(game, **data))


def pass_until(game: Game, kind: str) -> None:
    """Keep passing (or taking the 'done'/'keep' answer) until a decision of ``kind`` comes up."""
    for _ in range(200):
        decision = game.decision
        assert decision is not None
        if decision.kind == kind:
            return
        calm = [o for o in decision.options if o.data.get("play") in ("pass", "done", "keep", "accept")]
        if decision.multi:
            game.choose(decision.player, [o.id for o in decision.options][:decision.min])
        else:
            game.choose(decision.player, (calm or list(decision.options))[0].id)
    raise AssertionError(f"no {kind} decision came up")


def uid_of(game: Game, title: str, owner: int | None = None) -> int:
    for card in game.state.in_play:
        if card.title == title and (owner is None or card.owner == owner):
            return card.uid
    raise AssertionError(f"{title} is not in play")


# --- stacking decks and driving shootouts (added for the dude scripts) ------------------------------
_FACES = {"A": 1, "J": 11, "Q": 12, "K": 13}


def face(value: int, suit: str) -> str:
    """A card title with this value and suit (only the face matters in a draw hand or a pull)."""
    from doomtown_tui.engine.cards import card_pool

    for card in card_pool():
        if card.value == value and card.suit == suit and not card.has("Token"):
            return card.title
    raise LookupError((value, suit))


def cards(text: str) -> list[str]:
    """Titles for "2H 5D KC ..." (first = top of the deck); JOKER for a Joker."""
    out = []
    for token in text.split():
        out.append("Joker (black)" if token == "JOKER" else face(_FACES.get(token[:-1]) or int(token[:-1]), token[-1]))
    return out


# Filler for the rest of a stacked deck: plain faces, no Jokers, nothing that makes straights easily.
FILLER = "3H 3D 3C 7H 7D 7C 10H 10D 10C QH QD QC"


def events(game: Game, kind: str) -> list:
    return [e for e in game.events if e.kind == kind]


def keep_suggested(game: Game) -> None:
    """Answer a keep-five decision with the engine's suggested five cards."""
    decision = game.decision
    assert decision is not None and decision.kind == "draw_hand"
    game.choose(decision.player, [o.id for o in decision.options if o.data.get("suggested")])


def to_reveal(game: Game) -> None:
    """From the Shootout plays to the reveal: pass, pick the first shooter, keep the suggested hand,
    swap nothing; stops at the first decision after the hands are revealed."""
    revealed = len(events(game, "reveal"))
    for _ in range(50):
        if len(events(game, "reveal")) > revealed or game.decision is None:
            return
        decision = game.decision
        if decision.kind == "draw_hand":
            keep_suggested(game)
        elif decision.kind == "draw":
            game.choose(decision.player, [])
        elif decision.kind in ("shootout", "shooter", "join_posse", "joker"):
            calm = [o for o in decision.options if o.data.get("play") in ("pass", "done")]
            game.choose(decision.player, (calm or list(decision.options))[0].id)
        else:
            return
    raise AssertionError("the hands were never revealed")


# --- multi-pick answers and posse reads (added for the action-card scripts) -------------------------
def pick_titles(game: Game, *titles: str) -> None:
    """Answer a multi-pick decision with the options naming these cards (none: an empty pick)."""
    decision = game.decision
    assert decision is not None and decision.multi, f"not a multi-pick: {decision}"
    wanted, ids = list(titles), []
    for opt in decision.options:
        if opt.data.get("card") in wanted:
            wanted.remove(opt.data["card"])
            ids.append(opt.id)
    assert not wanted, f"no options for {wanted}: {[o.data for o in decision.options]}"
    game.choose(decision.player, ids)


def option_titles(game: Game) -> list[str]:
    """The card named by each option of the pending decision (in order)."""
    decision = game.decision
    assert decision is not None
    return [o.data.get("card") for o in decision.options]


def posse_titles(game: Game, player: int) -> list[str]:
    shootout = game.state.shootout
    assert shootout is not None, "no shootout"
    posse = next(p for p in shootout.posses if p.player == player)
    return [game.state.card(uid).title for uid in posse.dudes]


def card_named(game: Game, title: str):
    """The view of the one card in play with this title."""
    found = [c for c in game.state.in_play if c.title == title]
    assert len(found) == 1, f"{title} is in play {len(found)} times"
    return found[0]


# --- Kung Fu and spells (added for the Technique and Spirit scripts) ------------------------------
def callout_shootout(game: Game, leader: str, mark: str, join: tuple[str, ...] = ()) -> None:
    """Noon: ``leader`` calls out ``mark``, who accepts; of the other dudes only those named in
    ``join`` join their side's posse (stops at the first decision of the Shootout plays)."""
    play(game, play="callout", card=leader, target_card=mark)
    play(game, play="accept")
    while game.decision is not None and game.decision.kind == "join_posse":
        wanted = [o for o in game.decision.options if o.data.get("card") in join]
        game.choose(game.decision.player, wanted[0].id if wanted else option(game, play="done"))


def turn_of(game: Game, player: int, kind: str = "shootout") -> None:
    """Pass every other question (the other player's plays, Reacts) until ``player`` has a ``kind``
    decision."""
    for _ in range(50):
        decision = game.decision
        assert decision is not None, "the game is over"
        if decision.player == player and decision.kind == kind:
            return
        calm = [o for o in decision.options if o.data.get("play") in ("pass", "done", "keep", "refuse")]
        assert calm, f"cannot pass a {decision.kind} decision: {[o.data for o in decision.options]}"
        game.choose(decision.player, calm[0].id)
    raise AssertionError(f"player {player} never got a {kind} decision")


# --- the end of an effect (added for the duration tests) -------------------------------------------
_CALM = ("pass", "done", "keep", "refuse", "pay")


def _calm_step(game: Game, flee: bool = False, spare: tuple[str, ...] = ()) -> None:
    """Answer the pending decision as quietly as possible: pass, keep the suggested hand, discard
    nothing extra, take the first identity/casualty offered (not one of the dudes named in ``spare``
    while another will do); at a flee step everyone runs if ``flee``."""
    decision = game.decision
    assert decision is not None, "the game is over"
    if decision.kind == "casualty":
        others = [o for o in decision.options if o.data.get("card") not in spare]
        game.choose(decision.player, (others or list(decision.options))[0].id)
    elif decision.kind == "draw_hand":
        keep_suggested(game)
    elif decision.kind == "draw":
        game.choose(decision.player, [])
    elif decision.kind == "flee":
        so = game.state.shootout
        over = so is not None and any(not posse.dudes for posse in so.posses)   # it ends without anyone running
        game.choose(decision.player, [o.id for o in decision.options] if flee and not over else [])
    elif decision.multi:
        game.choose(decision.player, [o.id for o in decision.options][:decision.min])
    else:
        calm = [o for o in decision.options if o.data.get("play") in _CALM]
        game.choose(decision.player, (calm or list(decision.options))[0].id)


def end_shootout(game: Game, spare: tuple[str, ...] = ()) -> None:
    """Play the running shootout out: nobody plays anything, hands are the suggested ones, the
    casualties are the first offered (sparing the dudes named in ``spare`` if possible), and at the
    first flee step every remaining dude runs home (no one runs when a posse is already empty)."""
    for _ in range(200):
        if game.state.shootout is None:
            return
        _calm_step(game, flee=True, spare=spare)
    raise AssertionError("the shootout never ended")


def to_next_round(game: Game, spare: tuple[str, ...] = ()) -> None:
    """Play the current round out (nobody plays, nobody flees, casualties spare the dudes named in
    ``spare`` if possible) and stop at the first decision of the next round: the round is over,
    its flee step included, and the shootout goes on."""
    so = game.state.shootout
    assert so is not None, "no shootout"
    current = so.round
    for _ in range(100):
        so = game.state.shootout
        assert so is not None and game.decision is not None, "the shootout ended with that round"
        if so.round > current:
            return
        _calm_step(game, spare=spare)
    raise AssertionError("the next round never came")


def to_phase(game: Game, phase: str, day: int | None = None) -> None:
    """Pass everything until ``phase`` (of ``day``, if given) has begun; stops at the first decision
    after its start, which is in a later phase when that one asks nothing."""
    start = len(game.events)
    for _ in range(400):
        if any(e.kind == "phase" and e.data.get("phase") == phase and (day is None or e.data.get("day") == day)
               for e in game.events[start:]):
            return
        _calm_step(game)
    raise AssertionError(f"{phase} never came")


def hand_rank_bonus(game: Game, player: int) -> int:
    """The hand-rank modifier a player has from effects. No view shows it, so this reads the raw
    state (``game.raw``), as the engine's own comparison does."""
    from doomtown_tui.engine import shootout, stats

    return stats.hand_rank_bonus(game.raw, player) + shootout.rank_while_bonus(game.raw, player)


def effect_stats(game: Game, source: int) -> list[str]:
    """What the running effects created by card ``source`` change. Only for effects no view shows
    (casualty changes, markers): this reads the raw state (``game.raw``)."""
    return sorted(e.stat for e in game.raw.effects if e.source == source)


def any_uid(game: Game, title: str, owner: int | None = None) -> int:
    """The uid of a card with this title in play or in a hand, discard pile, Boot Hill or draw hand (or
    set aside while it resolves)."""
    for card in game.state.in_play:
        if card.title == title and (owner is None or card.owner == owner):
            return card.uid
    for p in game.state.players:
        for pile in (p.hand, p.discard, p.boot_hill, p.draw_hand):
            for card in pile:
                if getattr(card, "title", None) == title and (owner is None or card.owner == owner):
                    return card.uid
    for inst in game.raw.cards.values():     # a card set aside while it resolves: no view lists it
        if inst.title == title and inst.zone == "pending" and (owner is None or inst.owner == owner):
            return inst.uid
    raise AssertionError(f"no {title} to be seen")
