"""Shane & Graves Security (Controller Shootout, boot): when the fight is at a deed at or beside the agency,
a Gunslinger token (stud, 2 bullets) is added to your posse."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import has_option, play, turn_of, uid_of


def _callout(where: str, **kw):
    # street: Shane & Graves | Charlie's Place | Law Dogs home
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", street_left=["Charlie's Place", "Shane & Graves Security"], **where_of("Pancho Castillo", where)),
        dict(outfit="The Sloane Gang", **where_of("Clint Ramsey", where), **kw),
    ], shootout=dict(posses=[["Pancho Castillo"], ["Clint Ramsey"]]), **({"dealer": 1} if kw else {}))
    return game


def where_of(title: str, where: str) -> dict:
    return {"town_square": [title]} if where == "town square" else {"at": {where: [title]}}


def test_a_gunslinger_token_joins_the_posse_at_the_neighbouring_deed():
    game = _callout("Charlie's Place")
    agency = uid_of(game, "Shane & Graves Security")
    assert game.decision.kind == "shootout" and game.decision.player == 0
    play(game, play="ability", uid=agency)
    gunslinger = next(c for c in game.state.in_play if c.title == "Gunslinger")
    assert (gunslinger.owner, gunslinger.controller, gunslinger.location) == (0, 0, "Charlie's Place")
    assert (gunslinger.bullets, gunslinger.shooter, gunslinger.booted, gunslinger.bounty) == (2, "stud", False, 0)
    posses = {p.player: p.dudes for p in game.state.shootout.posses}
    assert posses[0] == (uid_of(game, "Pancho Castillo"), gunslinger.uid)
    assert game.state.card(agency).booted


def test_not_for_a_shootout_in_the_town_square():
    game = _callout("town square")
    assert not has_option(game, play="ability", card="Shane & Graves Security")


def test_no_token_while_scoop_hound_holds_the_posses():
    game = _callout("Charlie's Place", attach={"Clint Ramsey": ["Scoop Hound"]})
    turn_of(game, 1)
    play(game, play="ability", card="Scoop Hound")       # the Sloane Gang, Dealer, goes first
    # player 0 has no Shootout play left, so play moves on to the draw without asking them
    assert game.decision.kind != "shootout"
    assert not has_option(game, play="ability", card="Shane & Graves Security")
    assert not any(c.title == "Gunslinger" for c in game.state.in_play)
