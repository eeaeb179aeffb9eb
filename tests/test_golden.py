"""Golden playthroughs (see ``tests/golden/playthroughs.py``): fixed seeded games play out exactly as
recorded — the same decisions, the same answers, the same log — so a refactor cannot change a game."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "golden"))
from playthroughs import FILE, GAMES, fingerprint

RECORDED = json.loads(FILE.read_text())


@pytest.mark.parametrize("game", GAMES, ids=[g[0] for g in GAMES])
def test_game_plays_out_as_recorded(game):
    name, a, b, seed, agents, days, twists = game
    assert fingerprint(a, b, seed, agents, days, twists) == RECORDED[name]


def test_every_recorded_game_is_still_played():
    assert sorted(RECORDED) == sorted(g[0] for g in GAMES)
