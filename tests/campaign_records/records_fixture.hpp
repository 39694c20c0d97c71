#pragma once
// A fresh Orel 1919 historical campaign in a temporary folder, and its ledger rows read back,
// for the recording use cases' tests.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "model/campaign.hpp"
#include "tests/support/data_home.hpp"
#include "tests/support/temp_folder.hpp"

namespace tachanka::testing {

class RecordsCampaign {
public:
    RecordsCampaign();
    const std::filesystem::path& file() const { return file_; }
    model::Campaign campaign() const;
    model::Unit unit(const model::Campaign& campaign, std::string_view code) const;

private:
    IsolatedDataHome home_;
    TempFolder folder_;
    std::filesystem::path file_;
};

struct LedgerRow {
    std::string kind;
    std::optional<std::int64_t> sideId;
    std::optional<std::int64_t> unitId;
    std::optional<std::int64_t> officerId;
    std::optional<std::int64_t> battleId;
    std::int64_t amount = 0;
    std::string note;
    std::string entity;  // the table changed, empty for a note
    std::string field;
    std::string before;  // as text, "NULL" for none
    std::string after;
};

// The rows the last action wrote, in order.
std::vector<LedgerRow> lastActionRows(const std::filesystem::path& file);
// The first of them of `kind`; fails the test when there is none.
LedgerRow rowOfKind(const std::vector<LedgerRow>& rows, std::string_view kind);
std::size_t countOfKind(const std::vector<LedgerRow>& rows, std::string_view kind);
// Inserts a battle row (no use case makes battles yet), returning its id.
std::int64_t addBattle(const std::filesystem::path& file);

}  // namespace tachanka::testing
