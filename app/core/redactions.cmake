# Red Actions! use cases: table look-ups and exact odds over red-actions.xml.
target_sources(tachanka_core PRIVATE redactions_lookups.cpp redactions_lookups_turn.cpp)
