"""Jobs (rulebook "Jobs"): the mechanism a job ability calls; the ability supplies what success does.

Sequence: the leader (unbooted when announced) joins; the leader's player forms the posse in the
fixed order (dudes at the leader's location boot in, then dudes adjacent to it boot in, everyone
moves to the mark, then dudes adjacent to the mark boot and move in, then dudes at the mark join
free); the other player may oppose with a posse formed as for a shootout (the mark need not
join). Unopposed, or if the leader's posse wins the shootout, the job succeeds: the leader's posse
goes home booted and the success effect runs. Posse requirements are the ability's costs.
"""
from __future__ import annotations

from typing import Callable, Generator

from doomtown_tui.engine import actions, shootout
from doomtown_tui.engine.decision import Decision, Option, ask
from doomtown_tui.engine.windows import respond
from doomtown_tui.engine.state import GameState

Flow = Generator[Decision, object, None]


def mark_location(state: GameState, mark: int) -> int:
    """Where a job's mark is: a dude's location, or the location itself."""
    if state.is_location(mark):
        return mark
    location = state.cards[mark].location
    assert location is not None, "a job's mark must be a dude or a location in play"
    return location


def _add_leader_side(state: GameState, player: int, where: str, at: int) -> Flow:
    """Offer the leader's player the dudes of one step of the fixed joining order."""
    so = state.shootout
    assert so is not None
    while True:
        candidates = []
        for dude in state.dudes_in_play(player):
            if so.in_posse(dude.uid) is not None or dude.uid == so.mark:
                continue
            here = dude.location == at
            near = dude.location is not None and state.adjacent(dude.location, at)
            if where == "at" and here and (at == so.location or not dude.booted):
                candidates.append(dude.uid)
            elif where == "adjacent" and near and not dude.booted:
                candidates.append(dude.uid)
        if not candidates:
            return
        options = [Option(f"join:{uid}", f"{state.cards[uid].title} joins the job", {"play": "join", "uid": uid,
                          "card": state.cards[uid].title}) for uid in candidates]
        options.append(Option("done", "Done", {"play": "done"}))
        answer = yield ask(player, "join_posse", f"{state.players[player].name}: who joins the job "
                           f"({where} {state.location_name(at)})?", options)
        if answer == "done":
            return
        uid = int(str(answer).split(":")[1])
        boots = not (at == so.location and where == "at")
        if boots:
            actions.boot(state, uid)
        so.posses[player].dudes.append(uid)
        actions.log(state, "join_posse", f"{state.cards[uid].title} joins the job", uid=uid, player=player)


def job(state: GameState, leader_uid: int, mark: int, on_success: Callable[[], Flow], name: str = "job") -> Flow:
    """Run a job led by ``leader_uid`` against ``mark`` (a dude's or a location's uid)."""
    leader = state.cards[leader_uid]
    player = leader.controller
    opponent = 1 - player
    target = mark_location(state, mark)
    mark_dude = None if state.is_location(mark) else mark
    so = shootout.start(state, target, leader_uid, mark_dude, player, opponent, job=True)
    actions.log(state, "job", f"{leader.title} leads {name} against {state.location_name(mark) if mark_dude is None else state.cards[mark].title}",
                uid=leader_uid, mark=mark)
    origin = leader.location
    assert origin is not None
    so.posses[player].dudes.append(leader_uid)
    yield from _add_leader_side(state, player, "at", origin)
    yield from _add_leader_side(state, player, "adjacent", origin)
    for uid in list(so.posses[player].dudes):
        if state.cards[uid].location != target:
            actions.move(state, uid, target)
    yield from _add_leader_side(state, player, "adjacent", target)
    for uid in list(so.posses[player].dudes):
        if state.cards[uid].location != target:
            actions.move(state, uid, target)
    yield from _add_leader_side(state, player, "at", target)
    opposed = False
    if shootout.joiners(state, opponent):
        answer = yield ask(opponent, "oppose_job", f"{state.players[opponent].name}: oppose the job?",
                           [Option("oppose", "Oppose the job with a posse", {"play": "oppose"}),
                            Option("allow", "Let the job go ahead", {"play": "allow"})])
        opposed = answer == "oppose"
    if opposed:
        shootout.announce(state)
        if state.is_private(target):   # the leader's posse is wanted once a shootout starts there
            for uid in so.posses[player].dudes:
                if state.location_owner(target) != state.cards[uid].controller:
                    actions.add_bounty(state, uid, 1, "job at a Private location")
        yield from shootout.form_posse(state, opponent, need_one=True)
        yield from respond(state)
        yield from shootout.fight(state)
    succeeded = bool(so.posses[player].dudes) and not so.posses[opponent].dudes
    winners = list(so.posses[player].dudes) if succeeded else []
    shootout.finish(state)   # first, so the shootout's winner is recorded before the posse goes home
    for uid in winners:
        actions.send_home_booted(state, uid)
    if succeeded:
        actions.log(state, "job_success", f"The {name} succeeds", player=player)
        yield from on_success()
    else:
        actions.log(state, "job_fail", f"The {name} fails", player=player)
