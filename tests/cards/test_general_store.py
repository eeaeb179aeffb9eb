"""General Store: Controller Noon, boot: attach a goods or spell from hand for 2 GR less, even to a booted
dude or one at a location you do not control (a Gadget is still invented)."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import cards, events, has_option, option_titles, play, uid_of


def _game(hand, stash, pulls="", street=("General Store",), p1_street=()):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=list(street), home=["Roderick Byre"], town_square=["Pancho Castillo"],
             booted=["Pancho Castillo"], hand=hand, stash=stash, deck_top=cards(pulls)),
        dict(outfit="The Sloane Gang", street_left=list(p1_street)),
    ])


def test_a_shotgun_for_a_booted_dude_in_the_town_square():
    game = _game(["Shotgun"], stash=1)                    # Shotgun costs 3: 1 with the store
    play(game, play="ability", card="General Store")      # the only card it can take: no question
    assert sorted(option_titles(game)) == ["Pancho Castillo", "Roderick Byre"]
    play(game, card="Pancho Castillo")
    assert game.state.card(uid_of(game, "Shotgun")).attached_to == uid_of(game, "Pancho Castillo")
    assert game.state.players[0].stash == 0
    assert game.state.card(uid_of(game, "General Store")).booted


def test_a_hex_only_for_a_huckster_and_cheaper_still_at_the_cemetery():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["General Store", "Mount Moriah Cemetery"], home=["Rob Wilby"],
             at={"Mount Moriah Cemetery": ["Wilber Crowley"]}, hand=["Soul Blast"], stash=0),
        dict(outfit="The Sloane Gang"),
    ])
    play(game, play="ability", card="General Store")      # only Wilber (a Huckster) can take it: no question
    assert game.state.card(uid_of(game, "Soul Blast")).attached_to == uid_of(game, "Wilber Crowley")
    assert game.state.players[0].stash == 0


def test_a_gadget_is_invented_for_another_dude():
    # Mechanical Horse: 1 GR (0 with the store), Gadget 5; Roderick (Mad Scientist 1) pulls a 4
    game = _game(["Mechanical Horse"], stash=0, pulls="4H")
    play(game, play="ability", card="General Store")
    play(game, card="Pancho Castillo")
    assert game.state.card(uid_of(game, "Mechanical Horse")).attached_to == uid_of(game, "Pancho Castillo")
    assert game.state.card(uid_of(game, "Roderick Byre")).booted
    assert [e.data["total"] for e in events(game, "invent")] == [5]


def test_a_failed_invention_discards_the_gadget():
    game = _game(["Mechanical Horse"], stash=0, pulls="3H")   # 3 + 1 < 5
    play(game, play="ability", card="General Store")
    play(game, card="Pancho Castillo")
    assert "Mechanical Horse" in [c.title for c in game.state.players[0].discard]
    assert game.state.card(uid_of(game, "General Store")).booted


def test_too_dear_even_with_the_store():
    game = _game(["Shotgun"], stash=0)
    assert not has_option(game, play="ability", card="General Store")


def test_a_totem_is_not_put_on_a_shaman_at_home():
    """Fire of Nanahbozho can only attach to a deed: with its only Shaman (Enapay) at home, the store does not
    offer it, so the Shotgun, the one card it can take, goes on Enapay and the Totem stays in hand."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["General Store"], home=["Enapay"], hand=["Fire of Nanahbozho", "Shotgun"],
             stash=5),
        dict(outfit="The Sloane Gang"),
    ])
    play(game, play="ability", card="General Store")
    assert game.state.card(uid_of(game, "Shotgun")).attached_to == uid_of(game, "Enapay")
    assert "Fire of Nanahbozho" in [c.title for c in game.state.players[0].hand]


def test_a_totem_is_planted_at_the_deed_where_its_shaman_stands():
    """With Enapay at the General Store itself, the store plants Fire of Nanahbozho on that deed."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["General Store"], at={"General Store": ["Enapay"]},
             hand=["Fire of Nanahbozho"], stash=5),
        dict(outfit="The Sloane Gang"),
    ])
    play(game, play="ability", card="General Store")
    assert game.state.card(uid_of(game, "Fire of Nanahbozho")).attached_to == uid_of(game, "General Store")
