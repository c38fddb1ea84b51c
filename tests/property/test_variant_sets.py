"""Random sets of compatible variants, drawn from the registry, on every installed preset.

A set respects the registry: only variants that apply to the preset (``presets``), never
two that contradict each other (``conflicts``); the preset's own defaults may be
switched off (``-id``); 3-player games pick one of the 3-player methods the preset allows.
Each game is played to the end by :func:`citadels_rules.testing.invariants.check_game`,
which checks conservation of gold and cards after every action, JSON round-trips and
hidden information along the way, determinism (replaying the actions gives the same
state) and termination.
"""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

import citadels_rules as cr
from citadels_rules.game.packs import VariantInfo, all_variants, presets
from citadels_rules.game.ruleset import ruleset_for
from citadels_rules.testing.invariants import check_game

from .strategies import SEEDS, dark_city_lineups, examples

#: The 3-player methods: exactly one is in force in a 3-player game (C-6).
METHODS = ("three_player_method_1", "three_player_method_2", "three_player_method_3")
#: The shipped presets first; any other installed one (an example pack's) is played too.
PRESET_IDS = sorted(presets(), key=lambda p: (p not in ("classic", "dark_city"), p))
KNOWN: dict[str, VariantInfo] = all_variants()


def clash(a: str, b: str) -> bool:
    """Whether variants ``a`` and ``b`` contradict each other (either side says so)."""
    return b in KNOWN[a].conflicts or a in KNOWN[b].conflicts


def applicable(preset: str) -> list[str]:
    """The registry's variants that apply to ``preset``, but the 3-player methods."""
    return [v for v in sorted(KNOWN) if KNOWN[v].applies_to(preset) and v not in METHODS]


@st.composite
def variant_configs(draw: st.DrawFn, preset_ids: list[str] = PRESET_IDS) -> cr.GameConfig:
    """A config of a random preset and player count with a random compatible variant set."""
    preset_id = draw(st.sampled_from(preset_ids), label="preset")
    preset = presets()[preset_id]
    lo, hi = preset.players
    n = draw(st.integers(lo, hi), label="players")
    characters: tuple[str, ...] = ()
    if preset_id == "dark_city":
        characters = draw(dark_city_lineups(n))
    chosen: list[str] = []
    for v in draw(st.lists(st.sampled_from(applicable(preset_id)), unique=True, max_size=5)):
        if not any(clash(v, other) for other in chosen):
            chosen.append(v)
    switched_off = [
        f"-{v}"
        for v in preset.variants
        if v in KNOWN and v not in METHODS and v not in chosen and draw(st.booleans())
    ]
    if n == 3:
        methods = [m for m in METHODS if KNOWN[m].applies_to(preset_id)]
        method = draw(st.sampled_from(methods), label="3-player method")
        chosen.append(method)
        if method == "three_player_method_3":  # 9 characters: a rank-9 one
            nine = [c for c in preset.pool_of(9) if c != "queen"]  # the Queen: 5+ players
            assume(nine)
            characters = (*characters, nine[0])
    config = cr.GameConfig(
        players=n,
        preset=preset_id,
        seed=draw(SEEDS, label="seed"),
        characters=characters,
        variants=(*chosen, *switched_off),
    )
    try:
        ruleset_for(config)
    except cr.ConfigError:
        assume(False)  # a lineup the variants reject (rare): not a game to play
    return config


@settings(max_examples=examples(20))
@given(config=variant_configs(), seed=SEEDS)
def test_random_variant_sets_conserve_replay_round_trip_and_end(config, seed) -> None:
    """C-3.1, C-1.5 — any compatible variant set: every action conserves gold and cards,
    states round-trip through JSON, views hide what they must, the same actions replay
    to the same end, and the game ends."""
    final = check_game(config, seed, every=7)
    assert final.is_over
    assert cr.winners(final)


@given(config=variant_configs())
def test_variant_sets_are_in_force_and_the_config_round_trips(config) -> None:
    """A variant set is what the rules use (switched-off defaults gone), and a new game
    round-trips through JSON to an equal state."""
    state = cr.new_game(config)
    on = {v for v in config.variants if not v.startswith("-")}
    off = {v[1:] for v in config.variants if v.startswith("-")}
    assert on <= state.rules.variants
    assert not off & state.rules.variants
    assert cr.from_json(cr.to_json(state)) == state
    assert cr.new_game(config) == state  # deterministic setup


@given(data=st.data())
def test_two_contradicting_variants_are_rejected_naming_both(data) -> None:
    """A set holding two contradicting variants is a ConfigError naming both."""
    pairs = [
        (a, b, p)
        for p in PRESET_IDS
        for a in applicable(p) + list(METHODS)
        for b in KNOWN[a].conflicts
        if b in KNOWN and KNOWN[a].applies_to(p) and KNOWN[b].applies_to(p)
    ]
    a, b, preset = data.draw(st.sampled_from(pairs))
    players = presets()[preset].players[1]
    config = cr.GameConfig(players=players, preset=preset, seed=1, variants=(a, b))
    try:
        cr.new_game(config)
    except cr.ConfigError as err:
        assert repr(a) in str(err) and repr(b) in str(err)
    else:
        raise AssertionError(f"{a} and {b} were accepted together")


@given(data=st.data())
def test_a_variant_off_its_presets_is_rejected_saying_why(data) -> None:
    """A variant switched on in a preset where it does not apply is a ConfigError that
    gives the registry's reason."""
    cases = [(v, p) for p in PRESET_IDS for v in sorted(KNOWN) if not KNOWN[v].applies_to(p)]
    vid, preset = data.draw(st.sampled_from(cases))
    players = presets()[preset].players[1]
    config = cr.GameConfig(players=players, preset=preset, seed=1, variants=(vid,))
    try:
        cr.new_game(config)
    except cr.ConfigError as err:
        assert f"variant {vid!r} does not apply to preset {preset!r}" in str(err)
        assert KNOWN[vid].why_not in str(err)
    else:
        raise AssertionError(f"{vid} was accepted in {preset}")
