#include "app/core/seats/seats.hpp"

#include <algorithm>
#include <cctype>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/seats/seat_keys.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "db/seat_records.hpp"
#include "model/ledger_kind.hpp"

namespace tachanka::core {
namespace {

constexpr std::size_t longestName = 100;
constexpr std::size_t fingerprintDigits = 16;

SeatView viewOf(const model::Campaign& campaign, const db::SeatRecord& seat) {
    return {seat.id,
            seat.sideId ? sideOf(campaign, *seat.sideId).name : std::string(umpireSeat),
            seat.name,
            seat.publicKey,
            seat.publicKey.substr(0, fingerprintDigits),
            seat.holdsSecret};
}

}  // namespace

bool isUmpireSeat(std::string_view side) {
    return side.size() == umpireSeat.size() &&
           std::equal(side.begin(), side.end(), umpireSeat.begin(), [](char a, char b) {
               return std::tolower(static_cast<unsigned char>(a)) == b;
           });
}

SeatView addSeat(const std::filesystem::path& file, std::string_view side, std::string_view name) {
    SeatView added;
    runCampaignAction(file, "seat", "seat added", [&](ActionContext& context) {
        const std::string seatName(name);
        if (seatName.find_first_not_of(" \t") == std::string::npos) {
            throw UserError("a seat needs a player's name", {"name NAME"});
        }
        checkTypedText(seatName, "the seat's name");
        if (seatName.size() > longestName) {
            throw UserError("a seat's name is at most " + std::to_string(longestName) +
                            " bytes, not " + std::to_string(seatName.size()));
        }
        std::optional<std::int64_t> sideId;
        if (!isUmpireSeat(side)) sideId = sideNamed(context.campaign, side).id;
        const std::string sideWords =
            sideId ? "the " + sideOf(context.campaign, *sideId).name : std::string("the umpire");
        for (const auto& seat : db::loadSeats(context.database)) {
            if (!sideId && !seat.sideId) {
                throw UserError("the campaign has an umpire already: seat '" + seat.name + "'");
            }
            if (seat.sideId == sideId && seat.name == seatName) {
                throw UserError(sideWords + " have a seat '" + seatName + "' already");
            }
        }
        const auto keys = newSeatKeys();
        auto tags = db::LedgerTags::of(model::LedgerKind::Seat)
                        .because("seat '" + seatName + "' for " + sideWords + ", key " +
                                 keys.publicKey.substr(0, fingerprintDigits));
        if (sideId) tags.forSide(*sideId);
        const auto id =
            context.journal.insert(db::Table::Seat, db::seatRow(sideId, seatName, keys.publicKey),
                                   tags);
        db::keepSeatSecret(context.database, id, keys.secretKey);
        context.journal.describe("seat '" + seatName + "' added for " + sideWords);
        added = viewOf(context.campaign, {id, sideId, seatName, keys.publicKey, true});
    });
    return added;
}

std::vector<SeatView> listSeats(const std::filesystem::path& file) {
    return asUserErrors([&] {
        auto campaignFile = db::CampaignFile::openForReading(file);
        std::vector<SeatView> seats;
        campaignFile.readAtOnce([&] {
            const auto campaign = db::loadCampaign(campaignFile.database());
            for (const auto& seat : db::loadSeats(campaignFile.database())) {
                seats.push_back(viewOf(campaign, seat));
            }
        });
        return seats;
    });
}

}  // namespace tachanka::core
