"""Hook specifications: every timing window of a game of Citadels.

Every character, district and house rule is a plugin: a module (or object) of functions
marked ``@hookimpl`` (:data:`citadels_rules.pack_api.hookimpl`) named after the specs
below. Implementations may take any subset of a spec's arguments, by name.

Calling conventions (see :mod:`tabletop_engine.hooks`):

* **first** -- implementations run in order until one returns something other than None.
* **collect** -- every implementation returns a list (or None); the lists are concatenated.
  Hooks that return *effects* are all ``collect`` hooks: effects are values from
  :mod:`citadels_rules.game.effects`, applied by the core in the order returned.
* **fold** -- the last argument is ``value``, the value so far; return a new value or None
  to leave it unchanged.

Plugins run in the ruleset's order: the packs' rules plugins, then characters by rank,
then districts in the order of their pack's data file, then variants. A ``tryfirst`` or
``trylast`` implementation moves to the front or the back.

The game protocol -- which window the core opens, and when
------------------------------------------------------------

**Setting up** (:func:`new_game`): :func:`citadels_check_config` validates the
configuration; :func:`citadels_cards` adjusts the card data (a cost variant);
:func:`citadels_lineup` and :func:`citadels_deck` fix the characters and the district
deck; the deck is shuffled, :func:`citadels_setup` runs, then each player is
dealt 4 cards and 2 gold and a random seat gets the crown (C-2).

**Each round:**

1. *Draft* (C-4 to C-6): :func:`citadels_draft_plan` gives the steps (default: C-4.5 to
   C-4.7, and C-5.2 for 2 players); characters are removed face down and face up
   (:func:`citadels_may_discard_face_up`); each step asks its seat to pick or remove.
   :func:`citadels_after_draft` runs once everyone has chosen.
2. *Calling* (C-8): ranks are called in ascending order. A rank nobody holds is passed.
   If :func:`citadels_turn_skipped` says so (a killed character) the rank is passed in
   silence; :func:`citadels_rank_passed` runs for every rank passed. Otherwise the
   character is revealed, its holder's turn begins and
   :func:`citadels_character_called` runs (robbery, the King's crown) before they act.
3. *The turn* (C-9): the player gathers (``take_gold``: :func:`citadels_gather_gold`;
   ``draw``: :func:`citadels_gather_draw` cards, keep :func:`citadels_gather_keep` of
   them), then :func:`citadels_after_gather` runs (Merchant, Architect). At any time the
   player may take the actions :func:`citadels_turn_actions` offers (resolved by
   :func:`citadels_ability`) and their income (colours: :func:`citadels_income_colors`).
   After gathering they may build up to :func:`citadels_build_limit` districts
   (:func:`citadels_build_cost`, :func:`citadels_may_build`,
   :func:`citadels_may_duplicate`; a build that does not count,
   :func:`citadels_build_counts`; other ways to build a card than paying its price,
   :func:`citadels_build_ways` resolved by :func:`citadels_build_way`); each build runs
   :func:`citadels_after_build`.
   Targeted abilities consult :func:`citadels_may_name`, :func:`citadels_may_target` and
   :func:`citadels_target_surcharge`; a destruction runs :func:`citadels_after_destroy`.
   Any decision a plugin asks for is answered through :func:`citadels_answer`;
   :func:`citadels_only_actions` may narrow the choice to a few actions (Ballroom). The
   turn ends when the player ends it (:func:`citadels_may_end_turn`) or an effect ends
   it; then :func:`citadels_turn_end` runs (C-11), and :func:`citadels_turn_finished` may
   start another turn (the Witch resuming) before the next rank is called. A turn
   without powers (a bewitched player, a killed Hospital owner) offers no ability, no
   income and no build.
4. *Round end* (C-13): :func:`citadels_round_end` runs (killed characters revealed, the
   killed King's crown); then marks are cleared. Whenever a city grows the core compares
   its size (:func:`citadels_city_size`) with the threshold
   (:func:`citadels_end_threshold`) and flags completion (C-14).

**Scoring** (C-15): per district :func:`citadels_district_points` and
:func:`citadels_scoring_colors`; bonus lines from :func:`citadels_score_lines`; ties go
to :func:`citadels_winners`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop_engine.hooks import SpecMarkers

if TYPE_CHECKING:
    from collections.abc import Mapping

    from tabletop_engine.actions import Action
    from tabletop_engine.decisions import Decision

    from .config import GameConfig
    from .packs import CardInfo
    from .state import District, GameState

PROJECT = "citadels"
spec = SpecMarkers(PROJECT)

#: Which calls of a window concern a bound card (:mod:`citadels_rules.game.binder`): the
#: window's *subject*. ``"acting"``: the ``seat`` acting with ``character``'s powers (a
#: character card is concerned when ``character`` is its id, a district card when
#: ``seat`` owns it). ``"seat"``: the player ``seat`` (a character card when ``seat``
#: takes a turn with its powers, a district card when ``seat`` owns it).
#: ``"character"``: the ``character`` asked about (a character card when it is that
#: character, a district card when ``seat`` owns it). ``"district"``: the ``district``
#: asked about (a district card when it is that district; a character card when
#: ``seat`` takes a turn with its powers). Windows not listed have no
#: subject: they are rules about everyone, written with plain ``@hookimpl``.
SUBJECTS: dict[str, str] = {
    "citadels_turn_actions": "acting",
    "citadels_after_gather": "acting",
    "citadels_turn_end": "acting",
    "citadels_build_limit": "acting",
    "citadels_may_end_turn": "acting",
    "citadels_only_actions": "acting",
    "citadels_income_kinds": "acting",
    "citadels_open_actions": "acting",
    "citadels_orders_turn": "acting",
    "citadels_gather_gold": "seat",
    "citadels_gather_draw": "seat",
    "citadels_gather_keep": "seat",
    "citadels_build_cost": "seat",
    "citadels_may_build": "seat",
    "citadels_may_duplicate": "seat",
    "citadels_may_receive": "seat",
    "citadels_after_build": "seat",
    "citadels_income_colors": "district",
    "citadels_city_size": "seat",
    "citadels_district_points": "district",
    "citadels_scoring_colors": "district",
    "citadels_score_lines": "seat",
    "citadels_may_discard_face_up": "character",
    "citadels_character_called": "character",
    "citadels_rank_passed": "character",
    "citadels_turn_skipped": "character",
}

Effects = list[Any]

# ---------------------------------------------------------------------------------
# Setting up
# ---------------------------------------------------------------------------------


@spec.collect
def citadels_check_config(
    config: GameConfig,
    cards: Mapping[str, CardInfo],
    lineup: tuple[str, ...],
    variants: frozenset[str],
) -> list[str] | None:
    """Validate a configuration; called once when its ruleset is built.

    :param config: the configuration being validated.
    :param cards: every card of the packs in play, by id.
    :param lineup: the character ids in play, in rank order.
    :param variants: the ids of the variants in force.
    :return: a list of problems (plain sentences), or None. Every problem of every plugin
        is reported together in one :class:`ConfigError`.

    Used by: ``three_player_method_1`` (a 3-player game needs a method), fan and Dark City
    cards with player-count limits (Queen only with 5+ players).
    """


@spec.fold
def citadels_lineup(
    config: GameConfig, cards: Mapping[str, CardInfo], value: tuple[str, ...]
) -> tuple[str, ...] | None:
    """Adjust the characters in play (in rank order) before the game starts.

    :param cards: every card of the packs in play, by id (ranks, costs...).
    :param value: the lineup so far (one id per rank, ascending).
    :return: the new lineup, or None to keep it.

    Used by: ``three_player_method_1`` (removes the rank-1 character, C-6.1).
    """


@spec.fold
def citadels_deck(
    config: GameConfig,
    cards: Mapping[str, CardInfo],
    lineup: tuple[str, ...],
    variants: frozenset[str],
    value: tuple[str, ...],
) -> tuple[str, ...] | None:
    """Adjust the district deck's composition (one id per card) before the game starts.

    :param cards: every card of the packs in play, by id.
    :param variants: the ids of the variants in force.
    :param lineup: the final lineup.
    :param value: the deck so far, unshuffled.
    :return: the new composition, or None to keep it.

    Used by: ``three_player_method_1`` (no Hospital, C-6.1); the Hospital and the
    Graveyard, which leave the deck with some lineups (C-2.3); the deck variants
    (``all_new_purples``, ``all_purples``, ``keep_two_copies``, ``double_common_decks``,
    the ``restore_*`` ones), which add cards.

    A card added here whose plugin was not registered yet gets its say too: when the
    fold adds cards, it runs again from the start with their plugins registered (so a
    restored Graveyard still leaves the deck with the Diplomat). Adding implementations
    should be ``tryfirst`` for the cards they add to see them.
    """


@spec.fold
def citadels_cards(
    config: GameConfig, variants: frozenset[str], value: Mapping[str, CardInfo]
) -> Mapping[str, CardInfo] | None:
    """Adjust the card data of a game (costs, copies, extra cards) before the lineup and
    the deck are folded.

    Called once per configuration, after the variants are resolved; the result is the
    game's ``state.rules.cards`` and the ``cards`` every later setup window receives.

    :param variants: the ids of the variants in force.
    :param value: card id -> :class:`CardInfo` so far (every card of the packs in play).
    :return: a new mapping (e.g. ``{**value, "armory": attrs.evolve(value["armory"],
        cost=4)}``), or None to keep it.

    Used by: the cost variants (``armory_cost_4``, ``factory_cost_5``, ``museum_cost_5``,
    ``restore_lighthouse``'s Lighthouse at 5) and ``double_common_decks`` (a second set
    of common districts, ids ``<id>_2``).
    """


@spec.first
def citadels_names_ranks(config: GameConfig, variants: frozenset[str]) -> bool | None:
    """Do the abilities that name a character name its *rank* (a number) instead?
    Asked once, when the ruleset is built. First non-None wins.

    With True, a mark on a character (killed, robbed, bewitched...) counts for every
    character of its rank: :meth:`~citadels_rules.game.state.GameState.marked` compares
    ranks, so "kill 5" hits whoever holds a rank-5 character this round.

    :param variants: the ids of the variants in force.
    :return: True to name ranks, None to abstain (characters are named).

    Used by: ``super_mode`` (C-8.6: "every targeting ability names a number").
    """


@spec.fold
def citadels_bank(config: GameConfig, value: int | None) -> int | float | None:
    """The bank's size in gold, before setup (C-3.1; base: the preset's; None: unlimited).

    Return a new size, or None to keep it. (Unlimited cannot be expressed as a fold result
    of None: return ``float("inf")`` and the core treats it as unlimited.)

    Used by: ``bank_35``, ``bank_unlimited``.
    """


@spec.collect
def citadels_setup(state: GameState) -> Effects | None:
    """Prepare the table after the deck is shuffled, before cards and gold are dealt.

    :return: effects (e.g. set cards aside), or None.

    Used by: ``dc_district_limit_3`` (random cards set aside for Dark City purples).
    """


# ---------------------------------------------------------------------------------
# The draft
# ---------------------------------------------------------------------------------


@spec.first
def citadels_draft_plan(state: GameState) -> Any:
    """How this round's characters are chosen. Stops at the first non-None result.

    :param state: the state at the start of the round (crown and lineup known).
    :return: a :class:`~citadels_rules.game.draft.DraftPlan` (face-down and face-up
        removals, then steps ``(offset from the crown holder, kind)`` with kinds
        ``pick``, ``remove``, ``remove_random``, ``take_face_down``), or None for the
        standard plan (C-4; C-5.2 with 2 players).

    Used by: ``three_player_method_2``, ``three_player_method_3``.
    """


@spec.first
def citadels_may_discard_face_up(state: GameState, character: str) -> bool | None:
    """May ``character`` be one of the round's face-up removals? First non-None wins.

    :return: False to forbid (another card is drawn instead, C-4.4), None to abstain.

    Used by: ``king`` (never face up); the other rank-4 characters.
    """


@spec.fold
def citadels_adjust_draft(state: GameState, value: Any) -> Any:
    """Change this round's draft plan, whichever plan was chosen (the standard one or a
    variant's :func:`citadels_draft_plan`): implementations compose, each receiving the
    plan so far.

    :param state: the state at the start of the round (crown, cities and lineup known).
    :param value: the :class:`~citadels_rules.game.draft.DraftPlan` so far; its steps'
        offsets count seats left of the crown holder.
    :return: a new plan (``attrs.evolve(value, steps=...)``), or None to keep it.

    Used by: fan Skyscraper (its owner picks second, right after the crown holder).
    """


@spec.fold
def citadels_draft_hand(state: GameState, seat: int, value: tuple[str, ...]) -> Any:
    """The characters ``seat`` may choose from at a draft step (``pick`` or ``remove``),
    before choosing: implementations compose, each receiving the hand so far.

    Called each time a hand of characters reaches a seat, only when some plugin
    implements it. Characters left out are put face down in the centre, unseen by the
    other seats (like the last drafter's discard, C-4.6).

    :param seat: the seat about to choose.
    :param value: the characters it received (a subset of the lineup, in rank order).
    :return: the characters it may choose from (a subset of ``value``), or None to keep
        them all.

    Used by: ``super_mode`` (a rank already chosen this round is put in the corner, so
    each rank is taken by at most one player; variants.md #20, #21).
    """


@spec.collect
def citadels_after_draft(state: GameState) -> Effects | None:
    """Everyone has chosen; no character has been called yet (C-4.9).

    :return: effects, or None.

    Used by: Theater (swap characters with another player).
    """


# ---------------------------------------------------------------------------------
# Calling characters
# ---------------------------------------------------------------------------------


@spec.first
def citadels_turn_skipped(state: GameState, character: str, seat: int) -> bool | None:
    """Does the holder of ``character`` lose this turn? First non-None wins.

    Called when the rank is called, before anything is revealed.

    :param seat: the character's holder.
    :return: True to skip the turn in silence (not revealed), None to abstain.

    Used by: ``assassin`` (a killed character loses its turn, C-10.1).
    """


@spec.collect
def citadels_character_called(state: GameState, character: str, seat: int) -> Effects | None:
    """``character`` was called and revealed; its holder has not acted yet (C-9.1).

    :param seat: the holder, whose turn follows.
    :return: effects that resolve before the holder acts, or None.

    Used by: ``thief`` (the robbed holder gives all their gold, C-10.2), ``king`` (takes
    the crown, C-12.2).
    """


# ---------------------------------------------------------------------------------
# The turn: gathering
# ---------------------------------------------------------------------------------


@spec.fold
def citadels_gather_gold(state: GameState, seat: int, value: int) -> int | None:
    """How much gold the ``take_gold`` gather gives ``seat`` (base 2).

    Used by: Gold Mine (+1).
    """


@spec.fold
def citadels_gather_draw(state: GameState, seat: int, value: int) -> int | None:
    """How many cards the ``draw`` gather draws for ``seat`` (base 2).

    Used by: ``observatory`` (3).
    """


@spec.fold
def citadels_gather_keep(state: GameState, seat: int, drawn: int, value: int) -> int | None:
    """How many of the ``drawn`` cards ``seat`` keeps (base 1; the core caps it at
    ``drawn``); the rest go to the bottom of the deck.

    Used by: ``library`` (2, or all with ``library_keeps_all``).
    """


@spec.collect
def citadels_after_gather(
    state: GameState, seat: int, character: str, kind: str, amount: int
) -> Effects | None:
    """``seat`` finished the gather action of ``character``'s turn (cards kept).

    :param character: the character whose powers the turn uses (None: no powers).
    :param kind: which gather was taken: ``"gold"`` or ``"cards"``.
    :param amount: the gold taken, or the number of cards drawn to choose from.
    :return: effects, or None.

    Used by: ``merchant`` (+1 gold), ``architect`` (+2 cards, C-17.5: automatic gains are
    effects, never actions); fan Gym (+1 card after gold, +1 gold after cards).
    """


# ---------------------------------------------------------------------------------
# The turn: actions, abilities, decisions
# ---------------------------------------------------------------------------------


@spec.collect
def citadels_turn_actions(state: GameState, seat: int, character: str) -> list[Action] | None:
    """Actions ``seat`` may take now, besides gathering, building, income and ending.

    Called for every :func:`legal_actions` of a turn with no pending decision. Return
    exactly the legal ones (each target listed, e.g. one ``warlord.destroy`` per
    district that may be destroyed and paid for), built with
    :func:`citadels_rules.pack_api.ability`. Never reveal hidden information through
    what is offered.

    :param character: the character whose powers the turn uses.
    :return: a list of actions, or None.

    Used by: every character with an ability (``assassin.kill``, ``thief.rob``...), and
    districts with abilities (``laboratory.discard``, ``smithy.draw``). A character
    whose card data gives no income colour may offer the core's ``income`` action here
    (the Alchemist under ``alchemist_green_half``); :func:`citadels_action_effects` then
    says what it pays.
    """


@spec.first
def citadels_ability(state: GameState, action: Action) -> Effects | None:
    """Resolve an ``ability`` action. Stops at the first non-None result.

    The action is legal (it was offered by :func:`citadels_turn_actions`).

    :return: the effects, or None if the ability is not yours (check
        ``action.params["name"]``).

    Used by: every card that offers an ability.
    """


@spec.first
def citadels_answer(state: GameState, decision: Decision, action: Action) -> Effects | None:
    """Resolve the answer to a pending decision your plugin asked for.

    :param decision: the decision being answered (its ``kind`` names the asker).
    :param action: a ``choose`` or ``done`` action among those the decision offers.
    :return: the effects, or None if the decision is not yours.

    Used by: ``magician`` (the redraw's card choices), ``graveyard`` (take or decline).
    """


@spec.first
def citadels_resample_decision(state: GameState, decision: Decision, seat: int) -> Any:
    """Deal a pending decision your plugin asked for again, in a resampled world.

    Called by :func:`~citadels_rules.game.resample.resample` (a bot's guess of the
    hidden state from ``seat``'s view) when the pending decision is of your kind. The
    core deals its own decisions (``pick``, ``remove``, ``keep``) itself.

    :param state: the sampled world: everything hidden from ``seat`` dealt again (other
        hands, the deck, the aside, the cards under other seats' districts), its
        ``pending`` not set yet.
    :param decision: the decision as ``seat`` sees it: whole when ``seat`` decides it;
        otherwise its ``seat``, ``kind`` and ``done`` only (options and data hidden).
    :param seat: the seat whose view was resampled.
    :return: a :class:`~citadels_rules.pack_api.Redeal`: the decision to hold (its
        options and data rebuilt from ``state`` when they were hidden) and the cards
        its options or data show that must lie in a given zone (the core moves them
        there from other hidden places); None if the decision is not yours.

    The non-interference check (:func:`~citadels_rules.testing.invariants.hands_shown`)
    reads the same answer: a decision whose cards lie in another seat's hand shows that
    hand to its chooser by the card's text, not through a leak.

    Used by: ``magician`` (the redraw), ``graveyard``, ``wizard``, ``emperor``,
    ``lighthouse``, ``fan.dong_zining`` (the robbed hand).
    """


@spec.collect
def citadels_resample_marks(state: GameState, seat: int, rng: Any) -> list[Any] | None:
    """Deal again the secret marks (``Mark.secret``) of other seats, in a resampled world.

    Called by :func:`~citadels_rules.game.resample.resample` once the characters are
    dealt, before the pending decision: ``seat``'s view does not show the secret marks
    other seats made (which warrant is signed, which threat is real), so the world must
    place them again, consistently with what is public (the public marks, the round's
    events kept in tokens and marks).

    :param state: the sampled world; its ``marks`` are the view's (the secret marks of
        ``seat`` itself included, other seats' missing).
    :param seat: the seat whose view was resampled.
    :param rng: a :class:`random.Random` to draw with.
    :return: the :class:`~citadels_rules.game.state.Mark` values to add (each with
        ``secret=True`` and the maker's ``seat``), or None.

    Used by: ``magistrate`` (the signed warrant), ``blackmailer`` (the real threat).
    """


@spec.fold
def citadels_open_actions(
    state: GameState, seat: int, character: str | None, value: frozenset[str]
) -> frozenset[str] | None:
    """Which core actions the acting player may take now: the order inside a turn.

    Called for every :func:`legal_actions` of a turn with no pending decision, only when
    some plugin implements it. The core's answer: before gathering ``{"take_gold",
    "draw", "income"}``, after it ``{"build", "end_turn", "income"}`` (income only while
    not taken, with a character that has one). Limits still apply on top: an offered
    ``build`` needs a build left, gold and a legal card; ``take_gold``/``draw`` are
    offered only before the gather is done.

    :param value: the kinds open so far.
    :return: a new set of kinds, or None to keep it.

    Used by: fan Chen Yanjie (builds before gathering: adds ``"build"``).
    """


@spec.first
def citadels_only_actions(
    state: GameState, seat: int, character: str | None
) -> list[Action] | None:
    """Replace the whole list of the turn's actions, for now. First non-None wins.

    Called before the turn's actions are gathered, with no decision pending.

    :param character: the character whose powers the turn uses (None: no powers).
    :return: the only actions ``seat`` may take now, or None to abstain.

    Used by: Witch (before gathering, she and the bewitched player may only gather,
    C-10.3), Ballroom (a guest owing thanks: the thanks, ``end_turn`` or a gather, whose
    effects :func:`citadels_action_effects` changes), 2016 Blackmailer (the threatened
    player must gather first, unless they order their turn: :func:`citadels_orders_turn`).
    """


@spec.first
def citadels_orders_turn(state: GameState, seat: int, character: str, ability: str) -> bool | None:
    """Does ``seat``, acting with ``character``'s powers, choose when an effect that
    another card's ``ability`` imposes on this turn resolves? First non-None wins.

    Asked by a card whose effect otherwise comes at a fixed moment of the victim's turn,
    when that turn begins or the effect is due. With True the asking card lets the
    player order it: it offers the resolution as an action of the turn (still
    mandatory: the turn does not end before it), or offers the player an answer of
    their own instead of the fixed outcome.

    :param character: the character whose powers the turn uses.
    :param ability: the imposing ability's name (``"blackmailer.threaten"``,
        ``"magistrate.warrant"``); read its tags with
        :func:`~citadels_rules.pack_api.has_tag`.
    :return: True: the player orders it; None to abstain (the card's fixed moment).

    Asked by: 2016 Blackmailer (the threat: resolved whenever the player chooses in the
    turn, before or after gathering, building and abilities), 2016 Magistrate (the
    signed warrant revealed on the player's build: the player may take the district
    back and put another into the Magistrate's city).

    Used by: fan Chen Yanjie (she decides the order of everything in her turn, 004).
    """


@spec.fold
def citadels_action_effects(state: GameState, action: Action, value: Effects) -> Effects | None:
    """Change what a turn action does, just before it is applied.

    Called for every action of a turn with no pending decision (a gather, a build, an
    ``income``, an ``ability``, ``end_turn``), with the effects the core and the cards
    worked out for it; not for the answers to decisions. Each implementation receives
    the previous one's result. For a card under which an action stays legal but does
    something else (a lost turn), where refusing it would change what may be chosen.

    :param value: the effects so far (a list).
    :return: new effects replacing them, or None to keep them.

    Used by: Ballroom (a guest's first action other than the thanks loses the turn),
    Alchemist (``alchemist_green_half``: what her ``income`` pays).
    """


@spec.first
def citadels_may_end_turn(state: GameState, seat: int, character: str) -> bool | None:
    """May ``seat`` end the turn now (the gather being done)? First non-None wins.

    :return: False while a mandatory ability is unused, None to abstain.

    Used by: Emperor (must give the crown, C-17.6), 2016 Blackmailer (a threat that its
    holder resolves when they choose is resolved before the turn ends).
    """


# ---------------------------------------------------------------------------------
# The turn: building and income
# ---------------------------------------------------------------------------------


@spec.fold
def citadels_build_limit(state: GameState, seat: int, character: str, value: int) -> int | None:
    """How many districts ``seat`` may build this turn (base 1, C-9.4).

    Used by: ``architect`` (3).
    """


@spec.fold
def citadels_build_cost(state: GameState, seat: int, card: str, value: int) -> int | None:
    """The build price ``seat`` pays for ``card`` (base: its cost).

    Used by: Factory (-1 on other purple districts).
    """


@spec.first
def citadels_may_build(state: GameState, seat: int, card: str) -> bool | None:
    """May ``seat`` build ``card`` now (limit, price and duplicates aside)?

    :return: False to forbid, None to abstain.

    Used by: Navigator (no build after its ability), Secret Vault (never built).
    """


@spec.first
def citadels_may_duplicate(state: GameState, seat: int, card: str) -> bool | None:
    """May ``seat`` have a second ``card`` in their city (C-1.10)? First non-None wins.

    :return: True to allow it, None to abstain (the core forbids duplicates).

    Used by: Quarry, Wizard.
    """


@spec.first
def citadels_may_receive(state: GameState, seat: int, card: str) -> bool | None:
    """May ``seat`` receive a second ``card`` into their city from another city (an
    exchange, a seizure, a gift -- not a build)? First non-None wins.

    Asked with the cities as they will be after the move. None falls back to
    :func:`citadels_may_duplicate` (a Quarry allows both).

    :return: True to allow it, False to forbid it, None to abstain.

    Used by: fan Lin Yaxuan and Lin Yuting (may receive duplicates, faq:004-Q61).
    """


@spec.collect
def citadels_after_build(state: GameState, seat: int, card: str, free: bool) -> Effects | None:
    """``seat`` just built ``card`` (it is the last district of their city).

    :param free: whether it was built without paying its price (destroying the
        Framework, a Necropolis built by destroying a district): the Magistrate's
        warrant does not reach such a build (C-10.5) unless
        ``magistrate_confiscates_free_builds``.
    :return: effects, or None.

    Used by: Lighthouse, Bell Tower, Tax Collector.
    """


@spec.first
def citadels_build_counts(state: GameState, seat: int, card: str) -> bool | None:
    """Does building ``card`` use up one of ``seat``'s builds this turn (C-9.4)? First
    non-None wins.

    Asked for each card of the hand when the builds are offered, and when one is made.
    A build that does not count is offered even when the limit is reached (in a turn
    with a character's powers; :func:`citadels_may_build` still applies).

    :return: False for a build that does not count, None to abstain (it counts).

    Used by: Stables (R16: it does not count toward the building limit).
    """


@spec.collect
def citadels_build_ways(state: GameState, seat: int, card: str) -> list[Any] | None:
    """Other ways for ``seat`` to build ``card`` from hand than paying its price.

    Asked only for the cards that ``seat`` may build now, limit, duplicates and
    :func:`citadels_may_build` aside (the price is this hook's own concern: the core
    offers the ways whatever the player's gold). Each way is a tuple of extra
    ``(param, value)`` pairs, sorted by param name, that the ``build`` action carries
    besides ``card`` (``(("own", "temple"),)``); :func:`citadels_build_way` resolves it.

    :return: a list of ways, or None.

    Used by: Necropolis (``own``: the district destroyed instead of paying), Thieves' Den
    (``pay_cards``: the sorted tuple of the hand cards that pay part of the price).
    """


@spec.first
def citadels_build_way(state: GameState, action: Action) -> Effects | None:
    """Resolve a ``build`` action carrying params besides ``card`` (one of the ways
    offered by :func:`citadels_build_ways`). First non-None wins.

    :return: the effects (a :class:`~citadels_rules.game.effects.Build` among them, or a
        decision that leads to one), or None if the way is not yours.

    Used by: Necropolis, Thieves' Den.
    """


@spec.fold
def citadels_income_kinds(
    state: GameState, seat: int, character: str, value: tuple[str, ...]
) -> tuple[str, ...] | None:
    """What ``character``'s income may be paid in: ``"gold"``, ``"cards"`` or both.

    With both, each income unit is 1 gold or 1 card drawn, in any mix declared before it
    is received: the core offers one ``income`` action per mix, with ``option`` naming
    it (``"gold2_cards1"``; see :func:`citadels_rules.pack_api.income_option`).

    :param value: the kinds so far (base: ``("gold",)``).
    :return: a new tuple of kinds, or None to keep it.

    Used by: 2016 Abbot, fan Lin Yaxuan, fan Yang Ruoxin (gold or cards per district).
    """


@spec.fold
def citadels_income_colors(
    state: GameState, seat: int, district: District, value: tuple[str, ...]
) -> tuple[str, ...] | None:
    """The colours ``district`` counts as when ``seat`` collects income (base: its own).

    Used by: ``school_of_magic`` (any colour).
    """


# ---------------------------------------------------------------------------------
# Targeting
# ---------------------------------------------------------------------------------


@spec.first
def citadels_may_name(state: GameState, seat: int, ability: str, character: str) -> bool | None:
    """May ``seat``'s ``ability`` name ``character``? First non-None wins.

    :return: False to forbid, None to abstain.

    Used by: Witch (the Thief may not rob her or the bewitched character).
    """


@spec.first
def citadels_may_target(
    state: GameState, seat: int, ability: str, rank: int | None, target: int, index: int | None
) -> bool | None:
    """May ``seat``'s ``ability`` affect district ``index`` of ``target``'s city?

    ``index`` is None when the ability reaches the city as a whole without touching one
    of its districts (a district given into it: fan Jian Yuxin's gift).

    :param ability: the ability's name (``"warlord.destroy"``).
    :param rank: the rank of the character whose ability it is (None for a district's).
    :return: False to forbid, None to abstain.

    Used by: the core (completed cities, C-14.4), ``bishop`` (R8.2.3), ``keep``
    (R8.2.2).
    """


@spec.first
def citadels_may_affect(
    state: GameState, seat: int, ability: str, rank: int | None, target: int, what: str
) -> bool | None:
    """May ``seat``'s ``ability`` affect player ``target`` as a whole? First non-None wins.

    Asked by cards whose ability reaches a player rather than one district: their
    stash, hand or city, or the character they hold.

    :param ability: the ability's name (``"magician.swap"``, ``"thief.rob"``).
    :param rank: the rank of the character whose ability it is (None for a district's).
    :param what: ``"gold"``, ``"hand"``, ``"city"`` or ``"character"``.
    :return: False to forbid, None to abstain.

    Used by: fan Yang Ruoxin (no other player's ability touches her gold, hand or city).
    """


@spec.fold
def citadels_redirect(
    state: GameState, seat: int, ability: str, rank: int | None, target: int, value: int
) -> int | None:
    """The player that ``seat``'s ``ability``, aimed at ``target``, really reaches.

    :param target: the player named. :param value: the player reached so far.
    :return: another seat, ``seat`` itself to void the aim (it reaches nobody: a
        selector does not offer it, a character-named effect resolves on nobody), or
        None to keep it.

    Asked by every ability that aims at a player or at a character's holder, before its
    protections (``citadels_may_affect``, ``citadels_may_target``) are asked about the
    player reached.

    Used by: fan Chen Yiru (two players' number cards swapped: abilities aimed at one
    reach the other; with ``hospital_vs_chen_yiru``, an aim at a Hospital owner's
    partner is void).
    """


@spec.fold
def citadels_robbery_amount(
    state: GameState, seat: int, victim: int, character: str, value: int
) -> int | None:
    """Gold ``victim`` gives ``seat`` when robbed (``character``: the robbed character).

    :param value: the amount so far (base: all the victim's gold, C-10.2).
    :return: a new amount, or None to keep it.

    Used by: ``thief`` (asks it); fan Police Station (only half, rounded up).
    """


@spec.fold
def citadels_hand_swap_price(
    state: GameState, seat: int, ability: str, target: int, value: int
) -> int | None:
    """Gold ``seat`` must pay ``target`` to exchange hands with them by ``ability``.

    :param value: the price so far (base 0). A player who cannot pay may not choose
        that target.
    :return: a new price, or None to keep it.

    Used by: ``magician`` (asks it); fan Jewelry Store (2 gold).
    """


@spec.fold
def citadels_target_surcharge(
    state: GameState,
    seat: int,
    ability: str,
    rank: int | None,
    target: int,
    index: int | None,
    value: int,
) -> int | None:
    """Extra gold ``seat`` pays to affect district ``index`` of ``target`` (base 0).

    ``index`` is None when the ability reaches the city as a whole (a gift into it).

    Used by: ``great_wall`` (+1, R8.3).
    """


@spec.collect
def citadels_after_destroy(
    state: GameState, seat: int, card: str, by: int | None, ability: str, rank: int | None
) -> Effects | None:
    """District ``card`` was destroyed in ``seat``'s city and waits in ``state.aside``.

    Unless an effect takes it from the aside zone, it is then discarded.

    :param by: the seat who destroyed it. :param ability: how.
    :param rank: the rank of the character whose ability destroyed it (None: a
        district's ability, such as the Armory).
    :return: effects (e.g. ask its owner a decision), or None.

    Used by: ``graveyard`` (pay 1 to take it into hand).
    """


@spec.collect
def citadels_on_event(state: GameState, event: Any) -> Effects | None:
    """The trigger window: something happened; answer with effects.

    ``event`` is a :class:`~citadels_rules.game.state.LogEntry`: ``gold`` (any gold
    moved: ``amount``, ``src``, ``dst`` accounts), ``built``, ``destroyed``,
    ``district_moved``, ``exchanged``, ``gathered``, ``revealed``, ``marked``, ``crown``,
    ``affected`` (see :data:`~citadels_rules.game.state.LOGGED`). It fires right after
    the effect that caused it, after that effect's own window (after-build,
    after-destroy...); the effects returned run next, before the rest of the queue.

    Order: implementations in plugin order, all asked with the same state. Re-entrancy:
    effects returned may cause events of their own, which fire this window again
    (depth first). A loop is stopped after
    :data:`~citadels_rules.game.handlers.TRIGGER_LIMIT` answers within one action, with a
    :class:`~citadels_rules.PackError` naming the plugin. Only called when some plugin
    implements it: unused, it costs nothing.

    :return: effects, or None.

    Used by: cross-cutting cards that react to a kind of event (fan Hu Xinyi reads the
    round log it keeps instead; the general answer for cards nobody foresaw).
    """


@spec.collect
def citadels_crown_moved(state: GameState, old: int, new: int) -> Effects | None:
    """The crown just went from seat ``old`` to seat ``new`` (C-12.5).

    :return: effects, or None.

    Used by: Throne Room (+1 gold).
    """


# ---------------------------------------------------------------------------------
# Ends of turns and rounds
# ---------------------------------------------------------------------------------


@spec.collect
def citadels_turn_end(state: GameState, seat: int, character: str) -> Effects | None:
    """``seat``'s turn as ``character`` is ending (C-11), in plugin order.

    Fires after the player ends the turn or an effect ends it (the classic Warlord's
    destruction), before the next rank is called. Not for a skipped (killed) turn.
    Implementations run one at a time, each seeing the effects of the previous ones
    applied (the Poor House sees the Alchemist's refund).

    :return: effects, or None.

    Used by: Alchemist, Tax Collector, Poor House, Park; 2016 Blackmailer (a threat left
    open by a turn ended by an effect).
    """


@spec.collect
def citadels_turn_finished(state: GameState, ended: Any) -> Effects | None:
    """A turn has ended (its end-of-turn effects resolved); the next rank is not called yet.

    :param ended: the :class:`~citadels_rules.game.state.TurnState` that ended.
    :return: effects, or None. A :class:`~citadels_rules.game.effects.StartTurn` among
        them gives a seat a turn now; the next rank is called when that turn ends.

    Used by: Witch (she resumes her turn as the bewitched character, C-10.3).
    """


@spec.collect
def citadels_rank_passed(state: GameState, character: str, seat: int | None) -> Effects | None:
    """A rank was passed without a turn: nobody holds ``character`` (``seat`` is None) or
    its holder's turn is skipped (a killed character).

    :return: effects (no turn may start from here), or None.

    Used by: Witch (her end-of-turn effects run when the bewitched rank is passed and
    nobody holds it, C-11).
    """


@spec.collect
def citadels_round_end(state: GameState) -> Effects | None:
    """Every rank has been called (C-13), before marks are cleared. Implementations run
    one at a time, each seeing the effects of the previous ones applied.

    :return: effects, or None (in plugin order: reveal the killed before crowning).

    Used by: ``assassin`` (killed characters revealed), ``king`` (a killed King's holder
    takes the crown).
    """


@spec.fold
def citadels_end_threshold(state: GameState, value: int) -> int | None:
    """The city size that completes a city and ends the game (base: the preset's).

    Used by: ``short_game_7``, ``three_player_method_1`` (10), Bell Tower.
    """


@spec.fold
def citadels_city_size(state: GameState, seat: int, value: int) -> int | None:
    """The size of ``seat``'s city (base: number of districts, C-1.7).

    Used by: Monument (counts as two).
    """


# ---------------------------------------------------------------------------------
# Scoring
# ---------------------------------------------------------------------------------


@spec.fold
def citadels_district_points(
    state: GameState, seat: int, district: District, value: int
) -> int | None:
    """Points ``district`` scores (base: its value from the card data, C-1.6).

    Used by: Artist's beautified districts (+1).
    """


@spec.fold
def citadels_scoring_colors(
    state: GameState, seat: int, district: District, value: tuple[str, ...]
) -> tuple[str, ...] | None:
    """Colours ``district`` may count as at scoring (base: its own). With several, the
    owner gets the assignment that scores best (C-15.1).

    Used by: ``haunted_quarter``.
    """


@spec.collect
def citadels_score_lines(state: GameState, seat: int, colors: tuple[str, ...]) -> list[Any] | None:
    """Bonus score lines for ``seat``.

    :param colors: the colour each district of the city counts as, in city order.
    :return: a list of :class:`~citadels_rules.game.scoring.ScoreLine`, or None.

    Used by: Imperial Treasury, Map Room, Wishing Well, Museum (Dark City).
    """


@spec.first
def citadels_winners(state: GameState, tied: tuple[int, ...]) -> tuple[int, ...] | None:
    """Break a tie between the ``tied`` top scorers. First non-None wins.

    :return: the winning seats, or None (a shared victory, C-16.2).

    Used by: ``tiebreak_chain``.
    """


@spec.first
def citadels_discard_to_pile(state: GameState, gatherer: int | None) -> bool | None:
    """Do discarded cards go to a discard pile instead of under the deck (C-1.4)?

    Asked at each discard; explicit "bottom of the deck" texts are not discards (the
    Magician's, a destroyed district's: C-1.5, variants.md #8).

    :param gatherer: for the cards not kept of a gather draw (C-9.2), the seat that drew
        them (a card's text may send those under the deck: the Observatory's); None for
        every other discard.
    :return: True for a discard pile, None to abstain (the bottom of the deck).

    Used by: ``discard_pile``.
    """
