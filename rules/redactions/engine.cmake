# Red Actions! tables and engines (shooting, combat, morale, units, officers, odds).
target_sources(tachanka_rules PRIVATE
  tables.cpp
  table_file.cpp
  unit_state.cpp
  shooting_table.cpp
  shooting_target.cpp
  direct_hit.cpp
  officers.cpp
  shooting.cpp
  morale.cpp
  combat.cpp
  charge.cpp
  exact_odds.cpp
  initiative.cpp
)
# A battle umpired action by action, and its auto-resolution.
target_sources(tachanka_rules PRIVATE
  battle/battle_actions.cpp
  battle/shot_on_table.cpp
  battle/action_steps.cpp
  battle/hand_to_hand.cpp
  battle/battle_changes.cpp
  battle/action_choices.cpp
  battle/auto_resolve.cpp
  battle/turn_sequence.cpp
  battle/field_actions.cpp
  battle/fires_and_trains.cpp
  battle/table_features.cpp
  battle/hidden_setup.cpp
  battle/preemption.cpp
  battle/uncommanded.cpp
  battle/return_fire.cpp
)
