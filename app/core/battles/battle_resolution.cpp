#include <algorithm>
#include <memory>
#include <stdexcept>

#include "app/core/battles/asked_dice.hpp"
#include "app/core/battles/battle_ledger_notes.hpp"
#include "app/core/battles/battle_views.hpp"
#include "app/core/battles/orel_battle.hpp"
#include "app/core/campaign/campaign_action.hpp"
#include "app/core/officers/officer_enlistment.hpp"
#include "app/core/orel/orel_combat_service.hpp"
#include "db/battle_records.hpp"
#include "rules/orel/combat/battle_outcome.hpp"
#include "rules/orel/combat/definitions.hpp"
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
std::vector<DieFaces> nextDieFaces(const model::Campaign& campaign, const model::Battle& battle,
                                   const rules::orel::CombatTables& tables,
                                   const std::vector<int>& rolled, int sides) {
    return facesReading(sides, [&](int face) -> std::optional<std::string> {
        auto values = rolled;
        values.push_back(face);
        ThroughDice through(values);
        rules::RecordingDice recording(through);
        const auto report = resolveOrelBattle(campaign, battle, tables, recording);
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

void requirePlanned(const model::Battle& battle, std::string_view doing) {
    if (battle.state == model::BattleState::Planned) return;
    throw UserError("battle " + std::to_string(battle.id) + " is " +
                    std::string(model::nameOf(model::battleStateNames, battle.state)) +
                    ": only a planned battle can be " + std::string(doing));
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

void writeResolution(ActionContext& context, const model::Battle& battle,
                     const CombatReport& report, const std::vector<rules::DieRoll>& rolls,
                     bool provisional) {
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
    }
    int sequence = 0;
    for (const auto& event : rules::orel::combatEvents(report, rolls)) {
        model::BattleEvent row{++sequence, event.purpose, event.dice, event.tableCell};
        journal.insert(db::Table::BattleEvent, db::battleEventRow(battle.id, row),
                       tags(model::LedgerKind::BattleRoll).because(event.purpose));
    }
    journal.describe("resolve battle " + std::to_string(battle.id) + ": " + outcome.text());
}

}  // namespace

BattleOdds battleOdds(const std::filesystem::path& file, std::int64_t id) {
    const auto tables = loadOrelCombatTables();
    return readBattles(file, [&](SQLite::Database& database, const model::Campaign& campaign) {
        const auto battle = battleNumbered(database, id);
        requirePlanned(battle, "given odds");
        return battleOddsOf(orelBattleOdds(campaign, battle, tables), tables.anyProvisional());
    });
}

BattleView resolveBattle(const std::filesystem::path& file, std::int64_t id,
                         const BattleDice& dice) {
    const auto tables = loadOrelCombatTables();
    runCampaignAction(file, "battle-resolve", "resolve a battle", [&](ActionContext& context) {
        const auto battle = battleNumbered(context.database, id);
        requirePlanned(battle, "resolved");
        requireItsDay(context.campaign, battle);
        std::unique_ptr<rules::Dice> source;
        std::unique_ptr<rules::ScriptedDice> typed;
        if (dice.typed) {
            typed = std::make_unique<rules::ScriptedDice>(*dice.typed);
        } else if (dice.ask) {
            source = std::make_unique<AskedDice>(
                dice.ask, [&](const std::vector<int>& rolled, int sides) {
                    return nextDieFaces(context.campaign, battle, tables, rolled, sides);
                });
        } else {
            // The campaign's seed and the battle's number: replaying gives the same rolls.
            source = std::make_unique<rules::SeededDice>(
                dice.seed ? *dice.seed : actionSeed(battle.seed, battle.id));
        }
        rules::RecordingDice recording(typed ? *typed : *source);
        const auto report = resolveOrelBattle(context.campaign, battle, tables, recording);
        if (typed && typed->remaining() > 0) {
            throw UserError("battle " + std::to_string(id) + " asked for " +
                            std::to_string(recording.rolls().size()) + " dice; " +
                            std::to_string(dice.typed->size()) + " were typed");
        }
        writeResolution(context, battle, report, recording.rolls(), tables.anyProvisional());
    });
    return showBattle(file, id);
}

}  // namespace tachanka::core
