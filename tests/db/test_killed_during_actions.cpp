// A Tachanka killed (SIGKILL) in the middle of a long run of actions: the file must pass
// SQLite's integrity check, hold every action it acknowledged, hold no half-written action,
// and its ledger must still rebuild its state.

#include <doctest/doctest.h>

#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include <csignal>
#include <cstdio>
#include <string>

#include "db/campaign_file.hpp"
#include "db/journal.hpp"
#include "tests/db/sample_campaign.hpp"
#include "tests/support/temp_folder.hpp"

using tachanka::db::CampaignFile;
using tachanka::db::Journal;
using tachanka::db::LedgerTags;
using tachanka::db::Table;
using tachanka::db::Value;
using tachanka::testing::TempFolder;

namespace {

constexpr int changesPerAction = 3;

// Action n: the Whites' recruit points set to n, a unit's step lost or recovered, and a new
// battle row: a change, a flip and an insert, each on the ledger.
void action(CampaignFile& campaign, int n) {
    campaign.act("test", "action " + std::to_string(n), [n](Journal& journal) {
        journal.set(Table::Side, 1, tachanka::db::Column::RecruitPoints, Value(std::int64_t{n}),
                    LedgerTags::of(tachanka::model::LedgerKind::RpIncome).forSide(1));
        journal.set(Table::Unit, 1, tachanka::db::Column::StepsLost, Value(std::int64_t{n % 2}),
                    LedgerTags::of(tachanka::model::LedgerKind::StepLost).forSide(1).forUnit(1));
        journal.insert(Table::Battle,
                       {{tachanka::db::Column::GameDate, Value(std::string("1919-10-15"))},
                        {tachanka::db::Column::System, Value(std::string("orel"))},
                        {tachanka::db::Column::AttackerId, Value(std::int64_t{1})},
                        {tachanka::db::Column::Seed, Value(std::int64_t{n})}},
                       LedgerTags::of(tachanka::model::LedgerKind::BattleResolved));
    });
}

// Runs actions 1, 2, ... in a child, which writes each number to the pipe once its action
// has committed; the parent kills it after `acknowledged` of them. Returns the last number
// acknowledged.
int killDuringActions(const std::filesystem::path& file, int acknowledged) {
    int pipeEnds[2];
    REQUIRE(::pipe(pipeEnds) == 0);
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        ::close(pipeEnds[0]);
        try {
            auto campaign = CampaignFile::open(file);
            for (int n = 1;; ++n) {
                action(campaign, n);
                if (::write(pipeEnds[1], &n, sizeof n) != sizeof n) break;
            }
        } catch (...) {
        }
        ::_exit(3);
    }
    ::close(pipeEnds[1]);
    int last = 0;
    for (int seen = 0; seen < acknowledged; ++seen) {
        REQUIRE(::read(pipeEnds[0], &last, sizeof last) == sizeof last);
    }
    ::kill(child, SIGKILL);
    int status = 0;
    REQUIRE(::waitpid(child, &status, 0) == child);
    CHECK(WIFSIGNALED(status));
    // Numbers already in the pipe were acknowledged too.
    for (int more = 0; ::read(pipeEnds[0], &more, sizeof more) == sizeof more;) last = more;
    ::close(pipeEnds[0]);
    return last;
}

}  // namespace

TEST_CASE("a process killed during a long run of actions loses none it acknowledged") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(file, 5);
    const int acknowledged = killDuringActions(file, 150);
    REQUIRE(acknowledged >= 150);

    auto campaign = CampaignFile::open(file);
    auto& database = campaign.database();
    CHECK(database.execAndGet("PRAGMA integrity_check").getString() == "ok");
    SQLite::Statement brokenReferences(database, "PRAGMA foreign_key_check");
    CHECK_FALSE(brokenReferences.executeStep());
    const int actions =
        database.execAndGet("SELECT count(*) FROM action WHERE kind = 'test'").getInt();
    CHECK(actions >= acknowledged);
    SQLite::Statement present(database, "SELECT count(*) FROM action WHERE description = ?");
    for (int n = 1; n <= acknowledged; ++n) {
        present.reset();
        present.bind(1, "action " + std::to_string(n));
        REQUIRE(present.executeStep());
        CHECK(present.getColumn(0).getInt() == 1);
    }
    // No action is there in part: the last one has all its rows, and the state is its state.
    CHECK(database
              .execAndGet("SELECT count(*) FROM ledger WHERE action_id = "
                          "(SELECT max(id) FROM action)")
              .getInt() == changesPerAction);
    CHECK(database.execAndGet("SELECT recruit_points FROM side WHERE id = 1").getInt() == actions);
    CHECK(database.execAndGet("SELECT count(*) FROM battle").getInt() == actions);

    const auto replayedFile = folder / "replayed.tachanka";
    CampaignFile::create(replayedFile, [&](SQLite::Database& target) {
        tachanka::db::replayLedger(database, target);
    });
    auto replayed = CampaignFile::open(replayedFile);
    CHECK(tachanka::db::dumpState(replayed.database(), false) ==
          tachanka::db::dumpState(database, false));
}
