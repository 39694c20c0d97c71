#pragma once
// Backups of a campaign, so that nothing a club entered is lost to a mistaken evening, a bad
// merge or a damaged disc: before the first change of each day of play (the club's calendar
// day, not the campaign's) the campaign is copied whole into the folder beside it (or the one
// its setting backups-folder names), and the newest copies are kept (its setting
// backups-kept, 10 unless set). A backup restored replaces the whole campaign; the campaign as
// it stood is backed up first, and undo takes the restore back by putting that copy back.

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string_view>
#include <string>
#include <vector>

#include "db/campaign_file.hpp"

namespace tachanka::core {

// "orel.tachanka" keeps its backups in "orel.tachanka-backups" beside it, or in the folder
// its setting backups-folder names (relative to the campaign's own).
std::filesystem::path backupFolder(const std::filesystem::path& file);

struct CampaignBackup {
    std::filesystem::path path;
    std::string madeOn;      // the day of play it was made, "2026-12-04"
    std::string madeAt;      // and the time, "19:42:07"
    int sequence = 1;        // among the backups made in the same second
    bool beforeRestore = false;  // the campaign as it stood before a restore replaced it
    std::string turnLine;    // where the campaign stood: "15 October 1919 · Whites turn · ..."
    std::string lastAction;  // the last action it holds, "" when only its creation
};

// The backups of `file`, newest first. One that cannot be read as a campaign is left out.
std::vector<CampaignBackup> listBackups(const std::filesystem::path& file);

// Runs `change` on `campaign`; before the first change of the day of play (the folder holds
// no backup made today) the campaign is first copied into the folder, and the oldest beyond
// the number kept removed. A change refused leaves no backup of its own behind: it changed nothing.
void backingUpTodaysFirstChange(db::CampaignFile& campaign, const std::function<void()>& change);

struct RestoredBackup {
    CampaignBackup restored;
    std::filesystem::path previous;  // the backup of the campaign as it stood before
};

// The kind of the action a restore leaves as the restored campaign's last.
inline constexpr std::string_view backupRestoreKind = "backup-restore";

// Replaces the campaign in `file` by the backup `from` (a path, or a name in the backups
// folder), then records the restore as its last action, which undo takes back. Refused in one line, nothing changed, when `from` is not a backup of this campaign
// Tachanka can read, or when another program is changing the campaign.
RestoredBackup restoreBackup(const std::filesystem::path& file, const std::filesystem::path& from);

// When the action undo would take back next is a restore (the one `shown`, when given), puts
// back the copy of the campaign that restore replaced, whole, and returns the restore; none
// for any other action. A UserError when that copy is no longer kept.
std::optional<db::UndoneAction> undoBackupRestore(db::CampaignFile& campaign,
                                                  std::optional<std::int64_t> shown);

}  // namespace tachanka::core
