#include "tests/support/long_campaign.hpp"

#include <SQLiteCpp/Transaction.h>

#include <string>
#include <vector>

#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "db/journal.hpp"
#include "db/ledger_chain.hpp"
#include "model/ledger_kind.hpp"
#include "model/phase.hpp"
#include "model/scenario.hpp"

namespace tachanka::testing {
namespace {

using db::Column;
using db::LedgerTags;
using db::Table;
using db::Value;
using model::LedgerKind;

Value number(std::int64_t value) { return Value(value); }
Value text(std::string_view value) { return Value(std::string(value)); }

model::Scenario longScenario(const LongCampaignShape& shape) {
    model::Scenario scenario;
    scenario.id = "long";
    scenario.title = "A long campaign";
    scenario.start = model::GameDate{1919, 10, 15};
    scenario.turns = shape.days;
    for (const char* name : {"Whites", "Reds"}) {
        model::ScenarioSide side;
        side.name = name;
        side.commander = std::string(name) + " commander";
        for (int f = 0; f < shape.formationsPerSide; ++f) {
            model::ScenarioFormation formation;
            formation.name = std::string(name) + " division " + std::to_string(f);
            formation.commander = "General " + std::to_string(f) + " of the " + name;
            for (int u = 0; u < shape.unitsPerFormation; ++u) {
                model::ScenarioUnit unit;
                unit.code = std::to_string(f) + "/" + std::to_string(u);
                unit.name = "Regiment " + unit.code;
                unit.steps = 4;
                unit.strength = 4;
                unit.movement = 4;
                unit.hex = model::Hex{1 + u, 1 + f % 20};
                formation.units.push_back(unit);
            }
            side.formations.push_back(formation);
        }
        scenario.sides.push_back(side);
    }
    return scenario;
}

// The ids the store gave the scenario's rows, read back as the app reads them.
struct Ids {
    std::vector<std::int64_t> sides;
    std::vector<std::int64_t> formations;
    std::vector<std::int64_t> units;
    std::vector<std::int64_t> unitSide;  // by position in `units`
    std::vector<std::int64_t> formationSide;
};

Ids idsOf(const model::Campaign& campaign) {
    Ids ids;
    for (const auto& side : campaign.sides) {
        ids.sides.push_back(side.id);
        for (const auto& formation : side.formations) {
            ids.formations.push_back(formation.id);
            ids.formationSide.push_back(side.id);
            for (const auto& unit : formation.units) {
                ids.units.push_back(unit.id);
                ids.unitSide.push_back(side.id);
            }
        }
    }
    return ids;
}

// One day's actions, each a Journal as a use case of app/core would open, counting the rows
// they write. The values cycle so that every set changes what was there.
class Day {
public:
    Day(SQLite::Database& database, const Ids& ids, int day, LongCampaignCounts& counts)
        : database_(database), ids_(ids), day_(day), counts_(counts) {}

    void advance(const model::GameDate& date) {
        db::Journal journal(database_, "advance", "advance to " + date.iso());
        const auto phase = static_cast<model::Phase>(day_ % 7);
        set(journal, Table::Campaign, 1, Column::GameDate, text(date.iso()), LedgerKind::Phase);
        set(journal, Table::Campaign, 1, Column::Phase, text(model::phaseName(phase)),
            LedgerKind::Phase);
        for (const auto side : ids_.sides) {
            counted(journal.insert(Table::Turn,
                                   {{Column::GameDate, text(date.iso())},
                                    {Column::SideId, number(side)},
                                    {Column::TrackPoints, number(2)}},
                                   LedgerTags::of(LedgerKind::TurnTrack).forSide(side)));
            set(journal, Table::Side, side, Column::RecruitPoints, number(day_ % 9 + 1),
                LedgerTags::of(LedgerKind::RpIncome).forSide(side).by(2));
        }
    }

    void economy() {
        for (const auto side : ids_.sides) {
            db::Journal journal(database_, "prisoners", "prisoners and recruit points");
            auto tags = [&](LedgerKind kind) { return LedgerTags::of(kind).forSide(side).by(1); };
            set(journal, Table::Side, side, Column::Prisoners, number(day_ % 5 + 1),
                tags(LedgerKind::PrisonersTaken));
            set(journal, Table::Side, side, Column::Prisoners, number(0),
                tags(LedgerKind::PrisonersConverted));
            set(journal, Table::Side, side, Column::RecruitPoints, number(day_ % 9 + 3),
                tags(LedgerKind::RpFromPrisoners));
            set(journal, Table::Side, side, Column::RecruitPoints, number(day_ % 9 + 2),
                tags(LedgerKind::RpSpent));
            set(journal, Table::Side, side, Column::RecruitPoints, number(day_ % 9),
                tags(LedgerKind::RpLost));
        }
    }

    // A junior officer joins a unit and keeps a token of his formation's pool.
    void officerJoins(std::size_t unitIndex, std::int64_t token) {
        const auto unit = ids_.units[unitIndex];
        const auto side = ids_.unitSide[unitIndex];
        db::Journal journal(database_, "officer", "a junior officer joins");
        const auto officer = journal.insert(
            Table::Officer,
            {{Column::SideId, number(side)},
             {Column::UnitId, number(unit)},
             {Column::Name, text("Lieutenant " + std::to_string(counts_.officers + 1))},
             {Column::Rank, text("junior")}},
            LedgerTags::of(LedgerKind::OfficerJoined).forSide(side).forUnit(unit));
        counted(officer);
        ++counts_.officers;
        set(journal, Table::Token, token, Column::OfficerId, number(officer),
            LedgerTags::of(LedgerKind::TokenDrawn).forOfficer(officer));
        if (counts_.officers % 10 == 0) {
            set(journal, Table::Officer, officer, Column::Fate, text("wounded"),
                LedgerTags::of(LedgerKind::OfficerCasualty).forOfficer(officer));
        } else if (counts_.officers % 10 == 5) {
            set(journal, Table::Officer, officer, Column::Rank, text("senior"),
                LedgerTags::of(LedgerKind::OfficerPromoted).forOfficer(officer));
        }
    }

    // A battle planned, rolled, resolved and applied (or voided), with a step lost to it.
    void battle(std::size_t attackerIndex, std::size_t defenderIndex, const std::string& date) {
        db::Journal journal(database_, "battle", "a battle fought");
        const auto attackerSide = ids_.unitSide[attackerIndex];
        const auto battle = journal.insert(
            Table::Battle,
            {{Column::GameDate, text(date)},
             {Column::Hex, text("0101")},
             {Column::System, text("orel-1919")},
             {Column::AttackerId, number(attackerSide)},
             {Column::Seed, number(day_)}},
            LedgerTags::of(LedgerKind::BattlePlanned).forSide(attackerSide));
        counted(battle);
        ++counts_.battles;
        const auto inBattle = [&](LedgerKind kind) {
            return LedgerTags::of(kind).inBattle(battle);
        };
        for (const auto index : {attackerIndex, defenderIndex}) {
            counted(journal.insert(Table::BattleUnit,
                                   {{Column::BattleId, number(battle)},
                                    {Column::UnitId, number(ids_.units[index])}},
                                   inBattle(LedgerKind::BattleUnit)));
        }
        for (int roll = 1; roll <= 3; ++roll) {
            counted(journal.insert(Table::BattleEvent,
                                   {{Column::BattleId, number(battle)},
                                    {Column::Sequence, number(roll)},
                                    {Column::Action, text("cohesion")},
                                    {Column::Dice, text(std::to_string(roll + 2))}},
                                   inBattle(LedgerKind::BattleRoll)));
        }
        set(journal, Table::Battle, battle, Column::State, text("resolved"),
            inBattle(LedgerKind::BattleResolved));
        if (counts_.battles % 10 == 0) {
            set(journal, Table::Battle, battle, Column::State, text("voided"),
                inBattle(LedgerKind::BattleVoided));
            return;
        }
        const auto defender = ids_.units[defenderIndex];
        set(journal, Table::Unit, defender, Column::StepsLost, number(1 + day_ % 2),
            inBattle(LedgerKind::BattleEffect).forUnit(defender).by(1));
        set(journal, Table::Battle, battle, Column::State, text("applied"),
            inBattle(LedgerKind::BattleApplied));
    }

    // What the players record of one unit in a day: a loss, a recovery, its mode, supply,
    // command, hex and entrenchment.
    void unitDay(std::size_t unitIndex) {
        const auto unit = ids_.units[unitIndex];
        const auto side = ids_.unitSide[unitIndex];
        db::Journal journal(database_, "unit", "the unit's day");
        const auto forUnit = [&](LedgerKind kind) {
            return LedgerTags::of(kind).forSide(side).forUnit(unit).by(1).because("day's orders");
        };
        set(journal, Table::Unit, unit, Column::StepsLost, number(3),
            forUnit(LedgerKind::StepLost));
        set(journal, Table::Unit, unit, Column::StepsLost, number(day_ % 3),
            forUnit(LedgerKind::StepRecovered));
        set(journal, Table::Unit, unit, Column::Mode, text(day_ % 2 ? "march" : "combat"),
            forUnit(LedgerKind::Mode));
        set(journal, Table::Unit, unit, Column::Unsupplied, number(day_ % 2),
            forUnit(LedgerKind::Supply));
        set(journal, Table::Unit, unit, Column::OutOfCommand, number((day_ + 1) % 2),
            forUnit(LedgerKind::OutOfCommand));
        set(journal, Table::Unit, unit, Column::Hex,
            text(model::Hex{1 + day_ % 30, 1 + static_cast<int>(unitIndex) % 20}.label()),
            forUnit(LedgerKind::Moved));
        set(journal, Table::Unit, unit, Column::Entrenchment,
            text(day_ % 2 ? "under-construction" : "none"), forUnit(LedgerKind::Entrenchment));
        set(journal, Table::Unit, unit, Column::RecruitsMarker, number(day_ % 2),
            forUnit(LedgerKind::RecruitsMarker));
    }

    // A unit lost for good: the steps it still had go with it.
    void unitLost(std::size_t unitIndex, bool captured) {
        const auto unit = ids_.units[unitIndex];
        const auto kind = captured ? LedgerKind::UnitCaptured : LedgerKind::UnitEliminated;
        db::Journal journal(database_, "unit", captured ? "captured" : "eliminated");
        set(journal, Table::Unit, unit, Column::Fate, text(captured ? "captured" : "eliminated"),
            LedgerTags::of(kind).forSide(ids_.unitSide[unitIndex]).forUnit(unit).by(4 - day_ % 3));
    }

    // The kinds no change above makes: one note of each, as the history's other entries.
    void notes() {
        db::Journal journal(database_, "note", "the day's other entries");
        for (const auto& [kind, name] : model::ledgerKindNames) {
            if (kind == LedgerKind::Created) continue;
            journal.note(LedgerTags::of(kind).because("a " + std::string(name) + " entry"));
            ++counts_.ledgerRows;
        }
    }

private:
    void counted(std::int64_t) { ++counts_.ledgerRows; }
    void set(db::Journal& journal, Table table, std::int64_t id, Column column,
             const Value& value, LedgerKind kind) {
        set(journal, table, id, column, value, LedgerTags::of(kind));
    }
    void set(db::Journal& journal, Table table, std::int64_t id, Column column,
             const Value& value, LedgerTags tags) {
        if (journal.set(table, id, column, value, std::move(tags))) ++counts_.ledgerRows;
    }

    SQLite::Database& database_;
    const Ids& ids_;
    int day_;
    LongCampaignCounts& counts_;
};

// Each formation's pool of tokens, enough for every junior officer the days bring.
std::vector<std::int64_t> tokenPools(SQLite::Database& database, const Ids& ids,
                                     int tokensPerPool, LongCampaignCounts& counts) {
    std::vector<std::int64_t> tokens;
    SQLite::Transaction transaction(database);
    db::Journal journal(database, "pools", "the formations' token pools");
    for (std::size_t f = 0; f < ids.formations.size(); ++f) {
        const auto pool = journal.insert(Table::TokenPool,
                                         {{Column::SideId, number(ids.formationSide[f])},
                                          {Column::FormationId, number(ids.formations[f])},
                                          {Column::Army, text("soviet")},
                                          {Column::SeniorDraw, number(2)},
                                          {Column::JuniorDraw, number(1)}},
                                         LedgerTags::of(LedgerKind::TokenPool));
        ++counts.ledgerRows;
        for (int t = 0; t < tokensPerPool; ++t) {
            tokens.push_back(journal.insert(
                Table::Token,
                {{Column::PoolId, number(pool)}, {Column::MoraleBonus, number(t % 3)}},
                LedgerTags::of(LedgerKind::Token)));
            ++counts.ledgerRows;
        }
    }
    db::sealLedger(database);
    transaction.commit();
    return tokens;
}

}  // namespace

LongCampaignCounts writeLongCampaign(const std::filesystem::path& file,
                                     const LongCampaignShape& shape) {
    const auto scenario = longScenario(shape);
    db::CampaignFile::create(file, [&](SQLite::Database& database) {
        db::insertNewCampaign(database, {"A long campaign", 1919, scenario});
    });
    auto campaignFile = db::CampaignFile::open(file);
    auto& database = campaignFile.database();
    const Ids ids = idsOf(db::loadCampaign(database));
    LongCampaignCounts counts;
    counts.units = static_cast<int>(ids.units.size());
    const auto units = ids.units.size();
    const auto tokens = tokenPools(database, ids, static_cast<int>(units / ids.formations.size()),
                                   counts);
    const int rowsPerDay = shape.ledgerRows / shape.days;
    std::size_t next = 0;  // the unit whose turn it is, round the order of battle
    std::vector<bool> lost(units, false);  // a unit lost is recorded no more
    for (int day = 0; day < shape.days; ++day) {
        // One transaction a day, or writing the file would take minutes of fsyncs.
        SQLite::Transaction transaction(database);
        const auto date = scenario.start.plusDays(day);
        const int dayStart = counts.ledgerRows;
        Day today(database, ids, day, counts);
        today.advance(date);
        today.economy();
        today.notes();
        // Enough a day that every unit has its junior officer by the end.
        const std::size_t officersToday = units / static_cast<std::size_t>(shape.days) + 1;
        for (std::size_t officer = 0; officer < officersToday; ++officer) {
            const auto joined = static_cast<std::size_t>(counts.officers);
            if (joined < tokens.size()) today.officerJoins(joined % units, tokens[joined]);
        }
        for (std::size_t battle = 0; battle < 3; ++battle) {
            today.battle((next + battle) % units, (next + battle + units / 2) % units, date.iso());
        }
        // Units go on being lost through the season, a capture for every four eliminations;
        // most of the army is still there at the end.
        if (day % 2 == 1) {
            const auto unit = (static_cast<std::size_t>(day) * 7) % units;
            today.unitLost(unit, day % 8 == 1);
            lost[unit] = true;
        }
        while (counts.ledgerRows - dayStart < rowsPerDay) {
            const auto unit = next++ % units;
            if (!lost[unit]) today.unitDay(unit);
        }
        // Sealed as each day commits, as an action's rows are when it commits.
        db::sealLedger(database);
        transaction.commit();
        ++counts.days;
    }
    return counts;
}

}  // namespace tachanka::testing
