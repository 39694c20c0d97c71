#include "app/core/queries/campaign_queries.hpp"

#include <algorithm>
#include <set>
#include <string_view>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/records/record_checks.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/queries/open_campaign.hpp"
#include "db/campaign_repository.hpp"
#include "db/journal.hpp"
#include "app/core/common/campaign_reading.hpp"
#include "db/officer_repository.hpp"
#include "model/ledger_kind.hpp"
#include "model/unit_kind.hpp"

namespace tachanka::core {
namespace {

// The formation's id and those of every formation under it.
std::set<std::int64_t> formationTree(const model::Campaign& campaign, std::string_view name) {
    const auto& top = formationNamed(campaign, name);
    std::set<std::int64_t> ids{top.id};
    bool grew = true;
    while (grew) {
        grew = false;
        for (const auto& side : campaign.sides) {
            for (const auto& formation : side.formations) {
                if (formation.parentId && ids.contains(*formation.parentId) &&
                    ids.insert(formation.id).second) {
                    grew = true;
                }
            }
        }
    }
    return ids;
}

struct UnitChecks {
    std::optional<std::int64_t> sideId;
    std::optional<std::set<std::int64_t>> formations;
    std::optional<model::UnitKind> kind;
    std::optional<model::UnitFate> fate;
    bool allFates = false;
    std::optional<model::Hex> hex;
    std::optional<model::UnitMode> mode;
    bool unsupplied = false;
    bool outOfCommand = false;

    bool pass(const model::Unit& unit) const {
        if (fate ? unit.fate != *fate : !allFates && unit.lost()) return false;
        return (!sideId || unit.sideId == *sideId) &&
               (!formations || formations->contains(unit.formationId)) &&
               (!kind || unit.kind == *kind) && (!hex || unit.hex == *hex) &&
               (!mode || unit.mode == *mode) && (!unsupplied || unit.unsupplied) &&
               (!outOfCommand || unit.outOfCommand);
    }
};

UnitChecks unitChecks(const model::Campaign& campaign, const UnitFilter& filter) {
    UnitChecks checks;
    if (filter.side) checks.sideId = sideNamed(campaign, *filter.side).id;
    if (filter.formation) checks.formations = formationTree(campaign, *filter.formation);
    if (filter.kind) {
        checks.kind = model::unitKindNamed(*filter.kind);
        if (!checks.kind) {
            throw UserError("no unit kind '" + *filter.kind + "' (kinds: " +
                            model::unitKindNames() + ")");
        }
    }
    if (filter.fate && *filter.fate == "all") {
        checks.allFates = true;
    } else if (filter.fate) {
        checks.fate = model::unitFateNamed(*filter.fate);
        if (!checks.fate) {
            throw UserError("no unit fate '" + *filter.fate + "' (fates: " +
                            model::joinedNames(model::unitFateNames) + ", all)");
        }
    }
    if (filter.mode) {
        checks.mode = model::unitModeNamed(*filter.mode);
        if (!checks.mode) {
            throw UserError("no unit mode '" + *filter.mode + "' (modes: " +
                            model::joinedNames(model::unitModeNames) + ")");
        }
    }
    if (filter.hex) checks.hex = model::Hex::parse(*filter.hex);
    checks.unsupplied = filter.unsupplied;
    checks.outOfCommand = filter.outOfCommand;
    return checks;
}

CampaignProgress progressOf(SQLite::Database& database, const model::Campaign& campaign) {
    CampaignProgress progress;
    for (auto day = campaign.startDate; day < campaign.date; day = day.plusDays(1)) {
        ++progress.turn;
    }
    progress.lastDay = campaign.lastDay().iso();
    const auto officers = db::loadOfficers(database);
    for (const auto& side : campaign.sides) {
        CampaignProgress::SideCounts counts{side.name, 0, 0};
        for (const auto& officer : officers) {
            if (officer.sideId == side.id && officer.fate == model::OfficerFate::Serving) {
                ++counts.officersServing;
            }
        }
        for (const model::Unit* unit : side.units()) {
            if (unit->fate == model::UnitFate::Pending) ++counts.unitsPending;
        }
        progress.sides.push_back(counts);
    }
    return progress;
}

}  // namespace

CampaignProgress campaignProgress(const std::filesystem::path& file) {
    return readCampaignFile(file, progressOf);
}

CampaignProgress campaignProgress(OpenCampaign& campaign) { return campaign.read(progressOf); }

std::vector<UnitLine> listUnits(const std::filesystem::path& file, const UnitFilter& filter) {
    return readCampaignFile(file, [&](SQLite::Database&, const model::Campaign& campaign) {
        const auto checks = unitChecks(campaign, filter);
        std::vector<UnitLine> lines;
        for (const auto& side : campaign.sides) {
            for (const auto& formation : side.formations) {
                for (const auto& unit : formation.units) {
                    if (!checks.pass(unit)) continue;
                    lines.push_back({unit, side.name, formation.name, campaign.provisionalData});
                }
            }
        }
        return lines;
    });
}

namespace {

// A value as one ledger line shows it: a whole document (an army list's XML) is summarised,
// since the line is read at a glance; --json gives it whole.
std::string shownValue(const db::Value& value) {
    constexpr std::size_t longest = 80;
    const std::string text = db::valueText(value);
    if (text.size() <= longest && text.find('\n') == std::string::npos) return text;
    const auto lines = std::count(text.begin(), text.end(), '\n') + 1;
    return "(a text of " + std::to_string(lines) + (lines == 1 ? " line, " : " lines, ") +
           std::to_string(text.size()) + " bytes)";
}

}  // namespace

std::string ledgerAmountText(const db::LedgerEntry& entry) {
    return entry.amount == 0 ? "" : std::to_string(entry.amount);
}

std::string ledgerChangeText(const db::LedgerEntry& entry) {
    if (!entry.entity) return "";
    const std::string row = *entry.entity + " " + std::to_string(entry.entityId.value_or(0));
    if (!entry.field) return "new " + row;
    return row + " " + *entry.field + ": " + shownValue(entry.before) + " → " +
           shownValue(entry.after);
}

std::string troopQualityText(const model::Unit& unit) {
    return std::to_string(unit.troopQuality) + (unit.recruitsMarker ? "−1Q" : "");
}

std::vector<db::LedgerEntry> listLedger(const std::filesystem::path& file,
                                        const LedgerQuery& query) {
    std::vector<db::LedgerEntry> entries;
    visitLedger(file, query, [&](const db::LedgerEntry& entry) {
        entries.push_back(entry);
        return true;
    });
    return entries;
}

void visitLedger(const std::filesystem::path& file, const LedgerQuery& query,
                 const std::function<bool(const db::LedgerEntry&)>& visit) {
    readCampaignFile(file, [&](SQLite::Database& database, const model::Campaign& campaign) {
        const auto filter = ledgerFilter(database, campaign, query);
        if (!filter.limit) {
            db::visitLedgerEntries(database, filter, visit);
            return 0;
        }
        // The newest rows are read newest first: as many as the limit, then given oldest first.
        for (const auto& entry : db::ledgerEntries(database, filter)) {
            if (!visit(entry)) break;
        }
        return 0;
    });
}

db::LedgerFilter ledgerFilter(SQLite::Database& database, const model::Campaign& campaign,
                              const LedgerQuery& query) {
    db::LedgerFilter filter;
    if (query.side) filter.sideId = sideNamed(campaign, *query.side).id;
    if (query.unit) filter.unitId = unitCoded(campaign, *query.unit, query.side).id;
    if (query.kind && !model::ledgerKindNamed(*query.kind)) {
        throw UserError("no ledger kind '" + *query.kind +
                        "' (kinds: " + model::joinedNames(model::ledgerKindNames) + ")");
    }
    filter.kind = query.kind;
    if (query.date) filter.date = model::GameDate::parseIso(*query.date).iso();
    filter.actionId = query.action;
    filter.limit = query.limit;
    if (query.battle) {
        checkBattle(database, *query.battle);
        filter.battleId = query.battle;
    }
    return filter;
}

}  // namespace tachanka::core
