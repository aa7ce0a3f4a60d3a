"""Plain records of a game's facts (a player's board, what the active player did this turn): one attribute per fact,
listed in `__slots__`, each given its starting value by `__init__` (which takes no argument).

How a fact is copied and how it enters the canonical form (state hashes are made from it) follows from that
starting value, the same in every game: a set, a dict or a list is copied, anything else (numbers, strings, tuples)
is shared; in the canonical form a set is sorted, a dict is its sorted items and the rest is as it is, in the order
of the slots (the base class's first). `clone` and `canonical` are written out once per class when the class is
made - as dataclasses write their methods - so that a copy costs what a hand-written one does: the computer seats'
search copies states by the thousand.
"""

from __future__ import annotations

from typing import Any, Self


class PlainData:
    __slots__ = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "clone" in vars(cls) or "canonical" in vars(cls):
            raise TypeError(f"{cls.__qualname__}: clone and canonical follow from the slots; do not write them")
        fresh = cls()
        names = [name for klass in reversed(cls.__mro__) for name in getattr(klass, "__slots__", ())]
        copies, forms = [], []
        for name in names:
            value, mine = getattr(fresh, name), f"self.{name}"
            if isinstance(value, set):
                copy, form = f"set({mine})", f"sorted({mine})"
            elif isinstance(value, dict):
                copy, form = f"dict({mine})", f"sorted({mine}.items())"
            elif isinstance(value, list):
                copy, form = f"{mine}[:]", mine
            else:
                copy = form = mine
            copies.append(f"    other.{name} = {copy}\n")
            forms.append(f"{form}, ")
        source = (f"def clone(self):\n    other = new(cls)\n{''.join(copies)}    return other\n"
                  f"def canonical(self):\n    return ({''.join(forms)})\n")
        namespace: dict[str, Any] = {"new": object.__new__, "cls": cls}
        exec(compile(source, f"<{cls.__qualname__} copy and canonical form>", "exec"), namespace)  # noqa: S102
        for method in ("clone", "canonical"):
            function = namespace[method]
            function.__qualname__ = f"{cls.__qualname__}.{method}"
            setattr(cls, method, function)

    def clone(self) -> Self:
        """A copy whose sets, dicts and lists are its own."""
        raise NotImplementedError       # written for each subclass when it is made

    def canonical(self) -> tuple[Any, ...]:
        """Every fact in a stable order (sets and dicts sorted)."""
        raise NotImplementedError       # written for each subclass when it is made
