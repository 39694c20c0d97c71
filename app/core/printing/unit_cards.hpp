#pragma once
// Red Actions! unit cards for the print menu: the card of each troop type of an army list,
// with the rules numbers (direct hits) and reminders of the tables in use, blank for new
// units or carrying a tactical unit's state once it has one.

#include <filesystem>
#include <map>
#include <string>
#include <string_view>

#include "rules/redactions/card_texts.hpp"
#include "app/core/printing/print_service.hpp"
#include "reports/cards/unit_card.hpp"
#include "rules/redactions/armies/army_list.hpp"
#include "rules/redactions/tables.hpp"

namespace tachanka::core {

// Makes cards with the tables and card texts of the template folders (a user's copy wins).
class UnitCardMaker {
public:
    UnitCardMaker();

    reports::UnitCard blankCard(const rules::redactions::ArmyList& army,
                                const rules::redactions::TroopType& troop) const;
    // The officer box of a card with a state: his name, token bonus and characteristics.
    reports::CardOfficer officer(std::string name,
                                 const rules::redactions::OfficerToken& token) const;

private:
    rules::redactions::RedActionsTables tables_;
    rules::redactions::RedActionsCardTexts texts_;
    std::map<std::string, std::string> numbers_;  // what the texts' {placeholders} stand for
};

// One blank card per troop type of army list `armyId`, in the list's order; an unknown id is
// a UserError naming the ids there are.
reports::UnitCardSheet blankUnitCards(std::string_view armyId);
// The same from the list the campaign `file` keeps (its officers drew from it).
reports::UnitCardSheet blankUnitCards(const std::filesystem::path& file, std::string_view armyId);

// print cards --army ID [FILE]
void printUnitCards(const PrintRequest& request);

}  // namespace tachanka::core
