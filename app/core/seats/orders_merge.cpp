#include "app/core/seats/orders_merge.hpp"

#include <map>

#include "app/core/battles/battles.hpp"
#include "app/core/campaign/campaign_action.hpp"
#include "app/core/campaign/campaign_backups.hpp"
#include "app/core/campaign/campaign_service.hpp"
#include "app/core/common/scratch_folder.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/seats/order_book.hpp"
#include "app/core/seats/orders_file.hpp"
#include "app/core/seats/seat_keys.hpp"
#include "db/campaign_backup.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "db/ledger_chain.hpp"
#include "db/orders_records.hpp"
#include "db/seat_records.hpp"
#include "db/side_file.hpp"

namespace tachanka::core {
namespace {

struct Checked {
    std::int64_t sideId = 0;
    std::string side;
    std::int64_t seatId = 0;
};

// Whose the orders are, and that they may be merged now.
Checked checkOrders(SQLite::Database& database, const ReceivedOrders& received) {
    const auto& orders = received.orders;
    if (db::sideFileMark(database)) {
        throw UserError("orders are merged into the umpire's campaign, not into a side's file");
    }
    if (orders.campaign != db::campaignKey(database)) {
        throw UserError("these orders are for another campaign");
    }
    const auto campaign = db::loadCampaign(database);
    const auto& side = sideNamed(campaign, orders.side);
    Checked checked{side.id, side.name, 0};
    for (const auto& seat : db::loadSeats(database)) {
        if (seat.sideId == side.id && seat.name == orders.seat) checked.seatId = seat.id;
        if (checked.seatId == seat.id &&
            (seat.publicKey != orders.seatKey ||
             !signatureHolds(seat.publicKey, received.signedText, received.signature))) {
            throw UserError("the orders are not signed by the " + side.name + "' seat '" +
                            seat.name + "': forged, or changed since they were signed");
        }
    }
    if (checked.seatId == 0) {
        throw UserError("the " + side.name + " have no seat '" + orders.seat + "'");
    }
    const auto last = db::lastMergedOrders(database, side.id);
    if (orders.number <= last) {
        throw UserError("the " + side.name + "' orders " + std::to_string(orders.number) +
                        " are merged already (the last merged are " + std::to_string(last) +
                        ")");
    }
    if (orders.number > last + 1) {
        throw UserError("the " + side.name + "' orders " + std::to_string(orders.number) +
                        " follow orders " + std::to_string(orders.number - 1) +
                        ", not merged yet (the last merged are " + std::to_string(last) + ")");
    }
    return checked;
}

// The umpire's dice for the battles the orders planned: each resolved, its questions answered
// by the side's standing orders; applied when none is left to ask.
void fight(const std::filesystem::path& copy, std::vector<std::int64_t>& planned,
           MergeReport& report) {
    for (const auto id : planned) {
        const auto resolved = resolveBattle(copy, id, {});
        if (resolved.question) {
            report.applied.push_back(resolved.title + ": waits for the " +
                                     resolved.question->side + "' choice (" +
                                     resolved.question->awaiting + "): ask them (battle decide)");
            continue;
        }
        try {
            const auto applied = applyBattle(copy, id);
            report.applied.push_back(applied.title + ": " + applied.battle.outcome);
        } catch (const UserError& left) {
            report.applied.push_back(resolved.title + ": " + resolved.battle.outcome +
                                     "; not applied: " + left.what());
        }
    }
    planned.clear();
}

}  // namespace

MergeReport mergeSideOrders(const std::filesystem::path& file,
                            const std::filesystem::path& ordersFile) {
    const auto received = readSideOrders(ordersFile);
    return asUserErrors([&] {
        MergeReport report;
        report.side = received.orders.side;
        report.seat = received.orders.seat;
        report.number = received.orders.number;
        ScratchFolder scratch;
        const auto copy = scratch.path() / "campaign.tachanka";
        Checked checked;
        {
            auto campaign = db::CampaignFile::openForReading(file);
            checked = checkOrders(campaign.database(), received);
            db::copyCampaign(campaign.database(), copy);
        }
        db::HistoryMark from;
        {
            auto worked = db::CampaignFile::openForReading(copy);
            from = db::historyMark(worked.database());
        }
        std::map<std::int64_t, std::int64_t> battles;  // the side's numbers to the copy's
        std::vector<std::int64_t> planned;
        const auto& orders = received.orders.orders;
        for (std::size_t at = 0; at < orders.size(); ++at) {
            const auto& order = orders[at];
            try {
                // A side orders in its own turn only, whatever its file let it write.
                const auto now = describeCampaign(copy);
                if (now.activeSide != checked.side) {
                    throw UserError("it is the " + now.activeSide + "' turn, not the " +
                                    checked.side + "'");
                }
                if (order.kind == "advance") fight(copy, planned, report);
                const auto done = carryOut(copy, order, battles);
                report.applied.push_back(done.line);
                if (done.battlePlanned) planned.push_back(*done.battlePlanned);
            } catch (const UserError& refusal) {
                report.refused.push_back("order " + std::to_string(at + 1) + " (" + order.kind +
                                         "): " + refusal.what());
            }
        }
        if (report.refused.empty()) fight(copy, planned, report);
        if (!report.refused.empty()) return report;
        auto campaign = db::CampaignFile::open(file);
        backingUpTodaysFirstChange(campaign, [&] {
            campaign.carryOver(copy, from.lastActionId, from, [&] {
                db::recordMergedOrders(campaign.database(),
                                       {checked.sideId, received.orders.number, checked.seatId,
                                        digestOf(received.signedText)},
                                       from.lastActionId);
            });
        });
        return report;
    });
}

}  // namespace tachanka::core
