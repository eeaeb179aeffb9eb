"""The Gunfighter in shootouts and jobs (rulebook "Programmed Reflexes", "Shootout Hands", Target
Priorities for posses; spec cases 22-35, 38): accept, bring two dudes, pick the shooter, keep the best
hand with at most one revealed card, take casualties in the rulebook's order, never flee, oppose jobs,
always use Reacts."""
from __future__ import annotations

from tests.cards.helpers import cards, play, uid_of
from tests.solo.helpers import A, H, answer, data_of, drive, events_of, human_answer, solo

LAW = dict(outfit="Law Dogs", booted=["Law Dogs"], stash=0)
FILLER = ["Tin Star"]          # the one card its shootout-plays pull takes (9♥, unaffordable at 0 GR)


def called_out(mark: str, a: dict, h: dict | None = None, twists: tuple[str, ...] = ()):
    """The human's Hattie DeLorre (in the town square) calls out the Automaton's ``mark`` there."""
    h = dict(outfit="The Sloane Gang", town_square=["Hattie DeLorre"]) | (h or {})
    game = solo(dealer=H, twists=twists, players=[h, a])
    play(game, play="callout", card="Hattie DeLorre", target_card=mark)
    return game


def test_callouts_are_accepted_and_two_dudes_join_without_booting_first():
    """Case 22: Tommy (stud) then Rob (draw) from the town square; Bass (4 bullets, at home) would boot."""
    game = called_out("Philip Swinford", dict(LAW, town_square=["Philip Swinford", "Tommy Harden", "Rob Wilby"],
                                              home=["Bass Reeves"]))
    assert game.decision.kind == "callout_response" and answer(game).answer == "accept"
    drive(game, "join_posse")
    joined = []
    while game.decision.kind == "join_posse" and game.decision.player == A:
        choice = answer(game)
        joined.append(data_of(game, choice).get("card", "done"))
        game.choose(A, choice.answer)
    assert joined == ["Tommy Harden", "Rob Wilby", "done"]


def test_the_shooter_is_the_stud_with_most_bullets():
    """Case 23: Bass Reeves (stud 4) over Tommy (stud 1) and Jacqueline Isham."""
    game = called_out("Tommy Harden", dict(LAW, town_square=["Tommy Harden", "Bass Reeves", "Jacqueline Isham"],
                                           deck_top=FILLER))
    drive(game, "shooter")
    assert data_of(game, answer(game))["card"] == "Bass Reeves"


def test_without_a_two_bullet_stud_the_most_bullets_shoot():
    """Case 24: Tommy (stud 1) and Jacqueline (2 bullets): Jacqueline."""
    game = called_out("Tommy Harden", dict(LAW, town_square=["Tommy Harden", "Jacqueline Isham"], deck_top=FILLER))
    drive(game, "shooter")
    choice = answer(game)
    assert data_of(game, choice)["card"] == "Jacqueline Isham"


def test_its_hand_is_five_plus_stud_and_at_most_one_revealed_card():
    """Case 25: stud bonus 1 draws 8♠ 8♣ 3♦ 5♥ J♦ 2♣; draw bonus 2 reveals 8♦ K♠: it keeps three eights,
    using one revealed card, with the jack and the five. It is never asked to discard and draw."""
    game = called_out("Tommy Harden", dict(LAW, town_square=["Tommy Harden", "Philip Swinford", "Rob Wilby"],
                                           deck_top=FILLER + cards("8S 8C 3D 5H JD 2C 8D KS")))
    drive(game, "draw_hand")
    revealed = [o for o in game.decision.options if o.data["revealed"]]
    assert len(game.decision.options) == 8 and len(revealed) == 2
    choice = answer(game)
    kept = sorted(game.raw.cards[int(i)].card.card_label for i in choice.answer)
    assert kept == sorted(["8♠", "8♣", "8♦", "J♦", "5♥"])
    both = [o.id for o in revealed] + [o.id for o in game.decision.options if not o.data["revealed"]][:3]
    assert game.decision.check(both) == "at most one of the revealed cards may be used"
    game.choose(A, choice.answer)
    assert not [e for e in events_of(game, "redraw") if e.data["player"] == A]


def _lost_round(mark: str, a: dict, a_hand: str, h_hand: str, twists: tuple[str, ...] = ()):
    """The Automaton's posse loses the round: its hand ``a_hand`` (drawn after one filler pull, stud and
    draw cards all listed) against the human's ``h_hand``."""
    a = dict(a, deck_top=FILLER + cards(a_hand))
    game = called_out(mark, a, dict(deck_top=cards(h_hand)), twists)
    drive(game, "casualty")
    return game


def test_a_token_is_taken_before_other_dudes_and_aced_for_two():
    """Case 27: Hired Help's Gunslinger, Rob and Philip; two casualties: ace the token."""
    game = _lost_round("Rob Wilby", dict(LAW, town_square=["Rob Wilby", "Philip Swinford"]),
                       "KS KH 2D 4C 6S 8D 10C QH 9S", "2H 2D 2S 7C 9H", twists=("hired_help",))
    assert "2 casualties" in game.decision.prompt
    data = data_of(game, answer(game))
    assert (data["play"], data["card"], data["covers"]) == ("ace", "Gunslinger", 2)


def test_a_harrowed_dude_goes_home_booted_first():
    """Case 29: Avie Cline (Harrowed) and Philip; one casualty: Avie goes home as one."""
    game = _lost_round("Philip Swinford", dict(LAW, town_square=["Philip Swinford", "Avie Cline"]),
                       "KS QH 2D 4C 6S 8D", "2H 2D 5S 7C 9H")
    assert "1 casualty" in game.decision.prompt
    data = data_of(game, answer(game))
    assert (data["play"], data["card"]) == ("home", "Avie Cline")
    game.choose(A, answer(game).answer)
    drive(game, "flee")
    assert answer(game).answer == []          # case 31: it never flees


def test_a_sidekick_covers_before_a_dude():
    """Case 30: Tommy with Bluetick, and Rob; one casualty: Bluetick."""
    game = _lost_round("Tommy Harden", dict(LAW, town_square=["Tommy Harden", "Rob Wilby"],
                                            attach={"Tommy Harden": ["Bluetick"]}),
                       "KS QH 2D 4C 6S 8D 10H", "2H 2D 5S 7C 9H")
    data = data_of(game, answer(game))
    assert (data["play"], data["card"]) == ("sidekick", "Bluetick")


def test_a_casualty_is_a_draw_as_it_will_be_after_the_shootout():
    """Own dudes leaving play: least influence, then a draw dude *after the shootout ends* [RB 1728]. Padre
    Ernesto (a stud, cost 4) is made a draw for this shootout by Sun in Yer Eyes; Drew Beauman (a draw, 1
    influence like the Padre, cost 4 and a Tin Star) is the one lost, not the cheaper Padre."""
    a = dict(LAW, town_square=["Padre Ernesto de Diaz", "Drew Beauman"], attach={"Drew Beauman": ["Tin Star"]},
             deck_top=FILLER + cards("KS QH 2D 4C 6S 8D 10H 9C"))
    game = called_out("Padre Ernesto de Diaz", a, dict(hand=["Sun in Yer Eyes"], deck_top=cards("2H 2D 5S 7C 9H")))
    drive(game, "shootout", player=H)
    play(game, play="ability", card="Sun in Yer Eyes")
    game.choose(H, next(o.id for o in game.decision.options if o.data.get("card") == "Padre Ernesto de Diaz"))
    game.choose(H, next(o.id for o in game.decision.options if o.label == "Becomes a draw"))
    assert game.state.card(uid_of(game, "Padre Ernesto de Diaz")).shooter == "draw"
    drive(game, "casualty")
    assert "1 casualty" in game.decision.prompt
    choice = answer(game)
    assert data_of(game, choice)["card"] == "Drew Beauman"
    assert "a draw after the shootout" in choice.reason


def test_jobs_are_opposed_by_the_mark_and_two_more():
    """Case 33: the human's Ambush marks Tommy; the Automaton opposes with Tommy, then two dudes."""
    game = solo(dealer=H, players=[
        dict(outfit="The Sloane Gang", home=["Hattie DeLorre"], hand=["Ambush"], stash=5),
        dict(LAW, town_square=["Rob Wilby"], home=["Tommy Harden", "Philip Swinford", "Jacqueline Isham"],
             deck_top=FILLER * 3),
    ])
    play(game, play="ability", card="Ambush")
    drive(game, "oppose_job")
    assert answer(game).answer == "oppose"
    game.choose(A, "oppose")
    joined = []
    while game.decision.kind == "join_posse" and game.decision.player == A:
        choice = answer(game)
        joined.append(data_of(game, choice).get("card", "done"))
        game.choose(A, choice.answer)
    assert joined[0] == "Tommy Harden" and len(joined) == 4 and joined[-1] == "done"


def test_a_club_pull_in_a_shootout_plays_sun_in_yer_eyes_on_the_stud_and_pays_for_both():
    """Case 34: the right-most ♣ card; target: the stud (no one loses an ability use); mode: pay 1 GR."""
    game = solo(dealer=H, players=[
        dict(outfit="The Sloane Gang", town_square=["Hattie DeLorre", "Tommy Harden"]),
        dict(LAW, stash=2, town_square=["Philip Swinford"], hand=["Sun in Yer Eyes"], deck_top=["Ambush"]),
    ])
    play(game, play="callout", card="Hattie DeLorre", target_card="Philip Swinford")
    drive(game, "join_posse", player=H)
    play(game, play="join", card="Tommy Harden")
    drive(game, "automaton_play")
    choice = answer(game)
    assert data_of(game, choice)["card"] == "Sun in Yer Eyes"
    game.choose(A, choice.answer)
    assert game.decision.kind == "target"
    target = answer(game)
    assert data_of(game, target)["card"] == "Tommy Harden" and "a stud" in target.reason
    game.choose(A, target.answer)
    mode = answer(game)
    assert data_of(game, mode)["mode"] == 2 and "Paying reflex" in mode.reason
    game.choose(A, mode.answer)
    tommy = game.state.card(uid_of(game, "Tommy Harden", owner=H))
    assert tommy.shooter == "draw" and tommy.bullets == 0 and game.raw.players[A].stash == 1


def test_reacts_are_always_used():
    """Case 35: Bass boots to join a posse from home; Roan's React keeps him unbooted."""
    game = called_out("Tommy Harden", dict(LAW, town_square=["Tommy Harden"], home=["Bass Reeves"],
                                           attach={"Bass Reeves": ["Roan"]}))
    drive(game, "react")
    choice = answer(game)
    assert data_of(game, choice)["card"] == "Roan"
    game.choose(A, choice.answer)
    assert not game.raw.cards[uid_of(game, "Bass Reeves")].booted


def test_hired_help_joins_its_posse_and_leaves_with_the_shootout():
    """Case 38: after its dudes, a Gunslinger token joins the Automaton's posse at the shootout."""
    game = called_out("Tommy Harden", dict(LAW, town_square=["Tommy Harden"], deck_top=FILLER * 4),
                      twists=("hired_help",))
    drive(game, "shooter")
    posse = [game.raw.cards[u].title for u in game.raw.shootout.posses[A].dudes]
    assert posse == ["Tommy Harden", "Gunslinger"]
    assert game.raw.cards[game.raw.shootout.posses[A].dudes[1]].location == 0
    for _ in range(300):
        if game.raw.shootout is None:
            break
        game.choose(game.decision.player, answer(game).answer if game.decision.player == A else human_answer(game))
    assert not [c for c in game.raw.in_play() if c.title == "Gunslinger"]


def test_posse_teamwork_adds_one_stud_bonus():
    game = called_out("Philip Swinford", dict(LAW, town_square=["Philip Swinford"], deck_top=FILLER * 4),
                      twists=("posse_teamwork",))
    drive(game, "draw_hand")
    shooter = [e for e in events_of(game, "shooter") if e.data["player"] == A][-1]
    assert (shooter.data["stud"], shooter.data["draw"]) == (1, 1)     # Philip is a 1-bullet draw


def test_a_combo_is_its_shootout_play_and_replaces_the_pull():
    """HR-34: at the start of its turn an attached Tao Technique boots and the Automaton always Combos
    (from the discard pile first); that Combo is its play: no pull that turn."""
    emre = "Emre, The Turkish Bear (Exp.1)"
    game = solo(dealer=A, players=[        # the Automaton deals: its first Noon pull, then the callout
        dict(outfit="Encroaching Darkness", town_square=["Alan Campbell"]),
        dict(outfit="108 Gracious Gifts", booted=["108 Gracious Gifts"], stash=0, town_square=[emre],
             hand=["Raking Dragons"], discard=["Zhu's Ferocity"],
             deck_top=["Tin Star", "Ambush", *cards("6S 4H 5H 7D 8C 9S")]),
    ])
    drive(game, "noon", player=H)
    play(game, play="callout", card="Alan Campbell", target_card=emre)
    drive(game, "combo")
    pulls = len(events_of(game, "automaton_pull"))
    choice = answer(game)
    assert data_of(game, choice)["card"] == "Zhu's Ferocity" and choice.reason.startswith("always Combos")
    game.choose(A, choice.answer)
    assert events_of(game, "combo")[-1].data["card"] == "Zhu's Ferocity"
    while game.decision.player == A and game.raw.shootout is not None and game.decision.kind != "combo":
        game.choose(A, answer(game).answer)           # the Combo's own questions
    assert len(events_of(game, "automaton_pull")) == pulls


def _ambush_at_a_private_deed():
    """Case 38 in a job: the Automaton's ♣ pull moves Clint next to Pancho at the human's Private Yan Li's
    Tailoring and plays Ambush on him; Hired Help adds its Gunslinger to the job's posse."""
    game = solo(dealer=A, twists=("hired_help",), players=[
        dict(outfit="The Sloane Gang", street_right=["Yan Li's Tailoring"],
             at={"Yan Li's Tailoring": ["Pancho Castillo"]}),
        dict(LAW, stash=5, town_square=["Clint Ramsey"], hand=["Ambush"], deck_top=["Ambush"] + FILLER * 6),
    ])
    drive(game, "oppose_job", player=H)
    return game


def _gunslinger(game):
    (token,) = [c for c in game.raw.cards.values() if c.title == "Gunslinger"]
    return token


def test_hired_help_in_an_opposed_job_at_a_private_deed_gets_its_bounty_once():
    """The token joins the job's posse before anyone opposes, as a dude of it: Ambush (its mark not wanted)
    gives it 1 bounty as it gives Clint; when the job is opposed and the posses form, every dude of the
    posse (the token too) gains 1 more for the Private location."""
    game = _ambush_at_a_private_deed()
    token = _gunslinger(game)
    assert token.uid in game.raw.shootout.posses[A].dudes and token.bounty == 1
    game.choose(H, "oppose")
    drive(game, "shooter", player=A)
    assert token.bounty == 2
    assert game.raw.cards[uid_of(game, "Clint Ramsey")].bounty == 2      # 1 from Ambush, 1 for the deed


def test_hired_help_in_an_unopposed_job_gains_no_deed_bounty_and_leaves_after_it():
    game = _ambush_at_a_private_deed()
    token = _gunslinger(game)
    game.choose(H, "allow")
    assert [e.data.get("amount", 1) for e in events_of(game, "bounty") if e.data.get("uid") == token.uid] == [1]
    assert [e.text for e in events_of(game, "job_success")] == ["The Ambush succeeds"]
    assert token.zone == "removed"


def test_leading_a_job_it_takes_the_dude_who_joins_without_booting_first():
    """RB 1742 (Posses): after the leader, a dude who joins without booting comes before a stud. Bass Reeves
    leads Kidnappin' against Hattie DeLorre at Dead Dog Tavern; Rob Wilby, booted there already, joins free,
    then Tommy Harden (a stud, boots) over "Thunder Boy" Nabbe."""
    game = solo(dealer=A, players=[
        dict(outfit="The Sloane Gang", street_left=["Dead Dog Tavern"], at={"Dead Dog Tavern": ["Hattie DeLorre"]}),
        dict(outfit="Law Dogs", booted=["Law Dogs", "Rob Wilby"], stash=5, deck_top=["Kidnappin'"],
             home=["Bass Reeves", "Tommy Harden", '"Thunder Boy" Nabbe'], at={"Dead Dog Tavern": ["Rob Wilby"]}),
    ])
    while game.decision.player == A:
        game.choose(A, answer(game).answer)
    assert game.decision.kind == "oppose_job"
    posse = [game.raw.cards[u].title for u in game.raw.shootout.posses[A].dudes]
    assert posse == ["Bass Reeves", "Tommy Harden", "Rob Wilby"]


def test_a_dude_whose_move_into_the_posse_would_put_it_in_check_stays_home():
    """RB 1597 over RB 1699's "attempt": Tommy Harden alone holds the Automaton's Railroad Station against
    Hattie DeLorre; booting in from there to a town-square callout would give the human 4 control points
    against its 2 influence. Rob Wilby joins Philip Swinford, Tommy stays."""
    game = solo(dealer=H, players=[
        dict(outfit="The Sloane Gang", street_left=["The Mayor's Office", "Dead Dog Tavern"],
             at={"Railroad Station": ["Hattie DeLorre"]}, town_square=['"Thunder Boy" Nabbe']),
        dict(LAW, street_left=["Railroad Station"], street_right=["2nd Bank of Gomorra"],
             at={"Railroad Station": ["Tommy Harden"]}, town_square=["Philip Swinford", "Rob Wilby"],
             deck_top=FILLER * 5),
    ])
    assert game.preview_move(uid_of(game, "Tommy Harden"), 0) == ([2, 2], [4, 2])   # influence, control
    play(game, play="callout", card='"Thunder Boy" Nabbe', target_card="Philip Swinford")
    drive(game, "join_posse")
    while game.decision.kind == "join_posse" and game.decision.player == A:
        game.choose(A, answer(game).answer)
    assert sorted(game.raw.cards[u].title for u in game.raw.shootout.posses[A].dudes) == ["Philip Swinford",
                                                                                          "Rob Wilby"]
    assert game.raw.cards[uid_of(game, "Tommy Harden")].location == uid_of(game, "Railroad Station")
