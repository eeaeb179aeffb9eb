"""What the app says about the solo variant, in its own words: the twists' names and one-line
explanations, the rows of the pull chart, the steps of a pull, and how an Automaton reason reads
in the log.

Plain data and string helpers: no Textual and no engine, so the new-game form, the status line
and the session can all use it cheaply. The engine's twist names are the keys of ``TWISTS``
(a test checks they match ``doomtown_tui.engine.twists.TWISTS``).
"""
from __future__ import annotations

from collections.abc import Iterable

ARCHETYPES = {"gunfighter": "Gunfighter"}

# name -> (label, one line on what it changes); the wording is ours
TWISTS: dict[str, tuple[str, str]] = {
    "high_stakes": ("High-stakes Gambling",
                    "when your lowball hand ranks above its own, it pockets the gap in ranks as GR"),
    "hired_help": ("Hired Help", "every posse it forms brings along a Gunslinger token for that fight"),
    "one_more_thing": ("One More Thing", "when a round of plays is about to close, it sneaks in one extra pull"),
    "quick_reactions": ("Quick Reactions", "it opens High Noon with a pull, before anyone else plays"),
    "double_plays": ("Double Plays",
                     "each pull tries both to play a card and to use an ability (1 GR for each that fails)"),
    "shooty_dudes": ("Shooty Dudes", "its dudes arrive with one extra bullet"),
    "influential_dudes": ("Influential Dudes", "its dudes arrive with one extra point of influence"),
    "endless_dudes": ("Endless Dudes", "each High Noon a Gunslinger token that never leaves joins it at home"),
    "posse_teamwork": ("Posse Teamwork", "its posses get a +1 stud bonus"),
    "delayed_recompense": ("Delayed Recompense",
                           ("its 1 GR consolations wait on its locations; in Production it keeps those where "
                            "it has control")),
}

# the pull chart's row for each suit, and the steps of a pull
ROWS = {"H": "invade", "S": "gather", "D": "reinforce", "C": "call out"}
STEPS = {1: "move or call out", 2: "play a card", 3: "use an ability", 4: "recompense"}

# how a decision kind is named in front of a reason that does not say what it was about
KIND_WORDS = {
    "starting_gang": "starting gang", "upkeep": "upkeep", "callout_response": "callout", "oppose_job": "job",
    "join_posse": "posse", "shooter": "shooter", "draw_hand": "keeps", "draw": "draw", "casualty": "casualties",
    "flee": "flee", "joker": "Joker", "react": "react", "combo": "combo", "street_side": "street side",
    "target": "target", "pay": "pays", "nightfall_discard": "Nightfall", "hand_limit": "hand size",
    "trait_order": "traits' order",
}
SELF_EXPLAINED = ("automaton_move", "automaton_play", "automaton_ability", "upkeep", "callout_response",
                  "oppose_job", "join_posse", "draw_hand", "flee", "react", "combo", "nightfall_discard",
                  "hand_limit", "shooter")


def twist_label(name: str) -> str:
    return TWISTS.get(name, (name.replace("_", " ").capitalize(), ""))[0]


def twists_text(names: Iterable[str]) -> str:
    """The twists in plain words (``Hired Help, Shooty Dudes``), or ``no twists``."""
    labels = [twist_label(n) for n in names]
    return ", ".join(labels) if labels else "no twists"


def archetype_label(name: str) -> str:
    return ARCHETYPES.get(name, name.capitalize())


def note_text(kind: str, reason: str) -> str:
    """An Automaton reason as the log shows it; reasons that do not name their question get its kind."""
    if kind in SELF_EXPLAINED:
        return reason
    return f"{KIND_WORDS.get(kind, kind.replace('_', ' '))}: {reason}"
