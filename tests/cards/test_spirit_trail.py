"""Spirit Trail (Totem): locations with a Spirit Trail are adjacent to each other; Noon Spirit 6, boot:
move your dude from here without booting."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import cards, events, play, uid_of

WEST, EAST = "Surveyor's Office", "Killer Bunnies Casino"


def _town(trails, pull="5H"):
    # the street: West, home, East; West and East are not neighbours
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", street_left=[WEST], street_right=[EAST],
             at={WEST: ["Enapay", "Rob Wilby"], EAST: ["Mazatl"]}, booted=["Rob Wilby"],
             attach={loc: ["Spirit Trail"] for loc in trails}, deck_top=cards(pull)),
        dict(outfit="Encroaching Darkness", at={WEST: ["Pagliaccio"]}),
    ])


def _join_options(game):
    play(game, play="callout", card="Enapay", target_card="Pagliaccio")
    play(game, play="accept")
    return [o.data for o in game.decision.options] if game.decision.kind == "join_posse" else []


def test_two_trails_make_their_locations_adjacent():
    game = _town([WEST, EAST])
    joins = _join_options(game)
    # Mazatl at East may boot to join the shootout at West, as from an adjacent location
    assert {"play": "join", "card": "Mazatl", "uid": uid_of(game, "Mazatl"), "boots": True} in joins


def test_one_trail_links_nothing():
    game = _town([WEST])
    assert not any(d.get("card") == "Mazatl" for d in _join_options(game))


def test_noon_moves_a_booted_dude_away_without_unbooting():
    game = _town([WEST])                                 # 5 + Shaman 1 = 6
    play(game, play="ability", card="Spirit Trail")
    play(game, play="target", uid=uid_of(game, "Rob Wilby"))
    assert events(game, "skill_test")[-1].data["success"] is True
    play(game, play="location", to="Town Square")
    rob = game.state.card(uid_of(game, "Rob Wilby"))
    assert rob.location == "Town Square" and rob.booted
    enapay = game.state.card(uid_of(game, "Enapay"))
    assert enapay.location == WEST and not enapay.booted  # the caster needs no boot


def test_failed_cast_moves_nobody():
    game = _town([WEST], pull="4H")                      # 4 + 1 < 6
    play(game, play="ability", card="Spirit Trail")
    play(game, play="target", uid=uid_of(game, "Rob Wilby"))
    assert events(game, "skill_test")[-1].data["success"] is False
    assert game.state.card(uid_of(game, "Rob Wilby")).location == WEST


def test_a_trail_at_home_makes_the_move_to_another_trail_free_and_its_option_says_so():
    # a Spirit Trail on the home and one out of town: the move from home does not boot, and the option
    # offered for it says the same
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", home=["Clint Ramsey"], out_of_town=["Clanton Ranch"],
             attach={"Law Dogs": ["Spirit Trail"], "Clanton Ranch": ["Spirit Trail"]}),
        dict(outfit="The Sloane Gang")])
    move = next(o for o in game.decision.options
                if o.data.get("play") == "move" and o.data.get("to") == "Clanton Ranch")
    assert move.data["boots"] is False and move.label == "Move Clint Ramsey to Clanton Ranch"
    game.choose(0, move.id)
    clint = game.raw.cards[uid_of(game, "Clint Ramsey")]
    assert game.raw.location_name(clint.location) == "Clanton Ranch" and not clint.booted
