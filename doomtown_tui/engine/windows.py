"""Shared steps of the turn: play windows that alternate until everyone passes, pulls, Jokers.

A play window (rulebook "I go, then you go"): starting with the first player, players take turns
clockwise (seat after seat; with three or four seats too, multiplayer rules) making plays until all
of them pass one after another. Which plays exist in a window comes from
``plays`` providers (the card-abilities layer registers them); when a player has no play but
passing, the engine passes for them and says so in the log, so nobody waits on an empty question.

Before each turn of a play window (a play, a pass, or the Automaton's pull) the engine raises a
``BEFORE_PLAY`` event for the player whose turn it is, but only when some React could answer it right
now (``before_play``), so a game without such a card sees neither the event nor an extra question.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache

from doomtown_tui.engine import actions, automaton_pull, trade, twists
from doomtown_tui.engine.cards import card_name
from doomtown_tui.engine.decision import PASS, Decision, EventKind, Flow, LazyDecision, Option, ask
from doomtown_tui.engine.resolution import Play, respond
from doomtown_tui.engine.state import Event, GameState, Memo

ABILITY_WINDOWS = ("noon", "shootout", "resolution", "cheatin_resolution")   # windows where abilities are plays
SUITS = "SHDC"


# Event kind raised just before a player makes a play (data: ``player``, ``window``); a React answering
# it ("before you make a play") checks ``event.data["player"]`` to keep to its controller's own plays.
BEFORE_PLAY = EventKind.BEFORE_PLAY


class Listed:
    """A player's plays in a window's turn, read from ``source`` (a listing that changes nothing) with the
    listings' memo open (``actions.read_listing``). All of them at once, unless the Game is replaying
    answers it already has (``GameState.listing_lazily``: loading a save, a fork, an undo); then only as
    far as the answer needs (``LazyDecision``): a pass lists none, a play stops where it is found."""

    def __init__(self, state: GameState, source: Iterable[Play]) -> None:
        self._state = state
        self._memo = Memo(state.acting)
        self._source: Iterator[Play] | None = iter(source)
        self.plays: list[Play] = []
        if not state.listing_lazily:
            self.all()

    def all(self) -> list[Play]:
        """Every play, listed to the end."""
        if self._source is not None:
            self.plays += actions.read_listing(self._state, self._memo, self._source)
            self._source = None
        return self.plays

    def _more(self) -> Option | None:
        found = actions.read_listing(self._state, self._memo, self._source, 1) if self._source is not None else []
        if not found:
            self._source = None
            return None
        self.plays.append(found[0])
        return found[0][0]

    def __bool__(self) -> bool:
        return bool(self.plays) or self._more() is not None

    def ask(self, player: int, kind: str, prompt: str) -> Decision:
        """The question: these plays, then Pass."""
        if self._source is None:
            return ask(player, kind, prompt, [opt for opt, _ in self.plays] + [PASS])
        return LazyDecision(player, kind, prompt, [opt for opt, _ in self.plays], self._more, (PASS,))

    def handler(self, chosen: Option) -> Callable[[], Flow[None]]:
        return next(h for opt, h in self.plays if opt is chosen)


def plays_for(state: GameState, window: str, player: int) -> list[Play]:
    """The card abilities ``player`` may use as a play in ``window`` (the rules add their own plays).
    In a shootout's windows only a player taking part in it has plays (multiplayer rules: a posse of
    theirs or third-party dudes in it; with two seats that is both players)."""
    if window in SHOOTOUT_WINDOWS and not takes_part(state, player):
        return []
    return state.resolution.ability_plays(state, player, window) if window in ABILITY_WINDOWS else []


PULL_WINDOWS = ("noon", "shootout", "resolution")   # where the Automaton's turn is a pull
# Pull windows that are a whole phase (High Noon), not a step of one: the twist Quick Reactions pulls
# at the start of a phase only, where One More Thing works at the end of a phase or a step (a shootout's
# plays and Resolution are steps of the shootout; RULINGS.md)
PHASE_PULL_WINDOWS = ("noon",)
SHOOTOUT_WINDOWS = ("shootout", "resolution")       # a shootout round's play windows


def takes_part(state: GameState, player: int) -> bool:
    """Does ``player`` take part in the shootout under way (a posse of theirs in it, or third-party dudes)?"""
    so = state.shootout
    return so is not None and so.side_of(player) is not None


def automaton_pulls(state: GameState, window: str, player: int) -> bool:
    """Is ``player``'s turn in ``window`` an Automaton pull (rulebook "Making Plays")?"""
    a = state.automaton
    return a is not None and a.seat == player and window in PULL_WINDOWS


def before_play(state: GameState, window: str, player: int) -> Flow[None]:
    """``player`` is about to make a play in ``window``: raise ``BEFORE_PLAY`` and open its React window,
    if any React in play or in a hand could answer it now (otherwise nothing is logged or asked). The
    Automaton's pull is how it makes its plays (rulebook "Making Plays"), so this runs before each pull
    of the Automaton too, and its own such Reacts may answer."""
    if not state.resolution.reacts_listen(state, BEFORE_PLAY):
        return
    event = Event(BEFORE_PLAY, f"{state.players[player].name} is about to make a play",
                  {"player": player, "window": window})
    if not any(state.resolution.react_plays(state, who, event) for who in range(len(state.players))):
        return
    actions.log(state, BEFORE_PLAY, event.text, **event.data)
    yield from respond(state)


def play_window(state: GameState, window: str, first: int, prompt: str,
                plays: Callable[[GameState, int], Iterable[Play]] | None = None,
                stop: Callable[[], bool] | None = None, always_ask: bool = False,
                resume: tuple[int, int, bool] | None = None, restart: str | None = None) -> Flow[None]:
    """Alternate plays clockwise from ``first`` until every player has passed in a row (or ``stop()`` is true).

    ``plays`` lists a player's plays (default: the window's providers), as a list or as an iterator that
    ``Listed`` reads only as far as it must. A player with nothing but
    passing passes without being asked, except where ``always_ask`` (High Noon keeps asking, as it
    always has: tests and saves pin that sequence). Against the Automaton (``automaton_pull``) its
    turn is a pull and never a pass, so the window ends once the human has passed twice in a row
    (rulebook "Ending Phases"); with the twists, it pulls first at the start of High Noon (Quick
    Reactions: a phase, not a shootout's steps) and once more before any of its pull windows would end
    (One More Thing, the Gamblin' Cheatin' Resolution window's too), after which the human may play on or
    pass. In the Gamblin' Cheatin' Resolution window it pulls once per cheatin' opponent no Resolution has hit.

    With ``restart`` (a phase name), the top of each turn is a restart point of that phase: the turn
    (player, passes in a row, One More Thing pulled) goes to the state's checkpoint recorder, and a
    window given that turn back as ``resume`` goes on from there (see ``checkpoints.py``).
    """
    source = plays or (lambda st, who: plays_for(st, window, who))

    def listing(st: GameState, who: int) -> list[Play]:
        return Listed(st, source(st, who)).all()
    pulling = state.automaton is not None and window in PULL_WINDOWS
    if pulling and window in PHASE_PULL_WINDOWS and twists.active(state, "quick_reactions") and resume is None:
        yield from before_play(state, window, state.automaton.seat)   # type: ignore[union-attr]
        yield from automaton_pull.pull_turn(state, window, listing)
    pulled_for: set[int] = set()     # Gamblin': cheatin' opponents the Automaton has pulled against
    player, passes, extra_pulled = resume or (first, 0, False)
    while True:
        if restart is not None and state.checkpoint is not None:
            state.checkpoint(restart, (player, passes, extra_pulled))
        if trade.enforce_limits(state):     # after each play, the attachment limits (digest B20)
            yield from respond(state)
        if stop is not None and stop():
            return
        if passes >= len(state.players):
            # One More Thing: before the end of each phase or step with plays, the Gamblin' Cheatin'
            # Resolutions included [RB 1639] (RULINGS.md)
            last_pull = pulling or (state.automaton is not None and window == "cheatin_resolution")
            if not last_pull or extra_pulled or not twists.active(state, "one_more_thing"):
                return
            extra_pulled = True          # One More Thing: a last pull; the human may still play on
            yield from before_play(state, window, state.automaton.seat)   # type: ignore[union-attr]
            yield from automaton_pull.pull_turn(state, window, listing)
            player, passes = state.opponent(state.automaton.seat), 1   # type: ignore[union-attr]
            continue
        gamblin_seat = state.automaton is not None and state.automaton.seat == player and window == "cheatin_resolution"
        # (the Automaton's Gamblin' turn: only before a pull it is owed, below; a seat taking no part in the
        # shootout makes no play in its windows, so it is never about to make one)
        if not gamblin_seat and (window not in SHOOTOUT_WINDOWS or takes_part(state, player)):
            yield from before_play(state, window, player)
            if stop is not None and stop():
                return
        # a Combo at the start of a shootout play was this player's play (the Automaton's too)
        if window == "shootout" and (yield from state.resolution.start_of_play(state, player)):
            passes, extra_pulled = (passes, extra_pulled) if automaton_pulls(state, window, player) else (0, False)
            yield from respond(state)
            player = state.next_seat(player)
            continue
        if automaton_pulls(state, window, player):
            yield from automaton_pull.pull_turn(state, window, listing)
            if not actions.take_another_play(state, player):
                player = state.next_seat(player)
            continue
        if gamblin_seat:
            owed = automaton_pull.gamblin_pull_owed(state, pulled_for)
            if owed is None:
                passes += 1
            else:
                pulled_for.add(owed)
                passes = 0
                yield from before_play(state, window, player)
                yield from automaton_pull.pull_turn(state, window, listing)
            player = state.next_seat(player)
            continue
        options = Listed(state, source(state, player))
        if not always_ask and not options:
            passes += 1
            player = state.next_seat(player)
            continue
        answer = yield options.ask(player, window, f"{state.players[player].name}: {prompt}")
        if answer.data["play"] == "pass":
            actions.log(state, "pass", f"{state.players[player].name} passes", player=player, window=window)
            passes += 1
        else:
            passes, extra_pulled = 0, False
            yield from options.handler(answer)()
            yield from respond(state)
            if actions.take_another_play(state, player):   # "make another play"
                continue
        player = state.next_seat(player)


def single_play(state: GameState, window: str, player: int, prompt: str) -> Flow[None]:
    """One play (or a pass) by ``player`` outside the alternation of a window, e.g. a play a card grants
    "before the Dealer makes the first play" (for the Automaton: a pull); then another while a card grants
    one ("make another play", as in ``play_window``)."""
    yield from before_play(state, window, player)
    while True:
        if automaton_pulls(state, window, player):
            yield from automaton_pull.pull_turn(state, window, lambda st, who: plays_for(st, window, who))
        else:
            plays = plays_for(state, window, player)
            if not plays:
                return
            answer = yield ask(player, window, f"{state.players[player].name}: {prompt}",
                               [opt for opt, _ in plays] + [PASS])
            if answer.data["play"] == "pass":
                actions.log(state, "pass", f"{state.players[player].name} passes", player=player, window=window)
                return
            yield from next(h for opt, h in plays if opt is answer)()
            yield from respond(state)
        if not actions.take_another_play(state, player):
            return


def joker_options(best: tuple[int, str] | None = None) -> list[Option]:
    """All 52 identities a Joker can take, the suggested one first."""
    return list(_joker_options(best))


@lru_cache(maxsize=64)
def _joker_options(best: tuple[int, str] | None) -> tuple[Option, ...]:
    """``joker_options``, made once per suggestion (options are immutable, so decisions may share them)."""
    ids = [(v, s) for s in SUITS for v in range(1, 14)]
    if best is not None:
        ids.remove(best)
        ids.insert(0, best)
    return tuple(Option(f"{v}{s}", card_name(v, s) + (" (suggested)" if (v, s) == best else ""),
                        {"play": "joker", "value": v, "suit": s}) for v, s in ids)


def pull(state: GameState, player: int, why: str = "pull", low: bool = False,
         best: tuple[int, str] | None = None) -> Flow[tuple[int, str]]:
    """Make a pull; a Joker pulled is given a value and suit by its owner at once (digest B47). The
    suggested identity (listed first; the Automaton takes it) is ``best`` when the pulling effect says what
    it rewards (Trick Shooting: a red card), else the King of Spades, or the Ace when a ``low`` pull is
    better (Kung Fu)."""
    since = len(state.pulled)
    value, suit, uid = actions.pull(state, player)
    if not state.resolving:   # a pull the rules make (an invention, a starting gang's Gadget): nothing else in
        actions.discard_pulled(state, since)   # between; an ability's waits for it to resolve (``resolving``)
    if uid is not None and state.cards[uid].card.type == "joker":
        suggested = best or ((1, "S") if low else (13, "S"))
        answer = yield ask(player, "joker", f"{state.players[player].name}: your {why} is a Joker; "
                           "what does it stand for?", joker_options(suggested))
        value, suit = answer.data["value"], answer.data["suit"]
        actions.log(state, "joker", f"The Joker stands for {card_name(value, suit)}", player=player)
    return value, suit
