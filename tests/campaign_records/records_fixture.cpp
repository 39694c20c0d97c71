#include "tests/campaign_records/records_fixture.hpp"

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>
#include <doctest/doctest.h>

#include "app/core/campaign/campaign_service.hpp"

namespace tachanka::testing {
namespace {

std::optional<std::int64_t> optionalId(const SQLite::Column& column) {
    return column.isNull() ? std::nullopt : std::optional<std::int64_t>(column.getInt64());
}

std::string text(const SQLite::Column& column) {
    return column.isNull() ? "NULL" : column.getString();
}

}  // namespace

RecordsCampaign::RecordsCampaign() : file_(folder_ / "orel.tachanka") {
    core::createCampaign({file_, "historical", 7, {}});
}

model::Campaign RecordsCampaign::campaign() const { return core::describeCampaign(file_); }

model::Unit RecordsCampaign::unit(const model::Campaign& campaign, std::string_view code) const {
    const model::Unit* unit = campaign.unit(code);
    REQUIRE(unit != nullptr);
    return *unit;
}

std::vector<LedgerRow> lastActionRows(const std::filesystem::path& file) {
    SQLite::Database database(file.string(), SQLite::OPEN_READONLY);
    SQLite::Statement query(database,
                            "SELECT kind, side_id, unit_id, officer_id, battle_id, amount, note, "
                            "coalesce(entity, ''), coalesce(field, ''), before, after FROM ledger "
                            "WHERE action_id = (SELECT max(id) FROM action) ORDER BY id");
    std::vector<LedgerRow> rows;
    while (query.executeStep()) {
        LedgerRow row;
        row.kind = query.getColumn(0).getString();
        row.sideId = optionalId(query.getColumn(1));
        row.unitId = optionalId(query.getColumn(2));
        row.officerId = optionalId(query.getColumn(3));
        row.battleId = optionalId(query.getColumn(4));
        row.amount = query.getColumn(5).getInt64();
        row.note = query.getColumn(6).getString();
        row.entity = query.getColumn(7).getString();
        row.field = query.getColumn(8).getString();
        row.before = text(query.getColumn(9));
        row.after = text(query.getColumn(10));
        rows.push_back(std::move(row));
    }
    return rows;
}

LedgerRow rowOfKind(const std::vector<LedgerRow>& rows, std::string_view kind) {
    for (const auto& row : rows) {
        if (row.kind == kind) return row;
    }
    FAIL("no ledger row of kind " << std::string(kind));
    return {};
}

std::size_t countOfKind(const std::vector<LedgerRow>& rows, std::string_view kind) {
    std::size_t count = 0;
    for (const auto& row : rows) count += row.kind == kind ? 1U : 0U;
    return count;
}

std::int64_t addBattle(const std::filesystem::path& file) {
    SQLite::Database database(file.string(), SQLite::OPEN_READWRITE);
    database.exec(
        "INSERT INTO battle (game_date, hex, system, attacker_id, seed) "
        "VALUES ('1919-10-15', '2705', 'orel', 1, 1)");
    return database.getLastInsertRowid();
}

}  // namespace tachanka::testing
