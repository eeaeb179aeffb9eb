"""``doomtown cards`` and ``doomtown deck check`` through the real command line entry point."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from doomtown_tui import catalog
from doomtown_tui.cli import main
from doomtown_tui.data import data_dir

DECKS = data_dir("decks")
NAMES = ["anarchists", "entrepreneurs", "fearmongers", "first-peoples", "law-dogs", "outlaws"]
KEYS = [
    "code", "title", "type", "faction", "suit", "value", "cost", "upkeep", "production",
    "bullets", "shooter", "influence", "control", "wealth", "keywords", "quantity", "text",
]


@pytest.fixture(autouse=True)
def wide_console(monkeypatch):
    monkeypatch.setenv("COLUMNS", "200")


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def cards_json(capsys, *argv: str) -> list[dict]:
    code, out, _ = run(capsys, "cards", "--json", *argv)
    assert code == 0
    return json.loads(out)


# --- doomtown cards ---------------------------------------------------------------------------
def test_cards_table_lists_the_whole_pool(capsys):
    code, out, _ = run(capsys, "cards")
    assert code == 0
    assert out.rstrip().splitlines()[-1] == "261 cards (520 in a box)"
    assert len(re.findall(r"^ ?24\d{3} ", out, flags=re.M)) == 261
    row = next(line for line in out.splitlines() if "Clint Ramsey" in line)
    assert re.search(r"24101\s+Clint Ramsey\s+dude\s+Drifter\s+J\u2660\s+5\s+2 stud, inf 1, upk 1", row)


def test_cards_json_has_every_card_with_exactly_the_fields(capsys):
    cards = cards_json(capsys)
    assert len(cards) == 261
    assert all(list(card) == KEYS for card in cards)
    by_code = {card["code"]: card for card in cards}
    assert by_code["24101"] == {
        "code": "24101", "title": "Clint Ramsey", "type": "dude", "faction": "Drifter", "suit": "S",
        "value": 11, "cost": 5, "upkeep": 1, "production": None, "bullets": 2, "shooter": "stud",
        "influence": 1, "control": None, "wealth": None, "keywords": [], "quantity": 2, "text": "",
    }
    assert by_code["24127"] == {
        "code": "24127", "title": "Pat's Perch", "type": "deed", "faction": None, "suit": "D",
        "value": 8, "cost": 1, "upkeep": None, "production": 1, "bullets": None, "shooter": None,
        "influence": None, "control": 0, "wealth": None, "keywords": ["Private", "Strike", "Out of Town"],
        "quantity": 2, "text": "",
    }
    outfit = dict(by_code["24009"])
    assert isinstance(outfit.pop("text"), str) and by_code["24009"]["text"]
    assert outfit == {
        "code": "24009", "title": "Law Dogs", "type": "outfit", "faction": "Law Dogs", "suit": None,
        "value": None, "cost": None, "upkeep": None, "production": 3, "bullets": None, "shooter": None,
        "influence": None, "control": None, "wealth": 19, "keywords": [], "quantity": 2,
    }
    assert sum(card["quantity"] for card in cards) == 520
    # a goods' bullets are a bonus to its dude, and the JSON says so as the table does ("1 (bonus)")
    assert (by_code["24151"]["bullets"], by_code["24151"]["shooter"]) == (1, "bonus")          # Shotgun
    assert (by_code["24168"]["bullets"], by_code["24168"]["shooter"]) == (None, None)          # Tin Star


def test_cards_filters(capsys):
    law_dudes = cards_json(capsys, "--faction", "law dogs", "--type", "dude")
    assert len(law_dudes) == 13
    assert [c["code"] for c in law_dudes] == [str(n) for n in range(24065, 24078)]
    assert cards_json(capsys, "--faction", "Law-Dogs", "--type", "dudes") == law_dudes
    assert len(cards_json(capsys, "--faction", "drifter")) == 15
    assert len(cards_json(capsys, "--faction", "neutral")) == 171
    assert len(cards_json(capsys, "--faction", "FIRST PEOPLES")) == 15
    assert len(cards_json(capsys, "--type", "outfits")) == 12
    assert len(cards_json(capsys, "--type", "goods")) == 38
    assert len(cards_json(capsys, "--type", "Jokers")) == 2
    assert len(cards_json(capsys, "--type", "deed", "--faction", "outlaws")) == 0


def test_cards_search_matches_title_keywords_and_text(capsys):
    found = cards_json(capsys, "--search", "RANCH")
    titles = {c["title"] for c in found}
    # by title: three; by keyword only: Cattle Market and Hellstromme Plant #9
    assert {"Clanton Ranch", "Long Strides Ranch", "Circle M Ranch", "Cattle Market", "Hellstromme Plant #9"} <= titles
    for card in found:
        haystack = " ".join([card["title"], *card["keywords"], card["text"]]).lower()
        assert "ranch" in haystack
    gadgets = {c["title"] for c in cards_json(capsys, "--search", "gadget 9", "--type", "goods")}
    assert {"Yagn's Mechanical Skeleton", "Bio-Charge Neutralizer", "Personal Ornithopter"} <= gadgets
    code, out, _ = run(capsys, "cards", "--search", "ranch", "--type", "deed")
    assert code == 0
    assert re.search(r"^\d+ cards \(\d+ in a box\); type deed, matching 'ranch'$", out.rstrip().splitlines()[-1])


def test_cards_bad_filter_values(capsys):
    code, _, err = run(capsys, "cards", "--faction", "pirates")
    assert code == 2
    assert "unknown faction 'pirates'" in err
    code, _, err = run(capsys, "cards", "--type", "hero")
    assert code == 2
    assert "unknown card type 'hero'" in err
    code, _, err = run(capsys, "cards", "list")
    assert code == 2


def test_cards_show_prints_every_number(capsys):
    code, out, _ = run(capsys, "cards", "show", "Clint", "Ramsey")
    assert code == 0
    assert "Clint Ramsey" in out
    assert "24101" in out and "DT2.101" in out
    for pattern in (
        r"Faction\s+Drifter",
        r"Value\s+J\u2660\s+\(Jack of Spades, value 11\)",
        r"Cost\s+5\b",
        r"Upkeep\s+1\b",
        r"Bullets\s+2 \(stud\)",
        r"Influence\s+1\b",
        r"Unique\s+yes",
        r"Quantity\s+2 in a box",
        r"Text\s+\(no text\)",
    ):
        assert re.search(pattern, out), pattern


def test_cards_show_by_number_code_and_part_of_a_title(capsys):
    code, out, _ = run(capsys, "cards", "show", "DT2.175")
    assert code == 0
    assert "Yagn's Mechanical Skeleton" in out
    assert re.search(r"Keywords\s+Weapon \u2022 Attire \u2022 Horse \u2022 Gadget 9", out)
    assert re.search(r"Bullets\s+2 \(bonus\)", out)
    code, out, _ = run(capsys, "cards", "show", "24009")
    assert code == 0
    assert re.search(r"Production\s+3\b", out) and re.search(r"Wealth\s+19\b", out)
    code, out, _ = run(capsys, "cards", "show", "ursula")  # the only title containing it
    assert code == 0
    assert re.search(r"Cost\s+9\b", out)


def test_cards_show_unknown_title(capsys):
    code, out, err = run(capsys, "cards", "show", "Ursla", "the", "Worm", "Quen")
    assert code == 1
    assert out == ""
    assert "no card named 'Ursla the Worm Quen'" in err
    assert "Ursula, The Worm Queen" in err
    code, _, err = run(capsys, "cards", "show", "Clnt", "Ramsy")
    assert code == 1
    assert "did you mean: Clint Ramsey" in err
    code, _, _ = run(capsys, "cards", "show")
    assert code == 2


def test_cards_show_json(capsys):
    code, out, _ = run(capsys, "cards", "show", "Pat's Perch", "--json")
    assert code == 0
    assert json.loads(out)["control"] == 0


# --- doomtown deck check ----------------------------------------------------------------------
def test_deck_check_all_shipped_decks(capsys):
    code, out, _ = run(capsys, "deck", "check", *(str(DECKS / f"{name}.txt") for name in NAMES))
    assert code == 0
    lines = out.splitlines()
    assert [line.split(":")[0] for line in lines[:6]] == [f"OK {name}" for name in NAMES]
    assert lines[4] == (
        'OK law-dogs: Law Dogs, 52 cards + 2 jokers, starting gang: Hattie DeLorre; Philip Swinford; '
        'Rob Wilby; "Thunder Boy" Nabbe; Tommy Harden'
    )
    assert lines[6] == "6 of 6 decks valid"


def test_deck_check_by_starter_name(capsys):
    code, out, _ = run(capsys, "deck", "check", "law-dogs", "First Peoples")
    assert code == 0
    assert out.startswith("OK law-dogs: Law Dogs, 52 cards + 2 jokers")
    assert "OK first-peoples: The Spiritual Society, 52 cards + 2 jokers" in out


BAD_DECK = """# broken on purpose
1x Law Dogs
1x Philip Swinford *
1x Tommy Harden *
1x Rob Wilby *
4x Establishin' Who's in Charge
4x Bottom Dealin'
4x ...It's Who You Know
5x Ambush
4x Pistol Whip
4x Faster on the Draw
4x Kidnappin'
4x Ridden Down
4x Ricochet
4x Unprepared
3x Outgunned
4x No Turning Back
1x Point Blnk
1x Joker (black)
1x Joker (red)
"""


def test_deck_check_bad_file_reports_every_problem(capsys, tmp_path: Path):
    bad = tmp_path / "bad.txt"
    bad.write_text(BAD_DECK, encoding="utf-8")
    code, out, _ = run(capsys, "deck", "check", str(bad))
    assert code == 1
    assert out.splitlines() == [
        f"FAIL {bad}: 3 problems",
        f"{bad}: line 9: 5 copies of Ambush; at most 4 cards may share a title",
        f"{bad}: line 18: unknown card 'Point Blnk'; did you mean 'Point Blank'?",
        f"{bad}: 51 cards with a suit and value; a deck has exactly 52",
    ]


def test_deck_check_mixed_and_missing(capsys, tmp_path: Path):
    bad = tmp_path / "bad.txt"
    bad.write_text(BAD_DECK, encoding="utf-8")
    missing = tmp_path / "nope.txt"
    code, out, err = run(capsys, "deck", "check", "outlaws", str(missing), str(bad))
    assert code == 1
    assert "Traceback" not in out + err
    assert out.splitlines()[0].startswith("OK outlaws: The Sloane Gang")
    assert f"ERROR {missing}: no deck file or starter deck" in out
    assert out.splitlines()[-1] == "1 of 3 decks valid"


# --- helpers for the app and the simulator ----------------------------------------------------
def test_starter_decks_and_resolve_deck(tmp_path: Path):
    starters = catalog.starter_decks()
    assert list(starters) == NAMES
    assert starters["law-dogs"] == DECKS / "law-dogs.txt"
    assert catalog.resolve_deck("law-dogs") == DECKS / "law-dogs.txt"
    assert catalog.resolve_deck("Law Dogs") == DECKS / "law-dogs.txt"
    assert catalog.resolve_deck("first_peoples") == DECKS / "first-peoples.txt"
    assert catalog.resolve_deck("outlaws.txt") == DECKS / "outlaws.txt"
    mine = tmp_path / "mine.txt"
    mine.write_text("1x Law Dogs\n", encoding="utf-8")
    assert catalog.resolve_deck(str(mine)) == mine
    assert catalog.resolve_deck(mine) == mine
    with pytest.raises(FileNotFoundError, match="starter decks: anarchists, entrepreneurs"):
        catalog.resolve_deck("pirates")
