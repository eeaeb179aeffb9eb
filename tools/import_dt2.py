#!/usr/bin/env python3
"""Refresh the facts in ``cards/*.toml`` from the reference card database.

The reference file (``../shared/cards/dt2.json`` by default) is never committed. This script copies
only facts from it: codes, titles, types, factions, suits, values, costs, stats, keywords and
quantities. The ``text`` field of each card is ours (rules text in our own words) and is kept as it
stands in the existing TOML files; a card without one gets an empty string to be written by hand.

    python3 tools/import_dt2.py [--source PATH]
"""
from __future__ import annotations

import argparse
import json
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "cards"
SUITS = {"Spades": "S", "Hearts": "H", "Diams": "D", "Clubs": "C"}
FACTION_FILES = {
    "Anarchists": "anarchists",
    "Entrepreneurs": "entrepreneurs",
    "Fearmongers": "fearmongers",
    "First Peoples": "first-peoples",
    "Law Dogs": "law-dogs",
    "Outlaws": "outlaws",
}
TYPE_FILES = {"deed": "deeds", "goods": "goods", "spell": "spells", "action": "actions", "joker": "jokers"}
FIELDS = (
    "code", "title", "type", "faction", "suit", "value", "cost", "upkeep", "production",
    "bullets", "shooter", "influence", "control", "wealth", "keywords", "quantity",
)


def file_for(card: dict) -> str:
    if card["gang"] in FACTION_FILES:
        return FACTION_FILES[card["gang"]]
    if card["type_code"] == "dude":
        return "drifters"
    return TYPE_FILES[card["type_code"]]


def facts(card: dict) -> dict:
    kind = card["type_code"]
    faction = card["gang"] if card["gang"] != "Neutral" else ("Drifter" if kind == "dude" else None)
    shooter = (card["shooter"] or "").lower()
    return {
        "code": card["code"],
        "title": card["title"],
        "type": kind,
        "faction": faction,
        "suit": SUITS.get(card["suit"] or ""),
        "value": card["rank"],
        "cost": card["cost"],
        "upkeep": card["upkeep"],
        "production": card["production"],
        "bullets": card["bullets"],
        "shooter": shooter if shooter in ("stud", "draw") else None,
        "influence": card["influence"],
        "control": card["control"],
        "wealth": card["wealth"],
        "keywords": [k.strip() for k in card["keywords"].split("\u2022") if k.strip()],
        "quantity": card["quantity"],
    }


def toml_value(value: object) -> str:
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    return json.dumps(value, ensure_ascii=False)


def render(cards: list[dict]) -> str:
    out = ["# Facts imported by tools/import_dt2.py; `text` is our own rules text.", ""]
    for card in cards:
        out.append("[[card]]")
        for key in FIELDS:
            if card.get(key) is not None:
                out.append(f"{key} = {toml_value(card[key])}")
        text = card.get("text", "").strip()
        out.append(f'text = """{text}"""' if "\n" not in text else f'text = """\n{text}\n"""')
        out.append("")
    return "\n".join(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=ROOT.parent / "shared" / "cards" / "dt2.json")
    args = parser.parse_args()
    ours: dict[str, str] = {}
    for path in CARDS.glob("*.toml"):
        for card in tomllib.loads(path.read_text())["card"]:
            ours[card["code"]] = card.get("text", "")
    groups: dict[str, list[dict]] = {}
    for card in json.loads(args.source.read_text())["cards"]:
        row = facts(card)
        row["text"] = ours.get(card["code"], "")
        groups.setdefault(file_for(card), []).append(row)
    for name, cards in groups.items():
        cards.sort(key=lambda c: c["code"])
        (CARDS / f"{name}.toml").write_text(render(cards))
    print(f"wrote {sum(map(len, groups.values()))} cards in {len(groups)} files")


if __name__ == "__main__":
    main()
