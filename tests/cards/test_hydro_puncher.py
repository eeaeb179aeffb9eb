"""Hydro-Puncher: its dude may hold two Weapons — both Melee unless the dude is a Gadget — and is a stud
while it holds two; Shootout, boot: an opposing dude and one card attached to it boot."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import FILLER, callout_shootout, card_named, cards, has_option, option, play, turn_of


def _noon(hand: list[str], attached: list[str], dude: str = "Seamus O'Toole"):
    return scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", stash=10, home=[dude], attach={dude: attached}, hand=hand,
             deck_top=cards("10H " + FILLER)),
        dict(outfit="The Sloane Gang"),
    ])


def test_inventing_it_keeps_a_melee_weapon_and_makes_a_stud():
    """Seamus O'Toole (Mad Scientist 2, a 0-bullet draw) holds a Silver-Weaved Staff (Melee, +1); he invents
    the Hydro-Puncher (10 + 2 >= 5): he keeps both and is a stud with 1 + 2 = 3 bullets."""
    game = _noon(["Hydro-Puncher"], ["Silver-Weaved Staff"])
    seamus = card_named(game, "Seamus O'Toole")
    assert (seamus.shooter, seamus.bullets) == ("draw", 1)
    play(game, play="invent", card="Hydro-Puncher")
    seamus = card_named(game, "Seamus O'Toole")
    assert sorted(game.state.card(u).title for u in seamus.attachments) == ["Hydro-Puncher", "Silver-Weaved Staff"]
    assert (seamus.shooter, seamus.bullets) == ("stud", 3)
    assert [c.title for c in game.state.players[0].discard] == ["Jael's Guile"]     # only the pulled 10♥


def test_a_second_weapon_that_is_not_melee_still_replaces_the_first():
    """The dude is no Gadget, so a Shotgun (not Melee) cannot join the Hydro-Puncher: the older goes."""
    game = _noon(["Shotgun"], ["Hydro-Puncher"])
    play(game, play="buy", card="Shotgun")
    seamus = card_named(game, "Seamus O'Toole")
    assert [game.state.card(u).title for u in seamus.attachments] == ["Shotgun"]
    assert [c.title for c in game.state.players[0].discard] == ["Hydro-Puncher"]
    assert seamus.shooter == "draw"


def test_a_gadget_dude_may_hold_it_beside_any_weapon():
    """Yagn's Mechanical Skeleton (a Weapon itself) makes its dude a Gadget: with the Hydro-Puncher it keeps both."""
    game = _noon(["Hydro-Puncher"], ["Yagn's Mechanical Skeleton"])
    play(game, play="invent", card="Hydro-Puncher")
    seamus = card_named(game, "Seamus O'Toole")
    assert sorted(game.state.card(u).title for u in seamus.attachments) == ["Hydro-Puncher", "Yagn's Mechanical Skeleton"]
    assert seamus.shooter == "stud"


def test_its_shootout_ability_boots_a_dude_and_one_of_its_attachments():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Seamus O'Toole"], attach={"Seamus O'Toole": ["Hydro-Puncher"]},
             deck_top=cards(FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Tommy Harden"], attach={"Tommy Harden": ["Shotgun", "Tin Star"]},
             deck_top=cards(FILLER)),
    ], shootout=dict(posses=[["Seamus O'Toole"], ["Tommy Harden"]]))
    turn_of(game, 0)
    game.choose(0, option(game, play="ability", card="Hydro-Puncher"))
    play(game, play="target", card="Shotgun")
    assert card_named(game, "Tommy Harden").booted and card_named(game, "Shotgun").booted
    assert not card_named(game, "Tin Star").booted and card_named(game, "Hydro-Puncher").booted


def test_an_attachment_it_cannot_affect_is_not_offered():
    # a Bio-Charge Neutralizer is out of other players' card effects: the Tin Star is the one card that can boot
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Seamus O'Toole"], attach={"Seamus O'Toole": ["Hydro-Puncher"]},
             deck_top=cards(FILLER)),
        dict(outfit="The Sloane Gang", town_square=["Tommy Harden"],
             attach={"Tommy Harden": ["Tin Star", "Bio-Charge Neutralizer"]}, deck_top=cards(FILLER)),
    ], shootout=dict(posses=[["Seamus O'Toole"], ["Tommy Harden"]]))
    turn_of(game, 0)
    game.choose(0, option(game, play="ability", card="Hydro-Puncher"))
    assert [o.data["card"] for o in game.decision.options] == ["Tin Star"]
    play(game, play="target", card="Tin Star")
    assert card_named(game, "Tin Star").booted and not card_named(game, "Bio-Charge Neutralizer").booted


def test_once_it_is_blanked_its_dude_keeps_only_one_weapon():
    """Phantom Fingers strips the Hydro-Puncher's text: Tommy Harden may no longer hold two Weapons, so after
    that play he gives up the older one, the Silver-Weaved Staff (digest B20; the oldest goes, RULINGS.md)."""
    game = scenario(phase="high_noon", players=[
        dict(outfit="Encroaching Darkness", town_square=["Wilber Crowley"],
             attach={"Wilber Crowley": ["Phantom Fingers"]}, deck_top=cards("10H 2C " + FILLER)),
        dict(outfit="Law Dogs", town_square=["Tommy Harden"],
             attach={"Tommy Harden": ["Silver-Weaved Staff", "Hydro-Puncher"]}),
    ])
    assert card_named(game, "Tommy Harden").shooter == "stud"          # two Weapons with the Puncher's text
    play(game, play="ability", card="Phantom Fingers")
    assert game.decision.kind == "target"                               # the Staff or the Puncher
    play(game, card="Hydro-Puncher")
    tommy = card_named(game, "Tommy Harden")
    assert [game.state.card(u).title for u in tommy.attachments] == ["Hydro-Puncher"]
    assert "Silver-Weaved Staff" in [c.title for c in game.state.players[1].discard]
    assert game.decision.kind == "noon" and game.decision.player == 1


def _against_the_ancestors(pull: str):
    """Lydia Bear-Hands (Shaman 0) casts Strength of the Ancestors (difficulty 5) at Noon, which boots the spell,
    her only card; Seamus O'Toole with the Hydro-Puncher then calls her out."""
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", town_square=["Lydia Bear-Hands"],
             attach={"Lydia Bear-Hands": ["Strength of the Ancestors"]}, deck_top=cards(f"{pull} {FILLER}")),
        dict(outfit="Law Dogs", town_square=["Seamus O'Toole"], attach={"Seamus O'Toole": ["Hydro-Puncher"]},
             deck_top=cards(FILLER)),
    ])
    play(game, play="ability", card="Strength of the Ancestors")
    callout_shootout(game, "Seamus O'Toole", "Lydia Bear-Hands")
    assert (game.decision.kind, game.decision.player) == ("shootout", 1)
    return game


def test_not_offered_against_a_dude_it_could_neither_boot_nor_boot_a_card_on():
    """The spell keeps Lydia from being booted by the other side and her one card is booted already: the
    Puncher could change nothing, so it is not offered. With the cast failed, it is, and she boots."""
    game = _against_the_ancestors("5H")                   # 5 + 0 = 5: she is guarded
    assert not has_option(game, play="ability", card="Hydro-Puncher")
    game = _against_the_ancestors("4H")                   # 4 < 5: no guard
    play(game, play="ability", card="Hydro-Puncher")
    assert card_named(game, "Lydia Bear-Hands").booted and card_named(game, "Hydro-Puncher").booted


def test_a_third_weapon_costs_only_the_one_that_cannot_stay():
    """Hydro-Puncher (attached first) and a Bowie Knife; a Rapier (Melee) bought: Hydro-Puncher and the Rapier may
    be held together, so only the Bowie Knife goes (the fewest discards; digest B20: discard until legal)."""
    game = scenario(players=[dict(stash=5, hand=["Rapier"], home=["Clint Ramsey"],
                                  attach={"Clint Ramsey": ["Hydro-Puncher", "Bowie Knife"]}), dict(stash=0)])
    play(game, play="buy", card="Rapier")
    clint = card_named(game, "Clint Ramsey")
    assert [game.state.card(u).title for u in clint.attachments] == ["Hydro-Puncher", "Rapier"]
    assert [c.title for c in game.state.players[0].discard] == ["Bowie Knife"]


def test_a_trade_ending_with_three_weapons_drops_only_one():
    game = scenario(players=[dict(stash=0, home=["Clint Ramsey", "Rob Wilby"],
                                  attach={"Clint Ramsey": ["Hydro-Puncher", "Bowie Knife"], "Rob Wilby": ["Rapier"]}),
                             dict(stash=0)])
    play(game, play="trade")
    play(game, play="give", card="Rapier", target=card_named(game, "Clint Ramsey").uid)
    assert "Bowie Knife" in option_label(game, "done") and "Hydro-Puncher" not in option_label(game, "done")
    game.choose(0, "done")
    clint = card_named(game, "Clint Ramsey")
    assert [game.state.card(u).title for u in clint.attachments] == ["Hydro-Puncher", "Rapier"]
    assert [c.title for c in game.state.players[0].discard] == ["Bowie Knife"]


def option_label(game, option_id: str) -> str:
    return next(o.label for o in game.decision.options if o.id == option_id)
