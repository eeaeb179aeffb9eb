"""Bass Reeves: cheaper for Law Dogs per opposing wanted dude; +1 hand rank when the opposing posse in
his shootout cheats and his side does not; Noon: call out (even from an adjacent location, then he
boots and moves there) or boot a nearby wanted dude."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    cards,
    end_shootout,
    events,
    hand_rank_bonus,
    has_option,
    play,
    to_reveal,
    uid_of,
)
from tests.cards.third_party import CHEATIN_KINGS, cheated_against

BASS = "Bass Reeves"


def test_law_dogs_recruit_him_for_1_less_per_opposing_wanted_dude():
    for outfit, paid in (("Law Dogs", 7), ("Saved By Grace", 7), ("Morgan Regulators", 9)):   # Law Dogs outfits only
        game = scenario(phase="high_noon", players=[
            dict(outfit=outfit, stash=20, hand=[BASS]),
            dict(outfit="The Sloane Gang", town_square=["Pancho Castillo", "Rob Wilby", "Ike Clanton"],
                 bounty={"Pancho Castillo": 2, "Rob Wilby": 1}),
        ])
        play(game, play="recruit", card=BASS)
        assert game.state.players[0].stash == 20 - paid


def _noon(bass_where: str = "home", bounty: int = 1, booted: bool = False, p0_deck: str = "", p1_deck: str = ""):
    p0 = dict(outfit="Law Dogs", booted=[BASS] if booted else [])
    p0[bass_where] = [BASS]
    p1 = dict(outfit="The Sloane Gang", town_square=["Ike Clanton"], bounty={"Ike Clanton": bounty} if bounty else {})
    if p0_deck:
        p0["deck"] = cards(p0_deck + " " + FILLER)
        p1["deck"] = cards(p1_deck + " " + FILLER)
    return scenario(phase="high_noon", players=[p0, p1])


def test_calling_out_a_wanted_dude_at_an_adjacent_location_boots_bass_and_moves_him_there():
    game = _noon()
    bass = uid_of(game, BASS)
    play(game, play="ability", uid=bass)
    play(game, play="mode", mode=0)              # call out (mode 1 would boot)
    play(game, play="accept")
    view = game.state.card(bass)
    assert (view.location, view.booted) == ("Town Square", True)
    so = game.state.shootout
    assert so is not None and so.leader == bass and so.mark == uid_of(game, "Ike Clanton")


def test_a_refused_callout_sends_the_mark_home_and_bass_stays():
    game = _noon()
    bass = uid_of(game, BASS)
    play(game, play="ability", uid=bass)
    play(game, play="mode", mode=0)
    play(game, play="refuse")
    ike = game.state.card(uid_of(game, "Ike Clanton"))
    assert (ike.location, ike.booted) == ("The Sloane Gang", True)
    assert (game.state.card(bass).location, game.state.card(bass).booted) == ("Law Dogs", False)
    assert game.state.shootout is None


def test_or_he_boots_the_wanted_dude_and_only_once_a_turn():
    game = _noon()
    bass = uid_of(game, BASS)
    play(game, play="ability", uid=bass)
    play(game, play="mode", mode=1)
    assert game.state.card(uid_of(game, "Ike Clanton")).booted is True
    assert game.state.card(bass).booted is False
    play(game, play="pass")                      # the Sloane Gang's Noon play
    assert game.decision.player == 0
    assert not has_option(game, play="ability", uid=bass)


def test_not_usable_when_booted_or_when_no_nearby_dude_is_wanted():
    for kw in (dict(booted=True), dict(bounty=0)):
        game = _noon(**kw)
        assert not has_option(game, play="ability", card=BASS)


def test_a_cheatin_opponent_against_his_legal_hand_gives_plus_one():
    # Bass (4 stud) draws nine; Ike Clanton (0 draw) draws five: a pair of 2s with a duplicate 2H.
    game = _noon(bass_where="town_square", p0_deck="2D 5H 9H JD KC 4S 6C 8D 10S", p1_deck="2H 2H 9C JH KD")
    play(game, play="ability", uid=uid_of(game, BASS))
    play(game, play="mode", mode=0)
    play(game, play="accept")
    to_reveal(game)
    assert [(e.data["player"], e.data["amount"]) for e in events(game, "hand_rank")] == [(0, 1)]
    result = events(game, "round_result")[-1]
    # king high (1) + 1 = 2: the modified rank is the worst pair, the cheatin' pair still wins
    assert result.data["winner"] == 1


def test_no_bonus_when_his_side_cheats_too():
    game = _noon(bass_where="town_square", p0_deck="4D 4D 9H JD KC 5S 6C 8D 10S", p1_deck="2H 2H 9C JH KD")
    play(game, play="ability", uid=uid_of(game, BASS))
    play(game, play="mode", mode=0)
    play(game, play="accept")
    to_reveal(game)
    assert events(game, "hand_rank") == []


def test_the_extra_rank_does_not_outlast_the_round():
    game = _noon(bass_where="town_square", p0_deck="2D 5H 9H JD KC 4S 6C 8D 10S", p1_deck="2H 2H 9C JH KD")
    play(game, play="ability", uid=uid_of(game, BASS))
    play(game, play="mode", mode=0)
    play(game, play="accept")
    to_reveal(game)
    assert hand_rank_bonus(game, 0) == 1
    end_shootout(game)
    assert game.state.shootout is None
    assert hand_rank_bonus(game, 0) == 0


def test_with_three_players_a_third_partys_bass_needs_his_posses_hand_legal():
    # Bass (seat 2) fights in seat 1's posse: seat 0 cheats, but so does seat 1, so no raise
    game = cheated_against(dict(town_square=["Bass Reeves"]), ["Bass Reeves"], theirs=CHEATIN_KINGS)
    assert events(game, "hand_rank") == []
    game = cheated_against(dict(town_square=["Bass Reeves"]), ["Bass Reeves"])      # seat 1 legal: +1 to its hand
    assert [e.data for e in events(game, "hand_rank")] == [{"player": 1, "amount": 1}]


def _against_the_ancestors(pull: str):
    """Lydia Bear-Hands (wanted, Shaman 0) casts Strength of the Ancestors (difficulty 5) in the town square;
    then it is the Law Dogs' Noon turn, with Bass Reeves standing beside her."""
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="Law Dogs", town_square=[BASS]),
        dict(outfit="The Spiritual Society", town_square=["Lydia Bear-Hands"], bounty={"Lydia Bear-Hands": 1},
             attach={"Lydia Bear-Hands": ["Strength of the Ancestors"]}, deck_top=cards(f"{pull} {FILLER}")),
    ])
    play(game, play="ability", card="Strength of the Ancestors")
    assert (game.decision.kind, game.decision.player) == ("noon", 0)
    play(game, play="ability", uid=uid_of(game, BASS))
    return game


def test_no_boot_against_a_dude_guarded_from_it_the_callout_stays():
    """The spell keeps Lydia from being booted by the other side: booting her would change nothing, so only the
    callout is left (no call-out-or-boot question; she is asked to accept). With the cast failed, both are offered."""
    game = _against_the_ancestors("5H")                 # 5 + 0 = 5: she is guarded
    assert (game.decision.kind, game.decision.player) == ("callout_response", 1)
    assert has_option(game, play="accept") and has_option(game, play="refuse")
    game = _against_the_ancestors("4H")                 # 4 < 5: no guard
    assert (game.decision.player, [o.data["mode"] for o in game.decision.options]) == (0, [0, 1])
    play(game, play="mode", mode=1)
    assert game.state.card(uid_of(game, "Lydia Bear-Hands")).booted is True


def test_his_own_wanted_dude_can_only_be_booted_and_is_booted_without_a_question():
    """Bass cannot call out a dude of his own side, so a wanted Rob Wilby of his is simply booted: no mode
    question, Bass stays unbooted, no shootout, and the turn passes to the Sloane Gang."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=[BASS, "Rob Wilby"], bounty={"Rob Wilby": 1}),
        dict(outfit="The Sloane Gang", home=["Ike Clanton"]),
    ])
    play(game, play="ability", card=BASS)
    assert (game.decision.kind, game.decision.player) == ("noon", 1)
    assert game.state.card(uid_of(game, "Rob Wilby")).booted
    assert not game.state.card(uid_of(game, BASS)).booted
    assert game.state.shootout is None
