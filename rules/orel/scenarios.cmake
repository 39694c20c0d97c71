target_sources(tachanka_rules PRIVATE scenario_file.cpp)
