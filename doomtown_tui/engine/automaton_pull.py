"""The Automaton's turn (rulebook "Automaton Variant": Making Plays, Ending Phases, Automaton Pulls).

When a play window of High Noon, a shootout's plays or its Resolution step reaches the Automaton, it
never passes: it makes an Automaton pull. The top card of its deck goes into its hand at the leftmost
position (the end of the hand list: the hand is kept oldest first, so "right-most" is index 0), and
the pull's suit runs these steps:

1. move or call out (High Noon only) — decision ``automaton_move``;
2. play a card of that suit from hand — ``automaton_play``;
3. if no card was played, use an ability of a card in play — ``automaton_ability`` (each option's
   ``data["group"]`` is the card's type group: ``C`` action, ``D`` deed, ``S`` dude, ``H`` goods or
   spell, ``outfit``, ``legend``);
4. if nothing was played or used, gain 1 GR (recompense).

A Joker runs the steps as ♥, ♠, ♦ and ♣ in turn and is then aced. If a shootout starts during the pull,
nothing more of the pull happens once it ends. Afterwards the Automaton discards down to its hand size.
In the Gamblin' Cheatin' Resolution window it pulls once (steps 2-4) against a cheatin' opponent whom
no Cheatin' Resolution has hit yet.

The engine offers each step's legal options and carries the chosen one out; which option the
Automaton takes is its archetype's business (``doomtown_tui.automaton``), so every choice is a
recorded decision and a save made in the middle of a pull replays exactly. A step with nothing to
offer asks nothing; step 1 also offers ``none`` (a suit's row may allow no move at all).
"""
from __future__ import annotations

from collections.abc import Callable
from types import MappingProxyType

from doomtown_tui.engine import actions, nightfall, twists
from doomtown_tui.engine.cards import SUIT_SYMBOLS, card_name
from doomtown_tui.engine.decision import Flow, Option, ask
from doomtown_tui.engine.resolution import Play
from doomtown_tui.engine.state import HAND, PLAY, GameState

Listing = Callable[[GameState, int], list[Play]]   # a player's plays in the window
JOKER_RUNS = ("H", "S", "D", "C")
# step 3 looks at card types in this cycle, starting with the pulled suit's own type (rulebook step 3)
GROUP_CYCLE = ("C", "D", "S", "H", "outfit", "legend")
GROUP_OF_TYPE = MappingProxyType({"action": "C", "deed": "D", "dude": "S", "goods": "H", "spell": "H",
                                  "outfit": "outfit", "legend": "legend"})
HAND_PLAYS = frozenset({"recruit", "build", "buy", "learn", "plant", "invent", "experienced", "ability"})
NONE = Option("none", "Nothing", {"play": "none"})


def group_order(run: str) -> tuple[str, ...]:
    """The card-type groups step 3 searches for a run of suit ``run``: its own, then the cycle."""
    start = GROUP_CYCLE.index(run)
    return GROUP_CYCLE[start:] + GROUP_CYCLE[:start]


def group_of(state: GameState, uid: int) -> str:
    return GROUP_OF_TYPE.get(state.cards[uid].card.type, "legend")


def pull_turn(state: GameState, window: str, listing: Listing) -> Flow[None]:
    """One Automaton turn in ``window``: a pull and its runs, the Joker aced, the hand trimmed. ``listing``
    gives a player's plays in the window (``windows.play_window``'s)."""
    a = state.automaton
    assert a is not None
    seat = a.seat
    name = state.players[seat].name
    start = len(state.events)
    uid = actions.automaton_pull_card(state)
    if uid is None:    # nothing in deck or discard pile: the pull counts as the Ace of Clubs (digest B15)
        label, suit = "nothing (counts as A\u2663)", "C"
    else:
        inst = state.cards[uid]
        joker = inst.card.type == "joker"
        suit = "joker" if joker else (inst.card.suit or "C")
        label = "a Joker" if joker else f"{card_name(inst.card.value or 1, suit)} ({inst.title})"
    actions.log(state, "automaton_pull", f"{name} makes an Automaton pull: {label}", player=seat, uid=uid,
                suit=suit, value=None if uid is None else state.cards[uid].card.value, window=window)
    for run in (JOKER_RUNS if suit == "joker" else (suit,)):
        actions.begin_run(state, uid, label, suit, run)
        if suit == "joker":
            actions.log(state, "automaton_run", f"{name} resolves the Joker as {SUIT_SYMBOLS[run]}",
                        player=seat, run=run)
        yield from _run(state, window, run, start, listing)
        if shootout_since(state, start):
            actions.log(state, "automaton_halt", f"A shootout took place: {name}'s pull ends here", player=seat)
            break
    actions.end_pull(state)
    if suit == "joker" and uid is not None and state.cards[uid].zone in (HAND, "discard"):
        actions.ace_unplayed(state, uid, "an Automaton pull's Joker")
    yield from nightfall.discard_to_size(state, seat)


def shootout_since(state: GameState, start: int) -> bool:
    """Did a shootout start after event ``start`` (an accepted callout, an opposed job)?"""
    return any(e.kind == "shootout" for e in state.events[start:])


def _run(state: GameState, window: str, run: str, start: int, listing: Listing) -> Flow[None]:
    """Steps 1-4 of one run. ``double_plays``: step 3 follows step 2 even after a play, and each of
    the two that did nothing gives 1 GR."""
    a = state.automaton
    assert a is not None and a.pull is not None
    pull = a.pull
    if window == "noon":
        yield from _step_move(state, run, listing)
        if shootout_since(state, start):
            return
    actions.set_pull_step(state, pull, 2)
    actions.record_pull_play(state, pull, (yield from _step(state, _hand_plays(state, run, listing), "automaton_play",
                                                      f"play a {SUIT_SYMBOLS[run]} card")))
    if shootout_since(state, start):
        return
    if not pull.played or a.has("double_plays"):
        actions.set_pull_step(state, pull, 3)
        actions.record_pull_ability(state, pull, (yield from _step(state, _ability_plays(state, listing),
                                                             "automaton_ability", "use an ability")))
        if shootout_since(state, start):
            return
    actions.set_pull_step(state, pull, 4)
    if a.has("double_plays"):
        owed = int(not pull.played) + int(not pull.used)
    else:
        owed = int(not pull.played and not pull.used)
    for _ in range(owed):
        twists.recompense(state)


def _step_move(state: GameState, run: str, listing: Listing) -> Flow[None]:
    """Step 1: every legal Noon move and callout of the Automaton's dudes, and ``none``."""
    a = state.automaton
    assert a is not None and a.pull is not None
    actions.set_pull_step(state, a.pull, 1)
    plays = [(opt, handler) for opt, handler in listing(state, a.seat) if opt.data["play"] in ("move", "callout")]
    if not plays:
        return
    options = [opt for opt, _ in plays] + [NONE]
    answer = yield ask(a.seat, "automaton_move", f"{state.players[a.seat].name}: {a.pull.label}, "
                       f"{SUIT_SYMBOLS[run]} run: move or call out", options)
    if answer.data["play"] == "none":
        return
    yield from next(h for opt, h in plays if opt is answer)()
    yield from state.resolution.respond(state)


def _step(state: GameState, plays: list[Play], kind: str, what: str) -> Flow[bool]:
    """Ask the Automaton to take one of ``plays`` (it must, if there is one); True if it did."""
    a = state.automaton
    assert a is not None and a.pull is not None
    if not plays:
        return False
    answer = yield ask(a.seat, kind, f"{state.players[a.seat].name}: {a.pull.label}, {SUIT_SYMBOLS[a.pull.run]} "
                       f"run: {what}", [opt for opt, _ in plays])
    yield from next(h for opt, h in plays if opt is answer)()
    yield from state.resolution.respond(state)
    return True


def _seat_plays(state: GameState, listing: Listing) -> list[Play]:
    return listing(state, state.automaton.seat if state.automaton else 0)


def _hand_plays(state: GameState, run: str, listing: Listing) -> list[Play]:
    """Step 2: plays of a card from the Automaton's hand whose suit is the run's (a card's type and its
    printed suit agree for every card of the box: dudes ♠, deeds ♦, goods and spells ♥, actions ♣)."""
    hand = set(state.players[state.automaton.seat].hand) if state.automaton else set()
    out = []
    for opt, handler in _seat_plays(state, listing):
        uid = opt.data.get("uid")
        if opt.data["play"] in HAND_PLAYS and uid in hand and state.cards[uid].card.suit == run:
            out.append((opt, handler))
    return out


def _ability_plays(state: GameState, listing: Listing) -> list[Play]:
    """Step 3: abilities of cards in play, each option labelled with its card's type group. The Gamblin'
    pull is made against a cheater: an ability that only raises the Automaton's own hand rank (LeMat
    Revolver) would cost it the lowball, a penalty on itself, so it is no step 3 there (RULINGS)."""
    out = []
    lowball = state.phase == "gamblin"
    for opt, handler in _seat_plays(state, listing):
        uid = opt.data.get("uid")
        tags = opt.data.get("tags", ())
        if lowball and "hand_rank" in tags and "penalty" not in tags:
            continue
        if opt.data["play"] == "ability" and uid is not None and state.cards[uid].zone == PLAY:
            out.append((Option(opt.id, opt.label, {**opt.data, "group": group_of(state, uid)}), handler))
    return out


def gamblin_pull_owed(state: GameState, pulled_for: set[int]) -> int | None:
    """In the Gamblin' Cheatin' Resolution window: the cheatin' opponent the Automaton still pulls
    against (no Cheatin' Resolution has hit them and it has not pulled for them yet), or None."""
    a = state.automaton
    if a is None:
        return None
    for player in sorted(state.cheatin):
        if player != a.seat and player not in state.gamblin_punished and player not in pulled_for:
            return player
    return None
