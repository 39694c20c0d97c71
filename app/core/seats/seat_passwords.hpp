#pragma once
// Passwords for the club's server (issue 48): each player logs in to his seat with one. It is
// kept as an Argon2id string made by libsodium (a random salt and the costs inside), never in
// the clear and never on the ledger; a side's file carries none.

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace tachanka::core {

inline constexpr std::size_t shortestPassword = 8;
inline constexpr std::size_t longestPassword = 1024;

// Sets or replaces the password of the seat `name` of `side` (or "umpire"). Refused in one
// line: no such seat, a password shorter than 8 or longer than 1024 bytes, a side's file.
void setSeatPassword(const std::filesystem::path& file, std::string_view side,
                     std::string_view name, const std::string& password);

struct SeatLogin {
    std::int64_t seatId = 0;
    std::string side;  // the side's name; empty for the umpire
    std::string name;
};

// The seat this password opens; none for an unknown side or name, a seat with no password or
// a wrong one: one answer for all, and the same work, so a guess learns nothing.
std::optional<SeatLogin> checkSeatLogin(const std::filesystem::path& file, std::string_view side,
                                        std::string_view name, const std::string& password);

}  // namespace tachanka::core
