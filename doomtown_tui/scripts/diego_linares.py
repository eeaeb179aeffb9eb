"""Diego Linares (24030): +4 Mad Scientist while inventing a Horse or a Sidekick."""
from doomtown_tui.engine import hooks, stats
from doomtown_tui.engine.abilities import script

CODE = "24030"


def _tinkerer(state, source, dude, card, skill) -> int:
    if dude is not source or skill != "Mad Scientist":
        return 0
    return 4 if stats.has_keyword(state, card, "Horse") or stats.has_keyword(state, card, "Sidekick") else 0


hooks.SKILL_TEST_TRAITS[CODE] = _tinkerer
script(CODE)
