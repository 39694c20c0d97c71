// A planned battle of the campaign fought in Bullets & Bolsheviks on the umpired table: the
// stored units as rules::bnb's battle and back, the players' words as its requests, and the
// turn as the log's initiatives made it.

#include <stdexcept>
#include <tuple>

#include "app/core/battles/linked_battle.hpp"
#include "app/core/bnb/bnb_card_lines.hpp"
#include "app/core/bnb/bnb_lookups.hpp"
#include "app/core/bnb/bnb_system.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/rule_systems.hpp"
#include "rules/bnb/battle/battle.hpp"

namespace tachanka::core {
namespace {

namespace bnb = rules::bnb;

constexpr std::string_view initiativeStep = "initiative ";

// The turn and who holds the initiative, from the standing initiatives' turn steps
// ("initiative 2 attacker").
std::pair<int, bool> turnFrom(const std::vector<model::TacticalEvent>& standing) {
    std::pair<int, bool> turn{0, false};
    for (const auto& event : standing) {
        if (!event.turnStep.starts_with(initiativeStep)) continue;
        const auto rest = event.turnStep.substr(initiativeStep.size());
        const auto space = rest.find(' ');
        turn = {std::stoi(rest.substr(0, space)), rest.substr(space + 1) == "attacker"};
    }
    return turn;
}

bnb::BnbBattle battleOf(const std::vector<LinkedUnit>& units,
                        const std::vector<model::TacticalEvent>& standing) {
    bnb::BnbBattle battle;
    std::tie(battle.turn, battle.attackerHasInitiative) = turnFrom(standing);
    const auto tables = loadBnbTables();
    for (const auto& linked : units) {
        const auto& record = linked.record;
        bnb::BattleUnit unit;
        unit.code = record.code;
        unit.attacker = linked.attacker;
        unit.type = namedIn(bnb::unitTypeNames, record.troopType, "B&B unit type");
        unit.stands = record.bases;
        unit.standsLost = record.basesLost;
        unit.pinned = record.pinned;
        if (!linked.officer.empty()) {
            unit.leader = bnb::BattleLeader{
                linked.officer, bnb::leaderRating(tables.leadership, linked.officerBonus),
                record.officerFate};
        }
        asUserErrors([&] { bnb::unitStateFrom(record.systemState, unit); });
        battle.units.push_back(std::move(unit));
    }
    return battle;
}

bnb::BattleRequest requestOf(const TacticalActionRequest& request) {
    bnb::BattleRequest made;
    made.action = namedIn(bnb::battleActionNames, request.action, "B&B action");
    made.actor = request.actor;
    made.target = request.target;
    made.rangeHexes = request.distance;
    made.terrain = request.cover == "none"
                       ? bnb::ArtilleryTarget::Open
                       : namedIn(bnb::artilleryTargetNames, request.cover, "ground");
    made.dicePerStand = request.dicePerStand;
    for (const auto& ranging : request.ranging) {
        made.ranging.push_back(namedIn(bnb::rangingModifierNames, ranging, "ranging modifier"));
    }
    made.underFire = request.underFire;
    made.occasion = namedIn(bnb::moraleOccasionNames, request.occasion, "morale occasion");
    made.modifiers = request.moraleModifiers;
    return made;
}

LinkedOutcome actOnTable(const std::vector<LinkedUnit>& units,
                         const std::vector<model::TacticalEvent>& standing,
                         const std::string&, const TacticalActionRequest& request,
                         rules::Dice& dice) {
    const auto tables = loadBnbTables();
    auto battle = battleOf(units, standing);
    const auto made = requestOf(request);
    bnb::BattleActionResult result;
    try {
        result = bnb::act(tables, battle, made, dice);
    } catch (const std::invalid_argument& refusal) {
        throw UserError(request.action + ": " + refusal.what());
    }
    LinkedOutcome outcome;
    for (std::size_t index = 0; index < units.size(); ++index) {
        auto record = units[index].record;
        const auto& unit = battle.units[index];
        record.basesLost = unit.knockedOut ? record.bases : unit.standsLost;
        record.pinned = unit.pinned;
        record.routing = unit.routed();
        record.officerFate = unit.leader ? unit.leader->fate : "";
        record.systemState = bnb::unitStateText(unit);
        outcome.records.push_back(std::move(record));
    }
    outcome.cells = result.cells;
    outcome.effects = result.effects;
    outcome.summary = result.summary;
    if (made.action == bnb::BattleAction::Initiative) {
        outcome.turnStep = std::string(initiativeStep) + std::to_string(battle.turn) +
                           (battle.attackerHasInitiative ? " attacker" : " defender");
    }
    return outcome;
}

}  // namespace

std::vector<std::string> bnbGrounds() { return namesIn(bnb::artilleryTargetNames); }
std::vector<std::string> bnbRangingModifiers() { return namesIn(bnb::rangingModifierNames); }
std::vector<std::string> bnbMoraleOccasions() { return namesIn(bnb::moraleOccasionNames); }

std::vector<std::string> bnbMoraleModifiers(std::string_view occasion) {
    const auto named = model::valueNamed(bnb::moraleOccasionNames, occasion);
    if (!named) return {};
    const auto tables = loadBnbTables();
    std::vector<std::string> names;
    for (const auto& [id, modifier] : tables.morale.occasions.at(*named).modifiers) {
        if (id != "leader") names.push_back(id);
    }
    return names;
}

std::shared_ptr<const LinkedBattle> bnbLinkedBattle() {
    auto linked = std::make_shared<LinkedBattle>();
    linked->linkFile = "links/orel-1919-to-bullets-and-bolsheviks.xml";
    linked->pieces = "stands";
    linked->officerText = [](const LinkedUnit& unit) {
        return unit.officer + " (rating " +
               std::to_string(bnb::leaderRating(loadBnbTables().leadership, unit.officerBonus)) +
               ")";
    };
    for (const auto& action : bnb::battleActionNames) {
        const auto value = action.value;
        linked->actions.push_back(
            {std::string(action.name), value == bnb::BattleAction::Fire ||
                                           value == bnb::BattleAction::Artillery ||
                                           value == bnb::BattleAction::Assault});
    }
    linked->startingState = [](const rules::links::TacticalUnitPlan& plan) {
        namedIn(bnb::unitTypeNames, plan.troopType, "B&B unit type");
        if (!plan.moraleLevel) {
            throw UserError(plan.operationalCode + ": the link table gives '" + plan.troopType +
                            "' no morale-level");
        }
        bnb::BattleUnit unit;
        unit.moraleLevel = *plan.moraleLevel;
        if (plan.routing) unit.fellBack = 3;
        return bnb::unitStateText(unit);
    };
    linked->act = actOnTable;
    linked->odds = [](const std::vector<LinkedUnit>& units,
                      const std::vector<model::TacticalEvent>& standing, const std::string&,
                      const TacticalActionRequest& request) {
        const auto tables = loadBnbTables();
        const auto battle = battleOf(units, standing);
        try {
            return bnb::actionOdds(tables, battle, requestOf(request));
        } catch (const std::invalid_argument& refusal) {
            throw UserError(request.action + ": " + refusal.what());
        }
    };
    linked->stateText = [](const LinkedUnit& stored) {
        bnb::BattleUnit unit;
        asUserErrors([&] { bnb::unitStateFrom(stored.record.systemState, unit); });
        std::string text = "level " + std::to_string(unit.moraleLevel) + " (" +
                           bnb::moraleLevelName(unit.moraleLevel) + ")";
        if (unit.fellBack > 0) {
            text += ", fell back " + std::to_string(unit.fellBack) +
                    (unit.fellBack == 1 ? " hex" : " hexes") +
                    (unit.routed() ? ": out of the fight" : "");
        }
        if (unit.mobilityLost > 0) text += ", mobility boxes lost " + std::to_string(unit.mobilityLost);
        if (unit.knockedOut) text += ", knocked out";
        if (unit.gunHits > 0) text += ", guns hit " + std::to_string(unit.gunHits);
        if (unit.limberLost) text += ", limber lost";
        return text;
    };
    linked->cardLines = [](const LinkedUnit& unit) {
        return asUserErrors([&] { return bnbCardLines(loadBnbTables(), unit); });
    };
    linked->turn = [](const std::vector<model::TacticalEvent>& standing, const std::string&) {
        TacticalTurnView view;
        const auto [turn, attacker] = turnFrom(standing);
        view.number = turn;
        view.method = "2d6";
        view.next = turn == 0 ? "no initiative rolled yet: both sides roll 2d6 (initiative)"
                              : std::string(attacker ? "the attacker" : "the defender") +
                                    " holds the initiative; artillery, then side A moves";
        return view;
    };
    return linked;
}

}  // namespace tachanka::core
