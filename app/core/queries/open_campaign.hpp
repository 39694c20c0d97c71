#pragma once
// A campaign kept open for a window's life: one connection to the file, the campaign read
// from it once and again only when asked, and a cheap way to notice that another program (the
// CLI) wrote to the file since. The ledger is read a page at a time, so a window can list a
// long campaign's 50,000 rows without holding them.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "app/core/common/user_error.hpp"
#include "app/core/queries/campaign_queries.hpp"
#include "db/campaign_file.hpp"
#include "model/campaign.hpp"

namespace tachanka::core {

class OpenCampaign {
public:
    // Opens `file` to read it; a UserError when it is not a campaign this build can read.
    explicit OpenCampaign(const std::filesystem::path& file);

    const std::filesystem::path& file() const { return file_; }
    const model::Campaign& campaign() const { return campaign_; }
    // The side whose file this is (seat export, issue 47); none for the umpire's campaign or
    // one played at one desk.
    const std::optional<std::string>& sideFile() const { return sideFile_; }
    // Where the campaign's history stood when it was read: compared with the file's, it tells
    // whether the campaign shown is still the campaign.
    const db::HistoryMark& history() const { return history_; }

    // Whether a commit by any other connection, in this program or another, reached the file
    // since the campaign was last read: SQLite's data_version, no page of the file is read.
    bool changedOnDisk();
    // Reads the campaign again and takes the file as it now is as seen.
    void reload();

    // The ids of the ledger rows the query selects, newest first; UserError as listLedger.
    std::vector<std::int64_t> ledgerIds(const LedgerQuery& query);
    // Those rows, in the order given (one undone since is left out).
    std::vector<db::LedgerEntry> ledgerRows(std::span<const std::int64_t> ids);
    // The kinds the ledger holds, by name.
    std::vector<std::string> ledgerKinds();

    // Runs `read` on the open connection with the campaign as last read, for a query whose
    // only other read of the file would be the campaign again (the tree's officers and
    // battles, on every change); errors as UserError.
    template <typename Read>
    auto read(Read&& read) {
        return asUserErrors([&] { return read(store_->database(), campaign_); });
    }

private:
    void read();
    void readFrom(db::CampaignFile& store);

    std::filesystem::path file_;
    std::optional<db::CampaignFile> store_;
    model::Campaign campaign_;
    db::HistoryMark history_;
    std::int64_t seenVersion_ = 0;
    std::optional<std::string> sideFile_;
};

}  // namespace tachanka::core
