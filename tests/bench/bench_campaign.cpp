// A long campaign's file: 600 units, 100 turns, about 50,000 ledger rows. How long opening it
// (with the migration check) and reading its whole state take, and how long one user action
// takes to commit with synchronous=FULL.

#include <benchmark/benchmark.h>

#include <SQLiteCpp/Database.h>

#include <filesystem>
#include <string>
#include <unistd.h>

#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "db/journal.hpp"
#include "db/officer_repository.hpp"
#include "model/scenario.hpp"

namespace {

using namespace tachanka;

constexpr int unitsPerSide = 300;
constexpr int unitsPerFormation = 10;
constexpr int turns = 100;
constexpr int actionsPerTurn = 100;  // 5 ledger rows each: 100 turns give 50,000 rows

model::Scenario longScenario() {
    model::Scenario scenario;
    scenario.id = "long";
    scenario.title = "A long campaign";
    scenario.start = model::GameDate{1919, 10, 15};
    scenario.turns = turns;
    for (const char* name : {"Whites", "Reds"}) {
        model::ScenarioSide side;
        side.name = name;
        for (int f = 0; f < unitsPerSide / unitsPerFormation; ++f) {
            model::ScenarioFormation formation;
            formation.name = std::string(name) + " division " + std::to_string(f);
            for (int u = 0; u < unitsPerFormation; ++u) {
                model::ScenarioUnit unit;
                unit.code = std::to_string(f) + "/" + std::to_string(u);
                unit.name = "Regiment " + unit.code;
                unit.steps = 4;
                unit.hex = model::Hex{10 + u, 10 + f};
                formation.units.push_back(unit);
            }
            side.formations.push_back(formation);
        }
        scenario.sides.push_back(side);
    }
    return scenario;
}

// The benchmark's file, removed when the program ends.
struct BenchFile {
    std::filesystem::path path;
    ~BenchFile() {
        std::error_code ignored;
        for (const char* suffix : {"", "-wal", "-shm"}) {
            std::filesystem::remove(path.string() + suffix, ignored);
        }
    }
};

// Writes the campaign and its history once per run; every turn's actions go in one
// transaction so that building the file does not take a minute of fsyncs.
std::filesystem::path longCampaign() {
    static const BenchFile file{[] {
        auto path = std::filesystem::temp_directory_path() /
                    ("tachanka-bench-" + std::to_string(::getpid()) + ".tachanka");
        db::CampaignFile::create(path, [](SQLite::Database& database) {
            db::insertNewCampaign(database, {"A long campaign", 1, longScenario()});
        });
        auto campaign = db::CampaignFile::open(path);
        auto& database = campaign.database();
        const std::int64_t units = 2 * unitsPerSide;
        for (int turn = 0; turn < turns; ++turn) {
            database.exec("BEGIN");
            for (int a = 0; a < actionsPerTurn; ++a) {
                db::Journal journal(database, "bench", "a day's losses and income");
                const std::int64_t unit = 1 + (turn * actionsPerTurn + a) % units;
                using model::LedgerKind;
                for (const auto column : {db::Column::StepsLost, db::Column::Unsupplied}) {
                    journal.set(db::Table::Unit, unit, column,
                                db::Value(std::int64_t{(turn + a) % 2}),
                                db::LedgerTags::of(LedgerKind::StepLost).forUnit(unit));
                }
                journal.set(db::Table::Side, 1 + a % 2, db::Column::RecruitPoints,
                            db::Value(std::int64_t{(turn + a) % 12}),
                            db::LedgerTags::of(LedgerKind::RpIncome));
                journal.set(db::Table::Side, 1 + a % 2, db::Column::Prisoners,
                            db::Value(std::int64_t{turn + a}),
                            db::LedgerTags::of(LedgerKind::PrisonersTaken));
                journal.note(db::LedgerTags::of(LedgerKind::Phase)
                                 .because("turn " + std::to_string(turn)));
            }
            database.exec("COMMIT");
        }
        return path;
    }()};
    return file.path;
}

void openAndReadLongCampaign(benchmark::State& state) {
    const auto file = longCampaign();
    for (auto _ : state) {
        auto campaign = db::CampaignFile::open(file);
        benchmark::DoNotOptimize(db::loadCampaign(campaign.database()));
        benchmark::DoNotOptimize(db::loadOfficers(campaign.database()));
    }
}
BENCHMARK(openAndReadLongCampaign)->Unit(benchmark::kMillisecond);

void commitOneAction(benchmark::State& state) {
    auto campaign = db::CampaignFile::open(longCampaign());
    std::int64_t points = 0;
    for (auto _ : state) {
        campaign.act("bench", "income", [&](db::Journal& journal) {
            journal.set(db::Table::Side, 1, db::Column::RecruitPoints, db::Value(++points % 12 + 1),
                        db::LedgerTags::of(model::LedgerKind::RpIncome).forSide(1));
            journal.set(db::Table::Unit, 1, db::Column::StepsLost, db::Value(points % 2),
                        db::LedgerTags::of(model::LedgerKind::StepLost).forUnit(1));
        });
    }
}
BENCHMARK(commitOneAction)->Unit(benchmark::kMillisecond);

void undoOneAction(benchmark::State& state) {
    auto campaign = db::CampaignFile::open(longCampaign());
    for (auto _ : state) {
        campaign.act("bench", "income", [&](db::Journal& journal) {
            journal.set(db::Table::Side, 2, db::Column::RecruitPoints, db::Value(std::int64_t{11}),
                        db::LedgerTags::of(model::LedgerKind::RpIncome).forSide(2));
        });
        benchmark::DoNotOptimize(campaign.undo());
    }
}
BENCHMARK(undoOneAction)->Unit(benchmark::kMillisecond);

}  // namespace
