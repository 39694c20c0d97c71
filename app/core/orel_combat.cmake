# Orel 1919 combat use cases: chart look-ups, a described combat resolved or its odds.

target_sources(tachanka_core PRIVATE
  orel_combat_service.cpp
  orel_combat_input.cpp
)
