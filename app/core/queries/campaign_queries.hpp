#pragma once
// What a campaign's players ask of it between actions: which units stand where and in what
// state, what the ledger recorded, and what each side has lost and gained so far. Nothing
// here writes to the file.

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "db/ledger_queries.hpp"
#include "model/campaign.hpp"

namespace tachanka::core {

class OpenCampaign;  // app/core/queries/open_campaign.hpp

// What `show` adds to the campaign's own description: where the game stands on the turn
// track, and per side (in the campaign's order) the officers serving and units still to come.
struct CampaignProgress {
    int turn = 1;  // 1 on the first day
    std::string lastDay;
    struct SideCounts {
        std::string side;
        int officersServing = 0;
        int unitsPending = 0;
    };
    std::vector<SideCounts> sides;
};

CampaignProgress campaignProgress(const std::filesystem::path& file);
// The same, of the campaign open in a window: no second read of the file.
CampaignProgress campaignProgress(OpenCampaign& campaign);

struct UnitFilter {
    std::optional<std::string> side{};
    std::optional<std::string> formation{};  // the formation and every formation under it
    std::optional<std::string> kind{};       // "infantry", "armoured-train", ...
    std::optional<std::string> fate{};       // a fate's name or "all"; none: every unit not lost
    std::optional<std::string> hex{};
    std::optional<std::string> mode{};
    bool unsupplied = false;
    bool outOfCommand = false;
};

struct UnitLine {
    model::Unit unit;
    std::string side;
    std::string formation;
    // Its counter values (steps, TQ, strengths, MP) are the scenario's reconstruction, not the
    // published counters' (READINGS.md: the text gives none).
    bool provisionalValues = false;
};

// The campaign's units that pass the filter, side by side in order of battle; an unknown
// side, formation, kind, fate, mode or hex is a UserError.
std::vector<UnitLine> listUnits(const std::filesystem::path& file, const UnitFilter& filter);

// "5", or "5−1Q" while the unit carries a recruits marker (4.3.1 B).
std::string troopQualityText(const model::Unit& unit);

struct LedgerQuery {
    std::optional<std::string> side{};
    std::optional<std::string> unit{};  // a unit's code
    std::optional<std::string> kind{};
    std::optional<std::string> date{};  // "1919-10-15"
    std::optional<std::int64_t> action{};
    std::optional<int> limit{};
    std::optional<std::int64_t> battle{};
};

std::vector<db::LedgerEntry> listLedger(const std::filesystem::path& file,
                                        const LedgerQuery& query);
// The same rows, oldest first, each to `visit` as it is read (false: stop), so a listing of a
// long campaign's whole ledger never holds it in memory.
void visitLedger(const std::filesystem::path& file, const LedgerQuery& query,
                 const std::function<bool(const db::LedgerEntry&)>& visit);
// The store's filter for the query on this campaign: an unknown side, unit, kind, date or
// battle is a UserError.
db::LedgerFilter ledgerFilter(SQLite::Database& database, const model::Campaign& campaign,
                              const LedgerQuery& query);

// The stored value a ledger row changed: "unit 12 steps_lost: 0 → 1", or "new unit 12" for a
// row it created; empty for a row that changed no stored value.
std::string ledgerChangeText(const db::LedgerEntry& entry);
// The row's amount as the ledger lists it: blank for the rows that count nothing (0).
std::string ledgerAmountText(const db::LedgerEntry& entry);

enum class AttritionGrouping { Side, Formation, Unit };
std::optional<AttritionGrouping> attritionGroupingNamed(std::string_view name);

struct Attrition {
    std::int64_t stepsLost = 0;  // steps lost in play plus those a unit had when it was lost
    std::int64_t stepsRecovered = 0;
    std::int64_t unitsLost = 0;
    std::int64_t prisonersTaken = 0;  // by this side
    std::int64_t prisonersLost = 0;   // this side's steps captured
    std::int64_t rpIn = 0;            // income and RP from prisoners
    std::int64_t rpOut = 0;           // RP spent

    Attrition& operator+=(const Attrition& other);
    bool operator==(const Attrition&) const = default;
};

struct AttritionLine {
    std::string date;  // empty: the total over the whole campaign
    std::string side;
    std::string group;  // the side's, formation's or unit's name
    Attrition values;
};

struct AttritionReport {
    AttritionGrouping grouping = AttritionGrouping::Side;
    std::vector<AttritionLine> turns;   // per day and group, in date order
    std::vector<AttritionLine> totals;  // per group, over the whole campaign
};

// Sums the ledger by day and by side, formation or unit. Recruit points and prisoners taken
// belong to a side, not to a unit: they count only when grouping by side.
AttritionReport attritionReport(const std::filesystem::path& file, AttritionGrouping grouping,
                                const std::optional<std::string>& side);
// The reports of several groupings from one read of the ledger, in the order asked.
std::vector<AttritionReport> attritionReports(const std::filesystem::path& file,
                                              const std::vector<AttritionGrouping>& groupings,
                                              const std::optional<std::string>& side);

// All that the attrition report and the Overview's chart draw from, in one read of the file:
// the campaign, the reports of the groupings asked (in that order) and the ledger's rows of
// the battalions raised (4.3.2), of `side` or of every side.
struct AttritionSources {
    model::Campaign campaign;
    std::vector<AttritionReport> reports;
    std::vector<db::LedgerEntry> raised;
};
AttritionSources attritionSources(const std::filesystem::path& file,
                                  const std::vector<AttritionGrouping>& groupings,
                                  const std::optional<std::string>& side);
AttritionSources attritionSources(OpenCampaign& campaign,
                                  const std::vector<AttritionGrouping>& groupings,
                                  const std::optional<std::string>& side);

}  // namespace tachanka::core
