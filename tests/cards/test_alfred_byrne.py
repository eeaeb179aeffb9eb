"""Alfred Byrne: Noon: boot Alfred or one of his Hexes to boot an attachment at his location."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, has_option, play

ALFRED = "Alfred Byrne"


def _game(booted: list[str], pancho_at: str = "town_square", hexes: tuple[str, ...] = ("Shadow Walk",)):
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Encroaching Darkness", town_square=[ALFRED], attach={ALFRED: list(hexes)}, booted=booted),
        dict(outfit="The Sloane Gang", **{pancho_at: ["Pancho Castillo"]}, attach={"Pancho Castillo": ["Peacemaker"]}),
    ])


def test_alfred_boots_to_boot_a_goods_here():
    game = _game(booted=[])
    play(game, play="ability", card=ALFRED)
    play(game, play="target", card="Peacemaker")
    play(game, play="boot", card=ALFRED)
    assert card_named(game, "Peacemaker").booted
    assert card_named(game, ALFRED).booted and not card_named(game, "Shadow Walk").booted


def test_a_booted_alfred_boots_his_hex_instead():
    game = _game(booted=[ALFRED])
    play(game, play="ability", card=ALFRED)         # the Peacemaker is the one target, the Hex the one payer
    assert card_named(game, "Peacemaker").booted
    assert card_named(game, "Shadow Walk").booted


def test_nothing_to_boot_at_his_location():
    game = _game(booted=[], pancho_at="home", hexes=())
    assert game.decision.kind == "noon"
    assert not has_option(game, play="ability", card=ALFRED)
