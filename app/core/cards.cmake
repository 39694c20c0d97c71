# Red Actions! unit cards (issue 6): the cards of an army list.
target_sources(tachanka_core PRIVATE unit_cards.cpp)
