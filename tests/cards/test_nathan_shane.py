"""Nathan Shane: Shootout, boot: look at as many random cards of an opponent's hand as his bullets; you may
discard one action card seen."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    card_named,
    events,
    has_option,
    pick_titles,
    play,
)

NATHAN = "Nathan Shane"


def shown(game) -> list[str]:
    """The cards Nathan's player is shown: the question it is asked names them (the log only counts them)."""
    prompt = game.decision.prompt
    assert game.decision.player == 0 and "Nathan Shane shows you " in prompt, prompt
    return prompt.split("Nathan Shane shows you ", 1)[1].split(". Discard", 1)[0].split(", ")


def _shootout(hand: list[str]):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Morgan Regulators", town_square=[NATHAN]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], hand=hand),
    ], shootout=dict(posses=[[NATHAN], ["Pancho Castillo"]]))
    return game


def test_he_sees_an_action_card_and_discards_it():
    game = _shootout(["Kidnappin'"])
    play(game, play="ability", card=NATHAN)
    assert shown(game) == ["Kidnappin'"]
    pick_titles(game, "Kidnappin'")
    assert [c.title for c in game.state.players[1].discard] == ["Kidnappin'"]
    assert game.state.players[1].hand_size == 0
    assert card_named(game, NATHAN).booted


def test_he_sees_only_as_many_cards_as_his_bullets_and_may_decline():
    game = _shootout(["Kidnappin'", "Peacemaker", "Mustang"])
    play(game, play="ability", card=NATHAN)
    seen = shown(game)
    assert len(seen) == 1 and events(game, "look")[-1].data["count"] == 1   # 1 bullet: one card
    if seen == ["Kidnappin'"]:
        pick_titles(game)                                           # an empty pick: keep it
    else:
        play(game, play="done")                                     # no action card seen: only shown
    assert game.state.players[1].hand_size == 3 and game.state.players[1].discard == ()


def test_with_no_action_card_seen_the_cards_are_only_shown():
    game = _shootout(["Peacemaker"])
    play(game, play="ability", card=NATHAN)
    assert shown(game) == ["Peacemaker"]
    d = game.decision
    assert (d.player, d.prompt, [o.label for o in d.options]) == (0, "Player 1: Nathan Shane shows you Peacemaker",
                                                                  ["Seen: Peacemaker"])
    play(game, play="done")
    assert game.state.players[1].hand_size == 1 and game.state.players[1].discard == ()


def test_the_log_counts_the_cards_seen_without_naming_them():
    """The log is every seat's: the cards are shown to Nathan's player only (in the question asked)."""
    game = _shootout(["Kidnappin'"])
    play(game, play="ability", card=NATHAN)
    look = events(game, "look")[-1]
    assert look.text == "Player 1 looks at 1 random card in Player 2's hand (Nathan Shane)"
    assert look.data == {"player": 0, "count": 1}                  # no uid of the cards seen either
    assert "Nathan Shane shows you Kidnappin'" in game.decision.prompt and game.decision.player == 0
    assert not [e.text for e in game.events if "Kidnappin'" in e.text]


def test_not_against_an_empty_hand():
    game = _shootout([])
    assert not has_option(game, play="ability", card=NATHAN)


# --- three players: "an opponent" is any other player, in the shootout or not (RULINGS.md) ------------------
def _three(hand_1: list[str], hand_2: list[str]):
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Morgan Regulators", town_square=[NATHAN]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"], hand=hand_1),
        dict(outfit="Law Dogs", home=["Rob Wilby"], hand=hand_2),
    ], shootout=dict(posses=[[NATHAN], ["Pancho Castillo"], []]))


def test_with_three_players_he_picks_whose_hand_even_outside_the_shootout():
    game = _three(["Peacemaker"], ["Kidnappin'"])
    play(game, play="ability", card=NATHAN)
    assert sorted(o.data["player"] for o in game.decision.options) == [1, 2]
    play(game, play="opponent", player=2)
    assert shown(game) == ["Kidnappin'"]
    pick_titles(game, "Kidnappin'")
    assert [c.title for c in game.state.players[2].discard] == ["Kidnappin'"]
    assert game.state.players[1].hand_size == 1                     # the posse's player keeps their card


def test_with_three_players_only_an_outsider_with_cards_is_enough():
    game = _three([], ["Kidnappin'"])
    play(game, play="ability", card=NATHAN)                         # one player with cards: no question
    assert shown(game) == ["Kidnappin'"]
