"""Crushing Inevitability: boot the performer; a booted target adds nothing to draw hands this round,
a weaker one must be the first casualty."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    any_uid,
    cards,
    effect_stats,
    events,
    has_option,
    option_titles,
    play,
    to_next_round,
    to_reveal,
    turn_of,
    uid_of,
)

EMRE = "Shi Long Peng"   # value 5 + Kung Fu 1 = 6, 0 stud bullets; no text of his own


def _shootout(booted=(), p0_deck="5H", p1_deck=""):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", town_square=[EMRE], hand=["Crushing Inevitability"], deck_top=cards(p0_deck)),
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell", "Pagliaccio"], booted=list(booted),
             deck_top=cards(p1_deck)),
    ], shootout=dict(posses=[[EMRE], ["Alan Campbell", "Pagliaccio"]]))
    turn_of(game, 0)
    return game


def test_a_booted_target_adds_nothing_to_the_draw_hands():
    game = _shootout(booted=["Alan Campbell"])           # Alan: value 8, not below 6
    play(game, play="ability", card="Crushing Inevitability")
    play(game, play="target", uid=uid_of(game, "Alan Campbell"))
    assert game.state.card(uid_of(game, EMRE)).booted    # the performer boots to pay
    assert events(game, "kung_fu_test")[-1].data["success"] is True
    to_reveal(game)
    shooter = [e for e in events(game, "shooter") if e.data["player"] == 1][-1]
    # without it Alan as shooter would give stud 3 and Pagliaccio 1 draw; now only Pagliaccio's 1 counts
    assert (shooter.data["stud"], shooter.data["draw"]) == (0, 1)
    assert not [e for e in game.events if e.kind == "modify" and "first casualty" in e.text]


def test_a_weaker_target_must_be_the_first_casualty():
    # P0 (Shi Long Peng, 0 stud: 5 cards) makes a pair of kings; P1 (Alan 3 stud + Pagliaccio, a backup
    # draw: 8 cards) only a high card: 1 casualty
    game = _shootout(p0_deck="5H KH KD 2C 5S 9H", p1_deck="2H 4D 7C 9S JH QC 3D 6S")
    play(game, play="ability", card="Crushing Inevitability")
    # the only possible target: Pagliaccio (value 2 < 6, unbooted); Alan (8, unbooted) is unaffected
    to_reveal(game)
    turn_of(game, 1, "casualty")
    assert option_titles(game) == ["Pagliaccio"]          # Alan cannot be chosen first
    play(game, play="discard", card="Pagliaccio")
    assert game.state.card(uid_of(game, "Alan Campbell")).zone == "play"


def test_not_usable_by_a_booted_performer_or_on_an_unaffected_dude():
    # Emre is booted: he cannot pay the boot cost
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", town_square=["Rob Wilby", EMRE], booted=[EMRE],
             hand=["Crushing Inevitability"]),
        dict(outfit="Encroaching Darkness", town_square=["Pagliaccio"]),
    ], shootout=dict(posses=[["Rob Wilby", "Shi Long Peng"], ["Pagliaccio"]]))
    assert not has_option(game, play="ability", card="Crushing Inevitability")
    # Alan alone, unbooted and of higher value: neither clause could apply, so no target
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", town_square=[EMRE], hand=["Crushing Inevitability"]),
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"]),
    ], shootout=dict(posses=[[EMRE], ["Alan Campbell"]]))
    assert not has_option(game, play="ability", card="Crushing Inevitability")


def test_both_clauses_end_with_the_round():
    # Pagliaccio, booted and of value 2 (below Shi Long Peng's 6), gets both clauses; Alan's pair of kings then
    # beats the Anarchists' high card by one rank, so Rob Wilby is their one casualty and Pagliaccio, untouched,
    # is still in the posse when round 2 begins
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="108 Gracious Gifts", town_square=[EMRE, "Rob Wilby"], hand=["Crushing Inevitability"],
             deck=cards("5H 2H 4D 7C 9S JH 3C " + FILLER)),
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell", "Pagliaccio"], booted=["Pagliaccio"],
             deck=cards("KH KD 2C 5S 9H 4C 6D 8S " + FILLER)),
    ], shootout=dict(posses=[[EMRE, "Rob Wilby"], ["Alan Campbell", "Pagliaccio"]]))
    turn_of(game, 0)
    play(game, play="ability", card="Crushing Inevitability")     # Pagliaccio, the only dude it can reach
    technique = any_uid(game, "Crushing Inevitability")
    assert effect_stats(game, technique) == ["first_casualty", "no_draw_contribution"]
    to_next_round(game, spare=(EMRE,))
    result = events(game, "round_result")[-1].data
    assert (result["winner"], result["casualties"]) == (1, 1)
    assert game.state.card(uid_of(game, "Pagliaccio")).zone == "play"
    assert effect_stats(game, technique) == []


def test_a_combo_is_offered_only_if_its_target_holds_as_the_card_effect_resolves():
    """Soak seed 10050606 (four players): a Combo into Crushing Inevitability was offered against a dude whose
    Tusk makes her count 5 more value against opposing card effects; once it resolved there was no target.
    The Combo is judged as the player's card effect, as it resolves: Miranda Clarke (value 4, 9 with Tusk
    against Emre's player) is no weaker target, so it is not offered; without Tusk it is."""
    from doomtown_tui.engine import combos

    for tusk, offered in ((True, False), (False, True)):
        game = scenario(phase="high_noon", dealer=0, players=[
            dict(outfit="108 Gracious Gifts", town_square=["Emre, The Turkish Bear (Exp.1)"],
                 hand=["Crushing Inevitability"]),
            dict(outfit="Encroaching Darkness", town_square=["Miranda Clarke"],
                 attach={"Miranda Clarke": ["Tusk"]} if tusk else {}),
        ], shootout=dict(posses=[["Emre, The Turkish Bear (Exp.1)"], ["Miranda Clarke"]]))
        raw = game.raw
        emre = raw.cards[uid_of(game, "Emre, The Turkish Bear (Exp.1)")]
        crushing = next(raw.cards[u] for u in raw.players[0].hand
                        if raw.cards[u].title == "Crushing Inevitability")
        assert combos._can_combo_into(raw, 0, crushing, emre) is offered
