#pragma once
// The prisoners each side has held over the campaign (Orel 4.1): every change to its
// Prisoners marker, taken in battle or by hand, enlisted as recruit points, with the count
// held after it, read off the ledger.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace tachanka::core {

struct PrisonerChange {
    std::int64_t ledgerId = 0;
    std::int64_t action = 0;
    std::string date;
    std::string phase;
    std::string side;
    std::string kind;  // the ledger's: prisoners-taken, prisoners-converted, ...
    std::int64_t change = 0;  // + taken, − enlisted
    std::int64_t held = 0;    // after the change
    std::optional<std::int64_t> battle;
    std::string note;
};

// Oldest first; `side` keeps one side's (an unknown side is a UserError).
std::vector<PrisonerChange> prisonerLedger(const std::filesystem::path& file,
                                           const std::optional<std::string>& side);

}  // namespace tachanka::core
