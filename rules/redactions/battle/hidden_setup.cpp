#include "rules/redactions/battle/hidden_setup.hpp"

#include <algorithm>
#include <set>

#include "rules/redactions/field/field_rules.hpp"

namespace tachanka::rules::redactions {
namespace {

bool partisansOrClever(const TacticalUnit& unit) {
    const auto& own = unit.troop.characteristics;
    const bool partisans = std::find(own.begin(), own.end(), Characteristic::Partisan) != own.end();
    return partisans || (unit.officer && unit.officer->clever && !unit.officer->killed);
}

}  // namespace

std::optional<std::string> setupRefusal(const TacticalBattle& battle, bool attacker,
                                        const std::vector<Placement>& placements) {
    std::set<std::string> placed;
    for (const auto& placement : placements) {
        if (placement.kind == Concealment::Dummy) {
            if (!placement.unit.empty()) return "a dummy marker stands for no unit";
            continue;
        }
        if (placement.kind == Concealment::Ambush && attacker) {
            return "only the defender notes ambushes (\"A defender notes any ambushes\")";
        }
        const auto found = std::find_if(battle.units.begin(), battle.units.end(),
                                        [&](const TacticalUnit& unit) {
                                            return unit.code == placement.unit;
                                        });
        if (found == battle.units.end()) return "there is no unit " + placement.unit;
        if (found->attacker != attacker) {
            return placement.unit + " is not of the side setting up";
        }
        if (!found->onTable()) return placement.unit + " is off the table";
        if (!placed.insert(placement.unit).second) {
            return placement.unit + " is placed twice: a unit is in ambush or under one marker";
        }
    }
    return std::nullopt;
}

std::optional<std::string> ambusherRefusal(TacticalAction action) {
    switch (action) {
        case TacticalAction::Shoot:
        case TacticalAction::Charge:
        case TacticalAction::Combat:
        case TacticalAction::Morale:
        case TacticalAction::Rally:
        case TacticalAction::SeniorKilled:
        case TacticalAction::Initiative:
            return std::nullopt;
        default:
            return "it lies in ambush: only a charge or a shot at an enemy in range springs it, "
                   "and a senior officer must order it out of ambush for anything else";
    }
}

bool revealsActor(TacticalAction action) {
    switch (action) {
        case TacticalAction::Initiative:
        case TacticalAction::Morale:
        case TacticalAction::Rally:
        case TacticalAction::SeniorKilled:
        case TacticalAction::Handover:
            return false;
        default:
            return true;
    }
}

bool revealsTarget(TacticalAction action) {
    return action == TacticalAction::Shoot || action == TacticalAction::Charge ||
           action == TacticalAction::Combat || action == TacticalAction::Pursue;
}

std::optional<std::string> scoutRefusal(const AmbushNumbers& numbers, const TacticalUnit& scout,
                                        const std::string& spot, std::optional<int> distance,
                                        const std::vector<ScoutingDone>& thisTurn) {
    if (!scout.inGoodOrder()) return scout.code + " is off the table or routing";
    if (spot.empty()) return "say the spot scouted, as the players name it";
    for (const auto& done : thisTurn) {
        if (done.scout == scout.code) {
            return scout.code + " has scouted " + done.spot + " this turn: one piece of terrain a turn";
        }
        if (done.spot == spot) {
            return done.scout + " has scouted " + spot +
                   " this turn: two units cannot scout the same spot in the same turn";
        }
    }
    const int range = partisansOrClever(scout) ? numbers.scoutRangeDoubled : numbers.scoutRange;
    if (distance && *distance > range) {
        return spot + " is " + std::to_string(*distance) + "\" away, beyond " + scout.code +
               "'s " + std::to_string(range) + "\" scouting range";
    }
    return std::nullopt;
}

Scouting scoutSpot(const AmbushNumbers& numbers, const TacticalUnit& scout, bool ambushThere,
                   Dice& dice) {
    // In range, as scoutRefusal has checked: the die is always rolled.
    const auto scouting = scoutForAmbush(numbers, 0, partisansOrClever(scout), dice);
    return {*scouting.roll, scouting.discovered && ambushThere};
}

}  // namespace tachanka::rules::redactions
