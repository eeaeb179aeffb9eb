"""Deck files: the six shipped decks, every deck-building rule broken once, the starting gang."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from doomtown_tui.data import data_dir
from doomtown_tui.engine.cards import CardPool, card_pool
from doomtown_tui.engine.deck import Deck, DeckError, load_deck, parse_deck

DECKS = data_dir("decks")

# name: (outfit, faction, starting gang in file order, the three main values and their counts)
SHIPPED = {
    "anarchists": (
        "108 Gracious Gifts", "Anarchists",
        ["Asakichi Cooke", "Emre, The Turkish Bear (Exp.1)", "Randall", "Stevie Lyndon", "Yunxu Jiang"],
        {3: 15, 4: 14, 2: 9},
    ),
    "entrepreneurs": (
        "Morgan Regulators", "Entrepreneurs",
        ["Arnold Stewart", 'Chuan "Jen" Qí', "Diego Linares", "Irving Patterson", "Maggie Harris"],
        {11: 14, 6: 13, 8: 12},
    ),
    "fearmongers": (
        "Encroaching Darkness", "Fearmongers",
        ["Jacqueline Isham", "Landon Grimes", "Pagliaccio", "Valeria Batten", "Walter Jameson"],
        {6: 16, 4: 14, 9: 13},
    ),
    "first-peoples": (
        "The Spiritual Society", "First Peoples",
        ["Alexander Sequoia", "Enapay", "Mazatl", "Rob Wilby", "Zachary Deloria"],
        {13: 15, 8: 13, 11: 11},
    ),
    "law-dogs": (
        "Law Dogs", "Law Dogs",
        ["Hattie DeLorre", "Philip Swinford", "Rob Wilby", '"Thunder Boy" Nabbe', "Tommy Harden"],
        {3: 16, 6: 13, 8: 12},
    ),
    "outlaws": (
        "The Sloane Gang", "Outlaws",
        ["Allie Hensman", "Ike Clanton", "Jacqueline Isham", "Lawrence Blackwood", "Miranda Clarke"],
        {5: 15, 7: 13, 4: 13},
    ),
}


def test_exactly_the_six_decks_are_shipped():
    assert sorted(path.stem for path in DECKS.glob("*.txt")) == sorted(SHIPPED)


@pytest.mark.parametrize("name", sorted(SHIPPED))
def test_shipped_deck_is_valid(name):
    outfit, faction, gang, values = SHIPPED[name]
    deck = load_deck(DECKS / f"{name}.txt")
    assert deck.name == name
    assert deck.outfit.title == outfit
    assert deck.faction == faction
    body = [card for card in deck.cards if card.type != "joker"]
    assert len(body) == 52
    assert sorted(card.title for card in deck.cards if card.type == "joker") == ["Joker (black)", "Joker (red)"]
    assert [card.title for card in deck.starting_gang] == gang
    assert all(card.faction in (faction, "Drifter") for card in deck.starting_gang)
    assert sum(card.cost for card in deck.starting_gang) <= deck.outfit.wealth
    by_value = Counter(card.value for card in body)
    assert {value: by_value[value] for value in values} == values
    # one box (2 of each card, 1 of each joker) holds each deck
    pool = card_pool()
    for title, count in Counter(card.title for card in deck.cards).items():
        assert count <= pool[title].quantity, title


@pytest.mark.parametrize("name", sorted(SHIPPED))
def test_shipped_deck_header(name):
    text = (DECKS / f"{name}.txt").read_text(encoding="utf-8")
    header = text.split("\n\n", 1)[0]
    assert all(line.startswith("#") for line in header.splitlines())
    assert "Gunfighter" in header
    assert "2022-09-01" in header
    assert "not the official" in header
    assert "trailing *" in header
    assert f"Outfit: {SHIPPED[name][0]}" in header


@pytest.mark.parametrize("name", sorted(SHIPPED))
def test_to_text_round_trips(name):
    deck = load_deck(DECKS / f"{name}.txt")
    again = parse_deck(deck.to_text(), name=deck.name)
    assert again.outfit == deck.outfit
    assert Counter(c.code for c in again.cards) == Counter(c.code for c in deck.cards)
    assert Counter(c.code for c in again.starting_gang) == Counter(c.code for c in deck.starting_gang)
    assert again.name == deck.name


def test_fearmongers_starts_one_of_two_pagliaccios():
    deck = load_deck(DECKS / "fearmongers.txt")
    assert sum(1 for card in deck.cards if card.title == "Pagliaccio") == 2
    assert sum(1 for card in deck.starting_gang if card.title == "Pagliaccio") == 1


# --- a small legal deck and its variations -------------------------------------------------
# Line numbers are the list index + 1.
BASE = [
    "# test deck",                        # 1
    "1x Law Dogs",                        # 2
    "1x Philip Swinford *",               # 3  2 spades, cost 3
    "1x Tommy Harden *",                  # 4  3 spades, cost 5
    "1x Rob Wilby *",                     # 5  2 spades, cost 1 (drifter)
    "4x Establishin' Who's in Charge",    # 6  A clubs
    "4x Bottom Dealin'",                  # 7  2 clubs
    "4x ...It's Who You Know",            # 8  3 clubs
    "4x Ambush",                          # 9  4 clubs
    "4x Pistol Whip",                     # 10 5 clubs
    "4x Faster on the Draw",              # 11 6 clubs
    "4x Kidnappin'",                      # 12 7 clubs
    "4x Ridden Down",                     # 13 8 clubs
    "4x Ricochet",                        # 14 9 clubs
    "4x Unprepared",                      # 15 10 clubs
    "4x Outgunned",                       # 16 J clubs
    "4x No Turning Back",                 # 17 Q clubs
    "1x Point Blank",                     # 18 K clubs
    "1x Joker (black)",                   # 19
    "1x Joker (red)",                     # 20
]


def deck_text(changes: dict[int, str | None] | None = None, extra: list[str] | None = None) -> str:
    """BASE with some lines replaced (by line number; None blanks the line) and lines appended."""
    lines = list(BASE)
    for number, line in (changes or {}).items():
        lines[number - 1] = "" if line is None else line
    return "\n".join(lines + (extra or [])) + "\n"


def problems_of(text: str) -> list[tuple[int, str]]:
    with pytest.raises(DeckError) as err:
        parse_deck(text, name="test")
    return [(p.line, p.message) for p in err.value.problems]


def test_base_deck_is_legal():
    deck = parse_deck(deck_text(), name="test")
    assert isinstance(deck, Deck)
    assert deck.outfit.title == "Law Dogs"
    assert len(deck.cards) == 54
    assert [c.title for c in deck.starting_gang] == ["Philip Swinford", "Tommy Harden", "Rob Wilby"]


def test_no_outfit():
    assert problems_of(deck_text({2: None})) == [(0, "no outfit: a deck needs exactly one")]


def test_two_outfits():
    assert problems_of(deck_text(extra=["1x Saved By Grace"])) == [
        (21, "more than one outfit: a deck has exactly one")
    ]
    assert problems_of(deck_text({2: "2x Law Dogs"})) == [(2, "more than one outfit: a deck has exactly one")]


def test_51_cards():
    assert problems_of(deck_text({18: None})) == [(0, "51 cards with a suit and value; a deck has exactly 52")]


def test_53_cards():
    assert problems_of(deck_text({18: "2x Point Blank"})) == [
        (0, "53 cards with a suit and value; a deck has exactly 52")
    ]


def test_three_jokers():
    assert problems_of(deck_text(extra=["1x Joker (red)"])) == [(21, "3 Jokers; at most 2")]


def test_five_cards_share_suit_and_value():
    # Election Day Slaughter and Point Blank are both the King of Clubs
    assert problems_of(deck_text({17: "4x Election Day Slaughter"})) == [
        (18, "5 cards are K\u2663; at most 4 may share suit and value")
    ]


def test_five_copies_of_a_title():
    assert problems_of(deck_text({9: "5x Ambush", 16: "3x Outgunned"})) == [
        (9, "5 copies of Ambush; at most 4 cards may share a title")
    ]


def test_copies_on_separate_lines_count_together():
    assert problems_of(deck_text({9: "3x Ambush", 16: "3x Outgunned"}, extra=["2x Ambush"])) == [
        (21, "5 copies of Ambush; at most 4 cards may share a title")
    ]


def test_versions_of_a_dude_count_together():
    """Digest B21: all versions of a dude share the four-per-title limit. The WWE box prints only
    the Experienced version of its dudes, so the pool here adds a made-up base version of Emre."""
    pool = card_pool()
    emre = pool["Emre, The Turkish Bear (Exp.1)"]
    base = emre.model_copy(update={"code": "29999", "title": "Emre, The Turkish Bear", "keywords": ("Kung Fu 1",)})
    extended = CardPool([*pool.cards, base])
    text = deck_text({9: "3x Emre, The Turkish Bear", 16: "3x Outgunned"},
                     extra=["2x Emre, The Turkish Bear (Exp.1)"])
    with pytest.raises(DeckError) as err:
        parse_deck(text, pool=extended)
    problems = [(p.line, p.message) for p in err.value.problems]
    assert (21, "5 copies of Emre, The Turkish Bear; at most 4 cards may share a title") in problems


def test_a_token_cannot_be_in_a_deck():
    assert problems_of(deck_text({18: "1x Gunslinger"})) == [
        (18, "Gunslinger is a Token and cannot be in a deck"),
        (0, "51 cards with a suit and value; a deck has exactly 52"),
    ]


def test_malformed_line():
    assert problems_of(deck_text(extra=["x2 Shotgun"])) == [(21, "expected 'Nx Card Title', got 'x2 Shotgun'")]


def test_zero_count():
    assert problems_of(deck_text({18: "0x Point Blank"})) == [
        (18, "Point Blank: a count must be at least 1"),
        (0, "51 cards with a suit and value; a deck has exactly 52"),
    ]


def test_comments_blank_lines_and_headings_are_ignored():
    text = deck_text(
        {
            1: "# Test deck, with notes",
            9: "4x Ambush   # four of them",
            19: "Jokers (2)",
        },
        extra=["", "   ", "# the end", "Actions:", "1x Joker (black)"],
    )
    deck = parse_deck(text, name="test")
    assert len(deck.cards) == 54
    assert Counter(c.title for c in deck.cards)["Ambush"] == 4


def test_hash_in_a_title_is_not_a_comment():
    text = deck_text({9: "2x Hellstromme Plant #9", 16: "2x Cliff's #4 Saloon"}, extra=["2x Ambush", "2x Outgunned"])
    deck = parse_deck(text, name="test")
    titles = Counter(c.title for c in deck.cards)
    assert titles["Hellstromme Plant #9"] == 2
    assert titles["Cliff's #4 Saloon"] == 2


def test_count_forms_and_case():
    deck = parse_deck(deck_text({9: "4 ambush", 16: "4X OUTGUNNED"}), name="test")
    assert Counter(c.title for c in deck.cards)["Ambush"] == 4
    assert Counter(c.title for c in deck.cards)["Outgunned"] == 4


def test_unknown_title_suggests_the_close_one():
    assert problems_of(deck_text({9: "4x Ambsh"})) == [
        (9, "unknown card 'Ambsh'; did you mean 'Ambush'?"),
        (0, "48 cards with a suit and value; a deck has exactly 52"),
    ]


def test_star_on_a_card_that_is_not_a_dude():
    assert problems_of(deck_text({18: "1x Point Blank *"})) == [
        (18, "Point Blank is not a dude: only dudes start in play"),
        (0, "51 cards with a suit and value; a deck has exactly 52"),
    ]


# --- the starting gang -----------------------------------------------------------------------
def gang_deck(gang: list[str], outfit: str = "Law Dogs") -> tuple[str, list[str]]:
    """A legal-sized deck: ``outfit``, the gang lines, then clubs to make 52, then two jokers."""
    fill = [
        "Establishin' Who's in Charge", "Bottom Dealin'", "...It's Who You Know", "Ambush", "Pistol Whip",
        "Faster on the Draw", "Kidnappin'", "Ridden Down", "Ricochet", "Unprepared", "Outgunned",
        "No Turning Back", "Point Blank",
    ]
    size = sum(int(line.split("x", 1)[0]) for line in gang)
    lines = [f"1x {outfit}", *gang]
    left = 52 - size
    for title in fill:
        take = min(4, left)
        if take:
            lines.append(f"{take}x {title}")
        left -= take
    lines += ["1x Joker (black)", "1x Joker (red)"]
    return "\n".join(lines) + "\n", lines


def test_gang_of_more_than_five():
    gang = [
        "1x Philip Swinford *", "1x Rob Wilby *", '1x "Thunder Boy" Nabbe *',
        "1x Erik Samson *", "1x Laura Banks *", "1x Walter Jameson *",
    ]
    text, lines = gang_deck(gang)
    assert problems_of(text) == [(lines.index("1x Walter Jameson *") + 1,
                                  "6 dudes marked for the starting gang; at most 5")]


def test_gang_with_an_off_faction_dude():
    text, lines = gang_deck(["1x Philip Swinford *", "1x Randall *"])
    assert problems_of(text) == [
        (lines.index("1x Randall *") + 1, "Randall is Anarchists: the starting gang takes Law Dogs dudes and drifters")
    ]


def test_gang_too_expensive():
    gang = ["1x Bass Reeves *", "1x Tommy Harden *", "1x Philip Swinford *", "1x Hattie DeLorre *"]
    text, lines = gang_deck(gang)
    assert problems_of(text) == [
        (lines.index("1x Hattie DeLorre *") + 1, "the starting gang costs 21 GR but Law Dogs starts with 19")
    ]


def test_gang_exactly_the_wealth_is_fine():
    gang = ["1x Bass Reeves *", "1x Tommy Harden *", "1x Philip Swinford *", "1x Rob Wilby *", "1x Rob Wilby"]
    text, _ = gang_deck(gang)
    deck = parse_deck(text, name="test")
    assert sum(card.cost for card in deck.starting_gang) == 18


def test_gang_with_two_copies_of_a_unique_dude():
    text, _ = gang_deck(["2x Philip Swinford *"])
    assert problems_of(text) == [(2, "Philip Swinford is unique: only one copy can start in play")]
    text, _ = gang_deck(["1x Philip Swinford *", "1x Tommy Harden *", "1x Philip Swinford *"])
    assert problems_of(text) == [(4, "Philip Swinford is unique: only one copy can start in play")]


def test_gang_with_two_copies_of_a_non_unique_dude():
    text, _ = gang_deck(["2x Pagliaccio *", "1x The Brute *"], outfit="Encroaching Darkness")
    deck = parse_deck(text, name="test")
    assert [card.title for card in deck.starting_gang] == ["Pagliaccio", "Pagliaccio", "The Brute"]


# --- the acceptance case -------------------------------------------------------------
def test_misspelled_title_five_copies_and_51_cards_in_one_error():
    text = deck_text({9: "5x Ambush", 16: "3x Outgunned", 18: "1x Point Blnk"})
    with pytest.raises(DeckError) as err:
        parse_deck(text, name="broken")
    assert [(p.line, p.message) for p in err.value.problems] == [
        (9, "5 copies of Ambush; at most 4 cards may share a title"),
        (18, "unknown card 'Point Blnk'; did you mean 'Point Blank'?"),
        (0, "51 cards with a suit and value; a deck has exactly 52"),
    ]
    assert err.value.report().splitlines() == [
        "broken: line 9: 5 copies of Ambush; at most 4 cards may share a title",
        "broken: line 18: unknown card 'Point Blnk'; did you mean 'Point Blank'?",
        "broken: 51 cards with a suit and value; a deck has exactly 52",
    ]


def test_load_deck_from_files(tmp_path: Path):
    good = tmp_path / "mine.txt"
    good.write_text(deck_text(), encoding="utf-8")
    assert load_deck(good).name == "mine"
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"\xff\xfe\x00bad")
    with pytest.raises(DeckError) as err:
        load_deck(binary)
    assert [(p.line, p.message) for p in err.value.problems] == [(1, "the file is not UTF-8 text from here on")]
    latin = tmp_path / "latin.txt"
    lines = deck_text().splitlines()
    lines.insert(3, "# caf\u00e9 list")                     # line 4, written in Latin-1
    latin.write_bytes(("\n".join(lines) + "\n").encode("latin-1"))
    with pytest.raises(DeckError) as err:
        load_deck(latin)
    assert [(p.line, p.message) for p in err.value.problems] == [(4, "the file is not UTF-8 text from here on")]
    with pytest.raises(DeckError, match="a folder, not a deck file"):
        load_deck(tmp_path)
    with pytest.raises(OSError):
        load_deck(tmp_path / "missing.txt")


def test_headings_are_skipped_in_every_usual_form():
    deck = parse_deck(deck_text(extra=["Dudes (13)", "Deeds:", "Goods", "Starting gang:"]), name="test")
    assert len(deck.cards) == 54


def test_a_card_named_without_a_count_is_a_problem_on_its_line_not_a_heading():
    problems = problems_of(deck_text(extra=["Bobo"]))
    assert problems == [(len(BASE) + 1, "'Bobo' has no count: write '1x Bobo'")]


def test_a_line_of_words_that_is_no_heading_is_a_problem_on_its_line():
    problems = problems_of(deck_text(extra=["these are my favourite cards"]))
    assert problems == [(len(BASE) + 1, "expected 'Nx Card Title' or a heading such as 'Dudes (13)' or 'Deeds:', "
                                        "got 'these are my favourite cards'")]


def test_load_deck_finds_the_shipped_decks_from_any_directory(tmp_path, monkeypatch):
    """The contract's ``load_deck("decks/law-dogs.txt")`` works wherever the program runs: a relative
    ``decks/`` path that is not there falls back to the decks shipped with the package."""
    monkeypatch.chdir(tmp_path)
    deck = load_deck("decks/law-dogs.txt")
    assert deck.name == "law-dogs" and deck.outfit.title == "Law Dogs" and len(deck.cards) == 54
    with pytest.raises(FileNotFoundError):
        load_deck("decks/no-such-deck.txt")


def test_a_deck_file_with_a_byte_order_mark_loads(tmp_path):
    text = (data_dir("decks") / "law-dogs.txt").read_text(encoding="utf-8")
    path = tmp_path / "law-dogs-bom.txt"
    path.write_text(text, encoding="utf-8-sig")
    assert path.read_bytes().startswith(b"\xef\xbb\xbf")
    deck = load_deck(path)
    assert deck.to_text() == parse_deck(text, name="law-dogs-bom").to_text()
    assert parse_deck("\ufeff" + text, name="law-dogs-bom").to_text() == deck.to_text()


def test_the_public_parse_deck_refuses_a_gang_card_that_cannot_start_on_its_own_line():
    """``doomtown_tui.engine.parse_deck`` (the public name) checks a marked gang against the box's cards
    whose text keeps them out of a starting gang, as ``load_deck`` does, naming the file's own line."""
    from doomtown_tui.engine import parse_deck as public_parse_deck

    lines = (DECKS / "law-dogs.txt").read_text(encoding="utf-8").splitlines()
    judge = lines.index("2x Judge Harry Somerset (Exp.1)")
    lines[judge:judge + 1] = ["1x Judge Harry Somerset (Exp.1) *", "1x Judge Harry Somerset (Exp.1)"]
    lines[lines.index("1x Hattie DeLorre *")] = "1x Hattie DeLorre"      # the Judge takes her place in the gang
    with pytest.raises(DeckError) as err:
        public_parse_deck("\n".join(lines) + "\n", name="judged")
    assert [(p.line, "cannot start" in p.message) for p in err.value.problems] == [(judge + 1, True)]


def test_a_gang_problem_is_reported_beside_the_deck_s_other_problems():
    """Every problem of a file at once (deck.py's promise): a card count off and a gang card that cannot start."""
    from doomtown_tui.engine import parse_deck as public_parse_deck

    with pytest.raises(DeckError) as err:
        public_parse_deck(deck_text({17: None}, extra=["1x Judge Harry Somerset (Exp.1) *"]), name="test")
    assert sorted((p.line, p.message) for p in err.value.problems) == [
        (0, "49 cards with a suit and value; a deck has exactly 52"),
        (len(BASE) + 1, "Judge Harry Somerset (Exp.1) cannot start in play: its text keeps it out of a starting gang")]
