#include "app/core/seats/side_files.hpp"

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/campaign/campaign_settings.hpp"
#include "app/core/common/output_file.hpp"
#include "app/core/common/user_error.hpp"
#include "db/campaign_backup.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "db/ledger_chain.hpp"
#include "db/orders_records.hpp"
#include "db/seat_records.hpp"
#include "db/side_file.hpp"

namespace tachanka::core {
namespace {

// The enemy's counters the side may not see: under `contact`, those on the map farther than
// `range` hexes from every unit of its own on the map; under `umpired`, all of them.
db::HiddenFromSide hiddenFrom(const model::Campaign& campaign, const model::Side& own,
                              const std::string& rule, int range, SideFileExport& counts) {
    db::HiddenFromSide hidden;
    std::vector<model::Hex> eyes;
    for (const auto* unit : own.units()) {
        if (unit->inPlay() && unit->hex && !unit->offMap) eyes.push_back(*unit->hex);
    }
    const auto seen = [&](const std::optional<model::Hex>& hex) {
        if (rule == "open") return true;
        if (rule == "umpired" || !hex) return false;
        return std::any_of(eyes.begin(), eyes.end(),
                           [&](model::Hex eye) { return model::distance(eye, *hex) <= range; });
    };
    for (const auto& side : campaign.sides) {
        if (side.id == own.id) continue;
        for (const auto* unit : side.units()) {
            if (!unit->inPlay() || !unit->hex) continue;
            if (seen(unit->hex)) {
                ++counts.enemyUnitsShown;
            } else {
                ++counts.enemyUnitsHidden;
                hidden.units.push_back(unit->id);
            }
        }
        for (const auto& depot : side.depots) {
            if (depot.hex && !seen(depot.hex)) hidden.depots.push_back(depot.id);
        }
    }
    return hidden;
}

// The side's view of the campaign `file` as the bytes of a campaign file: a private copy cut
// down to what `sideName` may know. A side's file needs a seat to sign its orders.
std::string sideViewOf(const std::filesystem::path& file, std::string_view sideName,
                       bool needsSeat, SideFileExport& done) {
    auto copy = db::CampaignFile::openCopy(file);
    auto& database = copy.database();
    if (db::sideFileMark(database)) {
        throw UserError("'" + file.string() +
                        "' is a side's file: only the umpire's campaign makes sides' views");
    }
    const auto campaign = db::loadCampaign(database);
    const auto& side = sideNamed(campaign, sideName);
    const auto seats = db::loadSeats(database);
    if (needsSeat &&
        std::none_of(seats.begin(), seats.end(),
                     [&](const db::SeatRecord& seat) { return seat.sideId == side.id; })) {
        throw UserError("the " + side.name + " have no seat to sign their orders: add one "
                        "first (seat add FILE --side " + side.name + " --name NAME)");
    }
    done.side = side.name;
    done.intelligence = settingValue(campaign.settings, "intelligence");
    const int range = std::stoi(settingValue(campaign.settings, "contact-range"));
    const auto hidden = hiddenFrom(campaign, side, done.intelligence, range, done);
    db::SideFileMark mark;
    mark.sideId = side.id;
    mark.campaignKey = db::campaignKey(database);
    mark.umpireAction = db::historyMark(database).lastActionId;
    mark.ordersMerged = db::lastMergedOrders(database, side.id);
    done.ordersMerged = mark.ordersMerged;
    db::cutDownToSide(database, mark, hidden,
                      "the " + side.name + "' file, from the umpire's campaign at action " +
                          std::to_string(mark.umpireAction) + " (intelligence: " +
                          done.intelligence + ")");
    return db::campaignBytes(database);
}

}  // namespace

SideFileExport exportSideFile(const std::filesystem::path& file, std::string_view sideName,
                              const std::filesystem::path& output) {
    return asUserErrors([&] {
        OutputFile out(output, file);
        SideFileExport done;
        out.write(sideViewOf(file, sideName, true, done));
        out.commit();
        done.written = output;
        return done;
    });
}

std::filesystem::path writeSideView(const std::filesystem::path& file, std::string_view side,
                                    const std::filesystem::path& folder) {
    return asUserErrors([&] {
        SideFileExport done;
        const auto view = folder / "side-view.tachanka";
        OutputFile out(view, file);
        out.write(sideViewOf(file, side, false, done));
        out.commit();
        return view;
    });
}

std::optional<SideFileInfo> sideFileOf(const std::filesystem::path& file) {
    return asUserErrors([&]() -> std::optional<SideFileInfo> {
        auto campaignFile = db::CampaignFile::openForReading(file);
        auto& database = campaignFile.database();
        const auto mark = db::sideFileMark(database);
        if (!mark) return std::nullopt;
        const auto campaign = db::loadCampaign(database);
        return SideFileInfo{sideOf(campaign, mark->sideId).name, mark->umpireAction,
                            mark->ordersMerged, mark->exportedAt};
    });
}

}  // namespace tachanka::core
