// The ledger alone rebuilds the campaign after turns and recruitment: every change these
// actions make is on it, with its value after.

#include <doctest/doctest.h>

#include <SQLiteCpp/Database.h>

#include "app/core/recruitment/battalion_actions.hpp"
#include "app/core/recruitment/recruitment_actions.hpp"
#include "db/campaign_file.hpp"
#include "db/schema.hpp"
#include "tests/campaign_turns/campaign_fixture.hpp"

using namespace tachanka;
using model::Phase;
using testing::HistoricalCampaign;
using testing::number;
using testing::text;

TEST_CASE("replaying the ledger of advanced turns and recruitment gives the same campaign") {
    HistoricalCampaign game;
    game.setUnit("7/Let", "mode", text("routed"));
    game.setUnit("7/Let", "routed_on", text("1919-10-15"));
    game.setUnit("1/1D", "entrenchment", text("under-construction"));
    game.advanceTo("1919-10-15", "Whites", Phase::Combat);
    core::takePrisoners(game.file(), "Reds", 4, std::nullopt);
    game.advanceTo("1919-10-16", "Reds", Phase::Recruitment);
    game.setUnit("1/Let", "steps_lost", number(2));
    core::recoverSteps(game.file(), "1/Let", 2, std::nullopt);
    core::convertPrisoners(game.file(), "Reds", std::nullopt);
    core::buildBattalion(game.file(), {"Reds", "0309"});
    game.advanceTo("1919-10-17", "Whites", Phase::Recruitment);
    // What the rules did on the way: the Estonians arrived, 7/Let rallied, 1/1D entrenched,
    // the 3rd Letton Brigade was released.
    CHECK(game.unit("1/Est").inPlay());
    CHECK(game.unit("7/Let").mode == model::UnitMode::Combat);
    CHECK(game.unit("1/1D").entrenchment == model::Entrenchment::Entrenched);
    CHECK_FALSE(game.ledger("formation-released").empty());

    auto source = db::CampaignFile::open(game.file());
    SQLite::Database rebuilt(":memory:", SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    for (const auto migration : db::migrations()) rebuilt.exec(std::string(migration));
    db::replayLedger(source.database(), rebuilt);
    CHECK(db::dumpState(rebuilt, false) == db::dumpState(source.database(), false));
}
