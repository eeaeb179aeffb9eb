"""Kidnappin': Noon Job, boot: the posse has to outgun the marked opposing dude in total bullets, every
dude joining it gains 1 bounty, and a successful job discards the mark."""
from doomtown_tui.engine.testing import scenario
from tests.cards.helpers import card_named, has_option, option, option_titles, play


def _kidnap(mark: str):
    # Clint Ramsey (2 stud, at home) leads against the mark at the town square; El Anónimo (2 stud)
    # waits at the Sloane Gang's home, next to the town square: he can only join on the way in.
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", home=["Clint Ramsey"], at={"The Sloane Gang": ["El Anónimo"]}, hand=["Kidnappin'"]),
        dict(outfit="The Sloane Gang", town_square=[mark]),
    ])
    play(game, play="ability", card="Kidnappin'")
    play(game, play="leader", card="Clint Ramsey")
    return game


def test_the_posse_must_outgun_the_mark_before_it_is_done():
    game = _kidnap("Pancho Castillo")                   # 3 bullets: Clint's 2 are not enough
    assert game.decision.kind == "join_posse"
    assert option_titles(game) == ["El Anónimo"]        # no "Done" until the posse has 4 bullets
    play(game, play="join", card="El Anónimo")
    play(game, play="allow")
    for title in ("Clint Ramsey", "El Anónimo"):
        dude = card_named(game, title)
        assert (dude.bounty, dude.location, dude.booted) == (1, "Law Dogs", True)
    assert [c.title for c in game.state.players[1].discard] == ["Pancho Castillo"]


def test_a_weaker_mark_lets_the_leader_go_alone():
    game = _kidnap("Rob Wilby")                         # 1 bullet: Clint alone outguns him
    assert has_option(game, play="done")
    play(game, play="done")
    play(game, play="allow")
    assert card_named(game, "Clint Ramsey").bounty == 1
    assert card_named(game, "El Anónimo").bounty == 0
    assert [c.title for c in game.state.players[1].discard] == ["Rob Wilby"]


def test_not_offered_when_no_posse_could_outgun_the_mark():
    game = scenario(phase="high_noon", players=[
        dict(outfit="Law Dogs", town_square=["Rob Wilby"], hand=["Kidnappin'"]),
        dict(outfit="The Sloane Gang", town_square=["Pancho Castillo"]),
    ])
    assert game.decision.kind == "noon"
    assert not has_option(game, play="ability", card="Kidnappin'")


def test_with_three_players_an_invited_dude_joining_the_job_gets_its_bounty_too():
    # every dude joining the job's posse takes the bounty: seat 2's Ezrael Jones, invited by the leader, too
    from tests.test_multiplayer import invite, table

    game = table(dict(town_square=["Clint Ramsey"], hand=["Kidnappin'"], stash=5),
                 dict(town_square=["Rob Wilby", "Pancho Castillo"]), dict(town_square=["Ezrael Jones"]))
    play(game, play="ability", card="Kidnappin'")
    if game.decision.kind == "target":
        play(game, card="Rob Wilby")
    for _ in range(20):
        d = game.decision
        if d.kind == "oppose_job":
            game.choose(d.player, "oppose")
        elif d.kind == "invite":
            invite(game, d.player, *([2] if d.player == 0 else []))
        elif d.kind == "join_posse" and d.player == 2:
            play(game, play="join", card="Ezrael Jones")
        elif d.kind == "join_posse":     # the mark's side: the mark only
            game.choose(d.player, "done" if has_option(game, play="done") else option(game, card="Rob Wilby"))
        else:
            break
    posse = {game.raw.cards[u].title: game.raw.cards[u].bounty for u in game.raw.shootout.posses[0].dudes}
    assert posse == {"Clint Ramsey": 1, "Ezrael Jones": 1}
