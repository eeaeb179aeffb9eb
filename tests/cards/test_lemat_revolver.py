"""LeMat Revolver: Cheatin' Resolution, boot: your hand rank rises by this dude's bullets. Resolution,
boot (this dude a stud and your shooter): the same rise, while your draw hand plus the top card of your
discard pile make three pairs of different values."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    _calm_step,
    card_named,
    cards,
    end_shootout,
    events,
    face,
    hand_rank_bonus,
    has_option,
    option,
    play,
    to_reveal,
)
from tests.cards.third_party import allied_shootout, use_when_offered


def _keep(game, faces: str) -> None:
    """Keep exactly these five cards ("2H 2D ...") of the draw hand."""
    wanted = [(int({"A": 1, "J": 11, "Q": 12, "K": 13}.get(f[:-1], f[:-1] if f[:-1].isdigit() else 0)), f[-1])
              for f in faces.split()]
    ids = []
    for opt in game.decision.options:
        card = game.state.card(opt.data["uid"])
        if (card.value, card.suit) in wanted:
            wanted.remove((card.value, card.suit))
            ids.append(opt.id)
    assert not wanted
    game.choose(game.decision.player, ids)


def _shootout(p0_deck: str, p1_deck: str, p0_dude: str = "Clint Ramsey"):
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=[p0_dude], attach={p0_dude: ["LeMat Revolver"]},
             deck=cards(p0_deck + " " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards(p1_deck + " " + FILLER)),
    ], shootout=dict(posses=[[p0_dude], ["Pancho Castillo"]]))
    return game


def test_three_pairs_with_the_discard_pile_raise_the_rank():
    # Clint (2 + 1 bullets, stud) draws 8 and keeps two pair; the 9D discarded last tops the pile
    game = _shootout("2H 2D 5C 5S 9H QD 3C 9D", "4H 5D 6C 7S 8H KC KD JC")
    assert (game.decision.kind, game.decision.player) == ("draw_hand", 0)
    _keep(game, "2H 2D 5C 5S 9H")
    to_reveal(game)
    assert [e.data["rank"] for e in events(game, "reveal")] == [3, 5]      # two pair against a straight
    assert (game.decision.kind, game.decision.player) == ("resolution", 0)
    play(game, play="ability", card="LeMat Revolver", ability=1)
    assert card_named(game, "LeMat Revolver").booted
    # two pair + 3 = rank 6 beats the straight: Pancho's side loses by 1
    result = events(game, "round_result")[-1].data
    assert (result["winner"], result["casualties"]) == (0, 1)


def test_no_rise_while_the_three_pairs_are_missing():
    game = _shootout("2H 2D 5C 5S 9H QD 9D 3C", "4H 5D 6C 7S 8H KC KD JC")
    _keep(game, "2H 2D 5C 5S 9H")                                         # the 3C tops the pile
    to_reveal(game)
    play(game, play="ability", card="LeMat Revolver", ability=1)
    result = events(game, "round_result")[-1].data
    assert (result["winner"], result["casualties"]) == (1, 2)            # straight (5) over two pair (3)


def test_the_resolution_ability_needs_a_stud_shooter():
    game = _shootout("2H 2D 5C 5S 9H 9D 3C", "4H 5D 6C 7S 8H KC KD JC", p0_dude="Rob Wilby")   # a draw
    to_reveal(game)
    assert not has_option(game, play="ability", card="LeMat Revolver")


def test_against_a_cheater_the_rank_rises_by_the_bullets():
    # Pancho's four nines hold a duplicate 9H: cheatin'. Clint's pair of aces (2) + 3 = 5, still below 8.
    game = _shootout("AH AD 3C 5S 7D 9H JC KS", "9H 9H 9D 9C 2D KC QD JS")
    to_reveal(game)
    play(game, play="ability", card="LeMat Revolver", ability=0)
    hand_rank = events(game, "hand_rank")[-1].data
    assert (hand_rank["player"], hand_rank["amount"]) == (0, 3)
    result = events(game, "round_result")[-1].data
    assert (result["winner"], result["casualties"]) == (1, 3)


def test_the_rise_ends_with_the_round():
    game = _shootout("2H 2D 5C 5S 9H QD 3C 9D", "4H 5D 6C 7S 8H KC KD JC")
    _keep(game, "2H 2D 5C 5S 9H")
    to_reveal(game)
    play(game, play="ability", card="LeMat Revolver", ability=1)
    assert (game.decision.kind, game.decision.player) == ("casualty", 1)
    assert hand_rank_bonus(game, 0) == 3                  # still counted while the casualties are taken
    end_shootout(game)
    assert game.state.shootout is None
    assert hand_rank_bonus(game, 0) == 0


def test_the_rise_against_a_cheater_ends_with_the_round():
    game = _shootout("AH AD 3C 5S 7D 9H JC KS", "9H 9H 9D 9C 2D KC QD JS")
    to_reveal(game)
    play(game, play="ability", card="LeMat Revolver", ability=0)
    assert hand_rank_bonus(game, 0) == 3
    end_shootout(game)
    assert game.state.shootout is None
    assert hand_rank_bonus(game, 0) == 0


def test_a_card_whose_value_was_changed_counts_at_its_new_value():
    # Clint (stud, shooter, 3 bullets) keeps 9 9 4 4 K with the 7D on top of the pile; Pancho cheats, so
    # Rob's Pair of Six-Shooters may turn the K into a 7: 9s, 4s and 7s are three pairs
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey", "Rob Wilby"],
             attach={"Clint Ramsey": ["LeMat Revolver"], "Rob Wilby": ["Pair of Six-Shooters"]},
             deck=cards("9H 9D 4C 4S KH QD 3C 7D " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards("5H 5H 9C JH KD " + FILLER)),
    ], shootout=dict(posses=[["Clint Ramsey", "Rob Wilby"], ["Pancho Castillo"]]))
    play(game, play="shooter", card="Clint Ramsey")
    game.choose(0, [])                                   # the draw bonus: discard nothing
    _keep(game, "9H 9D 4C 4S KH")
    to_reveal(game)
    assert [e.data["rank"] for e in events(game, "reveal")] == [3, 7]      # two pair against a cheatin' full house
    play(game, play="ability", card="Pair of Six-Shooters")
    play(game, play="change", card=face(13, "H"))
    play(game, play="identity", value=7, suit="S")
    play(game, play="ability", card="LeMat Revolver", ability=1)
    assert hand_rank_bonus(game, 0) == 3
    result = events(game, "round_result")[-1].data
    assert (result["winner"], result["casualties"]) == (1, 1)            # 3 + 3 = 6 against 7


def test_a_third_partys_stud_shooter_raises_the_hand_of_the_posse_it_fights_in():
    # El Anónimo (seat 2, a stud) with the LeMat shoots for seat 0's posse: the +3 goes to seat 0's hand
    game = allied_shootout(dict(town_square=["Clint Ramsey"], deck=cards(f"2H 2D 5C 5S 9H 3C 4D 6H {FILLER}"),
                                discard=cards("9D")),
                           dict(town_square=["Pancho Castillo"], deck=cards(f"KH 8D 7C 3S JH 4S 6C 10D AS QC {FILLER}")),
                           dict(town_square=["El Anónimo"], attach={"El Anónimo": ["LeMat Revolver"]}),
                           leader="Clint Ramsey", mark="Pancho Castillo", side=0, guests=["El Anónimo"])
    play(game, play="shooter", card="El Anónimo")
    use_when_offered(game, 2, "LeMat Revolver", window="resolution")
    assert [e.data for e in events(game, "hand_rank")][-1] == {"player": 0, "amount": 3}


def test_a_joker_in_the_draw_hand_counts_as_the_value_it_was_declared():
    """Clint keeps 5 5 8 8 and a Joker declared as the 9♥; the 9♦ tops the discard pile: three pairs, so two pair
    (rank 3) + 3 bullets = 6 beats Pancho's straight (rank 5) by 1."""
    game = _shootout("5H 5D 8C 8S JOKER QD 3C 9D", "4H 5C 6C 7S 8H KC KD JC")
    for _ in range(12):
        d = game.decision
        if d.kind == "resolution":
            break
        if (d.kind, d.player) == ("draw_hand", 0):      # Q 3 9D go to the pile, the 9D last
            game.choose(0, [o.id for o in d.options if o.data["card"] == "Joker (black)"
                            or game.state.card(o.data["uid"]).value in (5, 8)])
        elif d.kind == "joker":
            game.choose(0, option(game, value=9, suit="H"))
        else:
            _calm_step(game)
    else:
        raise AssertionError("no Resolution play came up")
    assert [e.data["rank"] for e in events(game, "reveal")] == [3, 5]
    play(game, play="ability", card="LeMat Revolver", ability=1)
    assert hand_rank_bonus(game, 0) == 3
    result = events(game, "round_result")[-1].data
    assert (result["winner"], result["casualties"]) == (0, 1)


def test_a_joker_on_top_of_the_discard_pile_counts_for_nothing():
    """Clint keeps 2 2 5 5 9 and throws the Joker back last, so it tops the discard pile: a joker in the discard
    pile has no value (rulebook, Jokers), so it cannot pair the 9. Ability used, no rise: Pancho's straight
    (rank 5) beats two pair (rank 3) by 2."""
    game = _shootout("2H 2D 5C 5S 9H QD 3C JOKER", "4H 5D 6C 7S 8H KC KD JC")
    _keep(game, "2H 2D 5C 5S 9H")
    to_reveal(game)
    assert game.state.players[0].discard[-1].title.startswith("Joker")
    play(game, play="ability", card="LeMat Revolver", ability=1)
    assert hand_rank_bonus(game, 0) == 0
    result = events(game, "round_result")[-1].data
    assert (result["winner"], result["casualties"]) == (1, 2)


def _lowball(use: bool):
    """Pancho's lowball hand holds a duplicate AH (a cheatin' pair, rank 2); Clint's high card (rank 1) would
    win. The Cheatin' Resolution names no shootout, so it may be used in the lowball (rulebook, Gamblin')."""
    game = scenario(phase="gamblin", players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["LeMat Revolver"]},
             deck=cards("2H 4D 6C 8H 10D " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], deck=cards("AH AH 3D 5C 7S " + FILLER)),
    ])
    assert game.decision.kind == "cheatin_resolution" and has_option(game, play="ability", card="LeMat Revolver")
    play(game, play="ability", card="LeMat Revolver") if use else play(game, play="pass")
    while game.state.phase == "gamblin":
        play(game, play="pass")
    return game


def test_in_the_lowball_the_rise_costs_the_user_the_pot():
    assert events(_lowball(use=False), "gamblin_win")[-1].data["player"] == 0
    game = _lowball(use=True)
    rise = events(game, "hand_rank")[-1].data
    assert (rise["player"], rise["amount"]) == (0, 3)           # Clint's 3 bullets: rank 1 + 3 = 4, above 2
    assert events(game, "gamblin_win")[-1].data["player"] == 1
    assert card_named(game, "LeMat Revolver").booted
