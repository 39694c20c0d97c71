// "Ambushes": scouting a spot with a roll made secretly, a senior officer ordering a unit out
// of ambush, a marker lifted when the enemy sees it; and what the other actions of the table
// spring, lift and may not do while a unit is hidden.

#include <algorithm>
#include <stdexcept>

#include "app/core/common/dice_choice.hpp"
#include "app/core/redactions/army_field.hpp"
#include "app/core/redactions/hidden_table.hpp"
#include "app/core/redactions/hidden_table_rows.hpp"
#include "app/core/battles/tactical_state.hpp"
#include "app/core/seats/seat_keys.hpp"
#include "db/hidden_records.hpp"
#include "db/tactical_records.hpp"
#include "rules/redactions/battle/hidden_setup.hpp"

namespace tachanka::core {
namespace {

namespace ra = rules::redactions;

constexpr int nonceBytes = 16;

// The tables' unit named `code`, refused in one line naming the units there are.
const ra::TacticalUnit& unitOnTable(const ra::TacticalBattle& table, const std::string& code) {
    try {
        return table.unit(code);
    } catch (const std::invalid_argument& unknown) {
        throw UserError(unknown.what());
    }
}

std::int64_t enemyOf(const model::Campaign& campaign, std::int64_t sideId) {
    for (const auto& side : campaign.sides) {
        if (side.id != sideId) return side.id;
    }
    throw UserError("the campaign has no side against side " + std::to_string(sideId));
}

std::int64_t sideIdOf(const std::vector<model::TacticalUnitRecord>& records,
                      const std::string& code) {
    for (const auto& record : records) {
        if (record.code == code) return record.sideId;
    }
    throw UserError("there is no unit " + code);
}

struct HiddenAction {
    std::string effects;
    std::string tableCell;
    std::vector<model::TacticalRoll> rolls;
    std::string diceOrigin = model::noDice;
};

HiddenAction scout(ActionContext& context, const model::Battle& battle,
                   const TacticalActionRequest& request, const BattleDice& dice,
                   const std::vector<model::TacticalEvent>& log) {
    const auto records = db::loadTacticalUnits(context.database, battle.id);
    const auto table = tableOf(context.database, battle, records);
    const auto& unit = unitOnTable(table, request.actor);
    const auto markers = db::loadTacticalMarkers(context.database, battle.id);
    if (const auto* own = hiddenMarkerOf(markers, records, unit.code); own && own->kind == "ambush") {
        throw UserError(unit.code + " lies in ambush: it scouts nothing until it springs or is "
                                    "ordered out");
    }
    const auto turn = turnOf(log);
    if (turn.turn > 0 && turn.hasForfeited(unit.code)) {
        throw UserError(unit.code + " forfeited its action segment this turn: it scouts during it");
    }
    const auto secrets = db::loadTacticalSecrets(context.database, battle.id);
    std::vector<ra::ScoutingDone> thisTurn;
    for (const auto& secret : secrets) {
        if (secret.turn == turn.turn) thisTurn.push_back({secret.scout, secret.spot});
    }
    const auto numbers = loadFieldRules().ambush;
    if (const auto refused =
            ra::scoutRefusal(numbers, unit, request.target, request.distance, thisTurn)) {
        throw UserError(*refused);
    }
    const auto enemy = enemyOf(context.campaign, sideIdOf(records, unit.code));
    const model::TacticalMarker* ambush = nullptr;
    for (const auto& marker : markers) {
        if (!marker.revealed && marker.kind == "ambush" && marker.sideId == enemy &&
            marker.spot == request.target) {
            ambush = &marker;
        }
    }
    const DiceChoice choice{dice.typed, dice.seed.value_or(context.diceSeed()), nullptr};
    const auto rolled = asUserErrors([&] {
        return rollWith(choice, [&](rules::Dice& source) {
            return ra::scoutSpot(numbers, unit, ambush != nullptr, source);
        });
    });
    model::TacticalSecret secret;
    secret.battleId = battle.id;
    secret.sideId = enemy;
    secret.sequence = nextSequence(log);
    secret.turn = turn.turn;
    secret.scout = unit.code;
    secret.spot = request.target;
    secret.die = rolled.result.die;
    secret.nonce = randomHex(nonceBytes);
    secret.commitment = digestOf(commitmentText(secret));
    secret.revealed = rolled.result.discovered;
    context.journal.insert(db::Table::TacticalSecret, db::tacticalSecretRow(secret),
                           db::LedgerTags::of(model::LedgerKind::BattleRoll)
                               .forSide(enemy)
                               .inBattle(battle.id)
                               .because(unit.code + " scouts " + secret.spot));
    HiddenAction done;
    done.tableCell = "commitment " + secret.commitment;
    done.diceOrigin = model::committedDice;
    if (!rolled.result.discovered) {
        done.effects = "scouts " + secret.spot + ": nothing found; the roll is kept secret, " +
                       "committed as " + secret.commitment.substr(0, 16);
        return done;
    }
    revealMarker(context, battle, *ambush);
    revealRollsAt(context, battle, secret.spot);
    std::string found;
    for (const auto& record : records) {
        if (ambush->tacticalUnitId == record.id) found = record.code;
    }
    done.rolls.push_back({"scouting for an ambush", 6, *secret.die});
    done.effects = "scouts " + secret.spot + ": an ambush discovered (" +
                   std::to_string(*secret.die) + "): " + found +
                   " is placed on the table and the ambush fails";
    return done;
}

HiddenAction orderOut(ActionContext& context, const model::Battle& battle,
                      const TacticalActionRequest& request) {
    const auto records = db::loadTacticalUnits(context.database, battle.id);
    const auto table = tableOf(context.database, battle, records);
    const auto& unit = unitOnTable(table, request.actor);
    const auto markers = db::loadTacticalMarkers(context.database, battle.id);
    const auto* marker = hiddenMarkerOf(markers, records, unit.code);
    if (marker == nullptr || marker->kind != "ambush") {
        throw UserError(unit.code + " is not in ambush: there is nothing to order it out of");
    }
    if (request.senior.empty()) {
        throw UserError("name the senior officer sent to order " + unit.code +
                        " out of ambush: --senior NAME");
    }
    const auto senior = asUserErrors([&] { return table.senior(request.senior); });
    if (senior.attacker != unit.attacker || senior.killed) {
        throw UserError(senior.name + (senior.killed ? " has fallen" : " is of the other side") +
                        ": a senior officer of its own side orders " + unit.code +
                        " out of ambush");
    }
    revealMarker(context, battle, *marker);
    revealRollsAt(context, battle, marker->spot);
    HiddenAction done;
    done.effects = senior.name + " orders " + unit.code + " out of ambush at " + marker->spot +
                   ": it moves as normal from now on";
    return done;
}

HiddenAction reveal(ActionContext& context, const model::Battle& battle,
                    const TacticalActionRequest& request) {
    const auto records = db::loadTacticalUnits(context.database, battle.id);
    const auto markers = db::loadTacticalMarkers(context.database, battle.id);
    const model::TacticalMarker* found = hiddenMarkerOf(markers, records, request.actor);
    for (const auto& marker : markers) {
        if (!marker.revealed && marker.label == request.actor) found = &marker;
    }
    if (found == nullptr) {
        throw UserError("no marker " + request.actor +
                        " still hides anything: name a marker (M3) or a unit under one");
    }
    if (found->kind == "ambush") {
        throw UserError(request.actor + " lies in ambush: an ambush shows when it springs, is "
                                        "found by scouting or is ordered out");
    }
    std::string unit;
    for (const auto& record : records) {
        if (found->tacticalUnitId == record.id) unit = record.code;
    }
    revealMarker(context, battle, *found);
    HiddenAction done;
    done.effects = revealedText(*found, unit) + " (seen by the enemy)";
    return done;
}

}  // namespace

bool hiddenTableAction(std::string_view action) {
    return action == "scout" || action == "order-out" || action == "reveal";
}

void actOnHiddenTable(ActionContext& context, const model::Battle& battle,
                      const TacticalActionRequest& request, const BattleDice& dice,
                      TacticalActionReport& report) {
    if (battle.tacticalSystem != redActionsSystem) {
        throw UserError(request.action + " is Red Actions!'s (\"Ambushes\"); battle " +
                        std::to_string(battle.id) + " is fought in " + battle.tacticalSystem);
    }
    const auto log = db::loadTacticalEvents(context.database, battle.id);
    const auto done = request.action == "scout"       ? scout(context, battle, request, dice, log)
                      : request.action == "order-out" ? orderOut(context, battle, request)
                                                      : reveal(context, battle, request);
    auto& event = report.event;
    event.sequence = nextSequence(log);
    event.action = request.action;
    event.actor = request.actor;
    event.target = request.target;
    event.rolls = done.rolls;
    event.diceOrigin = done.diceOrigin;
    event.tableCell = done.tableCell;
    event.effects = done.effects;
    event.stateBefore =
        db::markersText(db::loadTacticalUnits(context.database, battle.id), battle.buildings,
                        db::loadTacticalSeniors(context.database, battle.id));
    appendEvent(context, battle, event);
    context.journal.describe("battle " + std::to_string(battle.id) + ": " + request.action +
                             " " + request.actor + ": " + event.effects);
    report.effects = {event.effects};
}

void checkHiddenTable(SQLite::Database& database, const model::Battle& battle,
                      ra::ActionRequest& action) {
    const auto markers = db::loadTacticalMarkers(database, battle.id);
    const auto records = db::loadTacticalUnits(database, battle.id);
    const auto* actor = hiddenMarkerOf(markers, records, action.actor);
    if (actor != nullptr && actor->kind == "ambush") {
        if (const auto refused = ra::ambusherRefusal(action.action)) {
            throw UserError(action.actor + ": " + *refused + " (battle act FILE ID order-out " +
                            action.actor + " --senior NAME)");
        }
        action.shot.ambush = action.action == ra::TacticalAction::Shoot;
        action.charge.ambush = action.action == ra::TacticalAction::Charge;
    } else if (action.shot.ambush || action.charge.ambush) {
        throw UserError(action.actor + " is not in ambush: only a unit the defender noted in "
                                       "ambush at the set-up (battle setup --ambush) springs one");
    }
    const auto* target = hiddenMarkerOf(markers, records, action.target);
    if (target != nullptr && target->kind == "ambush" && ra::revealsTarget(action.action)) {
        throw UserError(action.target + " lies hidden in ambush: it is found by scouting, or "
                                        "shows itself when it springs");
    }
}

std::vector<std::string> revealAfterAction(ActionContext& context, const model::Battle& battle,
                                           const ra::ActionRequest& action) {
    const auto markers = db::loadTacticalMarkers(context.database, battle.id);
    const auto records = db::loadTacticalUnits(context.database, battle.id);
    std::vector<std::string> lines;
    if (const auto* actor = hiddenMarkerOf(markers, records, action.actor);
        actor != nullptr && ra::revealsActor(action.action)) {
        revealMarker(context, battle, *actor);
        if (actor->kind == "ambush") revealRollsAt(context, battle, actor->spot);
        lines.push_back(revealedText(*actor, action.actor));
    }
    if (const auto* target = hiddenMarkerOf(markers, records, action.target);
        target != nullptr && ra::revealsTarget(action.action)) {
        revealMarker(context, battle, *target);
        lines.push_back(revealedText(*target, action.target));
    }
    return lines;
}

void revealAtEnd(ActionContext& context, const model::Battle& battle) {
    for (const auto& marker : db::loadTacticalMarkers(context.database, battle.id)) {
        if (!marker.revealed) revealMarker(context, battle, marker);
    }
    for (const auto& secret : db::loadTacticalSecrets(context.database, battle.id)) {
        if (!secret.revealed) revealRollsAt(context, battle, secret.spot);
    }
}

}  // namespace tachanka::core
