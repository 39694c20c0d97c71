#include "app/core/campaign_strength.hpp"

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <variant>

#include "app/core/user_error.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "db/ledger_queries.hpp"

namespace tachanka::core {
namespace {

struct UnitState {
    std::int64_t sideId = 0;
    std::int64_t stepsMax = 0;
    std::int64_t stepsLost = 0;
    model::UnitFate fate = model::UnitFate::Active;
};

using Units = std::map<std::int64_t, UnitState>;

// The campaign as it began: the rows its creation (or an old file's migration) wrote are
// where the history starts, never something to take back.
bool partOfTheStart(const db::LedgerEntry& entry) {
    return entry.actionKind == "create" || entry.actionKind == "migrate";
}

// The units as they stood before `entry`'s change: the ledger keeps every value it replaced.
void takeBack(Units& units, const db::LedgerEntry& entry) {
    if (entry.entity != "unit" || !entry.entityId) return;
    if (!entry.field) {
        units.erase(*entry.entityId);  // raised during play: not there before
        return;
    }
    const auto found = units.find(*entry.entityId);
    if (found == units.end()) return;
    UnitState& unit = found->second;
    if (const auto* number = std::get_if<std::int64_t>(&entry.before)) {
        if (*entry.field == "steps_lost") unit.stepsLost = *number;
        if (*entry.field == "steps_max") unit.stepsMax = *number;
    }
    if (const auto* text = std::get_if<std::string>(&entry.before)) {
        if (*entry.field == "fate") unit.fate = model::unitFateNamed(*text).value_or(unit.fate);
    }
}

int stepsInPlay(const Units& units, std::int64_t sideId) {
    std::int64_t steps = 0;
    for (const auto& [id, unit] : units) {
        if (unit.sideId == sideId && unit.fate == model::UnitFate::Active) {
            steps += unit.stepsMax - unit.stepsLost;
        }
    }
    return static_cast<int>(steps);
}

}  // namespace

StrengthHistory strengthOverTime(const std::filesystem::path& file) {
    return asUserErrors([&] {
        auto campaignFile = db::CampaignFile::open(file);
        auto& database = campaignFile.database();
        const auto campaign = db::loadCampaign(database);
        Units units;
        StrengthHistory history;
        for (const auto& side : campaign.sides) {
            history.sides.push_back({side.name, 0, {}});
            for (const model::Unit* unit : side.units()) {
                units[unit->id] = {unit->sideId, unit->stepsMax, unit->stepsLost, unit->fate};
            }
        }
        for (auto day = campaign.startDate; day <= campaign.date; day = day.nextDay()) {
            history.days.push_back(day.iso());
        }
        const auto record = [&](const std::function<void(SideStrength&, int)>& keep) {
            for (std::size_t i = 0; i < campaign.sides.size(); ++i) {
                keep(history.sides[i], stepsInPlay(units, campaign.sides[i].id));
            }
        };
        for (auto& side : history.sides) side.atEnd.resize(history.days.size());
        const auto entries = db::ledgerEntries(database, {});
        auto next = entries.rbegin();
        for (std::size_t day = history.days.size(); day-- > 0;) {
            for (; next != entries.rend() && next->date > history.days[day] &&
                   !partOfTheStart(*next);
                 ++next) {
                takeBack(units, *next);
            }
            record([day](SideStrength& side, int steps) { side.atEnd[day] = steps; });
        }
        for (; next != entries.rend() && !partOfTheStart(*next); ++next) takeBack(units, *next);
        record([](SideStrength& side, int steps) { side.atStart = steps; });
        return history;
    });
}

}  // namespace tachanka::core
