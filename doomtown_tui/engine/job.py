"""Jobs (rulebook "Jobs"): the mechanism a job ability calls; the ability supplies what success does.

Sequence: the leader (unbooted when announced) joins; the leader's player forms the posse in the
fixed order (dudes at the leader's location boot in, then dudes adjacent to it boot in, everyone
moves to the mark, then dudes adjacent to the mark boot and move in, then dudes at the mark join
free); the mark's controller, then each other player clockwise (``may_oppose``), may oppose with a
posse formed as for a shootout (the mark need not join). Unopposed, or if the leader's posse wins
the shootout, the job succeeds: the leader's posse goes home booted and the success effect runs.
Posse requirements are the ability's costs.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from doomtown_tui.engine import actions, shootout, town
from doomtown_tui.engine.decision import Flow, Option, ask
from doomtown_tui.engine.frames import as_rules, by_the_rules
from doomtown_tui.engine.resolution import respond
from doomtown_tui.engine.state import PLAY, GameState


def mark_location(state: GameState, mark: int) -> int:
    """Where a job's mark is: a dude's location, or the location itself."""
    if state.is_location(mark):
        return mark
    location = state.cards[mark].location
    assert location is not None, "a job's mark must be a dude or a location in play"
    return location


def _step_candidates(state: GameState, player: int, where: str, at: int, target: int, mark: int | None) -> list[int]:
    """Dudes of ``player`` who may join the job's posse in one step of the fixed joining order. A dude
    standing at the mark's location is left to the last step, where it joins without booting (and even
    booted): it is not also offered, booting, as a dude beside the leader's location (RULINGS.md)."""
    so = state.shootout
    candidates = []
    for dude in state.dudes_in_play(player):
        if (so is not None and so.in_posse(dude.uid) is not None) or dude.uid == mark:
            continue
        here = dude.location == at
        near = dude.location is not None and state.adjacent(dude.location, at)
        joins_here = where == "at" and here and (at == target or not dude.booted)
        joins_from_adjacent = where == "adjacent" and near and not dude.booted and dude.location != target
        stays = dude.location != target and not shootout.can_leave(state, dude.uid)   # never gets there (digest B34)
        if (joins_here or joins_from_adjacent) and not stays:
            candidates.append(dude.uid)
    return candidates


def potential_posse(state: GameState, leader_uid: int, mark: int) -> list[int]:
    """The leader and every dude who could join its posse for a job on ``mark`` (for posse requirements)."""
    leader = state.cards[leader_uid]
    target, origin = mark_location(state, mark), leader.location
    mark_dude = None if state.is_location(mark) else mark
    out = [leader_uid]
    for where, at in (("at", origin), ("adjacent", origin), ("adjacent", target), ("at", target)):
        if at is not None:
            out += [u for u in _step_candidates(state, leader.controller, where, at, target, mark_dude) if u not in out]
    return out


def _add_leader_side(state: GameState, player: int, where: str, at: int,
                     later: tuple[tuple[str, int], ...] = (), posse_ok: Callable[[list[int]], bool] | None = None,
                     on_join: Callable[[int], None] | None = None,
                     posse_need: Callable[[list[int]], str] | None = None, side: int | None = None) -> Flow[None]:
    """Offer the leader's player the dudes of one step of the fixed joining order. With a posse
    requirement (``posse_ok``), "Done" is offered only while the requirement can still be met by
    the posse plus the dudes of the ``later`` steps; ``on_join`` runs for each dude who joins. With
    ``side`` (multiplayer rules) ``player`` is a third party sending dudes to that player's posse."""
    so = state.shootout
    assert so is not None
    side = player if side is None else side
    while True:
        candidates = _step_candidates(state, player, where, at, so.location, so.mark)
        if not candidates:
            return
        boots = not (at == so.location and where == "at")   # only joining at the mark's location is free
        options = [Option(f"join:{uid}", f"{state.cards[uid].title} joins the job" + (" (boots)" if boots else ""),
                          {"play": "join", "uid": uid, "card": state.cards[uid].title, "boots": boots})
                   for uid in candidates]
        posse = list(so.posses[side].dudes)
        reach = list(posse)
        for step in later:
            reach += [u for u in _step_candidates(state, player, *step, so.location, so.mark) if u not in reach]
        note = ""
        if (posse_ok is None or posse_ok(posse) or posse_ok(reach)
                or not posse_ok(reach + [u for u in candidates if u not in reach])):
            options.append(Option("done", "Done", {"play": "done"}))
        elif posse_need is not None:   # read-only extension: why "Done" is missing, for the app
            note = posse_need(posse)
        answer = yield ask(player, "join_posse", f"{state.players[player].name}: who joins the job "
                           f"({where} {state.location_name(at)})?", options, note=note)
        if answer.data["play"] == "done":
            return
        uid = answer.data["uid"]
        if boots and (yield from shootout.joining_boot(state, player, uid)):   # a React may prevent the boot
            actions.boot(state, uid)
        if side != player and player not in so.allies:
            actions.add_ally(state, player, side)
        actions.join_posse(state, side, uid, "joins the job")
        if on_join is not None:
            on_join(uid)


def _third_party_joins(state: GameState, guest: int, side: int, steps: tuple[tuple[str, int], ...],
                       on_join: Callable[[int], None] | None = None) -> Flow[None]:
    """Multiplayer rules: invited player ``guest`` sends dudes to the job's leader's posse under its
    restrictions: the fixed joining order of ``steps`` (each joiner gets the job's ``on_join`` as the
    leader's own do: Kidnappin's bounty); then they move to the mark with the posse."""
    so = state.shootout
    assert so is not None
    for where, at in steps:
        yield from _add_leader_side(state, guest, where, at, side=side, on_join=on_join)
    for uid in list(so.posses[side].dudes):
        if state.cards[uid].location != so.location:
            actions.move(state, uid, so.location)


def _could_join(state: GameState, guest: int, steps: tuple[tuple[str, int], ...]) -> bool:
    """Could invited player ``guest`` send a dude to the job's leader's posse in any step of its joining order?"""
    so = state.shootout
    assert so is not None
    return any(_step_candidates(state, guest, where, at, so.location, so.mark) for where, at in steps)


def may_oppose(state: GameState, player: int, mark: int) -> list[int]:
    """The players who may oppose ``player``'s job on ``mark``, in the order they are asked (rulebook
    "Jobs", step 5): the mark's controller (a dude's; a location's as the town counts it), then every
    other player clockwise from ``player``. The first who opposes forms the opposing posse (our ruling,
    RULINGS.md; with two seats that is always the other player)."""
    owner = town.location_controller(state, mark) if state.is_location(mark) else state.cards[mark].controller
    others = state.opponents(player)
    first = [owner] if owner in others else []
    return first + [p for p in others if p not in first]


def _posses_and_shootout(state: GameState, leader_uid: int, mark: int, name: str,
                         on_join: Callable[[int], None] | None,
                         posse_ok: Callable[[list[int]], bool] | None,
                         posse_need: Callable[[list[int]], str] | None = None,
                         forced: Callable[[], list[int]] | None = None) -> Flow[bool]:
    """The job's posses and shootout, to the posse going home; True if the job succeeded."""
    leader = state.cards[leader_uid]
    player = leader.controller
    defenders = may_oppose(state, player, mark)
    opponent = defenders[0]
    target = mark_location(state, mark)
    mark_dude = None if state.is_location(mark) else mark
    so = shootout.start(state, target, leader_uid, mark_dude, player, opponent, job=True)
    against = state.location_name(mark) if mark_dude is None else state.cards[mark].title
    actions.log(state, "job", f"{leader.title} leads {name} against {against}", uid=leader_uid, mark=mark)
    origin = leader.location
    assert origin is not None
    actions.join_posse(state, player, leader_uid, "leads the job", leader=True)
    if on_join is not None:
        on_join(leader_uid)
    steps = (("at", origin), ("adjacent", origin), ("adjacent", target), ("at", target))
    for index, (where, at) in enumerate(steps):
        yield from _add_leader_side(state, player, where, at, steps[index + 1:], posse_ok, on_join, posse_need)
        if index in (1, 2):
            for uid in list(so.posses[player].dudes):
                if state.cards[uid].location != target:
                    actions.move(state, uid, target)
    # the Hired Help token joins as a dude of the posse: the job's joining rule (Kidnappin', Ambush) is its too;
    # a Private location's bounty comes only once the job is opposed
    token = shootout.hired_help(state, player, joining_bounty=False)
    if token is not None and on_join is not None:
        on_join(token)
    # the leader's posse is assembled: its joins and moves are answered now, before anyone decides to oppose
    # (Ramiro Mendoza unpaid leaves it here, opposed or not); a posse emptied so is a job that fails
    yield from respond(state)
    opposed = False
    helpers: list[int] = []
    standing = bool(so.posses[player].dudes)
    if standing and forced is not None:   # the other side must oppose, with what ``forced`` puts into play first
        opposed = True
        helpers = forced()
    elif standing:
        for who in defenders:
            if not shootout.joiners(state, who):
                continue
            answer = yield ask(who, "oppose_job", f"{state.players[who].name}: oppose the job?",
                               [Option("oppose", "Oppose the job with a posse", {"play": "oppose"}),
                                Option("allow", "Let the job go ahead", {"play": "allow"})])
            if answer.data["play"] == "oppose":
                opposed, opponent = True, who
                if who != so.mark_player:
                    actions.set_mark_player(state, who)
                break
    if opposed:
        shootout.announce(state)
        if state.is_private(target) and len(state.players) == 2:   # (more seats: ``shootout.posses_formed``)
            for uid in so.posses[player].dudes:
                if state.location_owner(target) != state.cards[uid].controller:
                    actions.add_bounty(state, uid, 1, "job at a Private location")
        for uid in helpers:
            shootout.join(state, opponent, uid, move=False)
        yield from shootout.form_posse(state, opponent, need_one=not helpers)
        yield from shootout.invitations(state, lambda guest: _third_party_joins(state, guest, player, steps, on_join),
                                        lambda guest: _could_join(state, guest, steps))
        shootout.posses_formed(state)
        fighting = _posses_formed_on(state)
        yield from (fighting if on_join is None else _late_joiners(state, player, on_join, fighting))
    shootout.finish(state)   # first, so the shootout's winner is recorded before the posse goes home
    # the job succeeds if nobody opposed it, or if the leader's posse won: it was standing when the
    # other posse emptied, even if it fled afterwards (rulebook "Ending a Shootout", lines on winning)
    succeeded = (so.winner == player) if opposed else bool(so.posses[player].dudes)
    # the shootout is over before the job is resolved (rulebook Jobs, steps 7 and 8): what its end and its
    # last flight set off is answered now (a token leaving "after this shootout", a React to a dude sent home)
    yield from respond(state)
    winners = [uid for uid in so.posses[player].dudes if state.cards[uid].zone == PLAY] if succeeded else []
    for uid in winners:
        actions.send_home_booted(state, uid)
    if succeeded:
        actions.log(state, "job_success", f"The {name} succeeds", player=player)
    else:
        actions.log(state, "job_fail", f"The {name} fails", player=player)
    return succeeded


def _posses_formed_on(state: GameState) -> Flow[None]:
    """The job's shootout once both posses are formed: their joins answered, then the fight."""
    yield from respond(state)
    yield from shootout.fight(state)


def _late_joiners(state: GameState, side: int, on_join: Callable[[int], None], flow: Flow[None]) -> Flow[None]:
    """Run ``flow``, giving each dude who joins ``side``'s posse meanwhile (Carter's Bounties, Pinto ...) the
    job's ``on_join`` too, as soon as the flow next asks a question or ends: a joiner is a joiner whenever it
    joins (Ambush's bounty is checked for each, digest C.1). Run as the rules, as the posse's forming is."""
    so = state.shootout
    assert so is not None
    seen = set(so.posses[side].dudes)

    def welcome() -> None:
        for uid in [u for u in so.posses[side].dudes if u not in seen]:
            seen.add(uid)
            with by_the_rules(state):
                on_join(uid)

    answer: Any = None
    while True:
        try:
            question = flow.send(answer)
        except StopIteration:
            welcome()
            return
        welcome()
        answer = yield question


def job(state: GameState, leader_uid: int, mark: int, on_success: Callable[[], Flow[None]], name: str = "job",
        on_join: Callable[[int], None] | None = None,
        posse_ok: Callable[[list[int]], bool] | None = None,
        posse_need: Callable[[list[int]], str] | None = None,
        forced: Callable[[], list[int]] | None = None) -> Flow[None]:
    """Run a job led by ``leader_uid`` against ``mark`` (a dude's or a location's uid). ``on_join``
    runs for each dude joining the leader's posse (the leader first); ``posse_ok`` is a posse
    requirement the leader's player must meet while forming the posse (see ``_add_leader_side``);
    ``forced`` makes the other player oppose, first joining the cards it returns (e.g. a token).
    The posses and the shootout are the rules at work (``abilities.as_rules``: a guard against card
    effects does not stop a casualty); the success is the job's card effect again."""
    if (yield from as_rules(state, _posses_and_shootout(state, leader_uid, mark, name, on_join, posse_ok,
                                                        posse_need, forced))):
        yield from on_success()
