"""Dave "Slim" Gorman: React: after Dave casts a Shootout Hex, he may discard it to make every dude
in the shootout a draw for the round."""
import pytest

from doomtown_tui.engine import blocks
from doomtown_tui.engine.abilities import Ability, CardScript, boot_self
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, cards, has_option, play, to_next_round, uid_of
from tests.stand_ins import stand_in_rules

DAVE = 'Dave "Slim" Gorman'
HEX = "Corporeal Twist"


@pytest.fixture
def stand_in_hex(monkeypatch):
    # Dave's React needs some Shootout Hex; this stand-in for Corporeal Twist (Shootout Hex 4, boot:
    # an opposing dude gets -1 bullets) keeps the test independent of that card's own script.
    def weaken(ctx):
        blocks.bonus(ctx, blocks.posse(ctx, ctx.opponent)[0].uid, "bullets", -1)

    stand_in_rules(monkeypatch, scripts={"24182": CardScript("24182", abilities=[Ability(
        window="shootout", cast=("Hex", 4), costs=(boot_self(),), effect=weaken, tags=frozenset({"penalty"}))])})


@pytest.fixture
def dazzling_hex(monkeypatch):
    # a stand-in Shootout Hex that makes every dude in the shootout a draw itself
    def dazzle(ctx):
        for side in (ctx.player, ctx.opponent):
            for dude in blocks.posse(ctx, side):
                blocks.set_shooter(ctx, dude.uid, "draw")

    stand_in_rules(monkeypatch, scripts={"24182": CardScript("24182", abilities=[Ability(
        window="shootout", cast=("Hex", 4), costs=(boot_self(),), effect=dazzle, tags=frozenset({"stud_draw"}))])})


def _cast(pull: str):
    game = scenario(phase="high_noon", players=[
        dict(outfit="The Sloane Gang", town_square=[DAVE], attach={DAVE: [HEX]}, deck=cards(pull + " " + FILLER)),
        dict(outfit="Law Dogs", town_square=["Pancho Castillo"], deck=cards(FILLER)),
    ], shootout=dict(posses=[[DAVE], ["Pancho Castillo"]]))
    play(game, play="ability", uid=uid_of(game, HEX))       # the pull is the skill test: pull + Huckster 1
    return game


def test_after_a_successful_cast_he_discards_the_hex_and_everyone_is_a_draw(stand_in_hex):
    game = _cast("KH")
    dave, pancho = uid_of(game, DAVE), uid_of(game, "Pancho Castillo")
    assert game.state.card(pancho).bullets == 2                  # the Hex worked
    assert game.decision.kind == "react" and game.decision.player == 0
    play(game, play="ability", uid=dave)
    assert [c.title for c in game.state.players[0].discard][-1] == HEX
    assert (game.state.card(dave).shooter, game.state.card(pancho).shooter) == ("draw", "draw")


def test_he_may_decline_and_keep_the_hex(stand_in_hex):
    game = _cast("KH")
    play(game, play="pass")
    assert game.state.card(uid_of(game, HEX)).attached_to == uid_of(game, DAVE)
    assert game.state.card(uid_of(game, "Pancho Castillo")).shooter == "stud"


def test_no_react_after_a_failed_cast(stand_in_hex):
    game = _cast("2H")                                         # 2 + 1 < 4
    assert game.state.card(uid_of(game, "Pancho Castillo")).bullets == 3
    assert not has_option(game, play="ability", card=DAVE)
    assert game.state.card(uid_of(game, "Pancho Castillo")).shooter == "stud"


def test_no_react_when_every_dude_is_a_draw_already(dazzling_hex):
    """Discarding the Hex would change nothing else: the React is not offered (nor asked)."""
    game = _cast("KH")
    assert game.state.card(uid_of(game, "Pancho Castillo")).shooter == "draw"
    assert not has_option(game, play="ability", card=DAVE)
    assert game.state.card(uid_of(game, HEX)).attached_to == uid_of(game, DAVE)


def test_everyone_is_back_to_print_after_the_round(stand_in_hex):
    # two dudes a side and the same filler on top of both decks: identical hands, one casualty each, and the
    # shootout goes on to a second round with Dave and Pancho still in it
    game = scenario(phase="high_noon", players=[
        dict(outfit="The Sloane Gang", town_square=[DAVE, "Rob Wilby"], attach={DAVE: [HEX]},
             deck=cards("KH " + FILLER)),
        dict(outfit="Law Dogs", town_square=["Pancho Castillo", "Ezrael Jones"], deck=cards(FILLER)),
    ], shootout=dict(posses=[[DAVE, "Rob Wilby"], ["Pancho Castillo", "Ezrael Jones"]]))
    play(game, play="ability", uid=uid_of(game, HEX))
    play(game, play="ability", uid=uid_of(game, DAVE))
    dave, pancho = uid_of(game, DAVE), uid_of(game, "Pancho Castillo")
    assert (game.state.card(dave).shooter, game.state.card(pancho).shooter) == ("draw", "draw")
    to_next_round(game, spare=(DAVE, "Pancho Castillo"))
    assert game.state.shootout.round == 2
    assert (game.state.card(dave).shooter, game.state.card(pancho).shooter) == ("stud", "stud")
