"""See-Through Spectacles: Resolution, boot: a card of your draw hand that is a heart takes a value the hand
lacks; any other card becomes a heart."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, cards, events, has_option, keep_suggested, play, to_reveal, turn_of
from tests.cards.third_party import cheated_against


def _revealed(p0_deck: str, p1_deck: str = "2C 4D 6H 8S 10C QD KS 3C"):
    # Rob Wilby (1 bullet, draw) draws 5 and swaps none; Alan Campbell (stud, 3 bullets) draws 8 plain cards
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Rob Wilby"], attach={"Rob Wilby": ["See-Through Spectacles"]},
             deck=cards(p0_deck + " " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Alan Campbell"], deck=cards(p1_deck + " " + FILLER)),
    ], shootout=dict(posses=[["Rob Wilby"], ["Alan Campbell"]]))
    to_reveal(game)
    assert (game.decision.kind, game.decision.player) == ("resolution", 0)
    return game


def _uid_in_draw_hand(game, label: str) -> int:
    title = cards(label)[0]
    return next(c.uid for c in game.state.players[0].draw_hand if c.title == title)


def test_a_club_turns_into_a_heart_for_a_flush():
    game = _revealed("2H 5H 9H JH 4C")                    # four hearts and a club: high card
    assert events(game, "reveal")[0].data["rank"] == 1
    play(game, play="ability", card="See-Through Spectacles")
    play(game, play="change", uid=_uid_in_draw_hand(game, "4C"))
    shown = events(game, "shown_as")[-1].data
    assert (shown["value"], shown["suit"]) == (4, "H")
    assert events(game, "hand_shown")[-1].data["rank"] == 6   # a flush


def test_the_changed_hand_counts_as_modified_and_loses_a_tie_of_rank():
    # the Spectacles' J-high flush is the worst flush (rulebook "Modifying Hand Ranks"): Alan Campbell's
    # natural 10-high flush beats it, where an unmodified J-high flush would have won
    game = _revealed("2H 5H 9H JH 4C", "2C 4C 6C 8C 10C KD KS 3D")
    play(game, play="ability", card="See-Through Spectacles")
    play(game, play="change", uid=_uid_in_draw_hand(game, "4C"))
    assert events(game, "hand_shown")[-1].data["rank"] == 6          # a flush, J high
    # neither player has another Resolution play: the hands are compared at once
    result = events(game, "round_result")[-1]
    assert (result.data["winner"], game.decision.kind, game.decision.player) == (1, "casualty", 0)


def test_a_heart_takes_a_value_the_hand_lacks():
    game = _revealed("AH AD 5C 9S JD")                    # a pair of aces
    play(game, play="ability", card="See-Through Spectacles")
    play(game, play="change", uid=_uid_in_draw_hand(game, "AH"))
    assert sorted(o.data["value"] for o in game.decision.options) == [2, 3, 4, 6, 7, 8, 10, 12, 13]
    play(game, play="identity", value=13)
    assert events(game, "hand_shown")[-1].data["rank"] == 1   # the pair is gone


def test_spectacles_off_the_posse_cannot_be_used():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Wilber Crowley"], home=["Rob Wilby"],
             attach={"Rob Wilby": ["See-Through Spectacles"]}, deck=cards("2H 5H 9H JH 4C " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Alan Campbell"], deck=cards("2C 4D 6H 8S 10C QD KS 3C " + FILLER)),
    ], shootout=dict(posses=[["Wilber Crowley"], ["Alan Campbell"]]))
    to_reveal(game)
    # no Resolution play at all: the window is skipped and the losing side covers its casualty
    assert (game.decision.kind, game.decision.player) == ("casualty", 0)
    assert not has_option(game, play="ability", card="See-Through Spectacles")


def test_a_third_party_changes_a_card_of_the_hand_its_posse_fights_with():
    game = cheated_against(dict(town_square=["Rob Wilby"], attach={"Rob Wilby": ["See-Through Spectacles"]}),
                           ["Rob Wilby"])
    turn_of(game, 2, "resolution")
    play(game, play="ability", card="See-Through Spectacles")
    assert {o.data["uid"] for o in game.decision.options} == {c.uid for c in game.state.players[1].draw_hand}
    nine = next(c.uid for c in game.state.players[1].draw_hand if c.title == cards("9C")[0])
    play(game, play="change", uid=nine)
    assert events(game, "shown_as")[-1].data == {"uid": nine, "value": 9, "suit": "H"}
    assert events(game, "hand_shown")[-1].data["player"] == 1


def test_a_jokers_declared_value_counts_as_held():
    """The Joker stands for the 7♠: the A♥ may not take a 7, nor the A, 5, 9 or J the hand holds (2, 3, 4, 6, 8,
    10, Q and K are offered)."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Rob Wilby"], attach={"Rob Wilby": ["See-Through Spectacles"]},
             deck=cards("AH JOKER 5C 9S JD " + FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Alan Campbell"], deck=cards("2C 4D 6H 8S 10C QD KS 3C " + FILLER)),
    ], shootout=dict(posses=[["Rob Wilby"], ["Alan Campbell"]]))
    for _ in range(20):
        d = game.decision
        if d.kind == "resolution":
            break
        if d.kind == "joker":
            play(game, play="joker", value=7, suit="S")
        elif d.kind == "draw":
            game.choose(d.player, [])
        elif d.kind == "draw_hand":
            keep_suggested(game)
        else:
            play(game, play="pass")
    else:
        raise AssertionError("no Resolution play came up")
    assert "Joker=7♠" in events(game, "reveal")[0].text
    play(game, play="ability", card="See-Through Spectacles")
    play(game, play="change", uid=_uid_in_draw_hand(game, "AH"))
    assert sorted(o.data["value"] for o in game.decision.options) == [2, 3, 4, 6, 8, 10, 12, 13]
