#include "app/core/records/unit_records.hpp"

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/campaign/campaign_turn.hpp"
#include "app/core/orel/orel_operations_lookups.hpp"
#include "app/core/records/depot_elimination.hpp"
#include "app/core/records/move_checks.hpp"
#include "app/core/records/formation_release.hpp"
#include "app/core/records/movement_turn.hpp"
#include "app/core/records/orel_placement.hpp"
#include "db/turn_record.hpp"
#include "app/core/records/record_checks.hpp"
#include "app/core/records/unit_changes.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/seats/order_book.hpp"

namespace tachanka::core {
namespace {

bool changesState(const UnitChangeRequest& request) {
    return request.mode || request.unsupplied || request.entrenchment || request.hex ||
           request.offMap || request.outOfCommand || request.orelPlace || request.marchingDay;
}

// What the request asks, parsed and checked against the unit as it stands: nothing is
// written unless every part of it makes sense.
struct CheckedChange {
    std::optional<model::UnitMode> mode;
    std::optional<model::Entrenchment> entrenchment;
    std::optional<model::Hex> hex;
    std::optional<bool> townCentre;
    const model::Side* captor = nullptr;
    MovementSpent spent;
};

// 7.1.5 "At no time during its move may a unit be adjacent to an enemy unit": where it set out
// and where it stops (the path between is the players' to trace).
void checkMarchingDay(const model::Campaign& campaign, const model::Unit& unit,
                      const CheckedChange& checked) {
    const std::string who = "unit " + unit.code;
    if (!checked.hex) {
        throw UserError("a Marching Day is a move: give the hex " + unit.code + " marches to");
    }
    const auto& side = sideOf(campaign, unit.sideId);
    if (const auto refusal = ops::marchingDayRefusal(orelSide(side), moverOf(unit.kind),
                                                     unit.outOfCommand, unit.mode)) {
        throw UserError(who + ": " + *refusal);
    }
    if ((checked.mode && *checked.mode != model::UnitMode::March) || checked.entrenchment) {
        throw UserError("after a Marching Day, units are automatically in March mode and cannot "
                        "spend MP for special actions (7.1.5)");
    }
    for (const auto& other : campaign.sides) {
        if (other.id == unit.sideId) continue;
        for (const model::Unit* enemy : other.units()) {
            if (!enemy->inPlay() || enemy->offMap || !enemy->hex) continue;
            for (const auto hex : {unit.hex, checked.hex}) {
                if (hex && model::distance(*hex, *enemy->hex) <= 1) {
                    throw UserError(who + " may not be adjacent to an enemy unit during a " +
                                    "Marching Day (7.1.5): " + enemy->code + " stands at " +
                                    enemy->hex->label() + ", next to " + hex->label());
                }
            }
        }
    }
}

// 7.1.1: the place in Orël is chosen on entering, and changed only in a friendly movement
// phase, for the whole stack.
void checkOrelPlace(ActionContext& context, const model::Unit& unit, CheckedChange& checked,
                    const std::string& place) {
    const auto& campaign = context.campaign;
    const std::string who = "unit " + unit.code;
    checked.townCentre = townCentreNamed(place);
    const auto orel = orelHexOf(campaign);
    const auto at = checked.hex ? checked.hex : unit.hex;
    if (!orel || at != orel || unit.offMap) {
        throw UserError(who + " is not in Orël" + (orel ? " (" + orel->label() + ")" : "") +
                        ": only units there stand in its suburbs or centre (7.1.1)");
    }
    const auto stack = stackInTownCentre(campaign, unit.sideId, unit.id);
    const bool movesStack = stack && *stack != *checked.townCentre;
    const bool movesItself = !checked.hex && unit.townCentre != *checked.townCentre;
    if (!checked.hex && !movesStack && !movesItself) {
        throw UserError(who + " is already in Orël's " + place);
    }
    if (movesStack || movesItself) {
        requirePhase(context, sideOf(campaign, unit.sideId), model::Phase::Movement,
                     "moving between Orël's suburbs and centre", "7.1.1");
    }
}

// 7: the hexes of `--path`, ending at the hex moved to.
std::vector<model::Hex> pathOf(const UnitChangeRequest& request, const model::Unit& unit,
                               const std::optional<model::Hex>& to) {
    if (request.path.empty()) return {};
    if (!to) throw UserError("a path is traced for a move: give the hex " + unit.code + " moves to");
    std::vector<model::Hex> path;
    for (const auto& hex : request.path) path.push_back(hexNamed(hex, "a hex of the path"));
    if (path.back() != *to) path.push_back(*to);
    return path;
}

CheckedChange check(ActionContext& context, const UnitChangeRequest& request,
                    const model::Unit& unit) {
    const std::string who = "unit " + unit.code;
    if (!request.loseSteps && !request.recoverSteps && !changesState(request) &&
        !request.eliminate && !request.capture) {
        throw UserError("nothing to record for " + who + ": say what changed",
                        {"lose N", "mode MODE", "hex HEX", "eliminate", "..."});
    }
    if (unit.fate == model::UnitFate::Pending) {
        throw UserError(who + " has not arrived yet" +
                        (unit.arrival ? " (due " + unit.arrival->date.iso() + ")" : std::string()) +
                        ": nothing can happen to it");
    }
    if (unit.lost()) {
        throw UserError(who + " is already " + std::string(model::unitFateName(unit.fate)));
    }
    if (request.loseSteps && request.recoverSteps) {
        throw UserError("a unit cannot lose and recover steps in one record: record them apart");
    }
    if (request.eliminate && request.capture) {
        throw UserError(who + " cannot be both eliminated and captured");
    }
    if ((request.eliminate || request.capture) && changesState(request)) {
        throw UserError(who +
                        " is leaving play: record its mode, supply or hex separately, "
                        "before it is eliminated or captured");
    }
    int remaining = unit.stepsRemaining();
    if (request.loseSteps) {
        if (*request.loseSteps < 1) throw UserError("steps lost must be at least 1");
        if (*request.loseSteps > remaining) {
            throw UserError(who + " has only " + stepsText(remaining) + " left: it cannot lose " +
                            std::to_string(*request.loseSteps));
        }
        remaining -= *request.loseSteps;
        if (remaining == 0 && request.capture) {
            throw UserError(who +
                            " is eliminated by losing its last step: it cannot also be "
                            "captured");
        }
    }
    if (request.recoverSteps) {
        if (*request.recoverSteps < 1) throw UserError("steps recovered must be at least 1");
        if (*request.recoverSteps > unit.stepsLost) {
            throw UserError(who + " has lost only " + stepsText(unit.stepsLost) +
                            ": it cannot recover " + std::to_string(*request.recoverSteps));
        }
    }
    CheckedChange checked;
    if (request.mode) {
        checked.mode = model::unitModeNamed(*request.mode);
        if (!checked.mode) {
            throw UserError("unknown mode '" + *request.mode +
                            "' (modes: " + model::joinedNames(model::unitModeNames) + ")");
        }
        if (*checked.mode == unit.mode)
            throw UserError(who + " is already in " + *request.mode + " mode");
    }
    if (request.entrenchment) {
        checked.entrenchment = model::entrenchmentNamed(*request.entrenchment);
        if (!checked.entrenchment) {
            throw UserError("unknown entrenchment '" + *request.entrenchment + "' (" +
                            model::joinedNames(model::entrenchmentNames) + ")");
        }
        if (*checked.entrenchment == unit.entrenchment) {
            throw UserError(who + "'s entrenchment is already " + *request.entrenchment);
        }
    }
    if (request.hex) {
        checked.hex = hexNamed(*request.hex, "the hex " + unit.code + " moves to");
        if (unit.hex == checked.hex) throw UserError(who + " is already in hex " + *request.hex);
    }
    // Whose move it is and what it costs first: a refused turn is the one line to give. What a
    // battle did (its retreats, advances and modes) is no move of the movement phase.
    if (!request.battleId) {
        checked.spent = checkMovementTurn(context, unit,
                                          {checked.hex, pathOf(request, unit, checked.hex),
                                           checked.mode, checked.entrenchment,
                                           request.marchingDay});
    }
    if (checked.hex) {
        checkMove(context, unit, {*checked.hex, remaining});
        if (!loneEnemyDepotsAt(context.campaign, unit.sideId, *checked.hex).empty()) {
            checkAdvanceIntoDepot(context.campaign, unit, *checked.hex);
        }
    }
    if (request.unsupplied && *request.unsupplied == unit.unsupplied) {
        throw UserError(who + " is already " + (unit.unsupplied ? "unsupplied" : "supplied"));
    }
    if (request.offMap && *request.offMap == unit.offMap) {
        throw UserError(who + " is already " + (unit.offMap ? "off the map" : "on the map"));
    }
    if (request.outOfCommand && *request.outOfCommand == unit.outOfCommand) {
        throw UserError(who + " is already " +
                        (unit.outOfCommand ? "out of command" : "in command"));
    }
    if (request.marchingDay) {
        checkMarchingDay(context.campaign, unit, checked);
    } else if (db::madeMarchingDay(context.database, unit.id, context.campaign.date.iso()) &&
               ((checked.mode && *checked.mode == model::UnitMode::Combat) ||
                checked.entrenchment)) {
        throw UserError(who + " made a Marching Day today: it cannot spend MP for special " +
                        "actions, Combat mode included (7.1.5)");
    }
    if (request.orelPlace) checkOrelPlace(context, unit, checked, *request.orelPlace);
    if (request.capture) checked.captor = &otherSide(context.campaign, unit.sideId);
    if (request.battleId) checkBattle(context.database, *request.battleId);
    return checked;
}

void record(ActionContext& context, const UnitChangeRequest& request, const CheckedChange& checked,
            UnitChangeResult& result) {
    UnitChanges changes(context, result.unit, {request.battleId, request.reason}, result.changes);
    if (request.recoverSteps) changes.recover(*request.recoverSteps);
    if (request.loseSteps) changes.lose(*request.loseSteps);
    const auto& spent = checked.spent;
    if (checked.mode) changes.mode(*checked.mode, spent.combatMode);
    if (request.unsupplied) changes.unsupplied(*request.unsupplied);
    if (checked.entrenchment) changes.entrenchment(*checked.entrenchment, spent.entrenching);
    if (checked.hex) {
        changes.move(*checked.hex, spent.move);
        eliminateDepotsAt(context, result.unit, *checked.hex, result.changes);
        releaseApproachedFormations(context, changes.unit(), result.changes);
    }
    if (spent.modeAfter) changes.mode(*spent.modeAfter);
    if (spent.line) result.changes.push_back(*spent.line);
    if (request.marchingDay) {
        const std::string line = result.unit.code +
                                 " made a White Marching Day: +2 MP, then March mode and no "
                                 "special action (7.1.5)";
        context.journal.note(db::LedgerTags::of(model::LedgerKind::MarchingDay)
                                 .forSide(result.unit.sideId)
                                 .forUnit(result.unit.id)
                                 .because(line));
        result.changes.push_back(line);
        if (changes.unit().mode != model::UnitMode::March) changes.mode(model::UnitMode::March);
    }
    if (checked.townCentre) {
        const auto& side = sideOf(context.campaign, result.unit.sideId);
        placeStackInOrel(context, result.unit.sideId, *checked.townCentre, result.unit.id,
                         "chosen by the " + side.name + " (7.1.1)", result.changes);
    }
    if (request.offMap) changes.offMap(*request.offMap);
    if (request.outOfCommand) changes.outOfCommand(*request.outOfCommand);
    if (request.eliminate) changes.eliminate();
    if (checked.captor != nullptr) changes.capture(*checked.captor);
    result.unit = changes.unit();
    if (checked.townCentre) result.unit.townCentre = *checked.townCentre;
}

}  // namespace

UnitChangeResult recordUnitChange(const std::filesystem::path& file,
                                  const UnitChangeRequest& request) {
    UnitChangeResult result;
    runCampaignAction(file, "unit", "record for unit " + request.code, [&](ActionContext& context) {
        const auto& unit =
            unitCoded(context.campaign, request.code,
                      request.side ? std::optional<std::string_view>(*request.side) : std::nullopt);
        const auto checked = check(context, request, unit);
        result.side = sideOf(context.campaign, unit.sideId).name;
        result.unit = unit;
        record(context, request, checked, result);
        std::string summary;
        for (const auto& line : result.changes) summary += (summary.empty() ? "" : "; ") + line;
        context.journal.describe(summary);
    }, unitOrder(request));
    return result;
}

}  // namespace tachanka::core
