#pragma once
// Seats (issue 47): a campaign has an umpire and, for each side, one or more named players.
// Each seat gets its own Ed25519 signing key when it is added: the orders a seat sends are
// signed with it, and the campaign keeps the public half to check them.

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace tachanka::core {

// The word that names the umpire where a side's name goes (seat add --side umpire).
inline constexpr std::string_view umpireSeat = "umpire";
// Whether `side` names the umpire's seat, in any case.
bool isUmpireSeat(std::string_view side);

struct SeatView {
    std::int64_t id = 0;
    std::string side;  // the side's name, or "umpire"
    std::string name;
    std::string publicKey;    // 64 hex digits
    std::string fingerprint;  // its first 16, to read out over the telephone
    bool holdsSecret = false;  // whether this file can sign for the seat
};

// Adds a seat for `side` (a side's name, or "umpire") and makes its key, as one action on the
// ledger. Refused in one line: an unknown side, an empty or unprintable name, a name the side
// has already, a second umpire.
SeatView addSeat(const std::filesystem::path& file, std::string_view side, std::string_view name);

// The umpire's seat first, then each side's in the order of the sides.
std::vector<SeatView> listSeats(const std::filesystem::path& file);

}  // namespace tachanka::core
