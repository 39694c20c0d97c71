# Red Actions! unit cards (issue 6): the card texts and the cards of an army list.
target_sources(tachanka_core PRIVATE card_texts.cpp unit_cards.cpp)
