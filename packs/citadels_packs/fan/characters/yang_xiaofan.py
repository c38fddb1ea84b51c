"""Yang Xiaofan (rank 3, fan): take a random hand card and a district from every other
player, rebuild your hand and city from the pool, hand the rest back.

characters.md §3.4 (004 "自創3號角色"), README ambiguity 23. Not implemented yet: the
card is in the pool and plays as a character without ability (no action is offered);
its ``fan.yang_xiaofan.shuffle`` ability (API.md) is future work.
"""

from __future__ import annotations

from citadels_rules.pack_api import CharacterCard

card = CharacterCard("fan.yang_xiaofan")
