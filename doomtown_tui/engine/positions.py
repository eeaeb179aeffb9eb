"""Starting positions: a new game's state, and a scenario position (the scenario builder's work).

``new_state`` makes an empty table played with a rule set, the card-effect layer wired in
(``CARD_EFFECTS``: ``resolution.py``'s one real recursion — an ability starts a job, the job a shootout,
the shootout opens windows where abilities are used again — is connected here, once).
``build_scenario`` turns the arguments of ``testing.scenario`` (see that module for the keywords) into
a state and the flow that starts from it; ``game.py`` calls it to load a scenario game's save.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from doomtown_tui.data import data_dir
from doomtown_tui.engine import abilities, combos
from doomtown_tui.engine.actions import add_card, place_outfit
from doomtown_tui.engine.cards import card_pool, scenario_cards
from doomtown_tui.engine.decision import Decision, Flow, IllegalChoice
from doomtown_tui.engine.deck import load_deck
from doomtown_tui.engine.flow import game_flow
from doomtown_tui.engine.resolution import Resolution
from doomtown_tui.engine.ruleset import RuleSet, default_rules
from doomtown_tui.engine.state import (
    BOOT_HILL,
    DECK,
    DISCARD,
    HAND,
    PHASES,
    PLAY,
    TOWN_SQUARE,
    AutomatonState,
    BossBattleState,
    CardInst,
    GameState,
    PlayerState,
)
from doomtown_tui.engine.trade import LIMITED, allowed

if TYPE_CHECKING:
    from doomtown_tui.engine.game import GameOptions

FACTION_DECKS = MappingProxyType({
    "Anarchists": "anarchists", "Entrepreneurs": "entrepreneurs", "Fearmongers": "fearmongers",
    "First Peoples": "first-peoples", "Law Dogs": "law-dogs", "Outlaws": "outlaws",
})
PLAYER_KEYS = frozenset({"outfit", "stash", "hand", "deck_top", "deck", "home", "town_square", "street_left",
                         "street_right", "out_of_town", "at", "attach", "booted", "bounty", "discard", "boot_hill",
                         "debt", "name", "control_tokens", "ghost_rock", "victory_points"})
TITLE_LISTS = frozenset({"hand", "deck_top", "deck", "home", "town_square", "street_left", "street_right",
                         "out_of_town", "booted", "discard", "boot_hill"})   # the keys that take a list of titles
SHOOTOUT_KEYS = frozenset({"posses", "leader", "step", "shooters", "hands"})
STEPS = ("shootout", "draw", "resolution")


# The card-effect layer, as the rules below it reach it (``resolution.py``: the one real recursion — an
# ability starts a job, the job a shootout, the shootout opens windows where abilities are used again).
CARD_EFFECTS = Resolution(ability_plays=abilities.ability_plays, react_plays=abilities.react_plays,
                          reacts_listen=abilities.reacts_listen, respond=abilities.respond,
                          respond_to=abilities.respond_to, start_of_play=combos.start_of_play)


def new_state(seed: int, names: Sequence[str], max_days: int | None = None, rules: RuleSet | None = None) -> GameState:
    """An empty table played with ``rules`` (by default the box's card scripts, ``ruleset.default_rules``)."""
    return GameState(seed=seed, players=[PlayerState(index=i, name=n) for i, n in enumerate(names)],
                     rng=random.Random(seed), max_days=max_days, rules=rules or default_rules(),
                     resolution=CARD_EFFECTS)


def apply_options(state: GameState, options: GameOptions | None) -> None:
    """Give the state its variant settings (the Automaton's seat and twists; the Boss Battle's scenario,
    Villain and event deck, in the order given: the scenario's set-up shuffles it)."""
    if options is not None and options.automaton is not None:
        auto = options.automaton
        state.automaton = AutomatonState(seat=auto.seat, archetype=auto.archetype, twists=frozenset(auto.twists))
    if options is not None and options.boss_battle is not None:
        boss = options.boss_battle
        if boss.scenario not in state.rules.variants:
            raise ValueError(f"the rule set has no rules for the Boss Battle scenario {boss.scenario!r}")
        state.boss = BossBattleState(scenario=boss.scenario, villain=boss.villain, heroes=len(state.players) - 1,
                                     event_cards=tuple(boss.event_deck),
                                     event_deck=list(range(len(boss.event_deck))))


def _unknown_titles(players: list[dict[str, Any]]) -> None:
    """Refuse a scenario naming cards that do not exist, naming every one of them at once."""
    named: list[str] = []
    for spec_p in players:
        if "outfit" in spec_p:
            named.append(spec_p["outfit"])
        for key in sorted(TITLE_LISTS & set(spec_p)):
            named += spec_p[key]
        for where, titles in spec_p.get("at", {}).items():
            named += [*([] if str(where).lower() == "town square" else [where]), *titles]
        for host, titles in spec_p.get("attach", {}).items():
            named += [host, *titles]
        for key in ("bounty", "control_tokens", "ghost_rock"):
            named += list(spec_p.get(key, {}))
    missing = [t for t in dict.fromkeys(t for t in named if isinstance(t, str)) if _lookup(t) is None]
    if missing:
        raise ValueError(f"unknown card{'s' if len(missing) > 1 else ''} in scenario: "
                         + ", ".join(repr(t) for t in missing))


def _lookup(title: str) -> Any:
    """The card ``title`` names (a title in any case, or a DT2 code), a scenario's own card too (Ivor); or None."""
    return card_pool().get(title) or scenario_cards().get(title)


def _card(title: str) -> Any:
    card = _lookup(title)
    if card is None:
        raise ValueError(f"unknown card {title!r} in scenario")
    return card


def _name(title: str) -> str:
    """The printed title of the card ``title`` names (a title in any case, or a DT2 code): the key the
    builder files a placed card under, so a card placed by code can be named by title and vice versa
    (an unknown name is kept as given: the lookup then says it is not in play)."""
    card = _lookup(title) if isinstance(title, str) else None
    return str(card.title) if card is not None else title


def _number(spec: dict[str, Any], key: str, default: int, least: int, what: str) -> int:
    """A whole-number scenario setting (an int, not a bool), at least ``least``."""
    value = spec.get(key, default)
    if type(value) is not int or value < least:
        raise ValueError(f"{what} must be a whole number of at least {least}, not {value!r}")
    return value


def build_scenario(setup: Any, rules: RuleSet | None = None) -> tuple[GameState, Flow[None]]:
    spec = setup.scenario
    phase = spec.get("phase", "high_noon")
    if phase not in PHASES or phase == "setup":
        raise ValueError(f"a scenario starts at one of {PHASES[1:]}, not {phase!r}")
    players = spec.get("players") or [{}, {}]
    if not 2 <= len(players) <= 4:
        raise ValueError(f"a scenario has 2 to 4 players, not {len(players)}")
    so_spec = _shootout_spec(spec.get("shootout"), phase, len(players))
    state = new_state(setup.seed, setup.names, max_days=setup.max_days, rules=rules)
    apply_options(state, setup.options)
    state.day, state.phase = _number(spec, "day", 1, 1, "the day"), phase
    dealer = spec.get("dealer", 0)
    if type(dealer) is not int or dealer not in range(len(players)):
        raise ValueError(f"the dealer is a seat from 0 to {len(players) - 1}, not {dealer!r}")
    state.dealer = state.first_dealer = dealer
    placed: dict[int, dict[str, CardInst]] = {p: {} for p in range(len(players))}

    def new(player: int, title: str, zone: str) -> CardInst:
        card = _card(title)
        if zone != PLAY and (card.type == "outfit" or card.has("Token")):   # never in a hand, a deck or a pile
            raise ValueError(f"{card.title} is {'an outfit' if card.type == 'outfit' else 'a token'}: it is never "
                             f"in a {'deck' if zone == DECK else zone.replace('_', ' ')}")
        inst = add_card(state, player, title, zone)
        if zone == HAND:
            state.players[player].hand.append(inst.uid)
        elif zone == DISCARD:
            state.players[player].discard.append(inst.uid)
        elif zone == BOOT_HILL:
            state.players[player].boot_hill.append(inst.uid)
        return inst

    for index, spec_p in enumerate(players):
        unknown = set(spec_p) - PLAYER_KEYS
        if unknown:
            raise ValueError(f"unknown scenario keys for player {index}: {sorted(unknown)}")
        for key in sorted(TITLE_LISTS & set(spec_p)):
            if isinstance(spec_p[key], str):      # one title where a list is meant: say so, not "unknown card 'C'"
                raise ValueError(f"player {index}'s {key} is a list of card titles: write [{spec_p[key]!r}]")
    _unknown_titles(players)
    for index, spec_p in enumerate(players):
        outfit_title = spec_p.get("outfit", "Law Dogs" if index == 0 else "The Sloane Gang")
        if _card(outfit_title).type != "outfit":
            raise ValueError(f"{outfit_title} is not an outfit")
        outfit = place_outfit(state, index, outfit_title)
        placed[index][outfit.title] = outfit
        p = state.players[index]
        p.stash = _number(spec_p, "stash", outfit.card.wealth or 0, 0, f"player {index}'s stash")
        p.debt = _number(spec_p, "debt", 0, 0, f"player {index}'s debt")
        p.victory_points = _number(spec_p, "victory_points", 0, 0,   # multiplayer rules: points already scored
                                   f"player {index}'s victory points")
        for side in ("street_left", "street_right"):
            for title in spec_p.get(side, []):
                deed = new(index, title, PLAY)
                if deed.card.type != "deed":
                    raise ValueError(f"{title} is not a deed")
                if deed.card.has("Out of Town"):    # off the street, adjacent to nothing
                    raise ValueError(f"{deed.title} is an Out of Town deed: it goes in out_of_town, not on the street")
                deed.location = deed.uid
                if side == "street_left":
                    p.street.insert(0, deed.uid)
                else:
                    p.street.append(deed.uid)
                placed[index][deed.title] = deed
        for title in spec_p.get("out_of_town", []):
            deed = new(index, title, PLAY)
            if deed.card.type != "deed" or not deed.card.has("Out of Town"):
                raise ValueError(f"{deed.title} is not an Out of Town deed: only those are placed out_of_town")
            deed.location = deed.uid
            p.out_of_town.append(deed.uid)
            placed[index][deed.title] = deed
        for title in spec_p.get("hand", []):
            new(index, title, HAND)
        for title in spec_p.get("discard", []):
            new(index, title, DISCARD)
        for title in spec_p.get("boot_hill", []):
            new(index, title, BOOT_HILL)

    def location_named(player: int, name: str) -> int:
        if name.lower() == "town square":
            return TOWN_SQUARE
        for who in state.order_from(player):
            inst = placed[who].get(_name(name))
            if inst is not None and inst.card.type in ("deed", "outfit"):
                return inst.uid
        raise ValueError(f"no location named {name!r} in the scenario")

    for index, spec_p in enumerate(players):
        dudes = [(t, state.players[index].outfit) for t in spec_p.get("home", [])]
        dudes += [(t, TOWN_SQUARE) for t in spec_p.get("town_square", [])]
        for where, titles in spec_p.get("at", {}).items():
            dudes += [(t, location_named(index, where)) for t in titles]
        for title, loc in dudes:
            dude = new(index, title, PLAY)
            if dude.card.type != "dude":
                raise ValueError(f"{title} is not a dude")
            dude.location = loc
            placed[index].setdefault(dude.title, dude)
    hands: list[list[int] | None] = [None] * len(players)
    for index, spec_p in enumerate(players):
        for host_title, titles in spec_p.get("attach", {}).items():
            key = _name(host_title)
            host = next((placed[who][key] for who in state.order_from(index) if key in placed[who]), None)
            if host is None:
                raise ValueError(f"cannot attach to {host_title!r}: not in play in the scenario")
            for title in titles:
                att = new(index, title, PLAY)
                _check_attachment(att, host)
                att.attached_to = host.uid
                host.attachments.append(att.uid)
                placed[index].setdefault(att.title, att)
        for title in spec_p.get("booted", []):
            _placed(placed, index, title).booted = True
        for title, amount in spec_p.get("bounty", {}).items():
            wanted = _placed(placed, index, title)
            if wanted.card.type != "dude":
                raise ValueError(f"{wanted.title} is not a dude: only dudes carry bounty")
            wanted.bounty = _number({"n": amount}, "n", 0, 0, f"the bounty on {title}")
        for title, amount in spec_p.get("control_tokens", {}).items():
            _placed(placed, index, title).control_tokens = _number({"n": amount}, "n", 0, 0,
                                                                   f"the control tokens on {title}")
        for title, amount in spec_p.get("ghost_rock", {}).items():   # kept on the card, not bounty
            _placed(placed, index, title).ghost_rock = _number({"n": amount}, "n", 0, 0, f"the ghost rock on {title}")
        if so_spec is not None and so_spec["hands"][index] is not None:   # the first five cards drawn
            hands[index] = [new(index, title, DECK).uid for title in so_spec["hands"][index]]
        _fill_deck(state, index, spec_p, new)
    _check_position(state)
    if so_spec is not None:
        script = _shootout_script(state, so_spec, placed, hands)
        return state, _scripted(game_flow(state, phase), script)
    return state, game_flow(state, phase)


def _check_attachment(att: CardInst, host: CardInst) -> None:
    """Refuse an attachment the rules never make: goods and spells go on dudes (a Tao Technique stays
    with the dude who performed it), Improvements and Totems on deeds and homes; nothing goes on anything else."""
    card, kind = att.card, host.card.type
    tao = card.type == "action" and any(k.startswith("Tao of") for k in card.keywords)
    if card.type not in ("goods", "spell") and not tao:
        raise ValueError(f"{att.title} cannot be attached ({card.type}): only goods and spells are attached in play")
    on_location = card.has("Improvement") or card.has("Totem")
    if kind == "dude" and on_location:
        raise ValueError(f"{att.title} goes on a deed or home, not on the dude {host.title}")
    if kind in ("deed", "outfit") and not on_location:
        raise ValueError(f"{att.title} goes on a dude, not on the {kind} {host.title}")
    if kind not in ("dude", "deed", "outfit"):
        raise ValueError(f"nothing is attached to {host.title} ({kind})")


def _check_position(state: GameState) -> None:
    """Refuse what no game could reach: a dude holding more Weapons, Horses or Attires than he may
    (rulebook: one of each, unless a card says otherwise), or two copies of a unique card in one
    player's play."""
    seen: dict[tuple[int, str], str] = {}
    for inst in state.in_play():
        if inst.card.unique and inst.card.type != "outfit":
            key = (inst.owner, inst.card.base_title)
            if key in seen:
                raise ValueError(f"{inst.card.base_title} is unique: player {inst.owner} cannot have two copies "
                                 "in play")
            seen[key] = inst.title
        if inst.card.type != "dude":
            continue
        for keyword in LIMITED:
            held = [a for a in inst.attachments if state.cards[a].card.has(keyword)]
            if not allowed(state, inst.uid, keyword, held):
                raise ValueError(f"{inst.title} cannot hold {', '.join(state.cards[a].title for a in held)}: "
                                 f"one {keyword} per dude")


def _placed(placed: dict[int, dict[str, CardInst]], player: int, title: str) -> CardInst:
    inst = placed[player].get(_name(title))
    if inst is None:
        raise ValueError(f"{title!r} is not in play for player {player} in the scenario")
    return inst


def _fill_deck(state: GameState, player: int, spec_p: dict[str, Any], new: Any) -> None:
    p = state.players[player]
    for title in spec_p.get("deck_top", []):
        inst = new(player, title, DECK)
        inst.zone = DECK
    if "deck" in spec_p:
        for title in spec_p["deck"]:
            new(player, title, DECK)
        return
    faction = state.cards[p.outfit].card.faction or "Law Dogs"
    filler = [c.title for c in load_deck(data_dir("decks") / f"{FACTION_DECKS[faction]}.txt").cards]
    random.Random(state.seed * 2 + player).shuffle(filler)
    for title in filler:
        new(player, title, DECK)


# --- starting inside a shootout (the ``shootout=`` keyword) ---------------------------------------
def _shootout_spec(raw: Any, phase: str, seats: int) -> dict[str, Any] | None:
    """The ``shootout`` keyword checked for shape, with its defaults filled in (None: no shootout)."""
    if raw is None:
        return None
    if phase != "high_noon":
        raise ValueError(f"a scenario starts in a shootout at high_noon, not {phase!r}")
    if not isinstance(raw, dict):
        raise ValueError("shootout= takes a dict (posses, leader, step, shooters, hands)")
    unknown = set(raw) - SHOOTOUT_KEYS
    if unknown:
        raise ValueError(f"unknown shootout keys: {sorted(unknown)}")
    step = raw.get("step", "shootout")
    if step not in STEPS:
        raise ValueError(f"a shootout starts at one of {STEPS}, not {step!r}")
    posses, shooters, hands = raw.get("posses"), raw.get("shooters", [None] * seats), raw.get("hands", [None] * seats)
    for name, value in (("posses", posses), ("shooters", shooters), ("hands", hands)):
        if not isinstance(value, (list, tuple)) or len(value) != seats:
            raise ValueError(f"shootout {name} takes one entry per player (a list of {seats})")
    assert isinstance(posses, (list, tuple)) and isinstance(hands, (list, tuple))
    for player, posse in enumerate(posses):
        if not isinstance(posse, (list, tuple)):
            raise ValueError(f"player {player}'s posse must be a list of titles")
    empty = [player for player, posse in enumerate(posses) if not posse]
    if len(posses) - len(empty) < 2:
        raise ValueError(f"player {empty[0]}'s posse is empty: a shootout needs a dude on each side")
    if len(posses) - len(empty) > 2:
        raise ValueError("a scenario's shootout has two posses (the leader's and the mark's; the other "
                         "players' lists stay empty)")
    for player, hand in enumerate(hands):
        if hand is not None and (not isinstance(hand, (list, tuple)) or len(hand) != 5):
            raise ValueError(f"player {player}'s draw hand must be five titles (or None)")
    return {"posses": posses, "leader": raw.get("leader"), "step": step, "shooters": shooters, "hands": hands}


@dataclass
class _Plan:
    """The shootout a scenario starts in, as uids: who leads, each player's posse in joining order
    (the leader and the mark first), round 1's shooters and kept hands, and the step to stop at."""

    leader: int
    posses: list[list[int]]
    shooters: list[int]
    hands: list[list[int] | None]
    step: str


def _shootout_script(state: GameState, spec: dict[str, Any], placed: dict[int, dict[str, CardInst]],
                     hands: list[list[int] | None]) -> Callable[[Decision], object | None]:
    """Check the posses against the position and return the answers that play it to the step."""
    leader = state.dealer if spec["leader"] is None else spec["leader"]
    if leader not in range(len(state.players)) or not spec["posses"][leader]:
        raise ValueError(f"the shootout's leader must be a player with a posse, not {leader!r}")
    if state.automaton is not None and state.automaton.seat == leader:
        raise ValueError("the Automaton cannot lead a scenario's shootout: its callout is a pull, not a choice")
    posses: list[list[int]] = []
    for player, titles in enumerate(spec["posses"]):
        uids = []
        for title in titles:
            dude = placed[player].get(_name(title))
            if dude is None or dude.card.type != "dude":
                raise ValueError(f"{title!r} is not a dude in play for player {player} in the scenario")
            if dude.uid in uids:
                raise ValueError(f"{title!r} is listed twice in player {player}'s posse")
            uids.append(dude.uid)
        posses.append(uids)
    where = state.cards[posses[leader][0]].location
    for uid in [u for posse in posses for u in posse]:
        if state.cards[uid].location != where:
            raise ValueError(f"{state.cards[uid].title} is at {state.location_name(state.cards[uid].location)}, "
                             f"not at the shootout's location {state.location_name(where)}")
    shooters = []
    for player, title in enumerate(spec["shooters"]):
        if not posses[player]:
            shooters.append(-1)      # not in the shootout
            continue
        chosen = posses[player][0] if title is None else next(
            (u for u in posses[player] if state.cards[u].title == _name(title)), None)
        if chosen is None:
            raise ValueError(f"shooter {title!r} is not in player {player}'s posse")
        shooters.append(chosen)
    return _ShootoutScript(state, _Plan(leader, posses, shooters, hands, spec["step"]))


class _ShootoutScript:
    """Answers a scenario's questions until its shootout reaches the step asked for (then None)."""

    def __init__(self, state: GameState, plan: _Plan) -> None:
        self.state, self.plan, self.started = state, plan, False

    def __call__(self, decision: Decision) -> object | None:
        so = self.state.shootout
        if so is None:
            if self.started:
                raise ValueError(f"the scenario's shootout ended before the {self.plan.step} step")
            return self._callout(decision)
        self.started = True
        if not any(e.kind == "posses_formed" for e in self.state.events):
            return self._joining(decision)
        if self.plan.step == "shootout":
            return None
        if any(posse.shooter is None for posse in so.posses.values()):
            if decision.kind == "shootout":
                return _need(decision, play="pass")
            if decision.kind == "shooter":
                return _need(decision, uid=self.plan.shooters[decision.player])
            raise self._unexpected(decision)
        if self.plan.step == "draw" or so.revealed:
            return None
        return self._drawing(decision)

    def _callout(self, decision: Decision) -> object:
        plan = self.plan
        if decision.kind == "callout_response":
            return _need(decision, play="accept")
        if decision.kind != "noon":
            raise self._unexpected(decision)
        if decision.player != plan.leader:
            return _need(decision, play="pass")
        marked = next(p for p in self.state.opponents(plan.leader) if plan.posses[p])
        leader, mark = plan.posses[plan.leader][0], plan.posses[marked][0]
        callout = _option_id(decision, play="callout", uid=leader, target=mark)
        if callout is not None:
            return callout
        cards = self.state.cards
        raise ValueError(f"{cards[leader].title} cannot call out {cards[mark].title} (a callout needs an unbooted "
                         "leader at the mark's location, and the mark away from its home)")

    def _joining(self, decision: Decision) -> object:
        so = self.state.shootout
        assert so is not None
        if decision.kind == "invite":     # three or more seats: the scenario's shootout has no third parties
            return []
        if decision.kind != "join_posse":
            raise self._unexpected(decision)
        missing = [u for u in self.plan.posses[decision.player] if u not in so.posses[decision.player].dudes]
        if not missing:
            return _need(decision, play="done")
        join = _option_id(decision, play="join", uid=missing[0])
        if join is not None:
            return join
        raise ValueError(f"{self.state.cards[missing[0]].title} cannot join player {decision.player}'s posse")

    def _drawing(self, decision: Decision) -> object:
        if decision.kind == "draw":
            return []
        if decision.kind == "draw_hand":
            hand = self.plan.hands[decision.player]
            return [str(u) for u in hand] if hand is not None else [
                o.id for o in decision.options if o.data.get("suggested")]
        if decision.kind == "joker":
            return decision.options[0].id
        raise self._unexpected(decision)

    def _unexpected(self, decision: Decision) -> ValueError:
        return ValueError(f"the shootout set-up met a {decision.kind} question for player {decision.player} "
                          f"before the {self.plan.step} step; start the shootout at an earlier step")


def _option_id(decision: Decision, **data: Any) -> str | None:
    """The id of the decision's first option whose data has these values (None: no such option)."""
    return next((o.id for o in decision.options if all(o.data.get(k) == v for k, v in data.items())), None)


def _need(decision: Decision, **data: Any) -> str:
    """The id of the option with this data, which the set-up needs (ValueError if there is none)."""
    found = _option_id(decision, **data)
    if found is None:
        raise ValueError(f"the shootout set-up found no {data} option in the {decision.kind} question "
                         f"for player {decision.player}")
    return found


def _scripted(flow: Flow[None], script: Callable[[Decision], object | None]) -> Flow[None]:
    """Run ``flow``, answering its questions with ``script`` (each answer checked as ``Game.choose``
    checks one) until the script returns None; from that question on the game's players answer."""
    try:
        decision = next(flow)
        while (answer := script(decision)) is not None:
            try:
                answer = decision.validate(decision.player, answer)   # type: ignore[arg-type]
            except IllegalChoice as exc:
                raise ValueError(f"the shootout set-up cannot answer the {decision.kind} question: {exc}") from None
            decision = flow.send(decision.chosen(answer))
    except StopIteration:
        return
    while True:
        reply = yield decision
        try:
            decision = flow.send(reply)
        except StopIteration:
            return
