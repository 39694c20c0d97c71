#include "app/core/redactions/hidden_table.hpp"

#include <algorithm>
#include <random>
#include <set>

#include "app/core/battles/battle_views.hpp"
#include "app/core/battles/tactical_state.hpp"
#include "app/core/common/joined_words.hpp"
#include "app/core/redactions/hidden_table_rows.hpp"
#include "db/hidden_records.hpp"
#include "db/side_file.hpp"
#include "db/tactical_records.hpp"
#include "rules/redactions/battle/hidden_setup.hpp"

namespace tachanka::core {
namespace {

namespace ra = rules::redactions;

// "2/9D@the birch wood": the unit and where it lies; a code alone lies at a spot named by it.
ra::Placement placementOf(ra::Concealment kind, const std::string& word) {
    const auto at = word.find('@');
    ra::Placement placement{kind, word.substr(0, at), ""};
    placement.spot = at == std::string::npos ? placement.unit : word.substr(at + 1);
    if (placement.unit.empty() || placement.spot.empty() ||
        placement.spot.find_first_of("\n\r") != std::string::npos) {
        throw UserError("battle setup: '" + word +
                        "' is no unit and spot: write CODE or CODE@SPOT (2/9D@the birch wood)");
    }
    return placement;
}

std::vector<ra::Placement> placementsOf(const HiddenSetup& setup) {
    if (setup.dummies < 0 || setup.dummies > mostDummies) {
        throw UserError("battle setup: --dummy takes 0 to " + std::to_string(mostDummies) +
                        " dummy markers, not " + std::to_string(setup.dummies));
    }
    std::vector<ra::Placement> placements;
    for (const auto& word : setup.ambushes) {
        placements.push_back(placementOf(ra::Concealment::Ambush, word));
    }
    for (const auto& word : setup.positions) {
        placements.push_back(placementOf(ra::Concealment::Position, word));
    }
    for (int dummy = 0; dummy < setup.dummies; ++dummy) {
        placements.push_back({ra::Concealment::Dummy, "", ""});
    }
    if (placements.empty()) {
        throw UserError("battle setup: say what the side hides: --ambush CODE[@SPOT], "
                        "--position CODE[@SPOT] or --dummy N");
    }
    return placements;
}

std::int64_t tacticalIdOf(const std::vector<model::TacticalUnitRecord>& records,
                          const std::string& code) {
    for (const auto& record : records) {
        if (record.code == code) return record.id;
    }
    throw UserError("battle setup: there is no unit " + code);
}

// Markers and ambushes in an order no one can read the kinds from: the labels and the rows'
// numbers follow it.
void shuffled(std::vector<ra::Placement>& placements) {
    std::random_device entropy;
    std::mt19937_64 order((std::uint64_t{entropy()} << 32) | entropy());
    std::shuffle(placements.begin(), placements.end(), order);
    std::stable_partition(placements.begin(), placements.end(), [](const ra::Placement& placement) {
        return placement.kind != ra::Concealment::Ambush;
    });
}

}  // namespace

TacticalBattleView setUpBattle(const std::filesystem::path& file, std::int64_t id,
                               const HiddenSetup& setup) {
    runCampaignAction(file, "battle-setup", "a hidden set-up", [&](ActionContext& context) {
        const auto battle = tacticalBattleNumbered(context.database, id, "set up");
        if (battle.tacticalSystem != redActionsSystem) {
            throw UserError("battle " + std::to_string(id) + " is fought in " +
                            battle.tacticalSystem +
                            ": a hidden set-up is Red Actions!'s (\"Set-up\")");
        }
        const auto& side = sideNamed(context.campaign, setup.side);
        const auto log = db::loadTacticalEvents(context.database, id);
        if (turnOf(log).turn > 0) {
            throw UserError("battle " + std::to_string(id) +
                            " has begun: the set-up comes before the first initiative");
        }
        const auto markers = db::loadTacticalMarkers(context.database, id);
        if (std::any_of(markers.begin(), markers.end(),
                        [&](const auto& marker) { return marker.sideId == side.id; })) {
            throw UserError(side.name + " have set up battle " + std::to_string(id) +
                            " already: undo takes that set-up back");
        }
        auto placements = placementsOf(setup);
        const auto records = db::loadTacticalUnits(context.database, id);
        const auto table = tableOf(context.database, battle, records);
        if (const auto refused =
                ra::setupRefusal(table, side.id == battle.attackerSideId, placements)) {
            throw UserError("battle setup: " + *refused);
        }
        shuffled(placements);
        int markerNumber = static_cast<int>(std::count_if(
            markers.begin(), markers.end(),
            [](const auto& marker) { return marker.kind != "ambush"; }));
        int ambushNumber = static_cast<int>(markers.size()) - markerNumber;
        std::vector<std::string> labels;
        for (const auto& placement : placements) {
            model::TacticalMarker marker;
            marker.battleId = id;
            marker.sideId = side.id;
            marker.kind = std::string(model::nameOf(ra::concealmentNames, placement.kind));
            const bool ambush = placement.kind == ra::Concealment::Ambush;
            marker.label = (ambush ? "A" : "M") +
                           std::to_string(ambush ? ++ambushNumber : ++markerNumber);
            if (!placement.unit.empty()) marker.tacticalUnitId = tacticalIdOf(records, placement.unit);
            marker.spot = placement.spot;
            insertMarker(context, battle, marker);
            if (!ambush) labels.push_back(marker.label);
        }
        model::TacticalEvent event;
        event.sequence = nextSequence(log);
        event.action = "setup";
        event.actor = side.name;
        // What the enemy sees: markers, never the ambushes noted.
        event.effects = side.name + " set up" +
                        (labels.empty() ? std::string(" unseen")
                                        : ": markers " + joinedWords(labels, ", "));
        event.stateBefore = db::markersText(records, battle.buildings,
                                            db::loadTacticalSeniors(context.database, id));
        appendEvent(context, battle, event);
        context.journal.describe("battle " + std::to_string(id) + ": " + event.effects);
    });
    return tacticalBattle(file, id);
}

TacticalBattleView tacticalBattleSeenBy(const std::filesystem::path& file, std::int64_t id,
                                        const std::string& side) {
    std::string name;
    readCampaignFile(file, [&](SQLite::Database&, const model::Campaign& campaign) {
        name = sideNamed(campaign, side).name;
        return 0;
    });
    return seenBy(tacticalBattle(file, id), name);
}

void addHiddenTable(SQLite::Database& database, const model::Campaign& campaign,
                    const model::Battle& battle, TacticalBattleView& view) {
    const auto records = db::loadTacticalUnits(database, battle.id);
    for (const auto& marker : db::loadTacticalMarkers(database, battle.id)) {
        TacticalMarkerView shown;
        shown.label = marker.label;
        shown.side = sideOf(campaign, marker.sideId).name;
        shown.kind = marker.kind;
        for (const auto& record : records) {
            if (marker.tacticalUnitId == record.id) shown.unit = record.code;
        }
        shown.spot = marker.spot;
        shown.revealed = marker.revealed;
        view.markers.push_back(std::move(shown));
    }
    for (const auto& secret : db::loadTacticalSecrets(database, battle.id)) {
        TacticalScoutingView shown;
        shown.sequence = secret.sequence;
        shown.turn = secret.turn;
        shown.scout = secret.scout;
        shown.spot = secret.spot;
        shown.keptBy = sideOf(campaign, secret.sideId).name;
        shown.commitment = secret.commitment;
        shown.die = secret.die;
        shown.nonce = secret.nonce;
        shown.revealed = secret.revealed;
        shown.holds = secret.die.has_value() && commitmentHolds(secret);
        view.scouting.push_back(std::move(shown));
    }
    if (const auto mark = db::sideFileMark(database)) {
        view = seenBy(std::move(view), sideOf(campaign, mark->sideId).name);
    }
}

TacticalBattleView seenBy(TacticalBattleView view, const std::string& side) {
    std::set<std::string> hidden;
    std::vector<TacticalMarkerView> markers;
    for (auto marker : view.markers) {
        if (marker.side != side && !marker.revealed) {
            if (!marker.unit.empty()) hidden.insert(marker.unit);
            if (marker.kind == "ambush") continue;
            // A dummy has no spot: a marker's would tell it from one.
            marker.kind = "marker";
            marker.unit.clear();
            marker.spot.clear();
        }
        markers.push_back(std::move(marker));
    }
    view.markers = std::move(markers);
    const auto unseen = [&](const std::string& code) { return hidden.contains(code); };
    std::erase_if(view.units, [&](const TacticalUnitView& unit) { return unseen(unit.code); });
    for (auto& unit : view.units) {
        for (auto& choice : unit.choices) std::erase_if(choice.targets, unseen);
    }
    for (auto* codes : {&view.turn.toAct, &view.turn.acted, &view.turn.forfeited, &view.turn.cards}) {
        std::erase_if(*codes, unseen);
    }
    for (auto& scouting : view.scouting) {
        if (scouting.keptBy == side || scouting.revealed) continue;
        scouting.die.reset();
        scouting.nonce.clear();
        scouting.holds = false;
    }
    view.viewedBy = side;
    return view;
}

std::string markersLine(const std::vector<TacticalMarkerView>& markers) {
    std::vector<std::string> onTable;
    std::vector<std::string> inAmbush;
    for (const auto& marker : markers) {
        if (marker.revealed) continue;
        const std::string where = marker.spot.empty() || marker.spot == marker.unit
                                      ? ""
                                      : " at " + marker.spot;
        if (marker.kind == "ambush") {
            inAmbush.push_back(marker.unit + where + " (" + marker.side + ")");
            continue;
        }
        const std::string under = marker.kind == "dummy"      ? ": dummy"
                                  : marker.unit.empty() ? ""
                                                        : ": " + marker.unit;
        onTable.push_back(marker.label + under + where + " (" + marker.side + ")");
    }
    std::string line;
    if (!onTable.empty()) line = "Markers: " + joinedWords(onTable, ", ");
    if (!inAmbush.empty()) {
        line += (line.empty() ? "In ambush: " : "; in ambush: ") + joinedWords(inAmbush, ", ");
    }
    return line;
}

}  // namespace tachanka::core
