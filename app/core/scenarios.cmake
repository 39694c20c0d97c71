target_sources(tachanka_core PRIVATE scenario_catalog.cpp scenario_text.cpp)
