"""The three errors every caller can rely on.

All three subclass :class:`ValueError`, so ``except ValueError`` keeps working for
code that does not care which kind of bad input it was given.
"""

from __future__ import annotations

from collections.abc import Iterable


class IllegalAction(ValueError):
    """An action that the rules do not allow in this state.

    Raised by :func:`apply` before anything is changed: states are values, so the
    caller's state is untouched and can be used again.
    """

    def __init__(self, action: object, reason: str) -> None:
        self.action = action
        self.reason = reason
        super().__init__(f"illegal action {action!r}: {reason}")


class ConfigError(ValueError):
    """An invalid game configuration. ``problems`` lists every problem found."""

    def __init__(self, problems: Iterable[str] | str) -> None:
        if isinstance(problems, str):
            problems = [problems]
        self.problems: tuple[str, ...] = tuple(problems)
        lines = "\n".join(f"  - {p}" for p in self.problems)
        n = len(self.problems)
        super().__init__(f"invalid configuration ({n} problem{'s' if n != 1 else ''}):\n{lines}")


class PackError(Exception):
    """A broken pack: raised when the pack is loaded, naming the pack and the fault."""

    def __init__(self, pack: str, message: str) -> None:
        self.pack = pack
        super().__init__(f"pack {pack!r}: {message}")


class MutatedInput(PackError):
    """A hook changed the state it was given (``object.__setattr__`` on a frozen value),
    found in check mode (:func:`~citadels_rules.engine.hooks.checking_inputs`): the
    message names the plugin, the hook and what changed."""


class EffectError(Exception):
    """An effect that cannot be applied as written (a zero amount, a missing account or
    card). Raised by effect handlers; the reducer reports it as a :class:`PackError`
    naming the plugin that returned the effect."""

    def __init__(self, effect: object, message: str) -> None:
        self.effect = effect
        self.reason = message
        super().__init__(f"{effect!r}: {message}")


class BadValue(EffectError, ValueError):
    """A value that no effect can be made of (``pay`` with a negative amount), raised
    where the effect is made. A :class:`ValueError` for the caller; inside ``apply`` an
    :class:`EffectError`, reported as a :class:`PackError` naming the plugin whose code
    made it or whose value hook answered the bad value."""
