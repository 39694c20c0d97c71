target_sources(tachanka_core PRIVATE
  orel_operations_lookups.cpp
  orel_operations_checks.cpp
  orel_operations_situation.cpp
)
