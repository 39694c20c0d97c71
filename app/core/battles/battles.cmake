# The battles of a campaign (issue 14): plan, odds, resolution, apply and void, Orel 1919 first.
target_sources(tachanka_core PRIVATE
  battles/orel_battle.cpp
  battles/battle_plan.cpp
  battles/battle_queries.cpp
  battles/battle_resolution.cpp
  battles/battle_apply.cpp
)
