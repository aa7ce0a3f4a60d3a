"""How a colour looks to a player with a colour vision deficiency, and how far apart two colours look: the check of
Settings' colour-blind-safe colours (tests/ui/test_colour_blind.py) and of screenshots
(`python -m thunderstone_gui.tools.colour_vision`).

The simulation is Machado, Oliveira and Fernandes (2009), "A Physiologically-based Model for Simulation of Color
Vision Deficiency", at severity 1.0 (a dichromat: no working L, M or S cones): a 3x3 matrix on linear RGB. Colour
differences are CIE76 ΔE in CIELAB (D65): about 2.3 is just noticeable; two signals should differ by far more.
Pure Python (no pygame, no numpy): a colour at a time, each channel through lookup tables.
"""

from __future__ import annotations

Color = tuple[int, int, int]

KINDS = ("deuteranopia", "protanopia", "tritanopia")

# Machado et al. 2009, severity 1.0, rows give linear R', G', B' from linear R, G, B.
MATRICES: dict[str, tuple[tuple[float, float, float], ...]] = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def _to_linear(v: int) -> float:
    c = v / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


LINEAR: tuple[float, ...] = tuple(_to_linear(v) for v in range(256))
_STEPS = 4096
# Linear light (0..1 in _STEPS steps) back to an sRGB byte.
_TO_SRGB: bytes = bytes(
    round(255 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055))
    for c in (k / (_STEPS - 1) for k in range(_STEPS)))


class Simulation:
    """One kind of colour vision: per input channel and output channel a table of the matrix entry times the
    channel's linear value, so that a colour costs nine lookups and three sums."""

    def __init__(self, kind: str) -> None:
        if kind not in MATRICES:
            raise ValueError(f"no colour vision {kind!r}; known: {', '.join(KINDS)}")
        self.kind = kind
        self.tables = [[tuple(m * lin for lin in LINEAR) for m in row] for row in MATRICES[kind]]

    def __call__(self, color: Color) -> Color:
        r, g, b = color[0], color[1], color[2]
        out = []
        for tr, tg, tb in self.tables:
            lin = tr[r] + tg[g] + tb[b]
            out.append(_TO_SRGB[min(_STEPS - 1, max(0, round(lin * (_STEPS - 1))))])
        return out[0], out[1], out[2]

    def bytes_rgb(self, data: bytes) -> bytes:
        """RGB pixels (3 bytes each) as this vision sees them; each distinct colour is worked out once."""
        seen: dict[bytes, bytes] = {}
        out = bytearray(len(data))
        for i in range(0, len(data) - 2, 3):
            key = data[i:i + 3]
            got = seen.get(key)
            if got is None:
                got = bytes(self((key[0], key[1], key[2])))
                seen[key] = got
            out[i:i + 3] = got
        return bytes(out)


_simulations: dict[str, Simulation] = {}


def simulate(color: Color, kind: str) -> Color:
    """`color` as a dichromat of `kind` (deuteranopia, protanopia, tritanopia) sees it."""
    sim = _simulations.get(kind)
    if sim is None:
        sim = _simulations[kind] = Simulation(kind)
    return sim(color)


def lab(color: Color) -> tuple[float, float, float]:
    """CIELAB (D65) of an sRGB colour."""
    r, g, b = (LINEAR[c] for c in color[:3])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(a: Color, b: Color) -> float:
    """CIE76 colour difference of two sRGB colours."""
    la, lb = lab(a), lab(b)
    return sum((p - q) ** 2 for p, q in zip(la, lb)) ** 0.5


def seen_apart(a: Color, b: Color, kind: str = "") -> float:
    """How far apart `a` and `b` look (ΔE) to a dichromat of `kind` ("" : normal colour vision)."""
    if not kind:
        return delta_e(a, b)
    return delta_e(simulate(a, kind), simulate(b, kind))
