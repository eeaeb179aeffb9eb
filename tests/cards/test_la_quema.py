"""La Quema: +3 value for the rider; Shootout, boot: the rider rides into your posse from wherever, then
you may boot one opposing dude."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    callout_shootout,
    card_named,
    cards,
    has_option,
    option_titles,
    play,
    posse_titles,
    turn_of,
)


def _shootout(join: tuple[str, ...] = ()):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], home=["Rob Wilby"], attach={"Rob Wilby": ["La Quema"]}),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo", "El Anónimo"]),
    ])
    callout_shootout(game, "Clint Ramsey", "Pancho Castillo", join=(*join, "El Anónimo"))
    return game


def test_la_quema_gives_three_value():
    game = _shootout()
    assert card_named(game, "Rob Wilby").value == 5        # printed 2


def test_la_quema_rides_in_unbooted_and_boots_an_opposing_dude():
    game = _shootout()
    assert (game.decision.kind, game.decision.player) == ("shootout", 0)
    play(game, play="ability", card="La Quema")
    assert posse_titles(game, 0) == ["Clint Ramsey", "Rob Wilby"]
    rob = card_named(game, "Rob Wilby")
    assert (rob.location, rob.booted) == ("Town Square", False)
    assert sorted(o.data.get("card") for o in game.decision.options if o.data["play"] == "boot") == [
        "El Anónimo", "Pancho Castillo"]
    play(game, play="boot", card="El Anónimo")
    assert card_named(game, "El Anónimo").booted and not card_named(game, "Pancho Castillo").booted
    assert card_named(game, "La Quema").booted


def test_la_quema_may_boot_nobody():
    game = _shootout()
    play(game, play="ability", card="La Quema")
    play(game, play="pass")
    assert not card_named(game, "El Anónimo").booted and not card_named(game, "Pancho Castillo").booted
    assert posse_titles(game, 0) == ["Clint Ramsey", "Rob Wilby"]


def test_la_quema_is_not_offered_when_the_dude_is_already_in_the_posse():
    game = _shootout(join=("Rob Wilby",))
    assert "Rob Wilby" in posse_titles(game, 0)
    assert not has_option(game, play="ability", card="La Quema")


def test_a_dude_it_cannot_affect_is_not_offered_to_boot():
    # Pancho Castillo hides from the Law Dogs' Shootout abilities: El Anónimo is the one dude La Quema may boot
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], home=["Rob Wilby"], attach={"Rob Wilby": ["La Quema"]}),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo", "El Anónimo"], hand=["Hiding in the Shadows"]),
    ])
    play(game, play="ability", card="Hiding in the Shadows")
    play(game, play="target", card="Pancho Castillo")
    callout_shootout(game, "Clint Ramsey", "Pancho Castillo", join=("El Anónimo",))
    play(game, play="ability", card="La Quema")
    assert [o.data.get("card") for o in game.decision.options] == ["El Anónimo", None]     # or boot nobody


def test_a_dude_guarded_from_booting_is_not_offered_to_boot():
    """Lydia Bear-Hands' Strength of the Ancestors (Spirit 5, cast at Noon) keeps the other side from booting her:
    La Quema still brings Rob in, but there is nobody it could boot, so no boot is asked. With the cast failed,
    she is offered."""
    def ride_in(pull: str):
        game = scenario(phase="high_noon", dealer=1, players=[
            dict(outfit="Law Dogs", town_square=["Clint Ramsey"], home=["Rob Wilby"], attach={"Rob Wilby": ["La Quema"]}),
            dict(outfit="The Spiritual Society", town_square=["Lydia Bear-Hands"],
                 attach={"Lydia Bear-Hands": ["Strength of the Ancestors"]}, deck_top=cards(f"{pull} {FILLER}")),
        ])
        play(game, play="ability", card="Strength of the Ancestors")
        callout_shootout(game, "Clint Ramsey", "Lydia Bear-Hands")
        turn_of(game, 0)
        play(game, play="ability", card="La Quema")
        assert posse_titles(game, 0) == ["Clint Ramsey", "Rob Wilby"]
        return game
    game = ride_in("5H")                                      # 5 + Shaman 0 = 5: she is guarded
    assert game.decision.kind == "shooter"                    # the plays are over: no boot question
    assert not card_named(game, "Lydia Bear-Hands").booted
    game = ride_in("4H")                                      # 4 < 5: she is not
    assert option_titles(game) == ["Lydia Bear-Hands", None]  # or boot nobody
