// The attrition report and the Overview's chart: steps, units, prisoners and recruit points
// gained and lost, by day and by side, formation or unit, from the ledger's kept sums.

#include <string_view>
#include <unordered_map>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/common/campaign_reading.hpp"
#include "app/core/queries/campaign_queries.hpp"
#include "app/core/queries/open_campaign.hpp"
#include "db/journal.hpp"
#include "db/kept_sums.hpp"
#include "model/ledger_kind.hpp"

namespace tachanka::core {

Attrition& Attrition::operator+=(const Attrition& other) {
    stepsLost += other.stepsLost;
    stepsRecovered += other.stepsRecovered;
    unitsLost += other.unitsLost;
    prisonersTaken += other.prisonersTaken;
    prisonersLost += other.prisonersLost;
    rpIn += other.rpIn;
    rpOut += other.rpOut;
    return *this;
}

std::optional<AttritionGrouping> attritionGroupingNamed(std::string_view name) {
    if (name == "side") return AttritionGrouping::Side;
    if (name == "formation") return AttritionGrouping::Formation;
    if (name == "unit") return AttritionGrouping::Unit;
    return std::nullopt;
}

namespace {

// What one ledger sum adds to a side's or unit's attrition, by its kind (the ledger
// vocabulary: a lost unit's amount is the steps it still had).
Attrition attritionOf(const db::LedgerSum& sum) {
    using K = model::LedgerKind;
    Attrition values;
    switch (sum.kind) {
        case K::StepLost: values.stepsLost = sum.amount; break;
        case K::StepRecovered: values.stepsRecovered = sum.amount; break;
        case K::UnitCaptured: values.prisonersLost = sum.amount; [[fallthrough]];
        case K::UnitEliminated:
            values.stepsLost = sum.amount;
            values.unitsLost = sum.rows;
            break;
        case K::PrisonersTaken: values.prisonersTaken = sum.amount; break;
        case K::RpIncome:
        case K::RpFromPrisoners: values.rpIn = sum.amount; break;
        case K::RpSpent: values.rpOut = sum.amount; break;
        default: break;
    }
    return values;
}

const std::vector<model::LedgerKind> attritionKinds{
    model::LedgerKind::StepLost,       model::LedgerKind::StepRecovered,
    model::LedgerKind::UnitEliminated, model::LedgerKind::UnitCaptured,
    model::LedgerKind::PrisonersTaken, model::LedgerKind::RpIncome,
    model::LedgerKind::RpFromPrisoners, model::LedgerKind::RpSpent};

// Where a unit stands in the order of battle; the names are the campaign's own.
struct UnitPlace {
    const model::Unit* unit;
    std::string_view side;
    std::string_view formation;
};

// A side's group (a formation, a unit) by the campaign's own names.
using GroupKey = std::pair<std::string_view, std::string_view>;  // side, group

struct GroupKeyHash {
    std::size_t operator()(const GroupKey& key) const {
        const std::hash<std::string_view> hash;
        return hash(key.first) * 31 + hash(key.second);
    }
};

using Groups = std::unordered_map<GroupKey, Attrition, GroupKeyHash>;

// The groups in the order of their names, as the reports list them.
std::vector<std::pair<GroupKey, Attrition>> inNameOrder(const Groups& groups) {
    std::vector<std::pair<GroupKey, Attrition>> ordered(groups.begin(), groups.end());
    std::sort(ordered.begin(), ordered.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    return ordered;
}

// One grouping's report from the ledger's sums, which come in date order: each day's groups
// are gathered apart and written out when the next day begins, so the tables hold one day's
// groups and not the campaign's. Keys are views of the campaign's names, so a long ledger's
// tens of thousands of sums allocate no strings; hashed, as ordered maps spent half the
// Overview's time comparing names.
AttritionReport attritionFrom(const model::Campaign& campaign,
                              const std::unordered_map<std::int64_t, UnitPlace>& units,
                              const std::vector<db::LedgerSum>& sums, AttritionGrouping grouping,
                              const std::optional<std::int64_t>& onlySide) {
    AttritionReport report;
    report.grouping = grouping;
    Groups day;
    Groups totals;
    std::string_view date;
    const auto endOfDay = [&] {
        for (const auto& [key, values] : inNameOrder(day)) {
            report.turns.push_back(
                {std::string(date), std::string(key.first), std::string(key.second), values});
        }
        day.clear();
    };
    for (const auto& sum : sums) {
        const UnitPlace* place = nullptr;
        if (sum.unitId) {
            const auto found = units.find(*sum.unitId);
            if (found != units.end()) place = &found->second;
        }
        std::optional<std::int64_t> sideId = sum.sideId;
        if (!sideId && place) sideId = place->unit->sideId;
        if (!sideId || (onlySide && *sideId != *onlySide)) continue;
        const std::string_view sideName = sideOf(campaign, *sideId).name;
        std::string_view group = sideName;
        if (grouping != AttritionGrouping::Side) {
            // A captor's prisoners name the unit they were (4.1): they belong to the
            // captor's side, not to a formation of the other side.
            if (!place || place->unit->sideId != *sideId) continue;
            group = grouping == AttritionGrouping::Unit ? std::string_view(place->unit->code)
                                                        : place->formation;
        }
        if (sum.date != date) {
            endOfDay();
            date = sum.date;
        }
        const auto values = attritionOf(sum);
        day[{sideName, group}] += values;
        totals[{sideName, group}] += values;
    }
    endOfDay();
    for (const auto& [key, values] : inNameOrder(totals)) {
        report.totals.push_back({"", std::string(key.first), std::string(key.second), values});
    }
    return report;
}

}  // namespace

AttritionReport attritionReport(const std::filesystem::path& file, AttritionGrouping grouping,
                                const std::optional<std::string>& side) {
    return attritionReports(file, {grouping}, side).front();
}

std::vector<AttritionReport> attritionReports(const std::filesystem::path& file,
                                              const std::vector<AttritionGrouping>& groupings,
                                              const std::optional<std::string>& side) {
    return attritionSources(file, groupings, side).reports;
}

namespace {

// The reader of attritionSources, for a campaign read from the file or open in a window.
auto attritionReader(const std::vector<AttritionGrouping>& groupings,
                     const std::optional<std::string>& side) {
    return [&](SQLite::Database& database, const model::Campaign& campaign) {
        std::optional<std::int64_t> onlySide;
        if (side) onlySide = sideNamed(campaign, *side).id;
        std::unordered_map<std::int64_t, UnitPlace> units;
        for (const auto& each : campaign.sides) {
            for (const auto& formation : each.formations) {
                for (const auto& unit : formation.units) {
                    units[unit.id] = {&unit, each.name, formation.name};
                }
            }
        }
        AttritionSources sources;
        // One read of the ledger's sums, whatever the groupings asked, caught up from the rows
        // written since the process last summed it.
        const auto sums = db::ledgerSumsAsTheyStand(database, attritionKinds);
        for (const auto grouping : groupings) {
            sources.reports.push_back(attritionFrom(campaign, units, *sums, grouping, onlySide));
        }
        LedgerQuery raised;
        raised.side = side;
        raised.kind = std::string(model::ledgerKindName(model::LedgerKind::UnitRaised));
        sources.raised = db::ledgerEntries(database, ledgerFilter(database, campaign, raised));
        sources.campaign = campaign;
        return sources;
    };
}

}  // namespace

AttritionSources attritionSources(const std::filesystem::path& file,
                                  const std::vector<AttritionGrouping>& groupings,
                                  const std::optional<std::string>& side) {
    return readCampaignFile(file, attritionReader(groupings, side));
}

AttritionSources attritionSources(OpenCampaign& campaign,
                                  const std::vector<AttritionGrouping>& groupings,
                                  const std::optional<std::string>& side) {
    return campaign.read(attritionReader(groupings, side));
}

}  // namespace tachanka::core
