"""Yunxu Jiang (24020): while in a shootout at a location you control, your other dudes in his posse get +1 bullets and +1 value."""
from doomtown_tui.engine import blocks, town

_busy = False    # control at a Rowdy deed counts bullets, which this trait changes: no re-entry


def _steady(state, source, target, stat) -> int:
    global _busy
    so = state.shootout
    if stat not in ("bullets", "value") or so is None or target is source or _busy:
        return 0
    side = so.in_posse(source.uid)
    if side is None or side != source.controller or so.in_posse(target.uid) != side:
        return 0
    _busy = True
    try:
        return 1 if town.location_controller(state, so.location) == side else 0
    finally:
        _busy = False


blocks.stat_trait("24020", _steady)
