#include "app/core/queries/open_campaign.hpp"

#include <SQLiteCpp/Exception.h>

#include "app/core/common/user_error.hpp"
#include "db/campaign_cache.hpp"
#include "db/campaign_repository.hpp"
#include "db/data_version.hpp"
#include "db/ledger_queries.hpp"
#include "db/side_file.hpp"

namespace tachanka::core {
namespace {

// What openForReading gives for an older schema or a file that may not be written: a copy in
// memory, which no other program's commit reaches.
bool isPrivateCopy(db::CampaignFile& store) { return store.database().getFilename() == ":memory:"; }

}  // namespace

OpenCampaign::OpenCampaign(const std::filesystem::path& file) : file_(file) { read(); }

void OpenCampaign::read() {
    asUserErrors([&] {
        if (store_ && !isPrivateCopy(*store_)) {
            try {
                readFrom(*store_);
                return;
            } catch (const SQLite::Exception&) {
                // The file under the connection was spoiled: opening it again says how, in
                // the words of every other open.
            }
        }
        auto reopened = db::CampaignFile::openForReading(file_);
        readFrom(reopened);
        store_.reset();
        store_.emplace(std::move(reopened));
    });
}

// What was read is kept only once all of it was read: a failure leaves the campaign shown.
// The campaign and its history are read in one transaction, so they are of one moment even
// while another program writes: what a window shows and the history it compares are the same.
void OpenCampaign::readFrom(db::CampaignFile& store) {
    // The version first: a commit between the two reads shows as a change next time.
    const auto version = db::dataVersion(store.database());
    model::Campaign campaign;
    db::HistoryMark history;
    std::optional<db::SideFileMark> sideFile;
    store.readAtOnce([&] {
        campaign = *db::campaignAsItStands(store);
        history = db::historyMark(store.database());
        sideFile = db::sideFileMark(store.database());
    });
    sideFile_.reset();
    for (const auto& side : campaign.sides) {
        if (sideFile && side.id == sideFile->sideId) sideFile_ = side.name;
    }
    campaign_ = std::move(campaign);
    history_ = history;
    seenVersion_ = version;
}

bool OpenCampaign::changedOnDisk() {
    return asUserErrors([&] { return db::dataVersion(store_->database()) != seenVersion_; });
}

void OpenCampaign::reload() { read(); }

std::vector<std::int64_t> OpenCampaign::ledgerIds(const LedgerQuery& query) {
    return asUserErrors([&] {
        return db::ledgerIds(store_->database(),
                             ledgerFilter(store_->database(), campaign_, query));
    });
}

std::vector<db::LedgerEntry> OpenCampaign::ledgerRows(std::span<const std::int64_t> ids) {
    return asUserErrors([&] { return db::ledgerEntriesWithIds(store_->database(), ids); });
}

std::vector<std::string> OpenCampaign::ledgerKinds() {
    return asUserErrors([&] { return db::ledgerKindsUsed(store_->database()); });
}

}  // namespace tachanka::core
