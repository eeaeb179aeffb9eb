"""Fault fuzzing of deck files: the starter decks with lines edited every way a hand-written list goes
wrong, and random text and bytes. ``parse_deck`` returns a legal deck or raises DeckError whose
problems each name a line of the file (or the deck as a whole: its size, its outfit); never another
exception. An edit that breaks one line is reported on that line.
"""
from __future__ import annotations

from pathlib import Path

import pytest
from fuzzing import assert_readable, fuzz_settings
from hypothesis import event, example, given
from hypothesis import strategies as st
from invariants import DECK_DIR

from doomtown_tui.engine.deck import DECK_SIZE, Deck, DeckError, load_deck, parse_deck

STARTERS = {path.stem: path.read_text(encoding="utf-8") for path in sorted(DECK_DIR.glob("*.txt"))}
# Latin letters and the Cyrillic or Greek letters that look the same; digits and their full-width forms
LOOK_ALIKES = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і", "A": "А",
               "B": "В", "E": "Е", "H": "Н", "K": "К", "M": "М", "O": "О", "P": "Р", "T": "Т", "X": "Χ",
               "1": "１", "2": "２", " ": "\u00a0", "'": "\u2019", "-": "\u2010"}
DECK_WIDE = ("cards with a suit and value", "no outfit")   # the problems of a deck as a whole (line 0)


def _card_lines(text: str) -> list[int]:
    """The 0-based indexes of a deck's ``Nx Title`` lines."""
    return [i for i, line in enumerate(text.split("\n")) if line[:1].isdigit()]


def check_result(text: str) -> Deck | DeckError:
    """The property: a legal deck, or a DeckError whose problems each say where they are."""
    try:
        deck = parse_deck(text)
    except DeckError as exc:
        lines = len(text.replace("\r\n", "\n").replace("\r", "\n").split("\n"))
        for problem in exc.problems:
            assert_readable(problem.message)
            assert 0 <= problem.line <= lines, f"{problem} is past the file's {lines} lines"
            if problem.line:
                assert f"line {problem.line}:" in str(exc)
            else:
                assert any(words in problem.message for words in DECK_WIDE), f"no line for {problem.message!r}"
        return exc
    assert sum(1 for c in deck.cards if c.type != "joker") == DECK_SIZE
    assert deck.outfit.type == "outfit" and len(deck.starting_gang) <= 5
    return deck


def _one_line(text: str) -> bool:
    """Words on one line that are not a comment."""
    return bool(text.strip()) and not text.lstrip().startswith("#") and "\n" not in text and "\r" not in text


def _lines_with_problems(result: Deck | DeckError) -> set[int]:
    return set() if isinstance(result, Deck) else {p.line for p in result.problems}


# --- one line broken: reported on that line -------------------------------------------------------------
HUGE_COUNTS = ["5", "9", "52", "1000000", "9" * 25]
BAD_COUNTS = ["0", "-1", "-0", "two", "1.5", "x", "", "0x10", "1e3", "½"]


@fuzz_settings(300)
@given(deck=st.sampled_from(sorted(STARTERS)), data=st.data())
def test_a_broken_line_is_reported_on_that_line(deck, data):
    lines = STARTERS[deck].split("\n")
    i = data.draw(st.sampled_from(_card_lines(STARTERS[deck])), label="line")
    count, _, title = lines[i].partition("x ")
    edit = data.draw(st.sampled_from(["count", "unknown title", "huge count", "no count", "garbage"]), label="edit")
    if edit == "count":
        lines[i] = f"{data.draw(st.sampled_from(BAD_COUNTS))}x {title}"
    elif edit == "unknown title":
        lines[i] = f"{count}x {title}{data.draw(st.sampled_from([' Jr.', 'zz', ' (Exp.9)', '!!', ' #2']))}"
    elif edit == "huge count":
        lines[i] = f"{data.draw(st.sampled_from(HUGE_COUNTS))}x {title}"
    elif edit == "no count":
        lines[i] = title
    else:
        lines[i] = data.draw(st.text(min_size=1, max_size=30).filter(_one_line))
    result = check_result("\n".join(lines))
    event(f"{edit}: {'valid' if isinstance(result, Deck) else 'refused'}")
    if edit == "garbage":
        # random words may read as a heading ("A:"), skipped, or as a card line: the problems are then
        # elsewhere (a missing outfit, a count); check_result has seen each says where it is
        return
    if edit == "huge count":
        # too many copies (or Jokers, or cards of one suit and value) is reported on the last line that counts
        # towards the total: this line, or a later one with the same title or kind of card
        same = [n for n in _lines_with_problems(result) if n > i and
                (title.rstrip(" *").split(" (")[0] in lines[n - 1] or ("Joker" in title and "Joker" in lines[n - 1]))]
        assert same or "cards are" in str(result), f"line {i + 1} ({lines[i]!r}) is not reported: {result}"
        return
    assert i + 1 in _lines_with_problems(result), f"line {i + 1} ({lines[i]!r}) is not reported: {result}"


@fuzz_settings(200)
@given(deck=st.sampled_from(sorted(STARTERS)), data=st.data())
def test_look_alike_letters_in_a_title_are_an_unknown_card_on_that_line(deck, data):
    lines = STARTERS[deck].split("\n")
    i = data.draw(st.sampled_from(_card_lines(STARTERS[deck])), label="line")
    spots = [k for k, ch in enumerate(lines[i]) if ch in LOOK_ALIKES]
    k = data.draw(st.sampled_from(spots), label="letter")
    lines[i] = lines[i][:k] + LOOK_ALIKES[lines[i][k]] + lines[i][k + 1:]
    result = check_result("\n".join(lines))
    if isinstance(result, Deck):   # a full-width count or a no-break space still reads as the same deck
        event("same deck")
        assert result == parse_deck(STARTERS[deck])
    else:
        event("refused")
        assert i + 1 in _lines_with_problems(result), f"line {i + 1} ({lines[i]!r}) is not reported: {result}"


def test_a_second_outfit_is_reported_on_its_line():
    text = STARTERS["law-dogs"] + "1x The Sloane Gang\n"
    with pytest.raises(DeckError, match=rf"line {len(text.splitlines())}: more than one outfit"):
        parse_deck(text)
    with pytest.raises(DeckError, match="more than one outfit"):
        parse_deck(STARTERS["law-dogs"].replace("1x Law Dogs", "2x Law Dogs"))


# --- lines moved, doubled, dropped; random text; binary files ------------------------------------------
@fuzz_settings(300)
@given(deck=st.sampled_from(sorted(STARTERS)), data=st.data())
def test_random_line_edits_give_a_legal_deck_or_problems_on_lines(deck, data):
    lines = STARTERS[deck].split("\n")
    for _ in range(data.draw(st.integers(1, 4), label="edits")):
        i = data.draw(st.integers(0, len(lines) - 1), label="line")
        edit = data.draw(st.sampled_from(["drop", "double", "swap", "replace", "insert", "join"]), label="edit")
        if edit == "drop" and len(lines) > 1:
            del lines[i]
        elif edit == "double":
            lines.insert(i, lines[i])
        elif edit == "swap":
            j = data.draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif edit == "replace":
            lines[i] = data.draw(st.text(max_size=40))
        elif edit == "insert":
            lines.insert(i, data.draw(st.sampled_from(["Dudes (13)", "Deeds:", "Bobo", "1x", "x Bobo", "#", "*",
                                                       "1x Bobo *", "1x Shotgun *", "1x DT2.101", "1x DT2.²",
                                                       "1x Joker (red)", "\x00", "\ufeff1x Bobo", "1 x Bobo"])))
        elif i + 1 < len(lines):
            lines[i:i + 2] = [lines[i] + lines[i + 1]]
    newline = data.draw(st.sampled_from(["\n", "\r\n", "\r"]))
    result = check_result(newline.join(lines))
    event("valid" if isinstance(result, Deck) else "refused")


@fuzz_settings(200)
@example(text="")
@example(text="\ufeff")
@example(text="1x DT2.²")
@example(text="1x Law Dogs\u20282x Shotgun")
@given(text=st.text(max_size=300))
def test_random_text_is_a_legal_deck_or_problems_on_lines(text):
    assert isinstance(check_result(text), DeckError)


def test_empty_and_comment_only_files_say_what_is_missing():
    for text in ("", "\n\n", "# nothing here\n", "Dudes (0)\nDeeds:\n"):
        with pytest.raises(DeckError, match="no outfit: a deck needs exactly one; 0 cards with a suit and value"):
            parse_deck(text)


@fuzz_settings(60)
@given(raw=st.binary(max_size=400))
def test_a_binary_deck_file_is_refused_in_words(raw, tmp_path_factory):
    path = Path(tmp_path_factory.mktemp("decks")) / "binary.txt"
    path.write_bytes(raw)
    with pytest.raises(DeckError) as caught:
        load_deck(path)
    for problem in caught.value.problems:
        assert_readable(problem.message)


def test_a_printed_number_with_superscript_digits_is_an_unknown_card():
    """``str.isdigit`` takes '²' (which int() refuses): this once escaped as a bare ValueError."""
    with pytest.raises(DeckError, match=r"line 1: unknown card 'DT2\.²'"):
        parse_deck("1x DT2.²\n")
    with pytest.raises(DeckError, match=r"line 1: unknown card 'DT2\.1{5000}'"):
        parse_deck("1x DT2." + "1" * 5000 + "\n")


def test_line_numbers_follow_the_files_line_breaks_only():
    """A form feed or U+2028 inside a line is not a line break to an editor, nor to the parser (which
    once split there, numbering every later line wrongly); inside a title it is a space."""
    text = STARTERS["law-dogs"].replace("1x Bass Reeves\n", "1x Bass\x0cReeves\n").replace("1x Bobo\n",
                                                                                          "1x Bo\u2028bo\n")
    numbers = {line: n for n, line in enumerate(text.split("\n"), 1)}
    assert numbers["1x Bass\x0cReeves"] < numbers["1x Bo\u2028bo"]
    with pytest.raises(DeckError) as caught:
        parse_deck(text)
    assert [(p.line, p.message) for p in caught.value.problems] == [
        (numbers["1x Bo\u2028bo"], "unknown card 'Bo\\u2028bo'; did you mean 'Bobo'?"),
        (0, "51 cards with a suit and value; a deck has exactly 52")]
