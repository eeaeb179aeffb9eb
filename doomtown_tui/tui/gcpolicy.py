"""The app's garbage-collection policy: full collections happen between key presses, not in them.

Why: measured with ``benchmarks/bench_tui.py``, the slowest key presses were the ones inside
which CPython ran a full (generation-2) collection: 67-178 ms each, over a heap of 125k-220k
objects, and 9 of them in 150 presses. Nearly all of those objects live as long as the game (the
card pool, the rules, the game's state and checkpoints, the events, Textual's widgets and styles):
a full collection walks them all and frees almost nothing.

What the app does instead (``GcPolicy``, installed by ``DoomtownApp``):

1. **Freeze the long-lived objects**: once start-up is drawn, and again as soon as a game is on
   the table, ``gc.freeze()`` moves every live object to the permanent generation, which later
   collections skip. Freezing costs next to nothing; it may keep some garbage of the moment
   (e.g. a replaced game's reference cycles), which the thaw below frees.
2. **Collect when idle**: a timer looks every ``TICK`` seconds; once no key or click came for
   ``IDLE`` seconds after some input, it runs one full collection of the heap that is not frozen
   (short, since the frozen part is skipped). When that collection is no longer short
   (``REFREEZE`` seconds), what survived it is frozen too. The agents' turns count as input
   (``touch`` when they start answering): the app is busy then, not idle. (Freezing on every
   tick while busy instead was tried and dropped: it also freezes the young reference cycles
   Textual leaves behind each frame, and the thaws that follow cost more than they save.)
3. **A ceiling**: CPython's own full collections stay on as a safety net (for a long run with no
   idle moment, e.g. a fast-forwarded Automaton turn), but only after ``CEILING`` times as many
   younger collections as by default. And when the frozen heap has grown by ``THAW_GROWTH`` since
   it was last cleaned, or a game left the table (new game, load, undo, the menu), the next quiet
   moment of ``THAW_IDLE`` seconds thaws everything, collects it all once and freezes the rest
   again, so dead objects never stay frozen for long.

The engine is a library and never touches the collector; only the app does, here. ``uninstall``
(the app's unmount) puts everything back as it was (thresholds, nothing frozen).
"""
from __future__ import annotations

import gc
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from textual.app import App
    from textual.timer import Timer

TICK = 0.25          # seconds between two looks of the idle timer
IDLE = 0.35          # seconds without input before the unfrozen heap is collected
THAW_IDLE = 2.0      # seconds without input before a thaw (a full collection of everything)
REFREEZE = 0.010     # an idle collection slower than this freezes what survived it
CEILING = 10         # automatic full collections only after this many times the usual young collections
THAW_GROWTH = 0.25   # thaw once the frozen heap grew by this share since it was last cleaned


class GcPolicy:
    """See the module docstring. ``touch`` on input; ``game_changed`` when a game is put on the table."""

    def __init__(self, clock=time.monotonic) -> None:
        self._clock = clock
        self._saved_threshold: tuple[int, int, int] | None = None
        self._timer: Timer | None = None
        self.last_input = clock()
        self.last_collect = self.last_input
        self.thaw_wanted = False
        self.clean_frozen = 0          # objects frozen right after the last thaw
        self.collections = 0           # idle collections so far (for tests and curious players)
        self.thaws = 0

    # --- the app's hooks --------------------------------------------------------------------------
    def install(self, app: App) -> None:
        """Raise the automatic full collections' threshold, freeze after the first frame, start the timer."""
        if self._saved_threshold is None:
            self._saved_threshold = gc.get_threshold()
            young, middle, old = self._saved_threshold
            gc.set_threshold(young, middle, old * CEILING)
        app.call_after_refresh(self.freeze)
        self._timer = app.set_interval(TICK, self.tick, name="gc-policy")

    def uninstall(self) -> None:
        """Stop the timer, thaw everything and restore the thresholds."""
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        gc.unfreeze()
        if self._saved_threshold is not None:
            gc.set_threshold(*self._saved_threshold)
            self._saved_threshold = None

    def touch(self) -> None:
        """A key or a click came in, or the agents start answering: the app is not idle."""
        self.last_input = self._clock()

    def game_changed(self) -> None:
        """A game was put on the table (and another, if any, left it): freeze now, clean up later."""
        self.freeze()
        self.thaw_wanted = True
        self.last_input = self._clock()

    # --- the work ---------------------------------------------------------------------------------
    def freeze(self) -> None:
        gc.freeze()

    def tick(self) -> None:
        """The idle timer: a thaw after a long quiet moment if one is due, else a short
        collection of the unfrozen heap once after each burst of input."""
        quiet = self._clock() - self.last_input
        due = self.thaw_wanted or gc.get_freeze_count() > self.clean_frozen * (1 + THAW_GROWTH)
        if due and quiet >= THAW_IDLE:
            self.thaw()
            return
        if quiet >= IDLE and self.last_input >= self.last_collect:
            self.collect()

    def collect(self) -> float:
        """One full collection of the unfrozen heap; freeze the survivors if it took long. Returns seconds."""
        start = time.perf_counter()
        gc.collect()
        spent = time.perf_counter() - start
        if spent > REFREEZE:
            gc.freeze()
        self.collections += 1
        self.last_collect = self._clock()
        return spent

    def thaw(self) -> None:
        """Thaw everything, collect it all once, freeze the survivors."""
        gc.unfreeze()
        gc.collect()
        gc.freeze()
        self.clean_frozen = gc.get_freeze_count()
        self.thaw_wanted = False
        self.thaws += 1
        self.last_collect = self._clock()


def touch(app: object) -> None:
    """``GcPolicy.touch`` of ``app``'s policy, if it has one."""
    policy = getattr(app, "gc_policy", None)
    if isinstance(policy, GcPolicy):
        policy.touch()
