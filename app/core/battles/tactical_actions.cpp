#include <algorithm>
#include <optional>
#include <set>
#include <stdexcept>

#include "app/core/battles/asked_dice.hpp"
#include "app/core/battles/battle_views.hpp"
#include "app/core/battles/linked_battle.hpp"
#include "app/core/battles/tactical_state.hpp"
#include "app/core/common/joined_words.hpp"
#include "app/core/common/dice_choice.hpp"
#include "app/core/redactions/hidden_table.hpp"
#include "app/core/redactions/redactions_lookups.hpp"
#include "db/tactical_records.hpp"
#include "rules/redactions/battle/table_features.hpp"

namespace tachanka::core {
namespace {

namespace ra = rules::redactions;

// What each face of the die after `rolled` does to the table, when it alone decides the
// action (the summary the action's odds list); empty when later dice decide it too.
std::vector<DieFaces> nextDieFaces(const ra::RedActionsTables& tables,
                                   const ra::TacticalBattle& table, const ra::TurnSequence& turn,
                                   const ra::ActionRequest& action, const std::vector<int>& rolled,
                                   int sides) {
    return facesReading(sides, [&](int face) -> std::optional<std::string> {
        auto values = rolled;
        values.push_back(face);
        rules::ScriptedDice through(values);
        auto copy = table;
        try {
            return ra::actInTurn(tables, copy, turn, action, through).result.summary;
        } catch (const rules::DiceExhausted&) {
            return std::nullopt;
        }
    });
}

// An action of a battle fought through a linked-battle adapter, logged as any other.
void actLinked(ActionContext& context, const model::Battle& battle, const LinkedBattle& linked,
               const TacticalActionRequest& request, const BattleDice& dice,
               TacticalActionReport& report) {
    const auto records = db::loadTacticalUnits(context.database, battle.id);
    const auto log = db::loadTacticalEvents(context.database, battle.id);
    const auto standing = standingEvents(log);
    const auto units = linkedUnitsOf(context.database, battle, records);
    std::optional<AskedDice> asked;
    if (dice.ask && !dice.typed) {
        asked.emplace(dice.ask, [&](const std::vector<int>& rolled, int sides) {
            return facesReading(sides, [&](int face) -> std::optional<std::string> {
                auto values = rolled;
                values.push_back(face);
                rules::ScriptedDice through(values);
                try {
                    return linked.act(units, standing, battle.systemState, request, through)
                        .summary;
                } catch (const rules::DiceExhausted&) {
                    return std::nullopt;
                }
            });
        });
    }
    const DiceChoice choice{dice.typed, dice.seed.value_or(context.diceSeed()),
                            asked ? &*asked : nullptr};
    const auto rolled = asUserErrors([&] {
        return rollWith(choice, [&](rules::Dice& source) {
            return linked.act(units, standing, battle.systemState, request, source);
        });
    });
    writeRecords(context, records, rolled.result.records);
    writeBattleState(context, battle, rolled.result.battleState);
    writeLeaderFates(context, battle, linked, rolled.result.battleState);
    auto& event = report.event;
    event.sequence = nextSequence(log);
    event.action = request.action;
    event.actor = request.actor;
    event.target = request.target;
    for (const auto& roll : rolled.rolls) event.rolls.push_back({roll.purpose, roll.sides, roll.value});
    event.diceOrigin = rolled.rolls.empty()   ? model::noDice
                       : dice.typed || asked ? model::typedDice
                                             : model::rolledDice;
    if (event.diceOrigin == model::rolledDice) event.seed = choice.seed;
    event.tableCell = joinedWords(rolled.result.cells, "; ");
    event.effects = rolled.result.summary;
    event.turnStep = rolled.result.turnStep;
    event.stateBefore = db::markersText(records, battle.buildings, {}, battle.systemState);
    appendEvent(context, battle, event);
    context.journal.describe("battle " + std::to_string(battle.id) + ": " + request.action +
                             (request.actor.empty() ? "" : " " + request.actor) + ": " +
                             event.effects);
    report.effects = rolled.result.effects;
}

// The action's exact odds by the battle's system; std::invalid_argument for one the rules
// refuse now.
rules::Distribution weighed(SQLite::Database& database, const model::Battle& battle,
                            const std::vector<model::TacticalUnitRecord>& records,
                            const TacticalActionRequest& request) {
    const auto log = db::loadTacticalEvents(database, battle.id);
    if (const auto* linked = linkedBattleOf(battle.tacticalSystem)) {
        return linked->odds(linkedUnitsOf(database, battle, records), standingEvents(log),
                            battle.systemState, request);
    }
    const auto tables = loadRedActionsTables();
    const auto action = asUserErrors([&] { return actionRequestOf(request); });
    const auto table = tableOf(database, battle, records);
    // Odds of what the turn refuses now would weigh an action `act` will not take.
    if (const auto refused = ra::turnRefusal(table, turnOf(log), action)) {
        throw std::invalid_argument(*refused);
    }
    return ra::actionOdds(tables, table, action);
}

}  // namespace

int nextSequence(const std::vector<model::TacticalEvent>& log) {
    return log.empty() ? 1 : log.back().sequence + 1;
}

void appendEvent(ActionContext& context, const model::Battle& battle,
                 const model::TacticalEvent& event) {
    context.journal.insert(db::Table::TacticalEvent, db::tacticalEventRow(battle.id, event),
                           db::LedgerTags::of(model::LedgerKind::BattleRoll)
                               .forSide(battle.attackerSideId)
                               .inBattle(battle.id)
                               .because(event.action + ": " + event.effects));
}

TacticalActionReport actInBattle(const std::filesystem::path& file, std::int64_t id,
                                 const TacticalActionRequest& request, const BattleDice& dice) {
    TacticalActionReport report;
    runCampaignAction(file, "battle-act", "an action in a battle", [&](ActionContext& context) {
        const auto battle = tacticalBattleNumbered(context.database, id, "fought");
        if (hiddenTableAction(request.action)) {
            actOnHiddenTable(context, battle, request, dice, report);
            return;
        }
        if (const auto* linked = linkedBattleOf(battle.tacticalSystem)) {
            actLinked(context, battle, *linked, request, dice, report);
            return;
        }
        const auto tables = loadRedActionsTables();
        auto action = asUserErrors([&] { return actionRequestOf(request); });
        checkHiddenTable(context.database, battle, action);
        const auto records = db::loadTacticalUnits(context.database, id);
        const auto seniors = db::loadTacticalSeniors(context.database, id);
        const auto log = db::loadTacticalEvents(context.database, id);
        const auto turn = turnOf(log);
        auto table = tableOf(context.database, battle, records);
        std::optional<AskedDice> asked;
        if (dice.ask && !dice.typed) {
            asked.emplace(dice.ask, [&](const std::vector<int>& rolled, int sides) {
                return nextDieFaces(tables, table, turn, action, rolled, sides);
            });
        }
        const DiceChoice choice{dice.typed, dice.seed.value_or(context.diceSeed()),
                                asked ? &*asked : nullptr};
        const auto rolled = asUserErrors([&] {
            try {
                return rollWith(choice, [&](rules::Dice& source) {
                    return ra::actInTurn(tables, table, turn, action, source);
                });
            } catch (const std::invalid_argument& refusal) {
                throw UserError(request.action + ": " + refusal.what());
            }
        });
        const auto after = recordsAfter(records, table);
        writeRecords(context, records, after);
        writeBuildings(context, battle, ra::buildingsText(table.buildings));
        writeSeniors(context, seniors, seniorsAfter(seniors, table.seniors));
        auto& event = report.event;
        event.sequence = nextSequence(log);
        event.action = request.action;
        event.actor = request.actor;
        event.target = request.target;
        for (const auto& roll : rolled.rolls)
            event.rolls.push_back({roll.purpose, roll.sides, roll.value});
        event.diceOrigin = rolled.rolls.empty()   ? model::noDice
                           : dice.typed || asked ? model::typedDice
                                                 : model::rolledDice;
        if (event.diceOrigin == model::rolledDice) event.seed = choice.seed;
        const auto& result = rolled.result.result;
        event.tableCell = joinedWords(result.cells, "; ");
        // An initiative changes no unit: what it decided is the entry's effect.
        event.effects = request.action == "initiative" ? joinedWords(result.effects, "; ")
                                                       : result.summary;
        event.turnStep = ra::turnStepText(rolled.result.step);
        event.stateBefore = db::markersText(records, battle.buildings, seniors);
        const auto revealed = revealAfterAction(context, battle, action);
        if (!revealed.empty()) event.effects += "; " + joinedWords(revealed, "; ");
        appendEvent(context, battle, event);
        context.journal.describe("battle " + std::to_string(id) + ": " + request.action +
                                 (request.actor.empty() ? "" : " " + request.actor) + ": " +
                                 event.effects);
        report.effects = result.effects;
        report.effects.insert(report.effects.end(), revealed.begin(), revealed.end());
    });
    report.battle = tacticalBattle(file, id);
    return report;
}

TacticalOdds tacticalActionOdds(const std::filesystem::path& file, std::int64_t id,
                                const TacticalActionRequest& request) {
    return readCampaignFile(file, [&](SQLite::Database& database, const model::Campaign&) {
        const auto battle = tacticalBattleNumbered(database, id, "weighed");
        const auto records = db::loadTacticalUnits(database, id);
        rules::Distribution distribution;
        try {
            distribution = weighed(database, battle, records, request);
        } catch (const std::invalid_argument& refusal) {
            throw UserError(request.action + ": " + refusal.what());
        } catch (const std::length_error&) {
            throw UserError(request.action + " can end in too many ways to count its exact odds");
        }
        TacticalOdds odds;
        for (const auto& outcome : distribution.outcomes()) {
            odds.outcomes.push_back({outcome.probability, outcome.result});
        }
        std::stable_sort(odds.outcomes.begin(), odds.outcomes.end(),
                         [](const TacticalOutcomeOdds& a, const TacticalOutcomeOdds& b) {
                             return a.probability.value() > b.probability.value();
                         });
        odds.provisional = std::any_of(records.begin(), records.end(),
                                       [](const auto& record) { return record.provisional; });
        return odds;
    });
}

TacticalActionReport undoBattleAction(const std::filesystem::path& file, std::int64_t id) {
    TacticalActionReport report;
    runCampaignAction(file, "battle-act", "undo a battle action", [&](ActionContext& context) {
        const auto battle = tacticalBattleNumbered(context.database, id, "corrected");
        const auto log = db::loadTacticalEvents(context.database, id);
        const auto standing = standingEvents(log);
        const auto* undone = standing.empty() ? nullptr : &standing.back();
        if (undone == nullptr) {
            throw UserError("battle " + std::to_string(id) + " has no action to undo");
        }
        if (undone->action == "setup" || hiddenTableAction(undone->action)) {
            throw UserError("battle " + std::to_string(id) + ": #" +
                            std::to_string(undone->sequence) + " " + undone->action +
                            " stands: a set-up, a secret roll or a marker lifted is seen and "
                            "kept; undo takes the whole action back");
        }
        const auto records = db::loadTacticalUnits(context.database, id);
        const auto seniors = db::loadTacticalSeniors(context.database, id);
        writeRecords(context, records, db::markersFrom(undone->stateBefore, records));
        writeBuildings(context, battle, db::buildingsFrom(undone->stateBefore));
        writeSeniors(context, seniors, db::seniorsFrom(undone->stateBefore, seniors));
        writeBattleState(context, battle, db::battleStateFrom(undone->stateBefore));
        auto& event = report.event;
        event.sequence = nextSequence(log);
        event.action = "undo";
        event.actor = undone->actor;
        event.target = undone->target;
        event.diceOrigin = model::correctedDice;
        event.effects = "takes back #" + std::to_string(undone->sequence) + " " + undone->action +
                        ": " + undone->effects;
        event.corrects = undone->sequence;
        event.stateBefore = db::markersText(records, battle.buildings, seniors, battle.systemState);
        appendEvent(context, battle, event);
        context.journal.describe("battle " + std::to_string(id) + ": " + event.effects);
        report.effects.push_back(event.effects);
    });
    report.battle = tacticalBattle(file, id);
    return report;
}

}  // namespace tachanka::core
