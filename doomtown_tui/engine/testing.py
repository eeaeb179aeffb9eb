"""The scenario builder: a game set up directly in a given position, for tests (engine contract).

``scenario(...)`` places outfits, dudes, deeds, attachments, hands, deck tops, stashes, bounty and
ghost rock kept on cards in play (``ghost_rock``), then starts the rules at the given phase with the
given Dealer. The deck below ``deck_top`` is filled with the player's faction deck from ``decks/``
(shuffled with the seed) unless ``deck`` is given. A scenario game saves, loads and replays like any
other (its arguments are its setup). Unknown titles or impossible set-ups raise ValueError naming them.
"""
from __future__ import annotations

import random
from typing import Any

from doomtown_tui.data import data_dir
from doomtown_tui.engine.cards import card_pool
from doomtown_tui.engine.decision import Flow
from doomtown_tui.engine.deck import load_deck
from doomtown_tui.engine.flow import game_flow
from doomtown_tui.engine.state import (
    BOOT_HILL, DECK, DISCARD, HAND, PHASES, PLAY, TOWN_SQUARE, CardInst, GameState,
)

FACTION_DECKS = {
    "Anarchists": "anarchists", "Entrepreneurs": "entrepreneurs", "Fearmongers": "fearmongers",
    "First Peoples": "first-peoples", "Law Dogs": "law-dogs", "Outlaws": "outlaws",
}
PLAYER_KEYS = {"outfit", "stash", "hand", "deck_top", "deck", "home", "town_square", "street_left", "street_right",
               "out_of_town", "at", "attach", "booted", "bounty", "discard", "boot_hill", "debt", "name",
               "control_tokens", "ghost_rock"}


def scenario(phase: str = "high_noon", dealer: int = 0, day: int = 1, seed: int = 1,
             players: list[dict[str, Any]] | None = None, max_days: int | None = None,
             options: dict[str, Any] | None = None) -> Any:
    """Build a Game in the described position (see the engine contract for the keywords;
    ``options`` as for ``Game.new``, e.g. an Automaton seat)."""
    from doomtown_tui.engine.game import Game, GameSetup, parse_options

    spec = {"phase": phase, "dealer": dealer, "day": day, "players": players or [{}, {}]}
    names = [p.get("name", f"Player {i + 1}") for i, p in enumerate(spec["players"])]
    setup = GameSetup(seed=seed, names=names, scenario=spec, max_days=max_days, options=parse_options(options))
    return Game._from_setup(setup)


def _card(title: str) -> Any:
    card = card_pool().get(title)
    if card is None:
        raise ValueError(f"unknown card {title!r} in scenario")
    return card


def build_scenario(setup: Any) -> tuple[GameState, Flow[None]]:
    from doomtown_tui.engine.game import add_card, apply_options, new_state, place_outfit

    spec = setup.scenario
    phase = spec.get("phase", "high_noon")
    if phase not in PHASES or phase == "setup":
        raise ValueError(f"a scenario starts at one of {PHASES[1:]}, not {phase!r}")
    players = spec.get("players") or [{}, {}]
    if len(players) != 2:
        raise ValueError("a scenario has exactly two players")
    state = new_state(setup.seed, setup.names, max_days=setup.max_days)
    apply_options(state, setup.options)
    state.day, state.phase = int(spec.get("day", 1)), phase
    state.dealer = state.first_dealer = int(spec.get("dealer", 0))
    placed: dict[int, dict[str, CardInst]] = {0: {}, 1: {}}

    def new(player: int, title: str, zone: str) -> CardInst:
        _card(title)
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
        outfit_title = spec_p.get("outfit", "Law Dogs" if index == 0 else "The Sloane Gang")
        if _card(outfit_title).type != "outfit":
            raise ValueError(f"{outfit_title} is not an outfit")
        outfit = place_outfit(state, index, outfit_title)
        placed[index][outfit_title] = outfit
        p = state.players[index]
        p.stash = int(spec_p.get("stash", outfit.card.wealth or 0))
        p.debt = int(spec_p.get("debt", 0))
        for side in ("street_left", "street_right"):
            for title in spec_p.get(side, []):
                deed = new(index, title, PLAY)
                if deed.card.type != "deed":
                    raise ValueError(f"{title} is not a deed")
                deed.location = deed.uid
                if side == "street_left":
                    p.street.insert(0, deed.uid)
                else:
                    p.street.append(deed.uid)
                placed[index][title] = deed
        for title in spec_p.get("out_of_town", []):
            deed = new(index, title, PLAY)
            deed.location = deed.uid
            p.out_of_town.append(deed.uid)
            placed[index][title] = deed
        for title in spec_p.get("hand", []):
            new(index, title, HAND)
        for title in spec_p.get("discard", []):
            new(index, title, DISCARD)
        for title in spec_p.get("boot_hill", []):
            new(index, title, BOOT_HILL)

    def location_named(player: int, name: str) -> int:
        if name.lower() == "town square":
            return TOWN_SQUARE
        for who in (player, 1 - player):
            inst = placed[who].get(name)
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
            placed[index].setdefault(title, dude)
    for index, spec_p in enumerate(players):
        for host_title, titles in spec_p.get("attach", {}).items():
            host = placed[index].get(host_title) or placed[1 - index].get(host_title)
            if host is None:
                raise ValueError(f"cannot attach to {host_title!r}: not in play in the scenario")
            for title in titles:
                att = new(index, title, PLAY)
                att.attached_to = host.uid
                host.attachments.append(att.uid)
                placed[index].setdefault(title, att)
        for title in spec_p.get("booted", []):
            _placed(placed, index, title).booted = True
        for title, amount in spec_p.get("bounty", {}).items():
            _placed(placed, index, title).bounty = int(amount)
        for title, amount in spec_p.get("control_tokens", {}).items():
            _placed(placed, index, title).control_tokens = int(amount)
        for title, amount in spec_p.get("ghost_rock", {}).items():   # kept on the card, not bounty
            _placed(placed, index, title).ghost_rock = int(amount)
        _fill_deck(state, index, spec_p, new)
    return state, game_flow(state, phase)


def _placed(placed: dict[int, dict[str, CardInst]], player: int, title: str) -> CardInst:
    inst = placed[player].get(title)
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
