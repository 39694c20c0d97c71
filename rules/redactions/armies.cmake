# Army lists, officer tokens and flight numbers; vehicles, terrain and the other field rules.
target_sources(tachanka_rules PRIVATE
  armies/army_list.cpp
  armies/officer_draw.cpp
  armies/flight.cpp
)
