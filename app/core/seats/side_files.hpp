#pragma once
// A side's file (issue 47): the umpire exports, for one side, a campaign file holding only
// what that side may know by the campaign's intelligence rule; the side plays its phases in
// it and sends back its orders. A side's file says whose it is wherever it is opened.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace tachanka::core {

struct SideFileExport {
    std::filesystem::path written;
    std::string side;
    std::string intelligence;  // open, contact or umpired
    int enemyUnitsShown = 0;   // the enemy's units on the map whose counters it shows
    int enemyUnitsHidden = 0;  // those whose position and state it does not
    std::int64_t ordersMerged = 0;  // the side's orders merged so far: its next are one more
};

// Writes `output` (a new file; never over a campaign) for `side` from the umpire's campaign
// `file`. Refused in one line from a side's file, for an unknown side, or for a side with no
// seat to sign its orders.
SideFileExport exportSideFile(const std::filesystem::path& file, std::string_view side,
                              const std::filesystem::path& output);

// The side's view of the campaign `file`, written into `folder` (a scratch folder) as a side's
// file is, for a document printed for that side; no seat is needed. Its path.
std::filesystem::path writeSideView(const std::filesystem::path& file, std::string_view side,
                                    const std::filesystem::path& folder);

// Whose file `file` is: the side's name for a side's file, none for a campaign (the umpire's,
// or one played at one desk).
struct SideFileInfo {
    std::string side;
    std::int64_t umpireAction = 0;
    std::int64_t ordersMerged = 0;
    std::string exportedAt;
};
std::optional<SideFileInfo> sideFileOf(const std::filesystem::path& file);

}  // namespace tachanka::core
