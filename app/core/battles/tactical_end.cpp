#include <algorithm>

#include "app/core/battles/battle_ending.hpp"
#include "app/core/battles/battle_ledger_notes.hpp"
#include "app/core/battles/battle_views.hpp"
#include "app/core/battles/tactical_state.hpp"
#include "app/core/redactions/hidden_table.hpp"
#include "app/core/officers/officer_staff.hpp"
#include "app/core/records/unit_changes.hpp"
#include "app/core/redactions/redactions_lookups.hpp"
#include "db/campaign_cache.hpp"
#include "db/tactical_records.hpp"
#include "model/quoted_text.hpp"

namespace tachanka::core {
namespace {

namespace links = rules::links;

std::vector<links::TacticalOutcome> outcomesOf(
    const model::Campaign& campaign, const model::Battle& battle,
    const std::vector<model::TacticalUnitRecord>& units) {
    std::vector<links::TacticalOutcome> outcomes;
    for (const auto& unit : units) {
        outcomes.push_back({unitWithId(campaign, unit.unitId)->code,
                            unit.sideId == battle.attackerSideId, unit.basesLeft(), unit.basesLost,
                            unit.surrendered, unit.routing, unit.officerFate == "killed"});
    }
    return outcomes;
}

const model::BattleUnit& entryOf(const model::Battle& battle,
                                 const links::OperationalResult& result) {
    for (const auto& entry : battle.units) {
        if (entry.code == result.code &&
            (entry.role == model::BattleRole::Attacker) == result.attacker) {
            return entry;
        }
    }
    throw UserError("battle " + std::to_string(battle.id) + " has no unit " + result.code);
}

std::string outcomeText(int attackerSteps, int defenderSteps, bool defenderHolds) {
    return "attacker loses " + stepsText(attackerSteps) + ", defender loses " +
           stepsText(defenderSteps) +
           (defenderHolds ? ", defender holds the hex" : ", the attacker takes the hex");
}

// The mapped-back results with the club's corrections: each names a unit of the battle once,
// loses from none to all of its steps, and comes with a reason.
std::vector<std::string> correct(std::vector<links::OperationalResult>& results,
                                 const std::vector<links::OperationalUnit>& units,
                                 const ResultCorrections& corrections) {
    if (!corrections.lines.empty() && corrections.reason.empty()) {
        throw UserError("a correction of a battle's results needs a reason (--reason)");
    }
    std::vector<std::string> corrected;
    for (const auto& line : corrections.lines) {
        std::size_t found = results.size();
        for (std::size_t i = 0; i < results.size(); ++i) {
            if (results[i].code != line.unit) continue;
            if (found != results.size()) {
                throw UserError("both sides have a unit " + line.unit + ": it cannot be corrected");
            }
            found = i;
        }
        if (found == results.size()) {
            throw UserError("the battle has no unit " + line.unit + " to correct");
        }
        if (std::find(corrected.begin(), corrected.end(), line.unit) != corrected.end()) {
            throw UserError(line.unit + " is corrected twice");
        }
        auto& result = results[found];
        const int steps = units[found].steps;
        if (line.stepsLost) {
            if (*line.stepsLost < 0 || *line.stepsLost > steps) {
                throw UserError(line.unit + " has " + stepsText(steps) + ": it cannot lose " +
                                std::to_string(*line.stepsLost));
            }
            result.stepsLost = *line.stepsLost;
        }
        if (line.fate == "eliminated") {
            result.stepsLost = steps;
        } else if (line.fate == "routs" || line.fate == "stands") {
            result.routs = line.fate == "routs";
        } else if (line.fate) {
            throw UserError(line.unit + ": no fate '" + *line.fate +
                            "' (stands, routs or eliminated)");
        }
        result.eliminated = result.stepsLost == steps;
        if (result.eliminated) result.routs = false;
        result.prisonerSteps = std::min(result.prisonerSteps, result.stepsLost);
        corrected.push_back(line.unit);
    }
    return corrected;
}

// A senior officer killed on the table falls in the campaign, and his replacement is promoted
// from his formation's junior officers (`officer --replace`); one wounded (an RF&IC
// Commander's red card) leaves the campaign wounded.
void seniorsKilledInBattle(ActionContext& context, std::int64_t id,
                           std::vector<std::string>& lines) {
    const OfficerStaff staff(context.database);
    for (const auto& senior : db::loadTacticalSeniors(context.database, id)) {
        const auto fate = model::valueNamed(model::officerFateNames, senior.fate);
        if (fate != model::OfficerFate::Killed && fate != model::OfficerFate::Wounded) continue;
        const auto& officer = staff.officer(senior.officerId);
        if (officer.fate != model::OfficerFate::Serving) continue;
        const std::string line = officer.name + " (senior) is " + senior.fate + " in battle";
        context.journal.set(db::Table::Officer, officer.id, db::Column::Fate,
                            std::string(model::officerFateName(*fate)),
                            db::LedgerTags::of(model::LedgerKind::OfficerCasualty)
                                .forSide(senior.sideId)
                                .forOfficer(officer.id)
                                .inBattle(id)
                                .because(line));
        lines.push_back(line);
    }
}

// Ends the battle inside the running action: its results become the battle's effects (as an
// operational resolution would leave them), which the battle's apply then writes.
std::vector<std::string> endInAction(ActionContext& context, std::int64_t id,
                                     const BattleMoves& moves,
                                     const ResultCorrections& corrections) {
    const auto battle = tacticalBattleNumbered(context.database, id, "ended");
    // "The agreed number of turns is then played": the table is no longer hidden.
    revealAtEnd(context, battle);
    const auto link = linkTableOf(battle.tacticalSystem);
    const auto units = db::loadTacticalUnits(context.database, id);
    const auto outcomes = outcomesOf(context.campaign, battle, units);
    const auto operational = operationalUnitsOf(context.database, context.campaign, battle);
    auto results = links::mapBack(link, outcomes, operational);
    const auto corrected = correct(results, operational, corrections);
    const bool defenderHolds = links::defenderHoldsHex(outcomes);
    auto& journal = context.journal;
    const auto tags = db::LedgerTags::of(model::LedgerKind::BattleResolved).inBattle(id);
    int attackerSteps = 0;
    int defenderSteps = 0;
    int attackerPrisoners = 0;  // steps the attacker took
    int defenderPrisoners = 0;
    for (const auto& result : results) {
        const auto& entry = entryOf(battle, result);
        const bool correctedByClub =
            std::find(corrected.begin(), corrected.end(), result.code) != corrected.end();
        const auto set = [&](db::Column column, const db::Value& value) {
            std::string note = battleUnitNote(entry.code, column, value);
            if (correctedByClub) note += " (corrected by the club: " + corrections.reason + ")";
            journal.set(db::Table::BattleUnit, entry.id, column, value,
                        db::LedgerTags::of(model::LedgerKind::BattleEffect)
                            .inBattle(id)
                            .forUnit(entry.unitId)
                            .because(std::move(note)));
        };
        set(db::Column::StepsLost, std::int64_t{result.stepsLost});
        set(db::Column::FateAfter,
            std::string(model::unitFateName(result.eliminated ? model::UnitFate::Eliminated
                                                              : model::UnitFate::Active)));
        if (result.routs) {
            set(db::Column::ModeAfter, std::string(model::unitModeName(model::UnitMode::Routed)));
            set(db::Column::RetreatHexes, std::int64_t{2});
        }
        const bool advances =
            result.attacker && !defenderHolds && !result.eliminated && !result.routs;
        set(db::Column::Advanced, std::int64_t{advances ? 1 : 0});
        (result.attacker ? attackerSteps : defenderSteps) += result.stepsLost;
        (result.attacker ? defenderPrisoners : attackerPrisoners) += result.prisonerSteps;
    }
    const auto outcome = outcomeText(attackerSteps, defenderSteps, defenderHolds);
    const auto setBattle = [&](db::Column column, const db::Value& value) {
        auto noted = tags;
        journal.set(db::Table::Battle, id, column, value,
                    noted.because(battleNote(id, column, value)));
    };
    setBattle(db::Column::AttackerPrisoners, std::int64_t{attackerPrisoners});
    setBattle(db::Column::DefenderPrisoners, std::int64_t{defenderPrisoners});
    setBattle(db::Column::Provisional, std::int64_t{link.provisional ? 1 : 0});
    setBattle(db::Column::Outcome, outcome);
    setBattle(db::Column::State, std::string("resolved"));
    auto lines = applyInAction(context, id, moves);
    for (const auto& result : results) {
        if (!result.officerKilled) continue;
        auto now = db::campaignWithOwnChanges(context.database, context.state,
                                              context.journal.actionId());
        ActionContext caughtUp{context.journal, context.database, now, *now, context.order};
        const auto& entry = entryOf(battle, result);
        const auto* unit = unitWithId(caughtUp.campaign, entry.unitId);
        if (unit == nullptr || !unit->inPlay()) continue;
        UnitChanges(caughtUp, *unit, {id, ""}, lines).juniorOfficerKilledInBattle();
    }
    seniorsKilledInBattle(context, id, lines);
    for (const auto& code : corrected) {
        lines.push_back(code + ": corrected by the club (" + corrections.reason + ")");
    }
    lines.push_back(defenderHolds ? "the defender holds hex " + battle.hex.label()
                                  : "the attacker takes hex " + battle.hex.label());
    journal.describe("end battle " + std::to_string(id) + " on the table: " + outcome);
    return lines;
}

}  // namespace

rules::redactions::AutoResolution autoResolveBattle(const std::filesystem::path& file,
                                                    std::int64_t id, int runs, std::uint64_t seed) {
    if (runs < 1 || runs > 1'000'000) {
        throw UserError("battle auto: the runs must be from 1 to 1000000, not " +
                        std::to_string(runs));
    }
    const auto tables = loadRedActionsTables();
    return readCampaignFile(file, [&](SQLite::Database& database, const model::Campaign&) {
        const auto battle = tacticalBattleNumbered(database, id, "auto-resolved");
        if (battle.tacticalSystem != redActionsSystem) {
            throw UserError("battle " + std::to_string(id) + " is fought in " +
                            battle.tacticalSystem +
                            ": auto-resolve plays Red Actions! battles only; fight it on the table");
        }
        const auto table = tableOf(database, battle, db::loadTacticalUnits(database, id));
        return rules::redactions::autoResolve(tables, table, runs, seed);
    });
}

ResultCorrections parseResultCorrections(const std::string& list, const std::string& reason) {
    ResultCorrections corrections;
    corrections.reason = reason;
    std::size_t start = 0;
    while (start < list.size()) {
        const auto end = std::min(list.find(',', start), list.size());
        std::string item = list.substr(start, end - start);
        start = end + 1;
        std::erase(item, ' ');
        if (item.empty()) continue;
        // UNIT=STEPS, UNIT:FATE or UNIT=STEPS:FATE; a unit code has neither '=' nor ':'.
        ResultCorrection line;
        const auto colon = item.find(':');
        const std::string head = item.substr(0, colon);
        if (colon != std::string::npos) line.fate = item.substr(colon + 1);
        const auto equals = head.find('=');
        line.unit = head.substr(0, equals);
        if (equals != std::string::npos) {
            const std::string steps = head.substr(equals + 1);
            if (steps.empty() || steps.size() > 2 ||
                steps.find_first_not_of("0123456789") != std::string::npos) {
                throw UserError("correction " + model::quoted(item) +
                                ": the steps lost must be a number");
            }
            line.stepsLost = std::stoi(steps);
        }
        if (line.unit.empty() || (!line.stepsLost && !line.fate)) {
            throw UserError("correction " + model::quoted(item) +
                            ": write UNIT=STEPS, UNIT:FATE or UNIT=STEPS:FATE");
        }
        corrections.lines.push_back(std::move(line));
    }
    return corrections;
}

std::vector<std::string> previewTacticalBattle(const std::filesystem::path& file, std::int64_t id,
                                               const BattleMoves& moves,
                                               const ResultCorrections& corrections) {
    return rehearseBattleEnding(file, [&](ActionContext& context) {
        return endInAction(context, id, moves, corrections);
    });
}

BattleView applyTacticalBattle(const std::filesystem::path& file, std::int64_t id,
                               const BattleMoves& moves, const ResultCorrections& corrections) {
    return applyBattleEnding(file, id, "apply a battle fought on the table",
                             [&](ActionContext& context) {
                                 return endInAction(context, id, moves, corrections);
                             });
}

}  // namespace tachanka::core
