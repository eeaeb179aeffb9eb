"""Walk The Path: Noon Miracle 6, boot: another dude of yours comes to the Blessed without booting; Shootout
Miracle 7, boot: a dude of yours joins the Blessed's posse (moving in) and unboots."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    callout_shootout,
    card_named,
    cards,
    events,
    has_option,
    option_titles,
    play,
    posse_titles,
    turn_of,
)

DEED = "Surveyor's Office"


def _noon(pull: str):
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", street_right=[DEED], at={DEED: ["Ezrael Jones"]}, home=["Clint Ramsey"],
             attach={"Ezrael Jones": ["Walk The Path"]}, deck_top=cards(pull)),
        dict(outfit="The Sloane Gang", home=["Rob Wilby"]),
    ])


def test_noon_brings_your_other_dude_without_booting():
    game = _noon("5H")                                   # 5 + Blessed 1 = 6
    play(game, play="ability", card="Walk The Path", window="noon")
    clint = card_named(game, "Clint Ramsey")
    assert (clint.location, clint.booted) == (DEED, False)
    assert card_named(game, "Walk The Path").booted and not card_named(game, "Ezrael Jones").booted


def test_noon_failed_cast_moves_nobody():
    game = _noon("4H")                                   # 5 < 6
    play(game, play="ability", card="Walk The Path", window="noon")
    assert events(game, "skill_test")[-1].data["success"] is False
    assert card_named(game, "Clint Ramsey").location == "Law Dogs"
    turn_of(game, 0, "noon")
    assert not has_option(game, play="ability", card="Walk The Path")


def _shootout(pull: str, caster_home: bool = False):
    where = dict(home=["Ezrael Jones", "Pancho Castillo"]) if caster_home else dict(
        town_square=["Ezrael Jones"], home=["Pancho Castillo"])
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", attach={"Ezrael Jones": ["Walk The Path"]}, at={DEED: ["Clint Ramsey"]},
             street_right=[DEED], booted=["Clint Ramsey"], deck_top=cards(pull), **where),
        dict(outfit="The Sloane Gang", town_square=["Rob Wilby"]),
    ])
    return game


def test_shootout_a_booted_dude_joins_the_posse_and_unboots():
    game = _shootout("6H")                               # 6 + 1 = 7
    callout_shootout(game, "Ezrael Jones", "Rob Wilby")
    turn_of(game, 0)
    play(game, play="ability", card="Walk The Path", window="shootout")
    assert sorted(option_titles(game)) == ["Clint Ramsey", "Pancho Castillo"]
    play(game, play="target", card="Clint Ramsey")
    assert posse_titles(game, 0) == ["Ezrael Jones", "Clint Ramsey"]
    clint = card_named(game, "Clint Ramsey")
    assert (clint.location, clint.booted) == ("Town Square", False)


def test_shootout_failed_cast_brings_nobody():
    game = _shootout("5H")
    callout_shootout(game, "Ezrael Jones", "Rob Wilby")
    turn_of(game, 0)
    play(game, play="ability", card="Walk The Path", window="shootout")
    play(game, play="target", card="Clint Ramsey")
    assert events(game, "skill_test")[-1].data["success"] is False
    assert posse_titles(game, 0) == ["Ezrael Jones"]
    assert card_named(game, "Clint Ramsey").booted


def test_shootout_needs_the_blessed_in_the_posse():
    game = _shootout("6H", caster_home=True)
    play(game, play="move", card="Pancho Castillo", to="Town Square")
    turn_of(game, 0, "noon")
    callout_shootout(game, "Pancho Castillo", "Rob Wilby")
    assert not has_option(game, play="ability", card="Walk The Path")


def test_its_shootout_miracle_never_offers_an_ancestor_spirit_that_would_have_to_move():
    """The Spirit at home would be removed on leaving (digest B34): of it and Tommy Harden, only Tommy may be
    called into the posse, so he is the target without a question and joins; the Spirit stays home."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Ezrael Jones"], home=["Ancestor Spirit", "Tommy Harden"],
             attach={"Ezrael Jones": ["Walk The Path"]}, deck_top=cards("6H")),
        dict(outfit="The Sloane Gang", town_square=["Rob Wilby"]),
    ], shootout=dict(posses=[["Ezrael Jones"], ["Rob Wilby"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Walk The Path")
    assert posse_titles(game, 0) == ["Ezrael Jones", "Tommy Harden"]
    assert card_named(game, "Ancestor Spirit").location == "Law Dogs"
