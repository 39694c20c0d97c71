// A Bullets & Bolsheviks unit card's lines, from the tables its engines read (a house rule
// prints as it plays): the unit's morale level, movement, fire, a vehicle's mobility and its
// leader, what its player needs in play.

#include "app/core/bnb/bnb_card_lines.hpp"

#include "rules/bnb/battle/battle.hpp"
#include "rules/bnb/movement.hpp"

namespace tachanka::core {
namespace {

namespace bnb = rules::bnb;

std::string hitsFrom(int number) {
    return number >= 6 ? "6" : std::to_string(number) + "+";
}

std::string movementLine(const bnb::Movement& movement, bnb::UnitType type) {
    const auto& unit = movement.units.at(type);
    std::string text = std::to_string(unit.movementPoints) + " MP a turn; a hex costs";
    std::string separator = " ";
    for (const auto& [terrain, cost] : unit.costs) {
        text += separator + std::string(model::nameOf(bnb::terrainNames, terrain)) + " " +
                (cost ? bnb::costText(*cost) : "P");
        separator = ", ";
    }
    text += std::string("; trenches: ") + (unit.crossesTrenches ? "crosses" : "may not cross");
    switch (unit.wire) {
        case bnb::WireCrossing::ExtraMp:
            text += "; wire: +" + std::to_string(movement.wireExtraMp) + " MP";
            break;
        case bnb::WireCrossing::Cuts:
            text += "; wire: cuts through";
            break;
        case bnb::WireCrossing::Stopped:
            text += "; wire: stopped";
            break;
    }
    return text;
}

std::optional<bnb::SmallArmsUnit> smallArmsOf(bnb::UnitType type) {
    switch (type) {
        case bnb::UnitType::Infantry:
            return bnb::SmallArmsUnit::Infantry;
        case bnb::UnitType::Cavalry:
            return bnb::SmallArmsUnit::Cavalry;
        case bnb::UnitType::Mg:
        case bnb::UnitType::Tachanka:
            return bnb::SmallArmsUnit::Mg;
        default:
            return std::nullopt;
    }
}

std::string smallArmsLine(const bnb::SmallArms& table, bnb::SmallArmsUnit unit) {
    const auto& weapon = table.weapons.at(unit);
    const std::string dice = weapon.mostDicePerStand > weapon.dicePerStand
                                 ? std::to_string(weapon.dicePerStand) + "–" +
                                       std::to_string(weapon.mostDicePerStand)
                                 : std::to_string(weapon.dicePerStand);
    return "range " + std::to_string(weapon.range) + " hexes, " + dice +
           " dice a stand; hit open " + hitsFrom(table.hitsOn.at(bnb::SmallArmsTarget::Open)) +
           ", column " + hitsFrom(table.hitsOn.at(bnb::SmallArmsTarget::Column)) + ", other " +
           hitsFrom(table.hitsOn.at(bnb::SmallArmsTarget::Other)) +
           "; entrenched: half range, " + std::to_string(table.entrenchedHitsPerHit) +
           " hits for one; no effect on armoured cars and tanks";
}

std::string artilleryLine(const bnb::Artillery& table, bnb::Gun gun) {
    const auto& data = table.guns.at(gun);
    std::string text = "range " + std::to_string(data.range) + " hexes; zeroing " +
                       std::to_string(data.zeroingDice) + "d6 ≥ range, then " +
                       std::to_string(data.dicePerStand) + " FP dice a stand hit";
    for (const auto& [target, number] : table.hitsOn) {
        text += " " + std::string(model::nameOf(bnb::artilleryTargetNames, target)) + " " +
                hitsFrom(number);
    }
    text += "; armoured cars and tanks " + hitsFrom(table.vehicleHitsOn) + ", then damage";
    if (!data.firesAtAdjacent) text += "; not at adjacent hexes";
    return text;
}

std::string levelWords(int level) {
    return "level " + std::to_string(level) + " (" + bnb::moraleLevelName(level) + ")" +
           ": a check passes on a d6 (and its modifiers) above " + std::to_string(level) +
           "; a cohesion roll must beat it, else a stand goes";
}

}  // namespace

std::vector<std::pair<std::string, std::string>> bnbCardLines(const bnb::BnbTables& tables,
                                                              const LinkedUnit& linked) {
    bnb::BattleUnit unit;
    unit.type = model::valueNamed(bnb::unitTypeNames, linked.record.troopType)
                    .value_or(bnb::UnitType::Infantry);
    bnb::unitStateFrom(linked.record.systemState, unit);
    std::vector<std::pair<std::string, std::string>> lines{
        {"Morale", levelWords(unit.moraleLevel)},
        {"Move", movementLine(tables.movement, unit.type)}};
    if (const auto weapon = smallArmsOf(unit.type)) {
        lines.emplace_back("Small arms", smallArmsLine(tables.smallArms, *weapon));
    }
    if (unit.type == bnb::UnitType::FieldArtillery || unit.type == bnb::UnitType::HeavyArtillery) {
        lines.emplace_back("Artillery",
                           artilleryLine(tables.artillery, unit.type == bnb::UnitType::HeavyArtillery
                                                               ? bnb::Gun::Heavy
                                                               : bnb::Gun::Field));
        lines.emplace_back("Actions", std::to_string(tables.movement.artilleryActionsPerTurn) +
                                          " a turn of move, fire, limber, unlimber");
    }
    if (unit.type == bnb::UnitType::ArmoredCar || unit.type == bnb::UnitType::Tank) {
        const auto vehicle = unit.type == bnb::UnitType::Tank ? bnb::Vehicle::Tank
                                                              : bnb::Vehicle::ArmoredCar;
        const auto& failure = tables.movement.mechanicalFailure.at(vehicle);
        lines.emplace_back("Mobility", std::to_string(tables.movement.mobilityBoxes) +
                                           " boxes; each turn it moves " +
                                           std::to_string(failure.dice) + "d6 of " +
                                           std::to_string(failure.failsOn) + " fails: a box lost");
        lines.emplace_back("Overrun", "no melee: a d6 of " +
                                          std::to_string(tables.closeAssault.overrunVehicleHitsFrom) +
                                          "+ inflicts a hit; each enemy stand's " +
                                          hitsFrom(tables.closeAssault.overrunStandHitsOn) +
                                          " hits it");
    }
    if (!linked.officer.empty()) {
        const int rating = bnb::leaderRating(tables.leadership, linked.officerBonus);
        lines.emplace_back("Leader", linked.officer + ", rating " + std::to_string(rating) +
                                         (rating > 0 ? ": boosts morale (+1) on a d6 of " +
                                                           std::to_string(rating) + " or less"
                                                     : ": no morale boost"));
    }
    return lines;
}

}  // namespace tachanka::core
