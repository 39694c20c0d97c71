#pragma once
// The words Red Actions! unit cards print beside an army list's numbers, read from
// templates/rules/red-actions-cards.xml (a user's copy wins): each characteristic's and
// ability's reminder, a tank's and an armoured car's, the direct-hit note, and how many bases a unit of each
// arm may have. Reminders may name a rules number in braces, filled from the tables in use.

#include <filesystem>
#include <map>
#include <string>

#include "rules/redactions/characteristic.hpp"

namespace tachanka::rules::redactions {

// One reminder as the file writes it, and where, for errors about its placeholders.
struct CardText {
    std::string name;  // on one line: line breaks and runs of spaces read as one space
    std::string text;
    std::string location;  // "file:line:column"
};

enum class TroopAbility { Engineers, Grenadiers, EarlyArtillery, Dismounts };

struct RedActionsCardTexts {
    std::map<Arm, int> maxBases;
    std::map<Characteristic, CardText> characteristics;
    std::map<OfficerCharacteristic, CardText> officerCharacteristics;
    std::map<TroopAbility, CardText> abilities;
    std::map<Arm, CardText> vehicles;  // tanks' and armoured cars': their moves' tests
    CardText directHits;
};

// Every arm, characteristic and ability must be there: a missing one is an xml::XmlError
// naming the file, as is anything unknown.
RedActionsCardTexts loadCardTexts(const std::filesystem::path& file);

// The text with each {name} replaced by its value; an unknown name is an xml::XmlError at
// the text's location, listing the names there are.
std::string filledIn(const CardText& text, const std::map<std::string, std::string>& values);

}  // namespace tachanka::rules::redactions
