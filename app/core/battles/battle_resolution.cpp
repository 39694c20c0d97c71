#include <algorithm>
#include <memory>
#include <stdexcept>

#include "app/core/battles/asked_dice.hpp"
#include "app/core/battles/battle_questions.hpp"
#include "app/core/battles/battle_run.hpp"
#include "app/core/battles/battle_ledger_notes.hpp"
#include "app/core/battles/battle_views.hpp"
#include "app/core/battles/orel_battle.hpp"
#include "app/core/campaign/campaign_action.hpp"
#include "app/core/officers/officer_enlistment.hpp"
#include "app/core/orel/orel_combat_service.hpp"
#include "app/core/seats/order_book.hpp"
#include "db/battle_records.hpp"
#include "rules/orel/combat/battle_outcome.hpp"
#include "rules/orel/combat/definitions.hpp"
#include "rules/continued_dice.hpp"
#include "rules/seeded_dice.hpp"

namespace tachanka::core {
namespace {

using rules::orel::CombatReport;

// The dice rolled so far, then a given face, then 1s: enough to play a resolution through
// and read the cell of the die after `rolled`.
class ThroughDice final : public rules::Dice {
public:
    explicit ThroughDice(std::vector<int> values) : values_(std::move(values)) {}
    int roll(int sides, std::string_view purpose) override {
        requireSides(sides, purpose);
        return next_ < values_.size() ? values_[next_++] : 1;
    }

private:
    std::vector<int> values_;
    std::size_t next_ = 0;
};

// The result a cell reads: "X: 4 vs TQ 5 → passed" gives "passed".
std::string cellResult(const std::string& cell) {
    const auto arrow = cell.rfind("→ ");
    return arrow == std::string::npos ? cell : cell.substr(arrow + std::string("→ ").size());
}

// What each face of the die after `rolled` reads, the faces that read alike together.
std::vector<DieFaces> nextDieFaces(CampaignDecisions& decisions, const model::Campaign& campaign,
                                   const model::Battle& battle,
                                   const rules::orel::CombatTables& tables,
                                   const std::vector<int>& rolled, int sides) {
    return facesReading(sides, [&](int face) -> std::optional<std::string> {
        auto values = rolled;
        values.push_back(face);
        ThroughDice through(values);
        rules::RecordingDice recording(through);
        const auto report = resolveOrelBattle(campaign, battle, tables, recording, &decisions);
        std::size_t first = 0;
        for (const auto& event : rules::orel::combatEvents(report, recording.rolls())) {
            const std::size_t last = first + event.dice.size() - 1;
            if (rolled.size() >= first && rolled.size() <= last) {
                if (last > rolled.size() || event.tableCell.empty()) return std::nullopt;
                return cellResult(event.tableCell);
            }
            first = last + 1;
        }
        return std::string();
    });
}

// The battle's answers with `decision` added: each unit it names must be the battle's, each
// retreat's hex a hex.
model::BattleAnswers withDecision(const model::Battle& battle, const BattleDecision& decision) {
    const std::string name = "battle " + std::to_string(battle.id);
    auto answers = battle.answers;
    if (decision.assault) answers.assault = decision.assault;
    if (decision.advance) answers.advance = decision.advance;
    const auto known = [&](const std::string& code) {
        return std::any_of(battle.units.begin(), battle.units.end(),
                           [&](const model::BattleUnit& unit) { return unit.code == code; });
    };
    for (const auto& code : decision.advance.value_or(std::vector<std::string>{})) {
        if (!known(code)) throw UserError(name + " has no unit " + code);
    }
    for (const auto& sent : decision.retreats) {
        // Clang 14 cannot capture a structured binding, so the pair is named member by member.
        const auto& code = sent.first;
        const auto& hex = sent.second;
        if (!known(code)) throw UserError(name + " has no unit " + code);
        try {
            answers.retreats.emplace_back(code, model::Hex::parse(hex));
        } catch (const std::invalid_argument& error) {
            throw UserError(std::string("the retreat of ") + code + ": " + error.what());
        }
    }
    return answers;
}

// The battle's answers with the players' answer to the question it waits for.
model::BattleAnswers answered(const model::Battle& battle, const BattleDecision& decision) {
    const std::string name = "battle " + std::to_string(battle.id);
    if (battle.awaiting.empty()) {
        throw UserError(name + " waits for no choice: resolve it with battle resolve");
    }
    const bool assault = decision.assault.has_value();
    const bool advance = decision.advance.has_value();
    const bool retreat = !decision.retreats.empty();
    const std::string given = assault ? "assault" : advance ? "advance" : retreat ? "retreat" : "";
    if (given.empty()) {
        throw UserError(name + " waits for the players' choice (" + battle.awaiting +
                        "): answer it with --" + battle.awaiting);
    }
    if (given != battle.awaiting || int{assault} + int{advance} + int{retreat} > 1) {
        throw UserError(name + " waits for the players' choice (" + battle.awaiting +
                        "), not " + given + ": answer it with --" + battle.awaiting);
    }
    return withDecision(battle, decision);
}

void requirePlanned(const model::Battle& battle, std::string_view doing) {
    if (battle.state == model::BattleState::Planned) return;
    throw UserError("battle " + std::to_string(battle.id) + " is " +
                    std::string(model::nameOf(model::battleStateNames, battle.state)) +
                    ": only a planned battle can be " + std::string(doing));
}

void requireNotAwaiting(const model::Battle& battle) {
    if (battle.awaiting.empty()) return;
    throw UserError("battle " + std::to_string(battle.id) + " has stopped for the players' choice (" +
                    battle.awaiting + "): answer it with battle decide");
}

void requireItsDay(const model::Campaign& campaign, const model::Battle& battle) {
    if (battle.date == campaign.date) return;
    throw UserError("battle " + std::to_string(battle.id) + " was planned for " +
                    battle.date.longForm() + "; the campaign is now at " +
                    campaign.date.longForm());
}

const rules::orel::UnitFate* fateOf(const CombatReport& report, const std::string& code) {
    for (const auto& fate : report.units) {
        if (fate.unit.code == code) return &fate;
    }
    return nullptr;
}

// What the report did to one of the battle's units, as the battle_unit row keeps it.
model::BattleEffect effectOf(const rules::orel::UnitFate& fate, const model::Unit& before) {
    model::BattleEffect effect;
    effect.stepsLost = fate.stepsLost;
    if (fate.surrendered || fate.captured) {
        effect.fate = model::UnitFate::Captured;
    } else if (fate.eliminated) {
        effect.fate = model::UnitFate::Eliminated;
    } else if (fate.withdrawn) {
        effect.fate = model::UnitFate::Pending;
    }
    effect.retreatHexes = fate.retreatHexes;
    effect.advanced = fate.advanced;
    if (fate.unit.mode != before.mode && effect.fate == model::UnitFate::Active) {
        effect.mode = fate.unit.mode;
    }
    effect.unsupplied = fate.unit.unsupplied && !before.unsupplied;
    effect.brokenDown = fate.unit.brokenDown;
    return effect;
}

// Where the battle now stands for the players: the choice it waits for and their answers.
void writeAnswers(ActionContext& context, const model::Battle& battle, const std::string& awaiting,
                  const model::BattleAnswers& answers, std::optional<std::int64_t> seed) {
    const auto tags = [&] {
        return db::LedgerTags::of(model::LedgerKind::BattleResolved)
            .forSide(battle.attackerSideId)
            .inBattle(battle.id);
    };
    auto& journal = context.journal;
    journal.set(db::Table::Battle, battle.id, db::Column::Awaiting, awaiting,
                tags().because(awaiting.empty() ? "it waits for no choice"
                                                : "it waits for the players' choice: " + awaiting));
    journal.set(db::Table::Battle, battle.id, db::Column::Answers, db::answersText(answers),
                tags().because("the players' answers: " + answersLine(answers)));
    journal.set(db::Table::Battle, battle.id, db::Column::DiceSeed,
                seed ? db::Value(*seed) : db::nullValue(), tags().because("the seed of its dice"));
}

// The dice rolled since the battle's events were last written, as events after them.
void writeEvents(ActionContext& context, const model::Battle& battle, const CombatReport& report,
                 const std::vector<rules::DieRoll>& rolls) {
    const auto events = rules::orel::combatEvents(report, rolls);
    for (std::size_t at = battle.events.size(); at < events.size(); ++at) {
        const auto& event = events[at];
        model::BattleEvent row{static_cast<int>(at) + 1, event.purpose, event.dice,
                               event.tableCell};
        context.journal.insert(db::Table::BattleEvent, db::battleEventRow(battle.id, row),
                               db::LedgerTags::of(model::LedgerKind::BattleRoll)
                                   .forSide(battle.attackerSideId)
                                   .inBattle(battle.id)
                                   .because(event.purpose));
    }
}

void writeResolution(ActionContext& context, const model::Battle& battle, const BattleRun& run,
                     bool provisional) {
    const auto& report = run.report;
    auto& journal = context.journal;
    const auto tags = [&](model::LedgerKind kind) {
        return db::LedgerTags::of(kind).forSide(battle.attackerSideId).inBattle(battle.id);
    };
    const auto outcome = rules::orel::battleOutcome(report);
    const auto setBattle = [&](db::Column column, const db::Value& value) {
        journal.set(db::Table::Battle, battle.id, column, value,
                    tags(model::LedgerKind::BattleResolved)
                        .because(battleNote(battle.id, column, value)));
    };
    setBattle(db::Column::State, std::string("resolved"));
    // A battle that ends with no assault says why ("the defenders left in the hex are
    // Repulsed ..."): its events alone do not.
    const std::string ending = report.noAssault.empty()
                                   ? outcome.text()
                                   : outcome.text() + "; " + std::string(report.noAssault);
    setBattle(db::Column::Outcome, ending);
    setBattle(db::Column::AttackerPrisoners, std::int64_t{report.attackerPrisoners});
    setBattle(db::Column::DefenderPrisoners, std::int64_t{report.defenderPrisoners});
    if (report.assaulted) {
        setBattle(db::Column::AssaultOdds, rules::orel::oddsText(report.assaultRatio));
    }
    setBattle(db::Column::Provisional, std::int64_t{provisional ? 1 : 0});
    for (const auto& unit : battle.units) {
        const auto set = [&](db::Column column, const db::Value& value) {
            journal.set(db::Table::BattleUnit, unit.id, column, value,
                        tags(model::LedgerKind::BattleEffect)
                            .forUnit(unit.unitId)
                            .because(battleUnitNote(unit.code, column, value)));
        };
        const auto& before =
            unitCoded(context.campaign, unit.code, sideOf(context.campaign, unit.sideId).name);
        const auto* fate = fateOf(report, unit.code);
        if (fate == nullptr) {
            // 8.2.1: a gun that supported an attack without munitions.
            const auto& guns = report.unsuppliedSupport;
            if (unit.role == model::BattleRole::AttackerSupport && !before.unsupplied &&
                std::find(guns.begin(), guns.end(), unit.code) != guns.end()) {
                set(db::Column::UnsuppliedAfter, std::int64_t{1});
            }
            continue;
        }
        const auto effect = effectOf(*fate, before);
        set(db::Column::StepsLost, std::int64_t{effect.stepsLost});
        set(db::Column::ModeAfter, effect.mode
                                       ? db::Value(std::string(model::unitModeName(*effect.mode)))
                                       : db::nullValue());
        set(db::Column::FateAfter, std::string(model::unitFateName(effect.fate)));
        set(db::Column::RetreatHexes, std::int64_t{effect.retreatHexes});
        set(db::Column::Advanced, std::int64_t{effect.advanced ? 1 : 0});
        set(db::Column::UnsuppliedAfter, std::int64_t{effect.unsupplied ? 1 : 0});
        set(db::Column::BrokenDown, std::int64_t{effect.brokenDown ? 1 : 0});
        const auto sent = run.retreatHexes.find(unit.code);
        if (effect.retreatHexes >= 1 && sent != run.retreatHexes.end()) {
            set(db::Column::RetreatTo, sent->second.label());
        }
    }
    writeEvents(context, battle, report, run.rolls);
    journal.describe("resolve battle " + std::to_string(battle.id) + ": " + outcome.text());
}

// Resolves `battle` from the dice it rolled so far with `answers`, then `dice`: to its end, or
// to the next question, where it stops with the dice rolled before it.
void proceed(ActionContext& context, const model::Battle& battle, const model::BattleAnswers& answers,
             const BattleDice& dice, const rules::orel::CombatTables& tables) {
    const auto before = diceSoFar(battle);
    std::unique_ptr<rules::Dice> source;
    std::unique_ptr<rules::ScriptedDice> typed;
    CampaignDecisions assumed(context.database, context.campaign, battle, answers,
                              CampaignDecisions::Unanswered::Assume);
    std::optional<std::int64_t> seed = battle.diceSeed;
    auto skipped = rules::ContinuedDice::Before::Skipped;
    if (dice.typed) {
        typed = std::make_unique<rules::ScriptedDice>(*dice.typed);
    } else if (dice.ask) {
        source = std::make_unique<AskedDice>(
            dice.ask, [&](const std::vector<int>& rolled, int sides) {
                auto all = before;
                all.insert(all.end(), rolled.begin(), rolled.end());
                return nextDieFaces(assumed, context.campaign, battle, tables, all, sides);
            },
            before.size());
    } else {
        // The campaign's seed and the battle's number: replaying gives the same rolls, and a
        // resolution that stopped on the way reads the same dice as one that did not.
        if (dice.seed) seed = static_cast<std::int64_t>(*dice.seed);
        source = std::make_unique<rules::SeededDice>(
            seed ? static_cast<std::uint64_t>(*seed) : actionSeed(battle.seed, battle.id));
        skipped = rules::ContinuedDice::Before::Rolled;
    }
    rules::ContinuedDice continued(before, typed ? *typed : *source, skipped);
    const auto run = runBattle(context.database, context.campaign, battle, tables, continued, answers);
    if (typed && typed->remaining() > 0) {
        const auto rolled = run.rolls.size() - before.size();
        throw UserError("battle " + std::to_string(battle.id) + " asked for " +
                        std::to_string(rolled) + " dice" +
                        (run.question ? " before the players' choice (" + run.question->awaiting + ")"
                                      : std::string()) +
                        "; " + std::to_string(dice.typed->size()) + " were typed");
    }
    if (run.question) {
        writeEvents(context, battle, run.report, run.rolls);
        writeAnswers(context, battle, run.question->awaiting, answers, seed);
        context.journal.describe("battle " + std::to_string(battle.id) + " stops: " +
                                 questionText(context.campaign, battle, *run.question));
        return;
    }
    writeAnswers(context, battle, "", answers, seed);
    writeResolution(context, battle, run, tables.anyProvisional());
}

}  // namespace

BattleOdds battleOdds(const std::filesystem::path& file, std::int64_t id) {
    const auto tables = loadOrelCombatTables();
    return readCampaignFile(file, [&](SQLite::Database& database, const model::Campaign& campaign) {
        const auto battle = battleNumbered(database, id);
        requirePlanned(battle, "given odds");
        return battleOddsOf(orelBattleOdds(campaign, battle, tables), tables.anyProvisional());
    });
}

rules::DiceNeeded battleDiceNeeded(const std::filesystem::path& file, std::int64_t id) {
    const auto tables = loadOrelCombatTables();
    return readCampaignFile(file, [&](SQLite::Database& database, const model::Campaign& campaign) {
        const auto battle = battleNumbered(database, id);
        requirePlanned(battle, "resolved");
        requireNotAwaiting(battle);
        return orelBattleDice(campaign, battle, tables);
    });
}

BattleView resolveBattle(const std::filesystem::path& file, std::int64_t id,
                         const BattleDice& dice) {
    const auto tables = loadOrelCombatTables();
    runCampaignAction(file, "battle-resolve", "resolve a battle", [&](ActionContext& context) {
        const auto battle = battleNumbered(context.database, id);
        requirePlanned(battle, "resolved");
        requireItsDay(context.campaign, battle);
        requireNotAwaiting(battle);
        proceed(context, battle, battle.answers, dice, tables);
    });
    return showBattle(file, id);
}

BattleView giveStandingOrders(const std::filesystem::path& file, std::int64_t id,
                              const BattleDecision& decision) {
    runCampaignAction(
        file, "battle-orders", "give a battle standing orders",
        [&](ActionContext& context) {
            const auto battle = battleNumbered(context.database, id);
            requirePlanned(battle, "given standing orders");
            requireItsDay(context.campaign, battle);
            if (!battle.events.empty() || !battle.awaiting.empty()) {
                throw UserError("battle " + std::to_string(id) +
                                " has begun: its questions are answered as they come, with "
                                "battle decide");
            }
            if (!decision.assault && !decision.advance && decision.retreats.empty()) {
                throw UserError("standing orders for battle " + std::to_string(id) +
                                " answer --assault, --advance or --retreat");
            }
            const auto answers = withDecision(battle, decision);
            writeAnswers(context, battle, "", answers, battle.diceSeed);
            context.journal.describe("standing orders for battle " + std::to_string(id) + ": " +
                                     answersLine(answers));
        },
        standingOrder(id, decision));
    return showBattle(file, id);
}

BattleView decideBattle(const std::filesystem::path& file, std::int64_t id,
                        const BattleDecision& decision, const BattleDice& dice) {
    const auto tables = loadOrelCombatTables();
    runCampaignAction(file, "battle-decide", "answer a battle's question", [&](ActionContext& context) {
        const auto battle = battleNumbered(context.database, id);
        requirePlanned(battle, "decided");
        requireItsDay(context.campaign, battle);
        proceed(context, battle, answered(battle, decision), dice, tables);
    });
    return showBattle(file, id);
}

}  // namespace tachanka::core
