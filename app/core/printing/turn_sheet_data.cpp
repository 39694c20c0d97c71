// The turn sheets' data: a side's day from the campaign's state, its turn track and ledger.

#include <set>
#include <tuple>
#include <variant>

#include "app/core/battles/battle_print.hpp"
#include "app/core/campaign/campaign_action.hpp"
#include "app/core/printing/campaign_documents.hpp"
#include "app/core/queries/campaign_queries.hpp"
#include "app/core/campaign/campaign_turn.hpp"
#include "app/core/orel/orel_operations_lookups.hpp"
#include "app/core/common/user_error.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "db/ledger_queries.hpp"
#include "db/turn_record.hpp"

namespace tachanka::core {
namespace {

std::optional<int> numberIn(const db::Value& value) {
    if (const auto* number = std::get_if<std::int64_t>(&value)) return static_cast<int>(*number);
    return std::nullopt;
}

// The rows that changed `field` of the `entity` row `id` (a side's prisoners), as a filter.
db::LedgerFilter changesTo(std::string entity, std::int64_t id, std::string field) {
    db::LedgerFilter filter;
    filter.entity = std::move(entity);
    filter.entityId = id;
    filter.field = std::move(field);
    return filter;
}

// The side's `field` as the day ended, from the ledger's changes to it (oldest first); `now`
// when nothing changed it later.
int sideValueAtEndOf(SQLite::Database& database, const model::Side& side, std::string field,
                     const std::string& day, int now) {
    std::optional<int> value;
    int atEnd = now;
    db::visitLedgerEntries(database, changesTo("side", side.id, std::move(field)),
                           [&](const db::LedgerEntry& entry) {
                               if (entry.date > day) {
                                   atEnd = value ? *value : numberIn(entry.before).value_or(now);
                                   return false;
                               }
                               value = numberIn(entry.after);
                               return true;
                           });
    return atEnd;
}

reports::RecruitPoints recruitPoints(SQLite::Database& database, const model::Campaign& campaign,
                                     const model::Side& side, const model::GameDate& day) {
    const auto rules = loadOrelOperationsTables().tables.recruitment;
    const std::string iso = day.iso();
    reports::RecruitPoints rp;
    rp.savedMaximum = rules.savedMaximum;
    rp.prisonersPerRp = rules.prisonersPerRp;
    rp.battalionsAllowed = side.recruitBattalions;
    rp.prisoners = day < campaign.date
                       ? sideValueAtEndOf(database, side, "prisoners", iso, side.prisoners)
                       : side.prisoners;
    rp.prisonerRp = ops::prisonerGroups(rules, rp.prisoners);
    if (day <= campaign.date) {
        db::LedgerFilter spending;
        spending.sideId = side.id;
        spending.date = iso;
        spending.kind = "rp-spent";
        std::int64_t spent = 0;
        db::visitLedgerEntries(database, spending, [&spent](const db::LedgerEntry& entry) {
            spent += entry.amount;
            return true;
        });
        rp.spent = static_cast<int>(spent);
    }

    const auto record = db::turnRecord(database, iso, side.id);
    if (!record) {
        throw UserError("the campaign file is damaged: its turn track has no row for the " +
                        side.name + " on " + day.longForm());
    }
    rp.fromTrack = record->trackPoints;
    if (record->received) {
        rp.recorded = true;
        rp.orelBonus = record->orelBonus;
        rp.orelHeld = record->orelBonus > 0;
        rp.received = *record->received;
        rp.lost = record->pointsLost;
        auto income = changesTo("side", side.id, "recruit_points");
        income.date = iso;
        income.kind = "rp-income";
        db::visitLedgerEntries(database, income, [&rp](const db::LedgerEntry& entry) {
            rp.savedBefore = numberIn(entry.before);
            rp.available = numberIn(entry.after);
            return true;
        });
        return rp;
    }
    // Not received yet: what the rules will give, from the points saved now when the day is
    // today; a day ahead starts from savings no one knows yet.
    const bool today = day == campaign.date;
    rp.orelHeld = holdsOrel(campaign, side);
    const auto income = ops::recruitIncome(rules, record->trackPoints, rp.orelHeld,
                                           today ? side.recruitPoints : 0);
    rp.orelBonus = income.orelBonus;
    rp.received = income.received;
    if (today) {
        rp.lost = income.lost;
        rp.savedBefore = side.recruitPoints;
        rp.available = income.pool;
    }
    return rp;
}

std::vector<reports::PhaseCheck> phaseChecks(const model::Campaign& campaign,
                                             const model::Side& side,
                                             const model::GameDate& day) {
    const ops::Side player = orelSide(side);
    const ops::TurnPosition now = positionOf(campaign);
    const auto recruitment = loadOrelOperationsTables().tables.recruitment;
    std::vector<reports::PhaseCheck> checks;
    for (auto position = ops::firstPosition(day); position.date == day;
         position = ops::nextPosition(position)) {
        if (position.side != player) continue;
        checks.push_back({static_cast<int>(checks.size()) + 1,
                          std::string(model::phaseTitle(position.phase)),
                          ops::automaticSteps(position.phase, recruitment), position < now});
    }
    return checks;
}

// A formation released (10.2) no longer says how long it was inactive; its release on the
// ledger does. Released early (attacked on day 1, say), it was inactive on the days up to its
// release and active after, whatever its first "inactive through" said.
std::vector<reports::InactiveFormation> inactiveOn(SQLite::Database& database,
                                                   const model::Side& side,
                                                   const model::GameDate& day) {
    std::vector<reports::InactiveFormation> inactive;
    for (const auto& formation : side.formations) {
        auto through = formation.inactiveThrough;
        if (!through) {
            auto release = changesTo("formation", formation.id, "inactive_through");
            release.kind = "formation-released";
            release.fromDate = day.iso();
            db::visitLedgerEntries(database, release, [&through](const db::LedgerEntry& entry) {
                const auto* before = std::get_if<std::string>(&entry.before);
                if (before) through = model::GameDate::parseIso(*before);
                return !through;
            });
        }
        if (through && *through >= day) {
            inactive.push_back({formation.name, through->longForm(), formation.releaseConditions});
        }
    }
    return inactive;
}

// The rows a player reads: not the campaign's creation or the phase changes the checklist
// shows, not the wordless detail rows of an action (a new token, an officer's row), and one
// row for the rows an action wrote of one kind with one reason (the income's pool and track).
// A day of two million rows (a hostile file, or a script's) would print a book and hold it all
// in memory (4.4 GB): the sheet lists the first rows a few pages hold and counts the rest.
constexpr std::size_t eventsPrinted = 240;

void addEvents(SQLite::Database& database, const model::Side& side, const std::string& day,
               reports::TurnSheet& sheet) {
    db::LedgerFilter filter;
    filter.sideId = side.id;
    filter.date = day;
    std::set<std::tuple<std::int64_t, std::string, std::string>> seen;
    std::int64_t rowsRead = 0;
    db::visitLedgerEntries(database, filter, [&](const db::LedgerEntry& entry) {
        if (sheet.events.size() == eventsPrinted) return false;
        ++rowsRead;
        const bool setUp = entry.actionKind == "create" || entry.actionKind == "migrate" ||
                           entry.actionKind == "import";
        if (setUp || entry.kind == "phase" || entry.note.empty() ||
            !seen.insert({entry.actionId, entry.kind, entry.note}).second) {
            return true;
        }
        sheet.events.push_back({entry.phase, entry.kind, entry.unitCode.value_or(""),
                                entry.amount != 0 ? std::to_string(entry.amount) : std::string(),
                                entry.note});
        return true;
    });
    if (sheet.events.size() == eventsPrinted) {
        sheet.ledgerRowsNotPrinted = db::ledgerRowCount(database, filter) - rowsRead;
    }
}

bool needsAttention(const model::Unit& unit) {
    return unit.stepsLost > 0 || unit.mode != model::UnitMode::Combat || unit.unsupplied ||
           unit.outOfCommand || unit.entrenchment != model::Entrenchment::None || unit.offMap ||
           unit.recruitsMarker;
}

void addState(const model::Side& side, reports::TurnSheet& sheet) {
    for (const model::Unit* unit : side.units()) {
        if (!unit->inPlay()) continue;
        if (needsAttention(*unit)) {
            sheet.attention.push_back({*unit, troopQualityText(*unit)});
        } else {
            ++sheet.unitsInOrder;
        }
        if (unit->outOfCommand) sheet.outOfCommand.push_back(unit->code);
        if (unit->unsupplied) sheet.unsupplied.push_back(unit->code);
    }
    for (const auto& depot : side.depots) {
        if (depot.fate == model::UnitFate::Active || depot.fate == model::UnitFate::Pending) {
            sheet.depots.push_back(depot);
        }
    }
}

reports::TurnSheet sheetFor(SQLite::Database& database, const model::Campaign& campaign,
                            const model::Side& side, const model::GameDate& day) {
    reports::TurnSheet sheet;
    sheet.campaign = campaign.name;
    sheet.side = side.name;
    sheet.commander = side.commander;
    sheet.date = day.longForm();
    sheet.turn = day.turnNumberFrom(campaign.startDate);
    sheet.turns = campaign.turns;
    sheet.provisional = campaign.provisionalData;
    sheet.phases = phaseChecks(campaign, side, day);
    sheet.recruitment = recruitPoints(database, campaign, side, day);
    if (day < campaign.date) {
        sheet.standing = "played";
        sheet.showState = false;
    } else {
        sheet.standing = day == campaign.date ? "today" : "ahead";
        sheet.stateNote = "As the campaign stands now: " + campaign.turnLine() + ".";
        addState(side, sheet);
    }
    for (const model::Unit* unit : side.units()) {
        if (unit->arrival && unit->arrival->date == day) sheet.arrivingUnits.push_back(*unit);
    }
    for (const auto& depot : side.depots) {
        if (depot.arrival && depot.arrival->date == day) sheet.arrivingDepots.push_back(depot);
    }
    sheet.inactive = inactiveOn(database, side, day);
    addEvents(database, side, day.iso(), sheet);
    return sheet;
}

}  // namespace

std::vector<reports::TurnSheet> turnSheets(const std::filesystem::path& file,
                                           const std::optional<std::string>& side,
                                           const std::optional<int>& turn) {
    return asUserErrors([&] {
        std::vector<reports::TurnSheet> sheets;
        std::optional<model::GameDate> day;
        {
            auto campaignFile = db::CampaignFile::openForReading(file);
            auto& database = campaignFile.database();
            const auto campaign = db::loadCampaign(database);
            day = dayOfTurn(campaign, turn);
            for (const model::Side* each : sidesToPrint(campaign, side)) {
                sheets.push_back(sheetFor(database, campaign, *each, *day));
            }
        }
        // Through the battle use cases' own reading, once the file above is closed.
        for (auto& sheet : sheets) sheet.battles = dayBattles(file, *day, sheet.side);
        return sheets;
    });
}

}  // namespace tachanka::core
