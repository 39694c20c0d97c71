# Red Actions! tables and engines (shooting, combat, morale, units, odds).
target_sources(tachanka_rules PRIVATE
  tables.cpp
  table_file.cpp
  unit_state.cpp
  shooting_table.cpp
)
