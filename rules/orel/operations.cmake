# Orel 1919 operational rules around combat: hexes and ZoC, sequence of play, supply,
# recruitment, command, movement, events and victory.
target_sources(tachanka_rules PRIVATE
  operations/side.cpp
  operations/operations_tables.cpp
  operations/map.cpp
  operations/zoc.cpp
  operations/retreat_map.cpp
  operations/paths.cpp
  operations/sequence.cpp
  operations/recruitment.cpp
  operations/supply.cpp
  operations/command.cpp
  operations/movement.cpp
  operations/inactivity.cpp
  operations/events.cpp
  operations/victory.cpp
  operations/map_file.cpp
  operations/situation_file.cpp
  operations/xml_lists.cpp
)
