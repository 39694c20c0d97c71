// A planned battle of the campaign fought in Red Flags & Iron Crosses on the umpired table: the
// stored units as rules::rfic's battle and back, the turn's pack kept with the battle, the
// players' words (and the cards they turned over) as its requests.

#include <stdexcept>

#include "app/core/battles/linked_battle.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/rfic/rfic_cards.hpp"
#include "app/core/rfic/rfic_lookups.hpp"
#include "app/core/rfic/rfic_system.hpp"
#include "rules/rfic/battle/battle.hpp"
#include "rules/rfic/cohesion.hpp"
#include "rules/rfic/deck.hpp"

namespace tachanka::core {
namespace {

namespace rfic = rules::rfic;

// Each side's Commander, fresh unless the battle's state says otherwise.
std::vector<rfic::BattleCommander> commandersOf(const rfic::BattleState& state) {
    std::vector<rfic::BattleCommander> commanders(2);
    commanders[1].attacker = false;
    for (const auto& stored : state.commanders) commanders[stored.attacker ? 0 : 1] = stored;
    return commanders;
}

rfic::BattleState stateOf(const std::string& battleState) {
    return asUserErrors([&] { return rfic::battleStateFrom(battleState); });
}

rfic::RficBattle battleOf(const std::vector<LinkedUnit>& units, const std::string& battleState) {
    rfic::RficBattle battle;
    const auto state = stateOf(battleState);
    battle.cards = state.cards;
    battle.commanders = commandersOf(state);
    for (const auto& linked : units) {
        const auto& record = linked.record;
        rfic::BattleUnit unit;
        unit.code = record.code;
        unit.attacker = linked.attacker;
        unit.mover = namedIn(rfic::moverNames, record.troopType, "RF&IC unit kind");
        unit.figures = record.bases;
        unit.figuresLost = record.basesLost;
        asUserErrors([&] { rfic::unitStateFrom(record.systemState, unit); });
        battle.units.push_back(std::move(unit));
    }
    return battle;
}

rfic::BattleRequest requestOf(const TacticalActionRequest& request) {
    rfic::BattleRequest made;
    made.action = namedIn(rfic::battleActionNames, request.action, "RF&IC action");
    made.actor = request.actor;
    made.target = request.target;
    made.cover = request.cover != "none";
    made.moved = request.moved;
    made.commanderInHex = request.commanderInHex;
    if (auto cards = typedCards(request.cards, "--cards"); !cards.empty()) made.cards = cards;
    return made;
}

LinkedOutcome actOnTable(const std::vector<LinkedUnit>& units,
                         const std::vector<model::TacticalEvent>&, const std::string& battleState,
                         const TacticalActionRequest& request, rules::Dice& dice) {
    const auto tables = loadRficTables();
    auto battle = battleOf(units, battleState);
    const auto made = requestOf(request);
    rfic::BattleActionResult result;
    try {
        result = rfic::act(tables, battle, made, dice);
    } catch (const std::invalid_argument& refusal) {
        throw UserError(request.action + ": " + refusal.what());
    } catch (const rfic::CardsExhausted& exhausted) {
        throw UserError(request.action + ": " + exhausted.what());
    }
    LinkedOutcome outcome;
    for (std::size_t index = 0; index < units.size(); ++index) {
        auto record = units[index].record;
        const auto& unit = battle.units[index];
        record.basesLost = unit.destroyed ? record.bases : unit.figuresLost;
        record.routing = unit.retreated;
        record.systemState = rfic::unitStateText(unit);
        outcome.records.push_back(std::move(record));
    }
    outcome.cells = result.cells;
    outcome.effects = result.effects;
    outcome.summary = result.summary;
    outcome.battleState = rfic::battleStateText(battle.cards, battle.commanders);
    if (made.action == rfic::BattleAction::Deal) {
        outcome.turnStep = "deal " + std::to_string(battle.cards.turn);
    }
    return outcome;
}

// "Kotov (+1)": the officer with his token's bonus.
std::string officerText(const LinkedUnit& unit) {
    return unit.officer + " (" + (unit.officerBonus > 0 ? "+" : "") +
           std::to_string(unit.officerBonus) + ")";
}

}  // namespace

std::shared_ptr<const LinkedBattle> rficLinkedBattle() {
    auto linked = std::make_shared<LinkedBattle>();
    linked->linkFile = "links/orel-1919-to-red-flags-iron-crosses.xml";
    linked->pieces = "figures";
    linked->officerText = officerText;
    for (const auto& action : rfic::battleActionNames) {
        using enum rfic::BattleAction;
        const auto value = action.value;
        linked->actions.push_back({.name = std::string(action.name),
                                   .targeted = value == Fire || value == Assault,
                                   .byUnit = value != Join,
                                   .byLeader = value == Join || value == Cohesion,
                                   .atLeader = value == Fire,
                                   .atOwnUnit = value == Join});
    }
    linked->leaderTitle = "Commander";
    linked->leaders = [](const std::string& battleState) {
        std::vector<LinkedLeader> leaders;
        for (const auto& commander : commandersOf(stateOf(battleState))) {
            std::string state = "good";
            if (commander.wounded) state += ", wounded";
            if (commander.killed) {
                state += ", killed";
            } else {
                if (commander.disrupted) state += ", disrupted";
                state += commander.withUnit.empty() ? ", on his own" : ", with " + commander.withUnit;
            }
            leaders.push_back({commander.attacker, commander.code(), commander.withUnit, state,
                               commander.wounded, commander.killed});
        }
        return leaders;
    };
    linked->startingState = [](const rules::links::TacticalUnitPlan& plan) {
        namedIn(rfic::moverNames, plan.troopType, "RF&IC unit kind");
        if (!plan.grade) {
            throw UserError(plan.operationalCode + ": the link table gives '" + plan.troopType +
                            "' no grade");
        }
        rfic::BattleUnit unit;
        unit.grade = namedIn(rfic::gradeNames, *plan.grade, "grade");
        unit.retreated = plan.routing;
        return rfic::unitStateText(unit);
    };
    linked->act = actOnTable;
    linked->odds = [](const std::vector<LinkedUnit>& units,
                      const std::vector<model::TacticalEvent>&, const std::string& battleState,
                      const TacticalActionRequest& request) {
        const auto tables = loadRficTables();
        const auto battle = battleOf(units, battleState);
        try {
            return rfic::actionOdds(tables, battle, requestOf(request));
        } catch (const rfic::CardsExhausted& exhausted) {
            throw UserError(request.action + ": " + exhausted.what());
        }
    };
    linked->stateText = [](const LinkedUnit& stored) {
        rfic::BattleUnit unit;
        asUserErrors([&] { rfic::unitStateFrom(stored.record.systemState, unit); });
        std::string text = std::string(model::nameOf(rfic::gradeNames, unit.grade));
        if (unit.disrupted) text += ", disrupted";
        if (unit.destroyed) text += ", destroyed";
        if (unit.retreated) text += ", driven back";
        return text;
    };
    linked->cardLines = [](const LinkedUnit& stored) {
        const auto tables = loadRficTables();
        rfic::BattleUnit unit;
        unit.mover = namedIn(rfic::moverNames, stored.record.troopType, "RF&IC unit kind");
        asUserErrors([&] { rfic::unitStateFrom(stored.record.systemState, unit); });
        const auto& move = tables.movement.of(unit.mover);
        const auto hexes = [](const std::optional<int>& count) {
            return count ? std::to_string(*count) : std::string("towed only");
        };
        std::vector<std::pair<std::string, std::string>> lines{
            {"Unit", move.text + (move.examples.empty() ? "" : " (" + move.examples + ")")},
            {"Move", "red card " + hexes(move.red) + ", black card " + hexes(move.black) +
                         " hexes; +" + std::to_string(tables.movement.roadBonus) +
                         " all along a road; disrupted: none"}};
        std::string regains;
        for (const auto& suit : rfic::suitNames) {
            if (rfic::regainsOn(tables.cohesion, unit.grade, suit.value)) {
                regains += (regains.empty() ? "" : " ") + rfic::suitGlyph(suit.value);
            }
        }
        lines.emplace_back("Grade", std::string(model::nameOf(rfic::gradeNames, unit.grade)) +
                                        ": regains cohesion on " +
                                        (regains.empty() ? std::string("no suit") : regains));
        lines.emplace_back("Fire", "a 6 hits; a hit in cover counts on a red cover card; the "
                                   "first disrupts, the next kills a figure");
        if (!stored.officer.empty()) lines.emplace_back("Officer", officerText(stored));
        return lines;
    };
    linked->turn = [](const std::vector<model::TacticalEvent>&, const std::string& battleState) {
        TacticalTurnView view;
        const auto cards = stateOf(battleState).cards;
        view.number = cards.turn;
        view.method = "cards";
        for (const auto& card : cards.dealt) {
            view.cards.push_back(card.holder + " " + rfic::textOf(card.card));
        }
        view.next = cards.turn == 0
                        ? "no cards dealt yet: deal one card a unit and Commander (deal)"
                        : "activation lowest card first: " +
                              (cards.dealt.empty() ? std::string("none")
                                                   : cards.dealt.front().holder) +
                              "; " +
                              std::to_string(pileAfterSeen(cards.seen, 0).size()) +
                              " cards undealt";
        return view;
    };
    return linked;
}

}  // namespace tachanka::core
