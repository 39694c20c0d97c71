# Army lists, officer tokens and flight numbers; vehicles, terrain and the other field rules.
target_sources(tachanka_rules PRIVATE
  armies/army_list.cpp
  armies/officer_draw.cpp
  armies/flight.cpp
  armies/dismount.cpp
  card_texts.cpp
  field/terrain_table.cpp
  field/field_tables.cpp
  field/vehicles.cpp
  field/trains.cpp
  field/field_rules.cpp
  field/visibility.cpp
  field/movement.cpp
  field/moving_and_shooting.cpp
  field/segment_actions.cpp
  field/ammunition.cpp
  field/arm_list.cpp
)
