"""Long Strides Ranch: +2 production while its controller has 2+ Horses; Controller Noon, boot:
attach a Horse from hand to your dude for 2 GR less (a Gadget Horse must still be invented)."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import cards, events, has_option, play, uid_of


def _game(hand, pulls=""):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", out_of_town=["Long Strides Ranch"], home=["Rob Wilby", "Roderick Byre"],
             town_square=["Pancho Castillo"], booted=["Pancho Castillo"], attach={"Rob Wilby": ["Roan"]},
             hand=hand, stash=3, deck_top=cards(pulls)),
        dict(outfit="The Sloane Gang", town_square=["Avie Cline"]),
    ])


def test_a_horse_on_a_booted_dude_in_the_town_square_for_2_less_and_the_ranch_produces_2_more():
    game = _game(["Mustang"])
    ranch, pancho = uid_of(game, "Long Strides Ranch"), uid_of(game, "Pancho Castillo")
    assert game.state.card(ranch).production == 1        # one Horse (Roan) so far
    play(game, play="ability", uid=ranch)                # the only Horse in hand: no question
    assert {o.data["card"] for o in game.decision.options} == {"Rob Wilby", "Roderick Byre", "Pancho Castillo"}
    play(game, uid=pancho)
    mustang = uid_of(game, "Mustang")
    assert game.state.card(mustang).attached_to == pancho
    assert game.state.players[0].stash == 3              # Mustang costs 2, reduced by 2 to 0
    assert game.state.card(ranch).production == 3        # two Horses now: +2


def test_a_gadget_horse_is_invented_by_a_mad_scientist():
    # Mechanical Horse: cost 1 (0 after the reduction), Gadget 5; Roderick Byre (Mad Scientist 1) pulls a 4
    game = _game(["Mechanical Horse", "Shotgun"], pulls="4H")
    ranch, rob, roderick = uid_of(game, "Long Strides Ranch"), uid_of(game, "Rob Wilby"), uid_of(game, "Roderick Byre")
    play(game, play="ability", uid=ranch)                # the only Horse in hand (the Shotgun is not one)
    play(game, uid=rob)                                  # it goes to Rob, replacing his Roan (one Horse each)
    assert game.state.card(roderick).booted              # the inventor boots (only Mad Scientist: no question)
    horse = uid_of(game, "Mechanical Horse")
    assert game.state.card(horse).attached_to == rob
    assert [c.title for c in game.state.players[0].discard if c.title == "Roan"] == ["Roan"]
    assert [e.data["total"] for e in events(game, "invent")] == [5]
    assert game.state.players[0].stash == 3


def test_a_failed_invention_discards_the_gadget():
    game = _game(["Mechanical Horse"], pulls="3H")       # 3 + 1 < 5
    ranch = uid_of(game, "Long Strides Ranch")
    play(game, play="ability", uid=ranch)
    play(game, uid=uid_of(game, "Pancho Castillo"))
    assert "Mechanical Horse" in [c.title for c in game.state.players[0].discard]
    assert game.state.card(ranch).booted


def test_no_horse_in_hand():
    game = _game(["Shotgun"])
    assert not has_option(game, play="ability", card="Long Strides Ranch")


def test_the_invention_counts_skill_test_bonuses():
    # Diego Linares (Mad Scientist 0) gets +4 while inventing a Horse: pull 3, 3 + 0 + 4 = 7 >= Gadget 5
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", out_of_town=["Long Strides Ranch"], home=["Rob Wilby", "Diego Linares"],
             hand=["Mechanical Horse"], stash=3, deck_top=cards("3H")),
        dict(outfit="The Sloane Gang", town_square=["Avie Cline"]),
    ])
    rob = uid_of(game, "Rob Wilby")
    play(game, play="ability", uid=uid_of(game, "Long Strides Ranch"))
    play(game, uid=rob)
    assert [e.data["total"] for e in events(game, "invent")] == [7]
    assert not events(game, "invent_fail")
    assert game.state.card(uid_of(game, "Mechanical Horse")).attached_to == rob
    assert game.state.card(uid_of(game, "Diego Linares")).booted


def test_a_horse_costing_more_than_the_stash_after_the_cut_is_not_offered():
    """With 0 GR, La Quema (3 - 2 = 1 GR) is out of reach: the Mustang (2 - 2 = 0) is the only Horse, and goes
    without a question onto Rob Wilby; La Quema stays in hand."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", out_of_town=["Long Strides Ranch"], home=["Rob Wilby"], hand=["La Quema", "Mustang"],
             stash=0),
        dict(outfit="The Sloane Gang", town_square=["Avie Cline"]),
    ])
    play(game, play="ability", uid=uid_of(game, "Long Strides Ranch"))
    assert game.state.card(uid_of(game, "Mustang")).attached_to == uid_of(game, "Rob Wilby")
    assert "La Quema" in [c.title for c in game.state.players[0].hand]
