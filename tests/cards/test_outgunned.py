"""Outgunned: Resolution: if your posse has more total bullets than the opposing one, boot your shooter
for +2 hand rank this round."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, card_named, cards, end_shootout, events, hand_rank_bonus, play, to_reveal
from tests.cards.third_party import allied_shootout, use_when_offered

P0_TOP = "4H 4D 8C JD KH 3H 6D 10C"      # eight cards for a 3-stud shooter: best is a pair of fours
P1_TOP = "2H 2D 9C 9H KD"                # two pair: rank 3


def _to_resolution(mine: str, theirs: str):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=[mine], hand=["Outgunned"], deck=cards(P0_TOP + " " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=[theirs], deck=cards(P1_TOP + " " + FILLER)),
    ], shootout=dict(posses=[[mine], [theirs]]))
    to_reveal(game)
    return game


def test_more_bullets_boot_the_shooter_for_two_ranks():
    game = _to_resolution("Pancho Castillo", "Rob Wilby")     # 3 bullets against 1
    assert (game.decision.kind, game.decision.player) == ("resolution", 0)
    play(game, play="ability", card="Outgunned")
    assert card_named(game, "Pancho Castillo").booted
    assert [(e.data["player"], e.data["amount"]) for e in events(game, "hand_rank")] == [(0, 2)]
    result = events(game, "round_result")[-1]
    assert (result.data["winner"], result.data["casualties"]) == (0, 1)   # rank 2 + 2 = 4 against 3


def test_not_offered_without_more_bullets():
    game = _to_resolution("Clint Ramsey", "Pancho Castillo")  # 2 bullets against 3
    assert game.decision.kind != "resolution"
    assert events(game, "hand_rank") == []
    assert [c.title for c in game.state.players[0].hand] == ["Outgunned"]


def test_the_two_ranks_end_with_the_round():
    game = _to_resolution("Pancho Castillo", "Rob Wilby")
    play(game, play="ability", card="Outgunned")
    assert (game.decision.kind, game.decision.player) == ("casualty", 1)
    assert hand_rank_bonus(game, 0) == 2
    end_shootout(game)
    assert game.state.shootout is None
    assert hand_rank_bonus(game, 0) == 0


def test_with_three_players_the_posse_owners_posse_counts_its_guests():
    # seat 0's Clint Ramsey (2) and seat 2's guest Mongwau The Mighty (3) make 5 bullets against Pancho's 3
    game = allied_shootout(dict(town_square=["Clint Ramsey"], hand=["Outgunned"]),
                           dict(town_square=["Pancho Castillo"]), dict(town_square=["Mongwau The Mighty"]),
                           leader="Clint Ramsey", mark="Pancho Castillo", side=0, guests=["Mongwau The Mighty"])
    use_when_offered(game, 0, "Outgunned")
    assert [e.data for e in events(game, "hand_rank")][-1] == {"player": 0, "amount": 2}
