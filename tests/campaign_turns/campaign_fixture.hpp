#pragma once
// A historical-scenario campaign in a fresh folder, and what the turn and recruitment tests do
// to it beside the use cases under test: set a value as a game master would (an "override" on
// the ledger), advance to a given phase, read the ledger and the turn track.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/journal.hpp"
#include "db/ledger_queries.hpp"
#include "db/turn_record.hpp"
#include "model/campaign.hpp"
#include "tests/support/data_home.hpp"
#include "tests/support/temp_folder.hpp"

namespace tachanka::testing {

class HistoricalCampaign {
public:
    HistoricalCampaign();

    const std::filesystem::path& file() const { return file_; }
    model::Campaign campaign() const;
    model::Unit unit(std::string_view code) const;
    std::int64_t sideId(std::string_view name) const;

    // A game master's change, recorded as an override.
    void set(db::Table table, std::int64_t id, db::Column column, const db::Value& value);
    void setUnit(std::string_view code, std::string_view column, const db::Value& value);
    void setSide(std::string_view name, std::string_view column, const db::Value& value);
    // Advances phase by phase until the campaign is at `date`, `side`'s `phase`.
    void advanceTo(std::string_view date, std::string_view side, model::Phase phase);

    std::vector<db::LedgerEntry> ledger(std::string_view kind) const;
    // The rows of `kind` written by the campaign's last action.
    std::vector<db::LedgerEntry> lastAction(std::string_view kind) const;
    db::TurnRecord turnRecord(std::string_view date, std::string_view side) const;

private:
    IsolatedDataHome home_;
    TempFolder folder_;
    std::filesystem::path file_;
};

db::Value number(std::int64_t value);
db::Value text(std::string value);

}  // namespace tachanka::testing
