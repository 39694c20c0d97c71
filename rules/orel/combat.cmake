# Orel 1919 combat engine (8 and 9): definitions, charts, and the combat sequence.
target_sources(tachanka_rules PRIVATE
  combat/definitions.cpp
  combat/combat_tables.cpp
  combat/combat_state.cpp
  combat/combat_state_key.cpp
  combat/checks.cpp
  combat/combat_strength.cpp
  combat/retreat.cpp
  combat/cohesion.cpp
  combat/assault.cpp
  combat/vehicles.cpp
  combat/barrage.cpp
  combat/barrage_battle.cpp
  combat/train_duel_battle.cpp
  combat/attack_coordination.cpp
  combat/encirclement.cpp
  combat/retreat_priorities.cpp
  combat/combat_decisions.cpp
  combat/combat_sequence.cpp
  combat/combat_odds.cpp
  combat/campaign_units.cpp
  combat/battle_outcome.cpp
)
