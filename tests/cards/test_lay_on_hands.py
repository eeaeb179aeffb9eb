"""Lay On Hands: React Miracle 6, boot: a dude other than the Blessed, at or next to the Blessed's location, about to
be discarded or aced as a casualty goes home booted instead (the Blessed boots) and stays booted through this turn's
Nightfall; it still covers the casualty."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import (
    FILLER,
    card_named,
    cards,
    events,
    has_option,
    option,
    pass_until,
    play,
    posse_titles,
    to_phase,
    to_reveal,
    uid_of,
)

HIGH_CARD = "2H 5D 9C JH KD"          # rank 1
TWO_PAIR = "9H 9D 4C 4S 2C"           # rank 3: the high card loses by 2, so 2 casualties
PAIR = "9H 9D 4C 8S 2C"               # rank 2: 1 casualty


def _shootout(pull: str = "5H", their_hand: str = TWO_PAIR, ezrael: str = "town_square", where: str = "Pony Express"):
    """Andreas Andregg (0 stud, shooter) and Rob Wilby (2 bounty) of the Law Dogs against Shi Long Peng at ``where``;
    Ezrael Jones (Blessed 1, Lay On Hands) stays out of the posse, at the town square or at home (``ezrael``)."""
    at = {"town_square": "Town Square", "home": "Law Dogs"}[ezrael]
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", at={where: ["Andreas Andregg", "Rob Wilby"], at: ["Ezrael Jones"]}, stash=0,
             attach={"Ezrael Jones": ["Lay On Hands"]}, bounty={"Rob Wilby": 2},
             deck=cards(f"{HIGH_CARD} {pull} {FILLER}")),
        dict(outfit="The Sloane Gang", street_right=["Pony Express"], at={where: ["Shi Long Peng"]}, stash=0,
             deck=cards(f"{their_hand} {FILLER}")),
    ], shootout=dict(posses=[["Andreas Andregg", "Rob Wilby"], ["Shi Long Peng"]]))
    to_reveal(game)
    pass_until(game, "casualty")
    return game


def _would(game) -> dict:
    return events(game, "would_be_casualty")[-1].data


def test_a_discarded_casualty_goes_home_booted_and_still_counts():
    game = _shootout()
    assert game.decision.prompt.endswith("2 casualties to cover")
    rob = uid_of(game, "Rob Wilby")
    play(game, play="discard", card="Rob Wilby")
    assert (game.decision.kind, game.decision.player) == ("react", 0)
    play(game, play="ability", card="Lay On Hands")
    assert events(game, "skill_test")[-1].data["total"] == 6             # 5 + Blessed 1 against 6
    assert _would(game)["prevented"] is True and _would(game)["remaining"] == 1
    view = game.state.card(rob)
    assert (view.zone, view.location, view.booted, view.bounty) == ("play", "Law Dogs", True, 2)
    assert card_named(game, "Ezrael Jones").booted and card_named(game, "Lay On Hands").booted
    assert game.state.players[1].stash == 0                              # no bounty: Rob was not discarded
    # one casualty is left: Andreas is discarded for it (acing him would cover 2, more than is owed)
    assert game.decision.kind == "casualty" and game.decision.prompt.endswith("1 casualty to cover")
    assert not has_option(game, play="ace", card="Andreas Andregg")
    andreas = uid_of(game, "Andreas Andregg")
    play(game, play="discard", card="Andreas Andregg")
    assert game.state.card(andreas).zone == "discard" and game.state.card(rob).zone == "play"
    assert posse_titles(game, 0) == []                                   # Rob left the posse by going home


def test_a_saved_ace_covers_both_casualties():
    # our ruling: the dude goes home "instead", so it covers what its ace would have (digest B36h)
    game = _shootout()
    play(game, play="ace", card="Rob Wilby")
    play(game, play="ability", card="Lay On Hands")
    assert _would(game)["covers"] == 2 and _would(game)["remaining"] == 0
    assert card_named(game, "Rob Wilby").booted
    assert not game.state.players[0].boot_hill and "Rob Wilby" not in [c.title for c in game.state.players[0].discard]
    assert card_named(game, "Andreas Andregg").zone == "play"            # nothing more to cover
    assert (game.decision.kind, game.decision.player) == ("flee", 0)    # no casualty left: on to the flee step


def test_a_failed_miracle_saves_nobody():
    game = _shootout(pull="4H")                                          # 4 + 1 < 6
    rob = uid_of(game, "Rob Wilby")
    play(game, play="discard", card="Rob Wilby")
    play(game, play="ability", card="Lay On Hands")
    assert events(game, "skill_test")[-1].data["success"] is False
    assert game.state.card(rob).zone == "discard"
    assert game.state.players[1].stash == 2                              # the bounty is collected
    assert not card_named(game, "Ezrael Jones").booted


def test_not_for_the_blessed_himself():
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Ezrael Jones", "Rob Wilby"], attach={"Ezrael Jones": ["Lay On Hands"]},
             deck=cards(f"{HIGH_CARD} 5H 5D {FILLER}")),
        dict(outfit="The Sloane Gang", town_square=["Shi Long Peng"], deck=cards(f"{PAIR} {FILLER}")),
    ], shootout=dict(posses=[["Ezrael Jones"], ["Shi Long Peng"]]))
    to_reveal(game)
    pass_until(game, "casualty")
    ezrael = uid_of(game, "Ezrael Jones")
    play(game, play="discard", card="Ezrael Jones")
    assert _would(game)["uid"] == ezrael                                 # the window opened, with nothing to play
    assert not events(game, "skill_test") and "prevented" not in _would(game)
    assert game.state.card(ezrael).zone == "discard"


def test_not_for_a_dude_too_far_away():
    # Ezrael is at home; the shootout is at a deed on the other street, not adjacent to it
    game = _shootout(ezrael="home")
    rob = uid_of(game, "Rob Wilby")
    play(game, play="discard", card="Rob Wilby")
    assert game.decision.kind == "casualty"                              # no React window was offered
    assert game.state.card(rob).zone == "discard" and not events(game, "skill_test")


def test_the_saved_dude_sleeps_through_this_nightfall_only():
    game = _shootout()
    rob = uid_of(game, "Rob Wilby")
    play(game, play="discard", card="Rob Wilby")
    play(game, play="ability", card="Lay On Hands")
    game.choose(0, option(game, play="discard", card="Andreas Andregg"))
    to_phase(game, "gamblin", day=2)
    assert game.state.card(rob).booted                                   # kept down through Nightfall
    assert not card_named(game, "Ezrael Jones").booted                   # the others unbooted
    assert [e.data["uid"] for e in events(game, "stays_booted")] == [rob]
    to_phase(game, "gamblin", day=3)
    assert not game.state.card(rob).booted                               # the next Nightfall unboots him


# --- an ace by a card effect, outside casualties ---------------------------------------------------------------
JESSICA = "Jessica Patchett"
HAO = "Hao-T'e Zui, The Mad Monk"


def _jessica_job(mark: str = "Pancho Castillo", where: str = "Town Square", ezrael: str = "Town Square",
                 pull: str = "5H", rivals: tuple[str, ...] = ("Clint Ramsey",)):
    """The Sloane Gang's Jessica Patchett runs her job on the Law Dogs' best-armed dude (``mark``, 2 bounty, at
    ``where``); Ezrael Jones (Blessed 1, Lay On Hands, unbooted) stands at ``ezrael``, the booted ``rivals`` at home,
    and the Law Dogs let the job go."""
    at: dict[str, list[str]] = {}
    for title, loc in ((mark, where), ("Ezrael Jones", ezrael)):
        at.setdefault(loc, []).append(title)
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="The Sloane Gang", stash=0, home=[JESSICA], street_right=["Pony Express"]),
        dict(outfit="Law Dogs", stash=0, at=at, attach={"Ezrael Jones": ["Lay On Hands"]}, home=list(rivals),
             booted=list(rivals), bounty={mark: 2}, deck=cards(f"{pull} {FILLER}")),
    ])
    play(game, play="ability", uid=uid_of(game, JESSICA))
    play(game, play="allow")
    return game


def test_a_job_ace_opens_a_window_and_the_dude_goes_home_booted_instead():
    game = _jessica_job()
    pancho = uid_of(game, "Pancho Castillo")
    would = events(game, "would_be_aced")[-1]
    assert would.data["uid"] == pancho
    assert (game.decision.kind, game.decision.player) == ("react", 1)
    play(game, play="ability", card="Lay On Hands")
    assert events(game, "skill_test")[-1].data["total"] == 6             # 5 + Blessed 1 against 6
    assert would.data["prevented"] is True
    view = game.state.card(pancho)
    assert (view.zone, view.location, view.booted, view.bounty) == ("play", "Law Dogs", True, 2)
    assert not game.state.players[1].boot_hill and "Pancho Castillo" not in [c.title for c in game.state.players[1].discard]
    assert game.state.players[0].stash == 0                              # nobody was aced: no bounty paid
    assert card_named(game, "Ezrael Jones").booted and card_named(game, "Lay On Hands").booted
    to_phase(game, "gamblin", day=2)
    assert game.state.card(pancho).booted                                # kept down through Nightfall
    assert not card_named(game, "Ezrael Jones").booted
    assert [e.data["uid"] for e in events(game, "stays_booted")] == [pancho]


def test_a_failed_miracle_leaves_the_job_ace():
    game = _jessica_job(pull="4H")                                       # 4 + 1 < 6
    play(game, play="ability", card="Lay On Hands")
    assert events(game, "skill_test")[-1].data["success"] is False
    assert [c.title for c in game.state.players[1].boot_hill] == ["Pancho Castillo"]
    assert game.state.players[0].stash == 2                              # the bounty is collected as usual
    assert not card_named(game, "Ezrael Jones").booted


def test_passing_lets_the_ace_happen():
    game = _jessica_job()
    play(game, play="pass")
    assert [c.title for c in game.state.players[1].boot_hill] == ["Pancho Castillo"]
    assert game.state.players[0].stash == 2


def test_not_for_a_job_ace_too_far_away():
    # the mark stands at the Pony Express, on the Sloane Gang's street; Ezrael is at the Law Dogs' home, which is
    # next to the town square but not to that deed
    game = _jessica_job(where="Pony Express", ezrael="Law Dogs")
    assert game.decision.kind != "react" and not events(game, "skill_test")
    assert [c.title for c in game.state.players[1].boot_hill] == ["Pancho Castillo"]


def test_a_harrowed_dude_is_discarded_by_its_keyword_with_no_window():
    # Hao-T'e Zui (Harrowed, 3 bullets): a card effect's ace turns into a discard, which Lay On Hands does not answer
    game = _jessica_job(mark=HAO, rivals=())
    assert not events(game, "would_be_aced") and game.decision.kind != "react"
    assert [c.title for c in game.state.players[1].discard] == [HAO]
    assert not game.state.players[1].boot_hill


def test_a_shootout_ability_ace_is_answered_too():
    # Clint Ramsey (2 bullets, Shotgun +1) aces Allie Hensman (value 1) of the Sloane Gang in the town square; the
    # Sloane Gang's own Blessed Ezrael Jones, next door at home, saves her
    game = scenario(phase="high_noon", dealer=0, players=[
        dict(outfit="Law Dogs", town_square=["Clint Ramsey"], attach={"Clint Ramsey": ["Shotgun"]}),
        dict(outfit="The Sloane Gang", town_square=["Allie Hensman"], home=["Ezrael Jones"],
             attach={"Ezrael Jones": ["Lay On Hands"]}, deck=cards(f"6S {FILLER}")),
    ], shootout=dict(posses=[["Clint Ramsey"], ["Allie Hensman"]]))
    allie = uid_of(game, "Allie Hensman")
    play(game, play="ability", card="Shotgun")
    assert (game.decision.kind, game.decision.player) == ("react", 1)
    assert events(game, "would_be_aced")[-1].data["uid"] == allie
    play(game, play="ability", card="Lay On Hands")
    view = game.state.card(allie)
    assert (view.zone, view.location, view.booted) == ("play", "The Sloane Gang", True)
    assert not game.state.players[1].boot_hill and card_named(game, "Ezrael Jones").booted
    assert game.state.shootout is None                                   # her posse is empty all the same
