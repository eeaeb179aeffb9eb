"""Strength of the Ancestors: Noon Spirit 5, boot: the Shaman gains 3 bullets and stud status, and no opponent's
effect may boot them or send them home booted, until the turn ends or they leave their location."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    any_uid,
    callout_shootout,
    card_named,
    cards,
    events,
    has_option,
    option,
    option_titles,
    pass_until,
    pick_titles,
    play,
    to_phase,
    turn_of,
)

DEED = "Surveyor's Office"
SPELL = "Strength of the Ancestors"


def _game(pull: str):
    # Lydia Bear-Hands (Shaman 0, 0 draw) at the other side's deed, where Mazatl can cast Red Horse's Tail
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", at={DEED: ["Lydia Bear-Hands"]}, attach={"Lydia Bear-Hands": [SPELL]},
             deck_top=cards(pull)),
        dict(outfit="Encroaching Darkness", street_right=[DEED], at={DEED: ["Mazatl"]},
             attach={DEED: ["Red Horse's Tail"]}, deck_top=cards("KH")),
    ])


def test_stronger_and_opposing_boots_fail():
    game = _game("5H")                                   # 5 + Shaman 0 = 5
    play(game, play="ability", card=SPELL)
    assert events(game, "skill_test")[-1].data["success"] is True
    lydia = card_named(game, "Lydia Bear-Hands")
    assert (lydia.bullets, lydia.shooter) == (3, "stud")
    turn_of(game, 1, "noon")
    # the Tail could not boot her, so she is no target for it (an ability that could change nothing cannot be
    # used): its only target is Mazatl, its own caster
    play(game, play="ability", card="Red Horse's Tail", window="noon")
    assert events(game, "skill_test")[-1].text == "Mazatl casts Red Horse's Tail (13 + 0 vs 3)"
    assert card_named(game, "Mazatl").booted and not card_named(game, "Lydia Bear-Hands").booted


def test_leaving_the_location_ends_it():
    game = _game("5H")
    play(game, play="ability", card=SPELL)
    turn_of(game, 0, "noon")
    play(game, play="move", card="Lydia Bear-Hands", to="Town Square")
    lydia = card_named(game, "Lydia Bear-Hands")
    assert (lydia.bullets, lydia.shooter) == (0, "draw")


def test_failed_cast_gives_nothing():
    game = _game("4H")                                   # 4 < 5
    play(game, play="ability", card=SPELL)
    assert events(game, "skill_test")[-1].data["success"] is False
    lydia = card_named(game, "Lydia Bear-Hands")
    assert (lydia.bullets, lydia.shooter) == (0, "draw")
    turn_of(game, 1, "noon")
    play(game, play="ability", card="Red Horse's Tail", window="noon")
    play(game, play="target", card="Lydia Bear-Hands")
    assert card_named(game, "Lydia Bear-Hands").booted


def test_it_ends_with_the_turn():
    game = _game("5H")
    play(game, play="ability", card=SPELL)
    assert (card_named(game, "Lydia Bear-Hands").bullets, card_named(game, "Lydia Bear-Hands").shooter) == (3, "stud")
    to_phase(game, "gamblin", day=2)
    lydia = card_named(game, "Lydia Bear-Hands")
    assert (game.state.day, lydia.location, lydia.bullets, lydia.shooter) == (2, DEED, 0, "draw")


def _blanked_in_a_shootout():
    # Lydia is empowered at Noon; Mazatl then calls her out (Pagliaccio joins him, Enapay her), and in the shootout his player
    # strips the spell's text with one Unprepared (its second ability) before turning a second one on Lydia herself.
    # The round's hands: a pair of twos for Lydia against high card, so Pagliaccio alone falls.
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", at={DEED: ["Lydia Bear-Hands", "Enapay"]},
             attach={"Lydia Bear-Hands": [SPELL]}, deck=cards("5H 2H 2D 9C JH KD 3S 7C " + FILLER)),
        dict(outfit="Encroaching Darkness", street_right=[DEED], at={DEED: ["Mazatl", "Pagliaccio"]},
             hand=["Unprepared", "Unprepared"], deck=cards("4D 6C 8S JS QC KH 2C " + FILLER)),
    ])
    play(game, play="ability", card=SPELL)
    turn_of(game, 1, "noon")
    callout_shootout(game, "Mazatl", "Lydia Bear-Hands", join=("Pagliaccio", "Enapay"))
    turn_of(game, 1)
    game.choose(1, option(game, play="ability", card="Unprepared", ability=1))
    pick_titles(game, SPELL)
    assert game.raw.blanked(any_uid(game, SPELL))
    turn_of(game, 1)
    game.choose(1, option(game, play="ability", card="Unprepared", ability=0))
    play(game, play="target", card="Lydia Bear-Hands")
    return game


def test_the_guard_outlasts_the_spell_losing_its_text():
    game = _blanked_in_a_shootout()
    lydia = card_named(game, "Lydia Bear-Hands")
    assert not lydia.booted                              # the boot is refused
    assert (lydia.bullets, lydia.shooter) == (2, "stud")   # 0 + 3 - Unprepared's 1, still a stud
    assert events(game, "prevented")[-1].data == {"uid": lydia.uid, "stat": "boot"}


def test_leaving_the_location_ends_it_even_with_the_spell_blanked():
    game = _blanked_in_a_shootout()
    pass_until(game, "flee")                             # round 1 is Lydia's: one of the two opposing dudes falls
    assert game.decision.player == 1
    pick_titles(game)                                    # the loser's survivor fights on
    assert game.decision.kind == "flee" and game.decision.player == 0
    pick_titles(game, "Lydia Bear-Hands")                # Lydia runs home, Enapay fights on: the shootout goes on
    assert game.state.shootout is not None and game.raw.blanked(any_uid(game, SPELL))
    lydia = card_named(game, "Lydia Bear-Hands")
    assert (lydia.location, lydia.booted) == ("The Spiritual Society", True)
    assert (lydia.bullets, lydia.shooter) == (0, "draw")   # her strength stayed at the deed; 0 - Unprepared's 1 is 0
    assert [e.stat for e in game.raw.effects if e.target == lydia.uid] == ["bullets", "no_abilities"]


def test_refusing_a_callout_a_card_made_still_sends_the_shaman_home_booted():
    """Refusing is the mark's own choice under the rules (it boots and goes home), not the calling card's
    effect: the spell does not make Clyde Owens's callout free to refuse."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", town_square=["Mazatl"], attach={"Mazatl": [SPELL]},
             deck=cards("5H " + FILLER)),
        dict(outfit="Law Dogs", town_square=["Clyde Owens"]),
    ])
    play(game, play="ability", card=SPELL)
    assert events(game, "skill_test")[-1].data["success"]
    turn_of(game, 1, "noon")
    play(game, play="ability", card="Clyde Owens")          # Mazatl is the only dude there: the mark
    play(game, play="refuse")
    mazatl = card_named(game, "Mazatl")
    assert (mazatl.location, mazatl.booted) == ("The Spiritual Society", True)
    assert not events(game, "prevented")


def test_jaels_guile_offers_the_cheater_no_boot_the_spell_bars():
    """Jael's Guile has the cheater boot or discard a dude of their posse: a boot the spell keeps off the
    Shaman is not among the choices, so the cheater must discard him."""
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Jael's Guile"]}, stash=5,
             deck=cards("2H 5D 9C JH KD 3S 7C " + FILLER)),
        dict(outfit="The Spiritual Society", town_square=["Mazatl"], attach={"Mazatl": [SPELL]},
             deck=cards("5H 9H 9H 9H 9H 9H 9H 9H 9H 9H " + FILLER)),      # five nines: a cheatin' hand
    ])
    play(game, play="ability", card=SPELL)
    assert events(game, "skill_test")[-1].data["success"]
    turn_of(game, 0, "noon")
    callout_shootout(game, "Clint Ramsey", "Mazatl")
    turn_of(game, 0, "resolution")
    play(game, play="ability", card="Jael's Guile")
    assert [o.label for o in game.decision.options] == ["Discard Mazatl"]
    play(game, play="discard", card="Mazatl")
    assert "Mazatl" in [c.title for c in game.state.players[1].discard]


def test_lay_on_hands_cannot_save_a_dude_it_may_not_send_home():
    """Lay On Hands sends the dude home booted instead of its ace: under the other player's spell that cannot
    happen, so it is not offered and Lydia's own No Turning Back aces her (5 GR, her cost)."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", town_square=["Lydia Bear-Hands"],
             attach={"Lydia Bear-Hands": [SPELL]}, hand=["No Turning Back"], stash=0, deck=cards("5H " + FILLER)),
        dict(outfit="Law Dogs", town_square=["Ezrael Jones"], attach={"Ezrael Jones": ["Lay On Hands"]},
             deck=cards("KH " + FILLER)),
    ])
    play(game, play="ability", card=SPELL)
    assert events(game, "skill_test")[-1].data["success"]
    turn_of(game, 0, "noon")
    game.choose(0, option(game, play="ability", card="No Turning Back", ability=0))
    assert [c.title for c in game.state.players[0].boot_hill] == ["Lydia Bear-Hands"]
    assert game.state.players[0].stash == 5            # her cost
    assert not [e for e in events(game, "ability") if "Lay On Hands" in e.text]


def _at_the_inn():
    """Mazatl (wanted, the spell up) at the other player's Nickel Night Inn, with Maria Kingsford (Paralysis
    Mark) and Rob Wilby (Mustang); that player holds Too Much Attention and Ridden Down."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", at={"Nickel Night Inn": ["Mazatl"]}, attach={"Mazatl": [SPELL]},
             bounty={"Mazatl": 1}, deck=cards("5H " + FILLER)),
        dict(outfit="Law Dogs", street_right=["Nickel Night Inn"], at={"Nickel Night Inn": ["Maria Kingsford", "Rob Wilby"]},
             attach={"Maria Kingsford": ["Paralysis Mark"], "Rob Wilby": ["Mustang"]},
             hand=["Too Much Attention", "Ridden Down"], stash=5, deck=cards("KH KD " + FILLER)),
    ])
    play(game, play="ability", card=SPELL)
    assert events(game, "skill_test")[-1].data["success"]
    turn_of(game, 1, "noon")
    return game


def test_the_other_players_boots_and_send_homes_do_not_offer_the_shaman_as_a_target():
    """They could not change him (an ability that could change nothing cannot be used)."""
    for card in ("Nickel Night Inn", "Paralysis Mark"):
        game = _at_the_inn()
        play(game, play="ability", card=card)
        assert option_titles(game) == ["Maria Kingsford", "Rob Wilby"]
    game = _at_the_inn()      # Too Much Attention's "boot a wanted dude": Mazatl is the only one, so no such play
    assert not has_option(game, play="ability", card="Too Much Attention", ability=0)
    play(game, play="ability", card="Ridden Down")               # the only dude without a Horse he could reach
    maria = card_named(game, "Maria Kingsford")
    assert (maria.location, maria.booted) == ("Law Dogs", True)
    assert not card_named(game, "Mazatl").booted
