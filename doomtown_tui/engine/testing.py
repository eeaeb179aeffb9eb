"""The scenario builder: a game set up directly in a given position, for tests (engine contract).

``scenario(...)`` places outfits, dudes, deeds, attachments, hands, deck tops, stashes, bounty and
ghost rock kept on cards in play (``ghost_rock``), then starts the rules at the given phase with the
given Dealer. The deck below ``deck_top`` is filled with the player's faction deck from ``decks/``
(shuffled with the seed) unless ``deck`` is given. A scenario game saves, loads and replays like any
other (its arguments are its setup). Unknown titles or impossible set-ups raise ValueError naming them.

``players`` holds 2 to 4 entries (extension: 3 and 4 play by the multiplayer rules); a player's
``victory_points`` (extension) are the points they have already scored.

``shootout=`` (extension) starts the game inside a shootout at High Noon::

    scenario(players=[dict(town_square=["Clint Ramsey", "Rob Wilby"]), dict(town_square=["Pancho Castillo"])],
             shootout=dict(posses=[["Clint Ramsey", "Rob Wilby"], ["Pancho Castillo"]]))

- ``posses``: each player's posse (titles of that player's dudes in the scenario), one list per player.
  The first dude of the leading player's list calls out the first of the other list, the mark; every
  posse dude must stand at the leader's location (placed there with ``town_square``, ``home`` or ``at``).
- ``leader``: the player who leads (default: the Dealer).
- ``step``: where the game waits: ``"shootout"`` (default: the posses are formed; the first question
  is whatever play brings next, normally the Shootout plays), ``"draw"`` (round 1's plays all passed,
  the shooters chosen; normally the draw question next) or ``"resolution"`` (the hands revealed;
  normally the Resolution plays next).
- ``shooters``: each player's shooter for round 1, a title or None (default: the first of the posse).
- ``hands``: each player's round-1 draw hand, five titles or None: these go on top of the deck (above
  ``deck_top``), so they are the first five cards drawn; with ``step="resolution"`` they are the five
  kept. Without ``hands`` a test stacks the draw with ``deck_top`` and a ``"resolution"`` start keeps
  the engine's suggested five.

The builder gets there by play: it answers the position's questions itself (the leader's player's
callout, which the mark accepts, the listed dudes joining one by one, then passes, the shooters, no
redraw, the given hands, each Joker's suggested identity), so the log and everything after are those
of a game played to that point, and High Noon resumes after the shootout with the other player to act.
Those answers are not choices of the game: a save holds the keyword and replays them. A question the
script does not expect before the step (a React, say) raises ValueError: start at an earlier step. The
shootout is a callout's; a job's shootout is reached by playing the job.
"""
from __future__ import annotations

from typing import Any

from doomtown_tui.engine.game import Game, GameSetup, parse_options
from doomtown_tui.engine.positions import build_scenario  # noqa: F401 - the builder's other half
from doomtown_tui.engine.ruleset import RuleSet


def scenario(phase: str = "high_noon", dealer: int = 0, day: int = 1, seed: int = 1,
             players: list[dict[str, Any]] | None = None, max_days: int | None = None,
             options: dict[str, Any] | None = None, shootout: dict[str, Any] | None = None,
             rules: RuleSet | None = None) -> Any:
    """Build a Game in the described position (see the engine contract for the keywords; ``options``
    and ``rules`` as for ``Game.new``, e.g. an Automaton seat, a stand-in card script; ``shootout`` as
    in this module's docstring)."""
    spec: dict[str, Any] = {"phase": phase, "dealer": dealer, "day": day, "players": players or [{}, {}]}
    if shootout is not None:
        spec["shootout"] = shootout
    names = [p.get("name", f"Player {i + 1}") for i, p in enumerate(spec["players"])]
    setup = GameSetup(seed=seed, names=names, scenario=spec, max_days=max_days, options=parse_options(options))
    return Game._from_setup(setup, rules)
