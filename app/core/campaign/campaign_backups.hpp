#pragma once
// Backups of a campaign, so that nothing a club entered is lost to a mistaken evening, a bad
// merge or a damaged disc: before the first change of each day of play (the club's calendar
// day, not the campaign's) the campaign is copied whole into the folder beside it, and the
// newest `backupsKept` copies are kept. A backup restored replaces the whole campaign; the
// campaign as it stood is backed up first, so a restore is itself taken back by restoring
// that copy.

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "db/campaign_file.hpp"

namespace tachanka::core {

inline constexpr std::size_t backupsKept = 10;

// "orel.tachanka" keeps its backups in "orel.tachanka-backups" beside it.
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
// backupsKept removed. A change refused leaves no backup of its own behind: it changed nothing.
void backingUpTodaysFirstChange(db::CampaignFile& campaign, const std::function<void()>& change);

struct RestoredBackup {
    CampaignBackup restored;
    std::filesystem::path previous;  // the backup of the campaign as it stood before
};

// Replaces the campaign in `file` by the backup `from` (a path, or a name in the backups
// folder). Refused in one line, nothing changed, when `from` is not a backup of this campaign
// Tachanka can read, or when another program is changing the campaign.
RestoredBackup restoreBackup(const std::filesystem::path& file, const std::filesystem::path& from);

}  // namespace tachanka::core
