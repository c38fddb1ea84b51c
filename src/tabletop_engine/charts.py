"""Charts of win rates with their 95% intervals, for the ``--plot`` option of every
game's ``simulate`` command (Citadels: per character; Dominion: per seat and agent).

matplotlib is an optional extra (``plot``), imported only when a chart is
asked for, and only through its object API (``Figure``: no pyplot, no GUI backend, no
global state), so drawing works in worker threads and on machines without a display.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .extras import install_hint
from .files import atomic_open


def require_matplotlib() -> Any:
    """matplotlib, imported only when a plot is asked for; RuntimeError naming the extra."""
    try:
        import matplotlib
    except ImportError as exc:
        raise RuntimeError(
            f"--plot needs the 'plot' extra, {install_hint('plot', 'matplotlib')}; "
            f"import failed: {exc}"
        ) from None
    return matplotlib


def rate_chart(
    path: Path,
    labels: Sequence[str],
    rates: Sequence[float],
    intervals: Sequence[tuple[float, float]],
    *,
    title: str,
    ylabel: str,
    mean: float | None = None,
    mean_label: str = "",
) -> None:
    """Draw one bar per label, its rate with the interval as error bars, and ``mean`` (when
    given) as a dashed line named ``mean_label`` in a legend; write it to ``path``, in the
    format its suffix names (PNG, SVG, PDF), atomically (:func:`~.files.atomic_open`).

    RuntimeError naming the ``plot`` extra when matplotlib is missing.
    """
    require_matplotlib()
    from matplotlib.figure import Figure
    from matplotlib.ticker import PercentFormatter

    low = [rate - interval[0] for rate, interval in zip(rates, intervals, strict=True)]
    high = [interval[1] - rate for rate, interval in zip(rates, intervals, strict=True)]
    fig = Figure(figsize=(max(6.0, 0.75 * len(labels) + 2.0), 4.5), layout="constrained")
    ax = fig.subplots()
    xs = list(range(len(labels)))
    ax.bar(xs, rates, yerr=[low, high], capsize=4, color="#4c72b0", ecolor="#333333")
    if mean is not None:
        ax.axhline(mean, linestyle="--", color="#888888", label=mean_label)
    ax.set_xticks(xs, labels, rotation=30, ha="right")
    ax.yaxis.set_major_formatter(PercentFormatter(1.0))
    ax.set_ylabel(ylabel)
    ax.set_ylim(0, min(1.0, max([r + h for r, h in zip(rates, high, strict=True)] or [1]) * 1.1))
    ax.set_title(title, fontsize=10)
    if mean is not None:
        ax.legend(loc="upper right", fontsize=8)
    # Drawn into a temporary file that replaces ``path`` once complete (a full disk
    # leaves the old chart whole); the format is the one the suffix names, as
    # ``savefig(path)`` would choose it (matplotlib's default, PNG, without one).
    with atomic_open(path, "wb") as fh:
        fig.savefig(fh, format=Path(path).suffix[1:].lower() or None, dpi=120)


__all__ = ["rate_chart", "require_matplotlib"]
