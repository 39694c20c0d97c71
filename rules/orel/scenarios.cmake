target_sources(tachanka_rules PRIVATE
  scenario_file.cpp
  scenario/order_of_battle.cpp
  scenario/track_and_victory.cpp
  scenario/derived.cpp)
