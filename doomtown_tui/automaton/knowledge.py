"""What the Gunfighter's priorities need to know about cards beyond their printed numbers.

Some Target Priorities name things only a card's text says: a deed "with an ability affecting dudes
at that deed" (♦ reinforce), a dude that "gets a special bonus from" a kind of card (receiving goods
and spells), a dude that "gets a special effect related to the pull" (making pulls), an ability that
"lets them join later" and "Shootout or Resolution abilities" (posses). The first three are our own
reading of each card's text, kept here as data (card codes); the last two are read from the card
scripts.
"""
from __future__ import annotations

from doomtown_tui.engine import abilities, hooks, stats
from doomtown_tui.engine.abilities import Ability
from doomtown_tui.engine.cards import SPELL_SKILL
from doomtown_tui.engine.state import TOWN_SQUARE, CardInst, GameState

# deeds whose own ability helps or moves dudes standing at that deed
DUDES_HERE = frozenset({
    "24105",   # The Mayor's Office: a nearby dude +1 influence
    "24116",   # Charlie's Place: a dude here +2 bullets
    "24122",   # Cattle Market: dudes here +3 value
    "24123",   # Hunter Protections: your dude here gains a control point
    "24130",   # Surveyor's Office: moves your dude from here
    "24137",   # Cliff's #4 Saloon: makes a nearby dude a stud
    "24140",   # "Open Wound": moves your dude from here
    "24141",   # Railroad Station: moves your dude from here anywhere
})

# dude code -> keywords of attachments it gets a special bonus from (its own text names them)
BONUS_WITH: dict[str, frozenset[str]] = {
    "24027": frozenset({"Gadget"}),                 # Arnold Stewart
    "24028": frozenset({"Horse", "Gadget"}),        # Chuan "Jen" Qi
    "24029": frozenset({"Gadget"}),                 # Seamus O'Toole (Weapon Gadgets)
    "24032": frozenset({"Horse"}),                  # Jon Longstride
    "24033": frozenset({"Horse"}),                  # Lane Healey
    "24034": frozenset({"Horse"}),                  # Jarrett Blake
    "24036": frozenset({"Horse"}),                  # Buckin' Billy Ballard
    "24041": frozenset({"Hex"}),                    # Mongwau The Mighty
    "24044": frozenset({"Hex"}),                    # Alfred Byrne
    "24047": frozenset({"Hex", "Mystical"}),        # Sylvester Heath
    "24050": frozenset({"Hex"}),                    # Jia Mein
    "24055": frozenset({"Spirit"}),                 # Lydia Bear-Hands
    "24068": frozenset({"Miracle"}),                # Padre Ernesto de Diaz
    "24070": frozenset({"Mystical", "Melee"}),      # Erik Samson
    "24075": frozenset({"Miracle", "Melee"}),       # Deborah West (Exp.1)
}

# dudes with a special effect tied to their pulls (skill tests)
PULL_BONUS = frozenset({
    "24030",   # Diego Linares: +4 Mad Scientist inventing Horses and Sidekicks
    "24043",   # Valeria Batten: invents Mystical Gadgets with her Huckster skill
})

# goods whose holder is a stud (their text; no printed field says it): the gain in stud bullets of receiving them
STUD_GOODS = frozenset({
    "24149",   # Bowie Knife
    "24156",   # Pearl-Handled Revolver
    "24164",   # Flame-Thrower
    "24176",   # Bio-Charge Neutralizer
})

# bonuses that make a dude a stud only if it has a keyword (ability card code -> keyword)
STUD_IF: dict[str, str] = {
    "24231": "Deputy",   # Faster on the Draw
}

SHOOTOUT_WINDOWS = ("shootout", "noon_shootout", "resolution", "cheatin_resolution")


def affects_dudes_here(state: GameState, loc: int) -> bool:
    """A deed with an ability (printed, or on a Totem planted there) that affects dudes at it."""
    if loc == TOWN_SQUARE:
        return False
    deed = state.cards[loc]
    return deed.card.code in DUDES_HERE or any(state.cards[u].card.has("Totem") for u in deed.attachments)


def bonus_from(state: GameState, dude: CardInst, card: CardInst) -> bool:
    """Does ``dude`` get a special bonus from holding ``card`` (its text names the card's kind)?"""
    wanted = BONUS_WITH.get(dude.card.code, frozenset())
    return any(card.card.has(k) for k in wanted)


def makes_stud(state: GameState, source: CardInst | None, dude: CardInst) -> bool:
    """Would the stud/draw bonus of ``source`` (the card whose ability resolves) make ``dude`` a stud?"""
    keyword = STUD_IF.get(source.card.code) if source is not None else None
    return keyword is None or stats.has_keyword(state, dude, keyword)


def pull_bonus(dude: CardInst) -> bool:
    return dude.card.code in PULL_BONUS


def abilities_of(state: GameState, dude: CardInst) -> list[tuple[CardInst, int, Ability]]:
    """The abilities on a dude and on the cards attached to it."""
    out: list[tuple[CardInst, int, Ability]] = []
    for card in [dude] + [state.cards[u] for u in dude.attachments]:
        entry = state.rules.scripts.get(card.card.code)
        if entry is not None:
            out.extend((card, i, a) for i, a in enumerate(entry.abilities))
    return out


def joins_later(state: GameState, dude: CardInst) -> bool:
    """Has an ability that can bring it into a shootout later (so it need not join now)."""
    return any(a.brings_in for _, _, a in abilities_of(state, dude))


def shootout_ability(state: GameState, dude: CardInst) -> bool:
    """Has a Shootout or Resolution ability (printed or attached) not yet used this turn."""
    for card, index, ability in abilities_of(state, dude):
        if ability.window in SHOOTOUT_WINDOWS and ability.react is None and (
                ability.repeat or f"{card.card.code}:{index}" not in card.used):
            return True
    return False


def usable_ability(state: GameState, dude: CardInst) -> bool:
    """Has an ability that boots the dude (or its card) and that it has not used this turn: booting the
    dude would stop it. Abilities other cards give the dude count too (Nicodemus Whateley's): the rulebook's
    "prevent use of abilities" names no kind, unlike the posse line's "printed or attached". A Noon ability
    counts only if its controller could use it now (its requirement and targets met, as the listing checks)."""
    given = [(dude, index, ability) for index, ability in abilities.granted(state, dude)]
    for card, index, ability in abilities_of(state, dude) + given:
        if ability.react is not None or ability.technique:
            continue
        if not ability.repeat and f"{card.card.code}:{index}" in card.used:
            continue
        if card.booted or not any(cost.label.startswith("boot") for cost in ability.costs):
            continue
        if ability.fits("noon") and abilities.usable(state, card.controller, card, index, ability, "noon") is None:
            continue
        return True
    return False


def pull_rating(state: GameState, dude: CardInst, card: CardInst | None, skill: str | None) -> int:
    """The rating a dude pulls with: the skill (with its bonuses for ``card``), or value for Kung Fu."""
    if skill is None:
        return stats.value(state, dude)
    if skill == "Mad Scientist" and card is not None:
        rating = stats.invent_rating(state, dude, card) or 0
    else:
        rating = stats.skill(state, dude, skill) or 0
    return rating + (hooks.skill_test_bonus(state, dude, card, skill) if card is not None else 0)


def spell_skill(card: CardInst) -> str | None:
    return next((SPELL_SKILL[k] for k in SPELL_SKILL if card.card.has(k)), None)
