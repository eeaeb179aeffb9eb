"""Plain wording for the engine's texts where they read badly on screen: "1 cards", "choose
between 1 and 1 options, not 0", "1 back (same rank)". Only how a text reads changes, never
what it says; prompts, option labels, error notes and log lines all pass through ``tidy``."""
from __future__ import annotations

import re
from functools import lru_cache

_ONE = re.compile(r"(?<![\d.,])\b1 (cards|dudes|options|bullets|casualties|deeds|goods|spells|GRs)\b")
_SINGULAR = {"casualties": "casualty", "GRs": "GR"}
_BETWEEN = re.compile(r"choose between (\d+) and (\d+) options, not (\d+)")
_SAME_RANK = re.compile(r"^(?P<winner>.+?) wins the round; (?P<rest>.+), and 1 back \(same rank\)$")


def _count(n: int, noun: str = "option") -> str:
    return f"{n} {noun}" + ("" if n == 1 else "s")


def _between(match: re.Match[str]) -> str:
    lo, hi, got = (int(g) for g in match.groups())
    chosen = "none chosen" if got == 0 else f"{got} chosen"
    if lo == hi:
        return f"choose exactly {_count(lo)} ({chosen})"
    if lo == 0:
        return f"choose at most {_count(hi)} ({chosen})"
    return f"choose {lo} to {hi} options ({chosen})"


@lru_cache(maxsize=4096)
def tidy(text: str) -> str:
    """``text`` with the engine's awkward phrasings put plainly."""
    if "choose between" in text:
        text = _BETWEEN.sub(_between, text)
    if "1 " in text:
        text = _ONE.sub(lambda m: "1 " + _SINGULAR.get(m.group(1), m.group(1)[:-1]), text)
    if text.endswith("(same rank)"):
        same = _SAME_RANK.match(text)
        if same:
            text = (f"{same['winner']} wins the round; {same['rest']}; {same['winner']} takes 1 too "
                    "(both hands have the same rank)")
    return text


_PUNCT = re.compile(r"[^\w\u2660\u2665\u2666\u2663]+")


def searchable(text: str) -> str:
    """``text`` for the option filter: lower case, without quotes, punctuation or spaces, so
    ``thunder boy``, ``"Thunder Boy"`` and ``thunderboy`` all find "Thunder Boy" Nabbe."""
    return _PUNCT.sub("", text.lower())
