"""Turning engine views into Textual content: card faces, dude lines, stat tables.

Pure functions from view objects (``CardView``, ``PlayerView``, ...) to markup or ``Content``;
no widget state and no rules. Colours are theme variables (``$suit-red``, ``$suit-black``,
``$booted``, ``$card-name``, ``$warning``) declared by the app, so a theme can change them.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from textual.markup import escape

if TYPE_CHECKING:
    from doomtown_tui.engine.view import CardView, PlayerView

SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
SUIT_WORDS = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
VALUE_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}
RED = ("H", "D")
PHASE_NAMES = {
    "setup": "Setup", "gamblin": "Gamblin'", "production": "Production", "upkeep": "Upkeep",
    "high_noon": "High Noon", "sundown": "Sundown", "nightfall": "Nightfall",
}
STAT_NAMES = {
    "value": "Value", "bullets": "Bullets", "influence": "Influence", "control": "Control points",
    "production": "Production", "upkeep": "Upkeep", "shooter": "Shooter",
}


def esc(text: object) -> str:
    """Escape text for Textual markup (card titles may hold brackets)."""
    return escape(str(text))


def value_name(value: int | None) -> str:
    if value is None:
        return "-"
    return VALUE_NAMES.get(value, str(value))


def suit_markup(suit: str | None) -> str:
    """A coloured suit symbol, or nothing."""
    if not suit:
        return ""
    colour = "$suit-red" if suit in RED else "$suit-black"
    return f"[{colour}]{SUIT_SYMBOLS.get(suit, suit)}[/]"


def face_markup(value: int | None, suit: str | None) -> str:
    """``7♥`` with the suit coloured; empty for cards without a value."""
    if value is None:
        return ""
    if not suit:
        return value_name(value)
    colour = "$suit-red" if suit in RED else "$suit-black"
    return f"[b {colour}]{value_name(value)}{SUIT_SYMBOLS.get(suit, suit)}[/]"


def card_face(card: CardView) -> str:
    """The corner of a card: a Joker, or value and suit."""
    if card.type == "joker":
        return "[b $warning]Joker[/]"
    return face_markup(card.value, card.suit)


def shooter_markup(card: CardView) -> str:
    bullets = card.bullets if card.bullets is not None else 0
    kind = card.shooter or "draw"
    return f"{bullets} {kind}"


def dude_stats(card: CardView) -> str:
    """The numbers on a dude, one short line: ``7♣ 2 stud inf 1 bounty 2``."""
    parts = [card_face(card), shooter_markup(card), f"inf {card.influence or 0}"]
    if card.upkeep:
        parts.append(f"upk {card.upkeep}")
    if card.bounty:
        parts.append(f"[b $warning]bounty {card.bounty}[/]")
    if card.victory_points:
        parts.append(f"[b $warning]{victory_mark(card)} VP[/]")
    if card.booted:
        parts.append("[$booted]booted[/]")
    return " ".join(p for p in parts if p)


def dude_markup(card: CardView, compact: bool) -> str:
    """A dude as one line (``compact``) or as a title line plus a stats line."""
    title = f"[b]{esc(card.title)}[/]" if not card.booted else f"[$booted]{esc(card.title)} \u21b7[/]"
    if compact:
        return f"{title}  {dude_stats(card)}"
    return f"{title}\n {dude_stats(card)}"


def dude_short(card: CardView) -> str:
    """The numbers on a dude in the table's short form (explained on the help screen):
    ``7♣ 2s i1`` = value and suit, bullets with s(tud) or d(raw), influence; then ``cp1``
    control points, ``u2`` upkeep, ``b2`` bounty, ``★2`` victory points when there are any, and ``↷``
    when booted."""
    kind = "s" if card.shooter == "stud" else "d"
    parts = [card_face(card), f"{card.bullets if card.bullets is not None else 0}{kind}",
             f"i{card.influence or 0}"]
    if card.control:
        parts.append(f"cp{card.control}")
    if card.upkeep:
        parts.append(f"u{card.upkeep}")
    if card.bounty:
        parts.append(f"[b $warning]b{card.bounty}[/]")
    if card.victory_points:
        parts.append(f"[b $warning]{victory_mark(card)}[/]")
    if card.booted:
        parts.append("[$booted]\u21b7[/]")
    return " ".join(p for p in parts if p)


def victory_mark(card: CardView) -> str:
    """``★2``: the victory points on a card (a Boss Battle's Boss); empty without any."""
    return f"\u2605{card.victory_points}" if card.victory_points else ""


def dude_line(card: CardView) -> str:
    """A dude on one line: its title (dimmed when booted), then ``dude_short``."""
    title = f"[b]{esc(card.title)}[/]" if not card.booted else f"[$booted]{esc(card.title)}[/]"
    return f"{title} {dude_short(card)}"


def attachment_short(card: CardView) -> str:
    """A card attached to a dude or deed, short: ``+ Shotgun +1b`` (b bullets, i influence,
    cp control points, p production), ``↷`` when booted."""
    bits = []
    for amount, unit in ((card.bullets, "b"), (card.influence, "i"), (card.control, "cp"), (card.production, "p")):
        if amount:
            bits.append(f"{amount:+d}{unit}")
    extra = f" {' '.join(bits)}" if bits else ""
    booted = " [$booted]\u21b7[/]" if card.booted else ""
    return f"+ {esc(card.title)}{extra}{booted}"


def location_short(card: CardView, controller_name: str | None, owner: int | None = None,
                   controller: int | None = None) -> str:
    """A location's header numbers, short: ``home`` for an outfit, ``p2`` production, ``cp1``
    control points, and ``ctrl NAME`` when someone other than its owner controls it."""
    parts = ["home"] if card.type == "outfit" else []
    parts.append(f"p{card.production or 0}")
    if card.type != "outfit" or card.control:
        parts.append(f"cp{card.control or 0}")
    if card.booted:
        parts.append("[$booted]\u21b7[/]")
    if controller != owner:
        parts.append(f"ctrl {esc(controller_name) if controller_name else 'nobody'}")
    return " ".join(parts)


def attachment_markup(card: CardView) -> str:
    """A goods, spell or improvement line, indented under its host."""
    bits = []
    if card.bullets:
        bits.append(f"{card.bullets:+d} bullets")
    if card.influence:
        bits.append(f"{card.influence:+d} inf")
    if card.control:
        bits.append(f"{card.control:+d} CP")
    if card.production:
        bits.append(f"{card.production:+d} prod")
    extra = f" ({', '.join(bits)})" if bits else ""
    booted = " [$booted]booted[/]" if card.booted else ""
    return f" + {esc(card.title)}{extra}{booted}"


def deed_line(card: CardView, owner_name: str, controller_name: str | None) -> str:
    """Owner, controller, production and control points of a location."""
    parts = []
    if card.type == "outfit":
        parts.append(f"home of {esc(owner_name)}")
    else:
        parts.append(f"owner {esc(owner_name)}")
    parts.append(f"control {esc(controller_name) if controller_name else 'nobody'}")
    parts.append(f"prod {card.production or 0}")
    parts.append(f"CP {card.control or 0}")
    return " \u00b7 ".join(parts)


def hand_card_markup(card: CardView) -> str:
    """A card in hand: face, title, type and cost."""
    if card.type == "joker":
        return f"[b $warning]{esc(card.title)}[/]"
    cost = f" {card.cost} GR" if card.cost is not None else ""
    return f"{card_face(card)} {esc(card.title)} [dim]{card.type}{cost}[/]".strip()


def victory_points(player: PlayerView, points_to_win: int | None) -> str:
    """``VP 1/2`` (points scored of the points to win) in a game of three or four; empty in a two-seat game."""
    if points_to_win is None:
        return ""
    today = f" [dim](+{player.scored_today} today)[/]" if player.scored_today else ""
    return f"[b]VP {player.victory_points}/{points_to_win}[/]{today}"


def player_summary(player: PlayerView, dealer: bool, deciding: bool, compact: bool = False,
                   points_to_win: int | None = None) -> str:
    """Stash, influence, control, victory points (three or four seats), debt and pile sizes of one
    player, one line."""
    vp = victory_points(player, points_to_win)
    name = f"[b reverse] {esc(player.name)} [/]" if deciding else f"[b]{esc(player.name)}[/]"
    marks = " [b $accent]Dealer[/]" if dealer else ""
    if compact:
        parts = [f"{player.stash} GR", f"inf {player.influence}", f"ctrl {player.control}"] + ([vp] if vp else [])
        if player.debt:
            parts.append(f"[b $error]debt {player.debt}[/]")
        parts += [f"hand {player.hand_size}", f"deck {player.deck_size}", f"disc {len(player.discard)}",
                  f"hill {len(player.boot_hill)}"]
        sep = " "
    else:
        parts = [f"{player.stash} GR", f"influence {player.influence}", f"control {player.control}"] + (
            [vp] if vp else [])
        if player.debt:
            parts.append(f"[b $error]debt {player.debt}[/]")
        parts += [f"hand {player.hand_size}", f"deck {player.deck_size}", f"discard {len(player.discard)}",
                  f"boot hill {len(player.boot_hill)}"]
        sep = " \u00b7 "
    line = f"{name}{marks}  " + sep.join(parts)
    if player.in_check:
        line += "  [b reverse $warning] IN CHECK [/]"
    return line


def stat_rows(card: CardView) -> list[tuple[str, str, str, str]]:
    """(stat, now, printed, why) for every number the card has, with the reasons for changes."""
    rows: list[tuple[str, str, str, str]] = []
    names = ("value", "bullets", "influence", "control", "production", "upkeep")
    for stat in names:
        now = getattr(card, stat)
        printed = card.printed.get(stat)
        changes = card.modifiers.get(stat, ())
        if now is None and printed is None and not changes:
            continue
        why = "; ".join(f"{reason} {amount:+d}" for reason, amount in changes)
        shown_now = value_name(now) if stat == "value" else str(now if now is not None else "-")
        shown_printed = value_name(printed) if stat == "value" and isinstance(printed, int) else str(
            printed if printed is not None else "-")
        rows.append((STAT_NAMES[stat], shown_now, shown_printed, why))
    if card.shooter or card.printed.get("shooter"):
        printed_kind = str(card.printed.get("shooter") or "-")
        rows.append((STAT_NAMES["shooter"], str(card.shooter or "-"), printed_kind,
                     "" if card.shooter == card.printed.get("shooter") else "changed by an effect"))
    return rows


def card_detail(card: CardView, names: dict[int, str], titles: dict[int, str] | None = None,
                compact: bool = False) -> str:
    """Everything the app knows about a card, for the card dialog; ``compact`` (the side panel)
    puts the numbers on one wrapped line instead of a table, so the whole text fits."""
    lines = [f"[b $card-name]{esc(card.title)}[/]  {card_face(card)}"]
    kind = card.type.capitalize()
    if card.cost is not None:
        kind += f" \u00b7 cost {card.cost} GR"
    who = f"owner {esc(names.get(card.owner, '?'))}"
    if card.controller != card.owner:
        who += f" \u00b7 controller {esc(names.get(card.controller, '?'))}"
    lines.append(f"[dim]{kind} \u00b7 {who}[/]")
    where = []
    if card.attached_to is not None and titles is not None and card.attached_to in titles:
        where.append(f"on {esc(titles[card.attached_to])}")   # an attachment: its host, then the host's place
    if card.location:
        where.append(f"at {esc(card.location)}")
    if card.zone and card.zone != "play":
        where.append(f"in {card.zone.replace('_', ' ')}")
    if card.booted:
        where.append("[$booted]booted[/]")
    if card.bounty:
        where.append(f"[$warning]bounty {card.bounty}[/]")
    if card.victory_points:
        where.append(f"[b $warning]{card.victory_points} victory point{'s' if card.victory_points != 1 else ''}[/]")
    if where:
        lines.append(" \u00b7 ".join(where))
    if card.keywords:
        lines.append("[i]" + esc(" \u2022 ".join(card.keywords)) + "[/]")
    rows = stat_rows(card)
    if rows and compact:   # the numbers on one line; a changed one says what it was printed as, and why
        bits = []
        for stat, now, printed, why in rows:
            changed = f" [b $warning](printed {printed})[/]" if now != printed else ""
            bits.append(f"{stat} [b]{now}[/]{changed}")
            if why:
                bits[-1] += f" [dim]{esc(why)}[/]"
        lines.append(" \u00b7 ".join(bits))
    elif rows:
        lines.append("")
        lines.append("[u]stat          now  printed[/]")
        for stat, now, printed, why in rows:
            mark = "" if now == printed else " [b $warning]*[/]"
            lines.append(f"{stat:<13} {now:>3}  {printed:>7}{mark}")
            if why:
                lines.append(f"  [dim]{esc(why)}[/]")
    if card.attachments and titles is not None:
        held = [titles.get(uid, f"card {uid}") for uid in card.attachments]
        lines.append("")
        lines.append("Attached: " + esc(", ".join(held)))
    if card.text:
        lines.append("")
        lines.append(esc(card.text))
    return "\n".join(lines)


def hand_list(cards: Iterable[CardView]) -> str:
    return ", ".join(f"{value_name(c.value)}{SUIT_SYMBOLS.get(c.suit or '', '')}" for c in cards)
