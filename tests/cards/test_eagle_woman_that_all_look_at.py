"""Eagle Woman That All Look At: cheaper by a dude's influence for First Peoples, and may enter play
where that dude stands; your Shamans can boot a Spirit where they stand to call her there."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    callout_shootout,
    card_named,
    cards,
    has_option,
    option_titles,
    pick_titles,
    play,
    posse_titles,
    turn_of,
    uid_of,
)

EAGLE = "Eagle Woman That All Look At"
DEED = "Surveyor's Office"


def _recruiting(outfit="The Spiritual Society", stash=6):
    # Enapay: 1 + 2 influence at High Noon, at the deed; Rob Wilby: 0 influence, in the town square
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit=outfit, street_right=[DEED], at={DEED: ["Enapay"]}, town_square=["Rob Wilby"], hand=[EAGLE],
             stash=stash),
        dict(outfit="Law Dogs"),
    ])


def test_first_peoples_recruit_her_cheaper_at_a_dudes_location():
    game = _recruiting()
    recruits = {(o.data["to"] if "to_uid" in o.data else "home"): o.label      # a plain recruit goes home
                for o in game.decision.options if o.data.get("play") == "recruit"}
    # 8 - 3 (Enapay's influence) at home or at Enapay's deed; at the town square only Rob's 0 counts
    assert set(recruits) == {"home", DEED}                # the town square would cost 8 > 6
    assert "(5 GR)" in recruits["home"] and "(5 GR)" in recruits[DEED]
    play(game, play="recruit", card=EAGLE, to=DEED)
    her = game.state.card(uid_of(game, EAGLE))
    assert her.location == DEED and not her.booted
    assert game.state.players[0].stash == 1


def test_other_outfits_pay_full_price_at_home():
    game = _recruiting(outfit="Law Dogs", stash=8)
    recruits = [o for o in game.decision.options if o.data.get("play") == "recruit"]
    assert len(recruits) == 1 and "(8 GR)" in recruits[0].label


def _calling(spirit_booted=False):
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", street_right=[DEED], home=[EAGLE], at={DEED: ["Mazatl"]},
             attach={"Mazatl": ["Spirit Dance"]}, booted=["Spirit Dance"] if spirit_booted else []),
        dict(outfit="Law Dogs", at={DEED: ["Clint Ramsey"]}),
    ])
    return game


def test_a_shaman_boots_a_spirit_to_call_her_and_boot_a_dude_there():
    game = _calling()
    play(game, play="ability", card="Mazatl")             # the ability Eagle Woman gives her Shamans
    assert card_named(game, "Spirit Dance").booted
    her = game.state.card(uid_of(game, EAGLE))
    assert her.location == DEED and not her.booted         # moved by card effect: no boot
    pick_titles(game, "Clint Ramsey")
    assert game.state.card(uid_of(game, "Clint Ramsey")).booted
    turn_of(game, 0, "noon")
    assert not has_option(game, play="ability", card="Mazatl")    # once per turn for this Shaman


def test_no_call_without_an_unbooted_spirit_here():
    game = _calling(spirit_booted=True)
    assert not has_option(game, play="ability", card="Mazatl")


def _she_stands_here(opposing: list[str], opposing_booted=()):
    return scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", street_right=[DEED], at={DEED: ["Mazatl", EAGLE]},
             attach={"Mazatl": ["Spirit Dance"]}, booted=["Mazatl", EAGLE]),
        dict(outfit="Law Dogs", at={DEED: opposing}, booted=list(opposing_booted)),
    ])


def test_with_her_already_here_the_call_still_boots_a_dude_there():
    """Booting the Spirit is the call's requirement (digest B1); her move changes nothing when she already
    stands here, but the boot of a dude here still can, so the call is offered and does just that."""
    game = _she_stands_here(["Clint Ramsey"])
    play(game, play="ability", card="Mazatl")
    assert card_named(game, "Spirit Dance").booted
    assert option_titles(game) == ["Clint Ramsey"]        # the only unbooted dude here
    pick_titles(game, "Clint Ramsey")
    assert card_named(game, "Clint Ramsey").booted
    assert card_named(game, EAGLE).location == DEED


def test_with_her_here_and_nobody_to_boot_the_call_changes_nothing_and_is_not_offered():
    game = _she_stands_here(["Clint Ramsey"], opposing_booted=["Clint Ramsey"])
    assert not has_option(game, play="ability", card="Mazatl")


def test_in_a_shootout_she_joins_the_posse():
    game = _calling()
    callout_shootout(game, "Mazatl", "Clint Ramsey")
    turn_of(game, 0)
    play(game, play="ability", card="Mazatl")
    assert posse_titles(game, 0) == ["Mazatl", EAGLE]
    pick_titles(game)                                      # boot nobody
    assert not game.state.card(uid_of(game, "Clint Ramsey")).booted


def _shootout_without_mazatl(mazatl_at: str):
    """A shootout at the deed: Jacqueline Isham (no skill) is P0's posse; Mazatl, with his Spirit, stands
    outside it (at the deed, or in the town square)."""
    where = {DEED: ["Jacqueline Isham", "Mazatl"]} if mazatl_at == DEED else {DEED: ["Jacqueline Isham"]}
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Spiritual Society", street_right=[DEED], home=[EAGLE], at=where,
             town_square=["Mazatl"] if mazatl_at != DEED else [], attach={"Mazatl": ["Spirit Dance"]}),
        dict(outfit="Law Dogs", at={DEED: ["Clint Ramsey"]}),
    ], shootout=dict(posses=[["Jacqueline Isham"], ["Clint Ramsey"]], leader=0))
    while game.decision.kind == "react":
        game.choose(game.decision.player, "pass")
    return game


def test_a_shaman_at_the_shootout_outside_the_posse_may_call_her_into_it():
    """The call brings her into the posse, so it is usable by a Shaman who is not in it (rulebook Shootout
    plays: an ability that would bring a dude into the shootout); the Shaman himself stays out."""
    game = _shootout_without_mazatl(DEED)
    assert (game.decision.kind, game.decision.player) == ("shootout", 0)
    play(game, play="ability", card="Mazatl")
    assert posse_titles(game, 0) == ["Jacqueline Isham", EAGLE]
    assert card_named(game, EAGLE).location == DEED


def test_a_shaman_away_from_the_shootout_cannot_call_her_into_it():
    game = _shootout_without_mazatl("town square")
    assert game.decision.kind == "draw"          # P0 has no Shootout play at all: the window closes at once
    assert posse_titles(game, 0) == ["Jacqueline Isham"]


def _called_under_scoop_hound(at_deed: list[str], home: list[str]):
    """Clint Ramsey's Scoop Hound holds the posses; then Mazatl at the deed calls Eagle Woman (Spirit Dance)."""
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="The Spiritual Society", street_right=[DEED], home=home, at={DEED: at_deed},
             attach={"Mazatl": ["Spirit Dance"]}),
        dict(outfit="Law Dogs", at={DEED: ["Clint Ramsey"]}, attach={"Clint Ramsey": ["Scoop Hound"]}),
    ], shootout=dict(posses=[["Mazatl"], ["Clint Ramsey"]], leader=1))
    turn_of(game, 1)
    play(game, play="ability", card="Scoop Hound")
    turn_of(game, 0)
    play(game, play="ability", card="Mazatl")
    assert card_named(game, "Spirit Dance").booted
    return game


def test_under_scoop_hound_she_still_comes_but_stays_out_of_the_posse():
    game = _called_under_scoop_hound(["Mazatl"], home=[EAGLE])
    her = game.state.card(uid_of(game, EAGLE))
    assert (her.location, her.booted) == (DEED, False)     # the move happens (RULINGS.md) ...
    assert posse_titles(game, 0) == ["Mazatl"]             # ... the joining does not
    pick_titles(game, "Clint Ramsey")                      # the optional boot still works
    assert game.state.card(uid_of(game, "Clint Ramsey")).booted


def _calling_on_the_ancestors(pull: str):
    """Lydia Bear-Hands (Shaman 0) casts Strength of the Ancestors (difficulty 5) at the deed; then Mazatl boots
    Spirit Dance there to call Eagle Woman."""
    game = scenario(phase="high_noon", dealer=1, players=[
        dict(outfit="The Spiritual Society", street_right=[DEED], home=[EAGLE], at={DEED: ["Mazatl"]},
             attach={"Mazatl": ["Spirit Dance"]}),
        dict(outfit="Law Dogs", at={DEED: ["Lydia Bear-Hands"]}, attach={"Lydia Bear-Hands": ["Strength of the Ancestors"]},
             deck_top=cards(f"{pull} {FILLER}")),
    ])
    play(game, play="ability", card="Strength of the Ancestors")
    play(game, play="ability", card="Mazatl")
    return game


def test_a_dude_guarded_from_her_boot_is_no_choice_for_it():
    """The spell keeps Lydia from being booted by the other side: she is not on the list of dudes to boot (only
    Eagle Woman and Mazatl, unbooted, are). With the cast failed, she is, and boots."""
    game = _calling_on_the_ancestors("5H")                # 5 + 0 = 5: she is guarded
    assert sorted(o.data["card"] for o in game.decision.options) == sorted([EAGLE, "Mazatl"])
    game = _calling_on_the_ancestors("4H")                # 4 < 5: no guard
    assert "Lydia Bear-Hands" in [o.data["card"] for o in game.decision.options]
    pick_titles(game, "Lydia Bear-Hands")
    assert game.state.card(uid_of(game, "Lydia Bear-Hands")).booted


def test_under_scoop_hound_she_stays_put_at_the_shootout_and_the_boot_is_still_offered():
    """Already standing at the shootout, she has nowhere to move and Scoop Hound keeps her out of the posse:
    she stays there unbooted, the posse is Mazatl alone, and Clint Ramsey can still be booted."""
    game = _called_under_scoop_hound(["Mazatl", EAGLE], home=[])
    her = card_named(game, EAGLE)
    assert (her.location, her.booted) == (DEED, False)
    assert posse_titles(game, 0) == ["Mazatl"]
    assert "Clint Ramsey" in option_titles(game)
    pick_titles(game, "Clint Ramsey")
    assert card_named(game, "Clint Ramsey").booted
