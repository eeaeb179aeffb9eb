"""Yunxu Jiang: in a shootout at a location you control, your other dudes in his posse get +1 bullets and
+1 value."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, has_option, to_reveal, uid_of


def _shootout(where: str):
    spot = {"at": {"Pony Express": ["Rob Wilby", "Yunxu Jiang"]}} if where == "deed" else {"town_square": ["Rob Wilby", "Yunxu Jiang"]}
    theirs = {"at": {"Pony Express": ["Allie Hensman"]}} if where == "deed" else {"town_square": ["Allie Hensman"]}
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", street_left=["Pony Express"], **spot),
        dict(outfit="Law Dogs", **theirs),
    ], shootout=dict(posses=[["Rob Wilby", "Yunxu Jiang"], ["Allie Hensman"]]))
    return game


def test_his_posse_gets_bullets_and_value_at_your_deed():
    game = _shootout("deed")
    rob, yunxu = game.state.card(uid_of(game, "Rob Wilby")), game.state.card(uid_of(game, "Yunxu Jiang"))
    assert (rob.bullets, rob.value) == (2, 3)             # 1 draw bullet, value 2, +1 each
    assert (yunxu.bullets, yunxu.value) == (1, 8)         # not himself: value 7 + Kung Fu 1
    allie = game.state.card(uid_of(game, "Allie Hensman"))
    assert (allie.bullets, allie.value) == (2, 1)         # nor the other posse


def test_nothing_where_you_do_not_control_the_location():
    game = _shootout("square")
    rob = game.state.card(uid_of(game, "Rob Wilby"))
    assert (rob.bullets, rob.value) == (1, 2)


# --- three players: "your" dudes are the ones Yunxu's controller controls (multiplayer third parties) ----
def _three_at_pony_express(leader: int):
    """Player 0's Yunxu Jiang and Rob Wilby, player 1's Allie Hensman and player 2's Ezrael Jones at
    player 0's Pony Express (player 0 controls it: Yunxu's influence 1 ties Ezrael's, the owner keeps it).
    ``leader`` 0: Yunxu calls Allie out, Rob joins, player 2 sends Ezrael to player 0's side.
    ``leader`` 1: Allie calls Ezrael out, player 2 invites player 0, who sends Yunxu and Rob."""
    from tests.cards.helpers import has_option, play
    from tests.test_multiplayer import invite, noon_pass, send, table

    game = table(dict(street_left=["Pony Express"], at={"Pony Express": ["Yunxu Jiang", "Rob Wilby"]}),
                 dict(at={"Pony Express": ["Allie Hensman"]}), dict(at={"Pony Express": ["Ezrael Jones"]}))
    while game.decision.player != leader:
        noon_pass(game, game.decision.player)
    if leader == 0:
        play(game, play="callout", card="Yunxu Jiang", target_card="Allie Hensman")
        play(game, play="accept")
        while game.decision.kind == "join_posse" and game.decision.player in (0, 1):
            joining = game.decision.player == 0 and has_option(game, play="join", card="Rob Wilby")
            play(game, **({"play": "join", "card": "Rob Wilby"} if joining else {"play": "done"}))
        invite(game, 0, 2)
        send(game, 2, "Ezrael Jones")
    else:
        play(game, play="callout", card="Allie Hensman", target_card="Ezrael Jones")
        play(game, play="accept")
        while game.decision.kind == "join_posse" and game.decision.player in (1, 2):
            play(game, play="done")
        invite(game, 1)
        invite(game, 2, 0)
        send(game, 0, "Yunxu Jiang", "Rob Wilby")
    return game


def test_with_three_players_an_allys_dude_in_his_posse_gets_nothing():
    game = _three_at_pony_express(leader=0)
    assert game.raw.shootout.allies == {2: 0}
    rob, ezrael = game.state.card(uid_of(game, "Rob Wilby")), game.state.card(uid_of(game, "Ezrael Jones"))
    assert (rob.bullets, rob.value) == (2, 3)             # player 0's: 1 bullet, value 2, +1 each
    assert (ezrael.bullets, ezrael.value) == (1, 9)       # player 2's: printed


def test_as_a_third_party_at_his_controllers_own_deed_he_still_helps_their_dudes():
    game = _three_at_pony_express(leader=1)
    assert game.raw.shootout.allies == {0: 2}
    rob, ezrael = game.state.card(uid_of(game, "Rob Wilby")), game.state.card(uid_of(game, "Ezrael Jones"))
    assert (rob.bullets, rob.value) == (2, 3)
    assert (ezrael.bullets, ezrael.value) == (1, 9)       # the posse owner's dude: not Yunxu's controller's


def test_the_bonus_holds_in_every_listing_whatever_the_posse_order():
    """At Dead Dog Tavern (Rowdy: bullets decide control) Clint Ramsey has 2 + 1 = 3 bullets, more than Allie
    Hensman's 2, so Point Blank may be played with him. Control there is worked out without Yunxu's bonus (it
    reads bullets); the listing of plays must not keep Clint's bullets as counted without it, whichever dude of
    the posse is read first."""
    for posse in (["Yunxu Jiang", "Clint Ramsey", "Nathan Shane"], ["Yunxu Jiang", "Nathan Shane", "Clint Ramsey"]):
        game = scenario(phase="high_noon", dealer=0, players=[
            dict(outfit="108 Gracious Gifts", street_left=["Dead Dog Tavern"], at={"Dead Dog Tavern": posse},
                 hand=["Point Blank"]),
            dict(outfit="The Sloane Gang", at={"Dead Dog Tavern": ["Allie Hensman"]}),
        ], shootout=dict(posses=[posse, ["Allie Hensman"]], step="shootout"))
        to_reveal(game)
        assert (card_named(game, "Clint Ramsey").bullets, card_named(game, "Allie Hensman").bullets) == (3, 2)
        assert has_option(game, play="ability", card="Point Blank"), posse
