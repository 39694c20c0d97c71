#include "app/core/seats/seat_passwords.hpp"

#include <sodium.h>

#include <array>
#include <stdexcept>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/seats/seat_keys.hpp"
#include "app/core/seats/seats.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "db/seat_records.hpp"
#include "db/side_file.hpp"

namespace tachanka::core {
namespace {

void initSodium() {
    if (sodium_init() < 0) throw std::runtime_error("libsodium could not be initialised");
}

// The Argon2id string of `password`, at libsodium's interactive costs.
std::string argon2id(std::string_view password) {
    initSodium();
    std::array<char, crypto_pwhash_STRBYTES> hash{};
    if (crypto_pwhash_str(hash.data(), password.data(), password.size(),
                          crypto_pwhash_OPSLIMIT_INTERACTIVE,
                          crypto_pwhash_MEMLIMIT_INTERACTIVE) != 0) {
        throw UserError("the password could not be hashed: the machine is out of memory");
    }
    return hash.data();
}

// The seat of `side` (a side's name or "umpire", in any case) named `name`, from this file;
// a UserError naming the sides for a side the campaign has not.
std::optional<db::SeatRecord> seatCalled(SQLite::Database& database,
                                         const model::Campaign& campaign, std::string_view side,
                                         std::string_view name) {
    std::optional<std::int64_t> sideId;
    if (!isUmpireSeat(side)) sideId = sideNamed(campaign, side).id;
    for (const auto& seat : db::loadSeats(database)) {
        if (seat.name == name && seat.sideId == sideId) return seat;
    }
    return std::nullopt;
}

}  // namespace

void setSeatPassword(const std::filesystem::path& file, std::string_view side,
                     std::string_view name, const std::string& password) {
    asUserErrors([&] {
        if (password.size() < shortestPassword || password.size() > longestPassword) {
            throw UserError("a password is " + std::to_string(shortestPassword) + " to " +
                            std::to_string(longestPassword) + " bytes, not " +
                            std::to_string(password.size()));
        }
        auto campaignFile = db::CampaignFile::open(file);
        auto& database = campaignFile.database();
        if (db::sideFileMark(database)) {
            throw UserError("'" + file.string() +
                            "' is a side's file: passwords are set in the umpire's campaign");
        }
        const auto campaign = db::loadCampaign(database);
        const auto seat = seatCalled(database, campaign, side, name);
        if (!seat) {
            throw UserError("no seat '" + std::string(name) + "' for " + std::string(side) +
                            " (seat list shows them)");
        }
        db::keepSeatPassword(database, seat->id, argon2id(password));
    });
}

std::optional<SeatLogin> checkSeatLogin(const std::filesystem::path& file, std::string_view side,
                                        std::string_view name, const std::string& password) {
    return asUserErrors([&]() -> std::optional<SeatLogin> {
        initSodium();
        auto campaignFile = db::CampaignFile::openForReading(file);
        auto& database = campaignFile.database();
        const auto campaign = db::loadCampaign(database);
        std::optional<db::SeatRecord> seat;
        try {
            seat = seatCalled(database, campaign, side, name);
        } catch (const UserError&) {
            // An unknown side is a failed login like a wrong password: nothing more is said.
        }
        const auto stored = seat ? db::seatPassword(database, seat->id) : std::nullopt;
        // A seat with no password is checked against a hash of nothing anyone can type, so
        // that it costs the same as a wrong password.
        static const std::string none = argon2id(randomHex(32));
        const auto& against = stored ? *stored : none;
        const bool holds = password.size() <= longestPassword &&
                           crypto_pwhash_str_verify(against.c_str(), password.data(),
                                                    password.size()) == 0;
        if (!holds || !stored) return std::nullopt;
        return SeatLogin{seat->id, seat->sideId ? sideOf(campaign, *seat->sideId).name : "",
                         seat->name};
    });
}

}  // namespace tachanka::core
