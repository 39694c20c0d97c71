#include "app/core/campaign/campaign_backups.hpp"

#include <algorithm>
#include <charconv>
#include <ctime>
#include <regex>
#include <system_error>

#include "app/core/campaign/campaign_settings.hpp"
#include "app/core/common/user_error.hpp"
#include "db/campaign_backup.hpp"
#include "db/campaign_repository.hpp"
#include "db/journal.hpp"
#include "db/ledger_queries.hpp"
#include "db/record_queries.hpp"
#include "db/schema.hpp"
#include "model/ledger_kind.hpp"

namespace tachanka::core {
namespace {

constexpr std::string_view beforeRestoreMark = "-before-restore";

// The day of play and the time, as the backup's name gives them: "2026-12-04", "194207".
struct Moment {
    std::string day;
    std::string time;
};

Moment now() {
    const std::time_t clock = std::time(nullptr);
    std::tm local{};
    localtime_r(&clock, &local);
    char day[16];
    char time[16];
    std::strftime(day, sizeof day, "%Y-%m-%d", &local);
    std::strftime(time, sizeof time, "%H%M%S", &local);
    return {day, time};
}

// "orel-2026-12-04-194207.tachanka"; "-2" after the time when that second has one already, of
// either kind, so that the names order the backups of one second too.
std::filesystem::path freshName(const std::filesystem::path& folder,
                                const std::filesystem::path& file, const Moment& moment,
                                bool beforeRestore) {
    const std::string stem = file.stem().string() + "-" + moment.day + "-" + moment.time;
    const std::string extension = file.extension().string();
    for (int again = 1;; ++again) {
        const std::string count = again == 1 ? "" : "-" + std::to_string(again);
        const auto plain = folder / (stem + count + extension);
        const auto marked = folder / (stem + count + std::string(beforeRestoreMark) + extension);
        std::error_code error;
        if (std::filesystem::exists(plain, error) || std::filesystem::exists(marked, error)) {
            continue;
        }
        return beforeRestore ? marked : plain;
    }
}

// The backup named `name` in `file`'s folder, read from its name alone; none for another file.
std::optional<CampaignBackup> fromName(const std::filesystem::path& file,
                                       const std::filesystem::path& name) {
    const std::string text = name.filename().string();
    const std::string prefix = file.stem().string() + "-";
    const std::string extension = file.extension().string();
    if (!text.starts_with(prefix) || !text.ends_with(extension)) return std::nullopt;
    static const std::regex shape(R"((\d{4}-\d{2}-\d{2})-(\d{2})(\d{2})(\d{2})(-\d+)?(-before-restore)?)");
    std::smatch parts;
    const std::string middle =
        text.substr(prefix.size(), text.size() - prefix.size() - extension.size());
    if (!std::regex_match(middle, parts, shape)) return std::nullopt;
    CampaignBackup backup;
    backup.path = name;
    backup.madeOn = parts[1];
    backup.madeAt = parts[2].str() + ":" + parts[3].str() + ":" + parts[4].str();
    backup.beforeRestore = parts[6].matched;
    backup.sequence = parts[5].matched ? std::stoi(parts[5].str().substr(1)) : 1;
    return backup;
}

// The backups' names in the folder, newest first: by the moment each name carries, then by
// its place among those of the same second.
std::vector<CampaignBackup> backupsByName(const std::filesystem::path& folder,
                                          const std::filesystem::path& file) {
    std::vector<CampaignBackup> found;
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(folder, error)) {
        if (auto backup = fromName(file, entry.path())) found.push_back(std::move(*backup));
    }
    std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) {
        if (a.madeOn != b.madeOn) return a.madeOn > b.madeOn;
        if (a.madeAt != b.madeAt) return a.madeAt > b.madeAt;
        return a.sequence > b.sequence;
    });
    return found;
}

// Where the backup's campaign stood and its last action; the campaign itself, to compare.
model::Campaign readBackup(CampaignBackup& backup) {
    auto copy = db::CampaignFile::openForReading(backup.path);
    auto campaign = db::loadCampaign(copy.database());
    backup.turnLine = campaign.turnLine();
    const auto last = db::actionToUndo(copy.database());
    backup.lastAction = last ? last->description : "";
    return campaign;
}

// Where the campaign's backups go and how many are kept, by its settings backups-folder and
// backups-kept (a value a hostile file spoilt reads as the setting's default).
struct BackupPlace {
    std::filesystem::path folder;
    std::size_t kept = 10;
};

BackupPlace placeOf(const std::filesystem::path& file,
                    const std::map<std::string, std::string>& settings) {
    BackupPlace place;
    const auto folder = settingValue(settings, "backups-folder");
    // A folder of the club's own is taken from the campaign's (an absolute one as it is).
    place.folder = file.parent_path() / (folder == "beside" ? file.filename().string() + "-backups"
                                                            : folder);
    const auto kept = settingValue(settings, "backups-kept");
    std::size_t count = 0;
    const auto [end, error] = std::from_chars(kept.data(), kept.data() + kept.size(), count);
    if (error == std::errc() && end == kept.data() + kept.size() && count >= 1) place.kept = count;
    return place;
}

BackupPlace placeOf(db::CampaignFile& campaign) {
    return placeOf(campaign.path(), db::loadSettings(campaign.database()));
}

std::filesystem::path backUp(db::CampaignFile& campaign, const BackupPlace& place,
                             bool beforeRestore) {
    const auto& file = campaign.path();
    std::error_code error;
    std::filesystem::create_directories(place.folder, error);
    if (error) {
        throw UserError("cannot make the backup folder " + place.folder.string() + ": " +
                        error.message());
    }
    const auto target = freshName(place.folder, file, now(), beforeRestore);
    db::copyCampaign(campaign.database(), target);
    const auto kept = backupsByName(place.folder, file);
    for (std::size_t old = place.kept; old < kept.size(); ++old) {
        std::filesystem::remove(kept[old].path, error);
    }
    return target;
}

}  // namespace

std::filesystem::path backupFolder(const std::filesystem::path& file) {
    return asUserErrors([&] {
        auto campaign = db::CampaignFile::openForReading(file);
        return placeOf(campaign).folder;
    });
}

std::vector<CampaignBackup> listBackups(const std::filesystem::path& file) {
    std::vector<CampaignBackup> readable;
    for (auto& backup : backupsByName(backupFolder(file), file)) {
        try {
            readBackup(backup);
            readable.push_back(std::move(backup));
        } catch (const std::exception&) {
            // Not a campaign this build reads (damaged, or a later version's): no backup.
        }
    }
    return readable;
}

void backingUpTodaysFirstChange(db::CampaignFile& campaign, const std::function<void()>& change) {
    const auto today = now().day;
    const auto place = placeOf(campaign);
    const auto earlier = backupsByName(place.folder, campaign.path());
    const bool due = std::none_of(earlier.begin(), earlier.end(), [&](const auto& backup) {
        return backup.madeOn == today && !backup.beforeRestore;
    });
    if (!due) return change();
    const auto made = backUp(campaign, place, false);
    try {
        change();
    } catch (...) {
        std::error_code ignored;
        std::filesystem::remove(made, ignored);
        std::filesystem::remove(place.folder, ignored);  // only when empty
        throw;
    }
}

RestoredBackup restoreBackup(const std::filesystem::path& file, const std::filesystem::path& from) {
    return asUserErrors([&] {
        const auto path = from.has_parent_path() ? from : backupFolder(file) / from;
        auto named = fromName(file, path);
        if (!named) {
            throw UserError(path.string() + " is not a backup of " + file.string() +
                            ": 'tachanka-cli backup list " + file.string() + "' lists them");
        }
        std::error_code error;
        if (!std::filesystem::is_regular_file(path, error)) {
            throw UserError("no backup " + path.string() + ": 'tachanka-cli backup list " +
                            file.string() + "' lists them");
        }
        const auto backedUp = readBackup(*named);
        auto campaign = db::CampaignFile::open(file);
        const auto current = db::loadCampaign(campaign.database());
        if (backedUp.name != current.name || backedUp.seed != current.seed ||
            backedUp.scenarioId != current.scenarioId) {
            throw UserError(path.string() + " is a backup of the campaign '" + backedUp.name +
                            "', not of '" + current.name + "' in " + file.string() +
                            ": nothing restored");
        }
        RestoredBackup restored{*named, backUp(campaign, placeOf(campaign), true)};
        try {
            db::restoreCampaign(path, campaign.database());
        } catch (...) {
            // Nothing was restored: the copy of a campaign left as it was would only mislead.
            std::filesystem::remove(restored.previous, error);
            throw;
        }
        // The restore is the restored campaign's last action, naming the copy it replaced:
        // undo puts that copy back (undoBackupRestore). A backup of an older schema is brought
        // up to date when it is next opened; its restore is taken back by restoring that copy.
        if (campaign.schemaVersion() != db::currentSchemaVersion()) return restored;
        campaign.act(backupRestoreKind, "restore the backup " + path.filename().string(),
                [&](db::Journal& journal) {
                    journal.note(db::LedgerTags::of(model::LedgerKind::Returned)
                                     .because(restored.previous.filename().string()));
                });
        return restored;
    });
}

std::optional<db::UndoneAction> undoBackupRestore(db::CampaignFile& campaign,
                                                  std::optional<std::int64_t> shown) {
    const auto next = db::actionToUndo(campaign.database());
    if (!next || next->kind != backupRestoreKind || (shown && next->actionId != *shown)) {
        return std::nullopt;
    }
    const auto rows = db::ledgerEntries(campaign.database(), {.actionId = next->actionId});
    if (rows.size() != 1) {
        throw UserError("the campaign file is damaged: its restore of a backup (action " +
                        std::to_string(next->actionId) + ") does not name the copy it replaced");
    }
    const auto before = placeOf(campaign).folder / std::filesystem::path(rows.front().note).filename();
    std::error_code error;
    if (!std::filesystem::is_regular_file(before, error)) {
        throw UserError("the campaign as it stood before '" + next->description + "' is no " +
                        "longer among its backups (" + before.string() + "): nothing undone");
    }
    db::restoreCampaign(before, campaign.database());
    return next;
}

}  // namespace tachanka::core
