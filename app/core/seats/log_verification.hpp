#pragma once
// A log anyone can check (issue 47): the ledger is a hash chain (db/ledger_chain.hpp), and
// every row of the campaign's state must be what replaying the ledger gives. `verify` reads
// both, writing nothing, and names the first row that does not hold.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace tachanka::core {

struct LogVerification {
    bool ok = false;
    std::int64_t rows = 0;      // ledger rows whose seal was checked
    std::int64_t unsealed = 0;  // rows at the end no action has sealed yet
    // The first ledger row whose seal does not hold, and its action.
    std::optional<std::int64_t> firstBad;
    std::optional<std::int64_t> firstBadAction;
    // A state row the ledger does not account for ("unit 12"), when the chain holds.
    std::optional<std::string> unaccounted;
    // Log entries of a battle on the table whose dice were rolled again from their seed.
    int seededDice = 0;
    // Secret scouting rolls whose die and nonce were checked against their commitment, and
    // those whose die this file does not hold (a side's file, before they are revealed).
    int commitments = 0;
    int commitmentsHidden = 0;
    std::string why;  // one line: what failed, or what was checked
};

LogVerification verifyCampaign(const std::filesystem::path& file);

}  // namespace tachanka::core
