#pragma once
// Army lists (templates/armies/*.xml): the troop cards of one army, its flight percentage and
// the officer tokens its players draw from ("Definitions", "Dismounting"). The card values and
// the token mix are not in the rules text; shipped lists say so with provisional="true".

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "rules/redactions/characteristic.hpp"
#include "rules/redactions/tables.hpp"

namespace tachanka::rules::redactions {

// The four success numbers on a troop card: a 2d6 roll at or under the number passes.
struct SuccessNumbers {
    int charge = 0;
    int fear = 0;
    int serious = 0;
    int rally = 0;

    int of(MoraleTest test) const;
};

struct TroopType {
    std::string id;
    std::string name;
    Arm arm = Arm::Riflemen;
    SuccessNumbers success;
    int shooting = 0;  // shooting value per effective base
    int range = 0;     // inches; beyond half of it is long range
    int fighting = 0;  // fighting value per effective base
    int move = 0;      // inches
    std::optional<int> evasiveMove;
    std::optional<GunClass> directHit;  // the row of the direct-hit numbers; none: no guns
    bool earlyArtillery = false;  // +1 to the direct-hit number (sub-standard ammunition)
    std::vector<Characteristic> characteristics;
    std::optional<std::string> dismountsAs;  // id of the infantry type cavalry dismount as
    bool engineers = false;                  // cut a path through wire on 8+ ("Barbed Wire")
    bool grenadiers = false;                 // add 2 when striking back at a vehicle ("Tanks")
    int points = 0;                          // per base

    bool has(Characteristic characteristic) const;
};

// An officer token: his morale bonus (added to every morale test of the unit he commands)
// and his characteristics.
struct OfficerToken {
    int moraleBonus = 0;
    std::vector<OfficerCharacteristic> characteristics;

    bool has(OfficerCharacteristic characteristic) const;
    bool operator==(const OfficerToken&) const = default;
};

// "+1 clever commissar", "0", "-1 mob": how a token is shown and logged.
std::string tokenLabel(const OfficerToken& token);

// How many tokens each officer draws; one is kept ("Definitions").
struct OfficerDrawRule {
    int seniorDraw = 3;
    int juniorDraw = 1;
};

struct ArmyList {
    std::string id;
    std::string name;
    std::string description;
    int flightPercent = 0;
    bool provisional = false;
    std::string provisionalNote;
    OfficerDrawRule drawRule;
    std::vector<TroopType> troops;
    std::vector<OfficerToken> tokenPool;  // one entry per physical token
    std::filesystem::path file;

    const TroopType* troop(std::string_view troopId) const;  // nullptr when unknown
};

struct ArmyEntry {
    std::string id;
    std::string name;
    int flightPercent = 0;
    bool provisional = false;
    std::filesystem::path file;
};

// Reads and checks a whole army list; errors are xml::XmlError with file:line:column.
ArmyList loadArmyList(const std::filesystem::path& file);
// The same from the list's text (a campaign keeps its own copy); errors name `sourceName`.
ArmyList parseArmyList(std::string text, const std::string& sourceName);

// The army lists in these folders (each file read and checked), by id; where two folders hold
// the same id the earlier folder wins, so the user's override folder goes first. Two files
// with the same id in one folder are an error naming both.
std::vector<ArmyEntry> findArmyLists(const std::vector<std::filesystem::path>& folders);

}  // namespace tachanka::rules::redactions
