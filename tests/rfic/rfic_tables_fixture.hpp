#pragma once
// The shipped red-flags-iron-crosses.xml, loaded once for every engine test, and a pile of
// cards typed as the players would ("7H,QS").

#include <filesystem>
#include <string>

#include "rules/rfic/deck.hpp"
#include "rules/rfic/table_file.hpp"

namespace tachanka::testing {

inline std::filesystem::path shippedRficFile() {
    return std::filesystem::path(TACHANKA_SOURCE_DIR) /
           "templates/rules/red-flags-iron-crosses.xml";
}

inline const rules::rfic::RficTables& shippedRficTables() {
    static const auto tables = rules::rfic::loadRficTables(shippedRficFile());
    return tables;
}

inline rules::rfic::Deck pile(const std::string& cards) {
    return rules::rfic::Deck::stacked(rules::rfic::parseCards(cards));
}

}  // namespace tachanka::testing
