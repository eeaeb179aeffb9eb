"""Get Behind Me, Satan!: Resolution Miracle 5, boot: your casualties this round drop by the Blessed's rating, and
an opposing Abomination adds nothing to its posse's stud and draw bonus in the next round."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    any_uid,
    callout_shootout,
    cards,
    effect_stats,
    end_shootout,
    events,
    has_option,
    pass_until,
    pick_titles,
    play,
    to_next_round,
    to_reveal,
    turn_of,
)
from tests.cards.third_party import casualties_changed, cheated_against, use_when_offered

SIX = "2H 5D 9C JH KD 3S"                 # Ezrael shoots (1 draw), Clint backs up as a stud: six cards, high card
EIGHT = "9H 9D 4C 4S 2C 6D 8H JS"         # Alan shoots (3 stud): eight cards, two pair


def _resolution(pull: str):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Ezrael Jones", "Rob Wilby", "Clint Ramsey"],
             attach={"Ezrael Jones": ["Get Behind Me, Satan!"]}, deck=cards(f"{SIX} {pull} {FILLER}")),
        dict(outfit="The Sloane Gang", town_square=["Alan Campbell", "Pagliaccio"], deck=cards(f"{EIGHT} {FILLER}")),
    ], shootout=dict(posses=[["Ezrael Jones", "Rob Wilby", "Clint Ramsey"], ["Alan Campbell", "Pagliaccio"]]))
    to_reveal(game)
    pass_until(game, "resolution")
    play(game, play="ability", card="Get Behind Me, Satan!")
    return game


def test_fewer_casualties_and_the_abomination_sits_out_next_round():
    game = _resolution("4H")                             # 4 + Blessed 1 = 5
    assert events(game, "skill_test")[-1].data["success"] is True
    pick_titles(game, "Alan Campbell")
    pass_until(game, "casualty")
    changed = events(game, "casualties_changed")[-1].data
    assert (changed["player"], changed["before"], changed["after"]) == (0, 2, 1)   # two pair over high card
    play(game, play="discard", card="Rob Wilby")
    first = [e.data for e in events(game, "shooter") if e.data["player"] == 1][-1]
    assert (first["stud"], first["draw"]) == (3, 1)      # round 1: Alan still counts
    pass_until(game, "shooter")
    play(game, play="shooter", card="Ezrael Jones")
    play(game, play="shooter", card="Alan Campbell")
    second = events(game, "shooter")[-1].data
    assert (second["player"], second["stud"], second["draw"]) == (1, 0, 1)   # round 2: only Pagliaccio's draw


def test_failed_cast_changes_nothing():
    game = _resolution("3H")                             # 3 + 1 = 4 < 5
    assert events(game, "skill_test")[-1].data["success"] is False
    pass_until(game, "casualty")
    assert not events(game, "casualties_changed")
    assert has_option(game, play="ace", card="Rob Wilby")   # still two casualties to cover


def test_the_casualty_cut_ends_with_the_round_and_the_hold_with_the_shootout():
    game = _resolution("4H")
    pick_titles(game, "Alan Campbell")
    spell = any_uid(game, "Get Behind Me, Satan!")
    assert effect_stats(game, spell) == ["casualties", "no_draw_contribution"]
    to_next_round(game, spare=("Ezrael Jones",))
    assert effect_stats(game, spell) == ["no_draw_contribution"]     # round 1 is over
    end_shootout(game)
    assert effect_stats(game, spell) == []


def test_a_third_partys_miracle_spares_the_posse_it_fights_in():
    # Ezrael Jones (seat 2, Blessed 1) fights in seat 1's posse, which loses by 7 to four nines: 1 fewer for it
    game = cheated_against(dict(town_square=["Ezrael Jones"], attach={"Ezrael Jones": ["Get Behind Me, Satan!"]},
                                deck=cards(f"9H {FILLER}")), ["Ezrael Jones"])
    use_when_offered(game, 2, "Get Behind Me, Satan!")
    assert casualties_changed(game) == {"player": 1, "before": 7, "after": 6}


def test_listing_it_logs_nothing_about_a_shielded_abomination():
    """Whether it may be used is only asked: an opposing Abomination shielded from it (Sword of the Spirit with a
    Melee Weapon: opposing spells cannot affect him) is no pick, and no "prevented" line is logged for it while
    the Resolution plays are listed and nobody plays it."""
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Law Dogs", town_square=["Stevie Lyndon", "Rob Wilby"],
             attach={"Stevie Lyndon": ["Get Behind Me, Satan!"]}, deck=cards(f"{SIX} {FILLER}")),
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell", "Bass Reeves", "Bobo"],
             attach={"Alan Campbell": ["Rapier"], "Bass Reeves": ["Sword of the Spirit"]},
             deck=cards(f"KH {EIGHT} {FILLER}")),
    ])
    play(game, play="ability", card="Sword of the Spirit")
    play(game, card="Alan Campbell")
    turn_of(game, 1, "noon")
    callout_shootout(game, "Alan Campbell", "Stevie Lyndon", join=("Rob Wilby", "Bobo"))
    to_reveal(game)
    assert events(game, "prevented") == []


def test_a_blessed_0_caster_cuts_no_casualties_but_still_holds_the_abomination_back():
    """Erik Samson (Blessed 0) pulls a 5 for the Miracle 5: it succeeds, his rating takes 0 casualties off
    (no casualty change at all), and Alan Campbell is still held back next round."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Erik Samson", "Rob Wilby", "Clint Ramsey"],
             attach={"Erik Samson": ["Get Behind Me, Satan!"]}, deck=cards(f"{SIX} 5H {FILLER}")),
        dict(outfit="The Sloane Gang", town_square=["Alan Campbell", "Pagliaccio"], deck=cards(f"{EIGHT} {FILLER}")),
    ], shootout=dict(posses=[["Erik Samson", "Rob Wilby", "Clint Ramsey"], ["Alan Campbell", "Pagliaccio"]]))
    to_reveal(game)
    pass_until(game, "resolution")
    play(game, play="ability", card="Get Behind Me, Satan!")
    assert events(game, "skill_test")[-1].data["success"] is True
    pick_titles(game, "Alan Campbell")
    assert effect_stats(game, any_uid(game, "Get Behind Me, Satan!")) == ["no_draw_contribution"]
    pass_until(game, "casualty")
    assert not events(game, "casualties_changed")
