// The chronicle's data (issue 51): each day of the campaign from its ledger, battles, notes
// and photos, gathered from one read of the file, and the attrition report's overview.

#include <algorithm>
#include <cstdio>
#include <map>
#include <memory>
#include <set>

#include <SQLiteCpp/Database.h>

#include "app/core/battles/battles.hpp"
#include "app/core/battles/orel_battle.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/orel/orel_combat_service.hpp"
#include "app/core/printing/campaign_documents.hpp"
#include "app/core/rule_systems.hpp"
#include "app/core/story/image_format.hpp"
#include "db/battle_records.hpp"
#include "db/campaign_cache.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "db/officer_repository.hpp"
#include "db/ledger_queries.hpp"
#include "db/schema.hpp"
#include "db/story_records.hpp"
#include "model/ledger_kind.hpp"
#include "reports/pdf/fonts.hpp"
#include "reports/sheets/chronicle.hpp"

namespace tachanka::core {
namespace {

using model::LedgerKind;

// What mattered on the map, in the ledger's own words.
const std::set<std::string> mapKinds{
    std::string(model::ledgerKindName(LedgerKind::LocationControl)),
    std::string(model::ledgerKindName(LedgerKind::UnitArrived)),
    std::string(model::ledgerKindName(LedgerKind::FormationReleased)),
    std::string(model::ledgerKindName(LedgerKind::UnitRaised)),
    std::string(model::ledgerKindName(LedgerKind::UnitEliminated)),
    std::string(model::ledgerKindName(LedgerKind::UnitCaptured)),
    std::string(model::ledgerKindName(LedgerKind::RandomEvent))};
const std::set<std::string> officerKinds{
    std::string(model::ledgerKindName(LedgerKind::OfficerCasualty)),
    std::string(model::ledgerKindName(LedgerKind::OfficerPromoted))};

// "37.5% (3/8): attacker −1, defender −2, defender retreats", likeliest first.
std::vector<std::string> oddsLines(const BattleOdds& odds) {
    std::vector<std::string> lines;
    for (const auto& outcome : odds.outcomes) {
        char percent[16];
        std::snprintf(percent, sizeof percent, "%.1f%%", outcome.probability.value() * 100.0);
        lines.push_back(std::string(percent) + " (" + outcome.probability.text() +
                        "): " + outcome.text);
    }
    return lines;
}

// The campaign as the ledger had it after each action asked for, replayed once in order: the
// odds of an Orel battle before its dice were rolled, on the units as they stood then.
class OddsBeforeTheDice {
public:
    explicit OddsBeforeTheDice(SQLite::Database& source)
        : source_(source), replayed_(":memory:", SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE) {
        for (const auto step : db::migrations()) replayed_.exec(std::string(step));
    }

    // Battle `id`'s odds with the campaign as it stood after action `before`. The campaign is
    // caught up from the rows replayed since the last battle, not read whole for each: a
    // long campaign's 3,000 battles each read 6,000 units (a minute at 10x).
    std::vector<std::string> odds(std::int64_t id, std::int64_t before) {
        if (before < through_) return {};  // asked out of order: not replayed backwards
        const auto changed = db::rowsChangedByActions(source_, through_, before);
        db::replayLedger(source_, replayed_, before, through_);
        through_ = before;
        if (campaign_) campaign_ = db::campaignWithChanges(replayed_, campaign_, changed);
        if (!campaign_) {
            campaign_ = std::make_shared<const model::Campaign>(db::loadCampaign(replayed_));
        }
        const auto battle = db::loadBattle(replayed_, id);
        if (!battle) return {};
        return oddsLines(battleOddsOf(orelBattleOdds(*campaign_, *battle, tables_), false));
    }

private:
    SQLite::Database& source_;
    SQLite::Database replayed_;
    std::int64_t through_ = 0;
    std::shared_ptr<const model::Campaign> campaign_;  // as replayed through `through_`
    rules::orel::CombatTables tables_ = loadOrelCombatTables();
};

std::string joinedCodes(const std::vector<std::string>& codes) {
    std::string text;
    for (const auto& code : codes) text += (text.empty() ? "" : ", ") + code;
    return text;
}

std::string diceLine(const model::BattleEvent& event) {
    std::string dice;
    for (const int die : event.dice) dice += (dice.empty() ? "" : " + ") + std::to_string(die);
    return event.purpose + ": " + dice + (event.tableCell.empty() ? "" : " → " + event.tableCell);
}

reports::ChroniclePhoto photoOf(SQLite::Database& database, const model::Photo& photo) {
    reports::ChroniclePhoto shown;
    shown.jpeg = photo.mediaType == "image/jpeg";
    shown.width = photo.width;
    shown.height = photo.height;
    shown.caption = photo.caption;
    const auto stored = db::photoData(database, photo.id);
    if (stored) shown.bytes = base64Decoded(*stored).value_or("");
    return shown;
}

// The action that rolled battle `id`'s first die: its odds are the campaign's before it.
std::optional<std::int64_t> rollingAction(SQLite::Database& database, std::int64_t id) {
    db::LedgerFilter filter;
    filter.battleId = id;
    filter.kind = std::string(model::ledgerKindName(LedgerKind::BattleRoll));
    std::optional<std::int64_t> action;
    db::visitLedgerEntries(database, filter, [&action](const db::LedgerEntry& entry) {
        action = entry.actionId;
        return false;
    });
    return action;
}

std::vector<std::string> oddsOf(SQLite::Database& database, const model::Campaign& campaign,
                                const model::Battle& battle, OddsBeforeTheDice& replay) {
    if (battle.system != "orel-1919") return {};  // a table's battle has odds per action
    try {
        if (battle.state == model::BattleState::Planned) {
            const auto tables = loadOrelCombatTables();
            return oddsLines(battleOddsOf(orelBattleOdds(campaign, battle, tables), false));
        }
        const auto action = rollingAction(database, battle.id);
        return action ? replay.odds(battle.id, *action - 1) : std::vector<std::string>{};
    } catch (const std::exception&) {
        return {};  // too many ways to count, or a battle the engine no longer weighs
    }
}

}  // namespace

reports::Chronicle chronicleOf(const std::filesystem::path& file,
                               const std::optional<std::string>& side) {
    auto battles = listBattles(file);
    auto attrition = attritionData(file, side, std::nullopt);
    return asUserErrors([&] {
        auto campaignFile = db::CampaignFile::openForReading(file);
        auto& database = campaignFile.database();
        const auto campaign = db::loadCampaign(database);
        const auto told = sidesToPrint(campaign, side);
        std::set<std::int64_t> toldIds;
        std::string sides;
        for (std::size_t i = 0; i < told.size(); ++i) {
            toldIds.insert(told[i]->id);
            sides += (i == 0 ? "" : i + 1 == told.size() ? " and " : ", ") + told[i]->name;
        }
        reports::Chronicle chronicle;
        chronicle.campaign = campaign.name;
        chronicle.scenario = campaign.scenarioTitle;
        chronicle.sides = sides;
        chronicle.period = campaign.startDate.longForm() + " to " + campaign.date.longForm();
        chronicle.attrition = std::move(attrition);

        OddsBeforeTheDice replay(database);
        std::map<std::string, std::size_t> dayIndex;
        for (auto day = campaign.startDate; day <= campaign.date; day = day.nextDay()) {
            dayIndex[day.iso()] = chronicle.days.size();
            chronicle.days.push_back({day.longForm(), day.turnNumberFrom(campaign.startDate), {},
                                      {}, {}, {}, {}});
        }
        const auto dayOf = [&](const std::string& iso) -> reports::ChronicleDay* {
            const auto found = dayIndex.find(iso);
            return found == dayIndex.end() ? nullptr : &chronicle.days[found->second];
        };

        // Where each battle stands in its day, once every day's battles are in place.
        std::map<std::int64_t, std::pair<std::size_t, std::size_t>> battlePlaces;
        std::sort(battles.begin(), battles.end(), [](const auto& a, const auto& b) {
            return a.battle.id < b.battle.id;
        });
        for (const auto& view : battles) {
            auto* day = dayOf(view.battle.date.iso());
            if (day == nullptr) continue;
            reports::ChronicleBattle fought;
            fought.title = view.title;
            fought.system = ruleSystemName(view.battle.system);
            fought.state = std::string(model::nameOf(model::battleStateNames, view.battle.state));
            fought.attackers = view.attackerSide + ": " + joinedCodes(view.attackers);
            fought.defenders = view.defenderSide + ": " + joinedCodes(view.defenders);
            fought.odds = oddsOf(database, campaign, view.battle, replay);
            for (const auto& event : view.battle.events) fought.dice.push_back(diceLine(event));
            fought.outcome = view.battle.outcome;
            fought.effects = view.effectLines;
            fought.provisional = view.battle.provisional;
            battlePlaces[view.battle.id] = {dayIndex[view.battle.date.iso()], day->battles.size()};
            day->battles.push_back(std::move(fought));
        }
        const auto battleOf = [&](std::optional<std::int64_t> id) -> reports::ChronicleBattle* {
            if (!id || !battlePlaces.contains(*id)) return nullptr;
            const auto [day, index] = battlePlaces.at(*id);
            return &chronicle.days[day].battles[index];
        };

        db::visitLedgerEntries(database, {}, [&](const db::LedgerEntry& entry) {
            auto* day = dayOf(entry.date);
            const bool toldSide = !entry.sideId || toldIds.contains(*entry.sideId);
            if (day == nullptr || !toldSide || entry.note.empty()) return true;
            if (mapKinds.contains(entry.kind)) day->events.push_back(entry.note);
            if (officerKinds.contains(entry.kind)) day->officers.push_back(entry.note);
            return true;
        });

        const auto officers = db::loadOfficers(database);
        for (const auto& note : db::loadNotes(database)) {
            auto* day = dayOf(note.date.iso());
            if (day == nullptr) continue;
            if (auto* fought = battleOf(note.battleId)) {
                fought->notes.push_back({"", note.text});
                continue;
            }
            // A note on a unit or an officer is of his side's story.
            std::string about;
            std::optional<std::int64_t> sideId;
            for (const auto& each : campaign.sides) {
                for (const auto* unit : each.units()) {
                    if (note.unitId == unit->id) {
                        about = unit->code + " (" + unit->name + ")";
                        sideId = each.id;
                    }
                }
            }
            for (const auto& officer : officers) {
                if (note.officerId == officer.id) {
                    about = officer.name;
                    sideId = officer.sideId;
                }
            }
            if (sideId && !toldIds.contains(*sideId)) continue;
            day->notes.push_back({about, note.text});
        }
        for (const auto& photo : db::loadPhotos(database)) {
            auto* day = dayOf(photo.date.iso());
            if (day == nullptr) continue;
            auto shown = photoOf(database, photo);
            if (shown.bytes.empty()) continue;
            if (auto* fought = battleOf(photo.battleId)) {
                fought->photos.push_back(std::move(shown));
            } else {
                day->photos.push_back(std::move(shown));
            }
        }
        return chronicle;
    });
}

void printChronicle(const PrintRequest& request) {
    reports::writeChronicle(chronicleOf(*request.campaign, request.side),
                            reports::findDejaVuFonts(), request.paper, request.output);
}

}  // namespace tachanka::core
