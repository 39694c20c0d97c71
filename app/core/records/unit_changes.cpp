#include "app/core/records/unit_changes.hpp"

#include <algorithm>

#include "app/core/officers/officer_staff.hpp"
#include "app/core/records/map_reentry.hpp"
#include "app/core/records/orel_placement.hpp"
#include "app/core/records/record_checks.hpp"

namespace tachanka::core {
namespace {

using db::LedgerTags;
using db::Table;
using db::Value;

Value flag(bool value) { return std::int64_t{value ? 1 : 0}; }

}  // namespace

std::string stepsText(int steps) {
    return std::to_string(steps) + (steps == 1 ? " step" : " steps");
}

UnitChanges::UnitChanges(ActionContext& context, const model::Unit& unit, ChangeCause cause,
                         std::vector<std::string>& lines)
    : context_(context), unit_(unit), cause_(std::move(cause)), lines_(lines) {}

LedgerTags UnitChanges::tags(model::LedgerKind kind, std::int64_t amount,
                             const std::string& line) const {
    auto made = LedgerTags::of(kind).forUnit(unit_.id).by(amount).because(
        cause_.reason.empty() ? line : line + " (" + cause_.reason + ")");
    if (cause_.battleId) made.inBattle(*cause_.battleId);
    return made;
}

void UnitChanges::addLine(const std::string& line) {
    if (lines_.empty() || lines_.back() != line) lines_.push_back(line);
}

void UnitChanges::set(db::Column column, const Value& value, model::LedgerKind kind,
                      std::int64_t amount, const std::string& line) {
    context_.journal.set(Table::Unit, unit_.id, column, value,
                         tags(kind, amount, line).forSide(unit_.sideId));
    addLine(line);
}

void UnitChanges::recover(int steps) {
    unit_.stepsLost -= steps;
    set(db::Column::StepsLost, Value(std::int64_t{unit_.stepsLost}),
        model::LedgerKind::StepRecovered, steps,
        unit_.code + " recovered " + stepsText(steps) + " (" +
            std::to_string(unit_.stepsRemaining()) + " of " + std::to_string(unit_.stepsMax) +
            " now)");
}

void UnitChanges::lose(int steps) {
    unit_.stepsLost += steps;
    set(db::Column::StepsLost, Value(std::int64_t{unit_.stepsLost}), model::LedgerKind::StepLost,
        steps,
        unit_.code + " lost " + stepsText(steps) + " (" + std::to_string(unit_.stepsRemaining()) +
            " of " + std::to_string(unit_.stepsMax) + " left)");
    if (unit_.stepsRemaining() == 0) {
        leavePlay(model::UnitFate::Eliminated, model::LedgerKind::UnitEliminated,
                  unit_.code + " lost its last step and is eliminated");
    }
}

void UnitChanges::mode(model::UnitMode mode, int movementPoints) {
    const bool wasRouted = unit_.mode == model::UnitMode::Routed;
    unit_.mode = mode;
    const auto name = std::string(model::unitModeName(mode));
    const std::string line = unit_.code + " is now " +
                             (mode == model::UnitMode::Routed ? "routed" : "in " + name + " mode");
    set(db::Column::Mode, Value(name), model::LedgerKind::Mode, movementPoints, line);
    // The Routed marker's day is what clean-up and rallying look at (8.7.3).
    if (mode == model::UnitMode::Routed) {
        unit_.routedOn = context_.campaign.date;
        set(db::Column::RoutedOn, Value(unit_.routedOn->iso()), model::LedgerKind::Mode, 0, line);
    } else if (wasRouted) {
        unit_.routedOn.reset();
        set(db::Column::RoutedOn, db::nullValue(), model::LedgerKind::Mode, 0, line);
    }
}

void UnitChanges::unsupplied(bool unsupplied) {
    unit_.unsupplied = unsupplied;
    set(db::Column::Unsupplied, flag(unsupplied), model::LedgerKind::Supply, 0,
        unit_.code + (unsupplied ? " is out of supply" : " is supplied again"));
}

void UnitChanges::entrenchment(model::Entrenchment entrenchment, int movementPoints) {
    unit_.entrenchment = entrenchment;
    const auto name = std::string(model::entrenchmentName(entrenchment));
    set(db::Column::Entrenchment, Value(name), model::LedgerKind::Entrenchment, movementPoints,
        unit_.code + "'s entrenchment is now " + name);
}

void UnitChanges::move(model::Hex hex, int movementPoints) {
    const auto from = unit_.hex;
    unit_.hex = hex;
    set(db::Column::Hex, Value(hex.label()), model::LedgerKind::Moved, movementPoints,
        unit_.code + " moved to " + hex.label());
    if (from && *from != hex) leaveLocationsAt(*from);
    // 7.1.1: a unit entering Orël joins its side's units there, suburbs or centre; one
    // leaving it takes its Centre Ville marker with it no further.
    const auto orel = orelHexOf(context_.campaign);
    const bool centre =
        orel && hex == *orel &&
        stackInTownCentre(context_.campaign, unit_.sideId, unit_.id).value_or(false);
    if (centre != unit_.townCentre) {
        unit_.townCentre = centre;
        set(db::Column::TownCentre, flag(centre), model::LedgerKind::Moved, 0,
            unit_.code + (centre ? " joins its side's units in Orël's town centre (7.1.1)"
                                 : " leaves Orël's town centre (7.1.1)"));
    }
    // 10.2: a victory location belongs to the side that has a unit in it alone.
    for (const auto& location : context_.campaign.locations) {
        if (location.hex != hex || location.controllerSideId == unit_.sideId) continue;
        if (enemyInPlayAt(context_.campaign, unit_.sideId, hex)) continue;
        const auto& side = sideOf(context_.campaign, unit_.sideId);
        const std::string line = side.name + " took control of " + location.name;
        context_.journal.set(
            Table::Location, location.id, db::Column::ControllerSideId, unit_.sideId,
            tags(model::LedgerKind::LocationControl, 0, line).forSide(unit_.sideId));
        addLine(line);
    }
}

void UnitChanges::offMap(bool offMap) {
    unit_.offMap = offMap;
    const auto& campaign = context_.campaign;
    const std::string line =
        offMap ? unit_.code + " left the map: it " +
                     reentryText(reentryOptions(campaign, unit_, campaign.date,
                                                sideNamed(campaign, campaign.activeSide).id))
               : unit_.code + " came back onto the map";
    set(db::Column::OffMap, flag(offMap), model::LedgerKind::OffMap, 0, line);
    if (offMap && unit_.hex) leaveLocationsAt(*unit_.hex);
}

// 10.2 "occupied by a friendly unit": a side holds a victory location only while a unit of
// its own is in it, so the last one to leave (or to fall) leaves it to neither side.
void UnitChanges::leaveLocationsAt(model::Hex hex) {
    const auto& campaign = context_.campaign;
    for (const auto& location : campaign.locations) {
        if (location.hex != hex || location.controllerSideId != unit_.sideId) continue;
        const auto& side = sideOf(campaign, unit_.sideId);
        const auto units = side.units();
        const bool stillHeld =
            std::any_of(units.begin(), units.end(), [&](const model::Unit* other) {
                return other->id != unit_.id && other->inPlay() && !other->offMap &&
                       other->hex == hex;
            });
        if (stillHeld) continue;
        const std::string line = "the " + side.name + " no longer hold " + location.name +
                                 ": no unit of theirs is in it (10.2)";
        context_.journal.set(Table::Location, location.id, db::Column::ControllerSideId,
                             db::nullValue(),
                             tags(model::LedgerKind::LocationControl, 0, line).forSide(side.id));
        addLine(line);
    }
}

void UnitChanges::outOfCommand(bool outOfCommand) {
    unit_.outOfCommand = outOfCommand;
    set(db::Column::OutOfCommand, flag(outOfCommand), model::LedgerKind::OutOfCommand, 0,
        unit_.code + (outOfCommand ? " is out of command" : " is back in command"));
}

void UnitChanges::withdraw(const model::GameDate& back, const std::string& rule) {
    const auto hex = unit_.hex;
    if (unit_.stepsLost > 0) recover(unit_.stepsLost);
    const std::string line = unit_.code + " is withdrawn, back as a reinforcement on " +
                             back.longForm() + (hex ? " in hex " + hex->label() : "") + " (" +
                             rule + ")";
    unit_.arrival = model::Arrival{back, {}, 0, rule};
    if (hex) unit_.arrival->entryHexes.push_back(*hex);
    const auto kind = model::LedgerKind::UnitWithdrawn;
    set(db::Column::ArrivalDate, Value(back.iso()), kind, 0, line);
    set(db::Column::EntryHexes, Value(hex ? hex->label() : std::string()), kind, 0, line);
    set(db::Column::MpPenalty, Value(std::int64_t{0}), kind, 0, line);
    set(db::Column::ArrivalNote, Value(rule), kind, 0, line);
    leavePlay(model::UnitFate::Pending, kind, line);
    set(db::Column::Hex, db::nullValue(), kind, 0, line);
}

void UnitChanges::eliminate() {
    if (unit_.lost()) return;
    leavePlay(model::UnitFate::Eliminated, model::LedgerKind::UnitEliminated,
              unit_.code + " is eliminated with " + stepsText(unit_.stepsRemaining()));
}

void UnitChanges::leavePlay(model::UnitFate fate, model::LedgerKind kind, const std::string& line) {
    const int steps = unit_.stepsRemaining();
    unit_.fate = fate;
    set(db::Column::Fate, Value(std::string(model::unitFateName(fate))), kind, steps, line);
    if (unit_.hex && !unit_.offMap) leaveLocationsAt(*unit_.hex);
}

void UnitChanges::capture(const model::Side& captor, bool prisoners) {
    const int steps = unit_.stepsRemaining();
    leavePlay(model::UnitFate::Captured, model::LedgerKind::UnitCaptured,
              unit_.code + " is captured by the " + captor.name + " with " + stepsText(steps));
    // Red Actions! "Definitions": a junior officer may not separate from the unit he
    // commands, so he goes into captivity with it.
    juniorOfficerFate(model::OfficerFate::Captured, " is captured with his unit");
    if (steps == 0 || !prisoners) return;
    takePrisoners(context_, captor, steps, cause_, lines_, unit_.id);
}

void takePrisoners(ActionContext& context, const model::Side& captor, int steps,
                   const ChangeCause& cause, std::vector<std::string>& lines,
                   std::optional<std::int64_t> captured) {
    const std::string line = "the " + captor.name + " took " + std::to_string(steps) +
                             " prisoners (" + std::to_string(captor.prisoners + steps) + " now)";
    auto tags = LedgerTags::of(model::LedgerKind::PrisonersTaken)
                    .forSide(captor.id)
                    .by(steps)
                    .because(cause.reason.empty() ? line : line + " (" + cause.reason + ")");
    if (cause.battleId) tags.inBattle(*cause.battleId);
    if (captured) tags.forUnit(*captured);
    context.journal.set(Table::Side, captor.id, db::Column::Prisoners,
                        Value(std::int64_t{captor.prisoners + steps}), tags);
    lines.push_back(line);
}

void UnitChanges::juniorOfficerKilled() {
    juniorOfficerFate(model::OfficerFate::Killed, " is killed with his unit");
}

void UnitChanges::juniorOfficerKilledInBattle() {
    juniorOfficerFate(model::OfficerFate::Killed, " is killed in battle");
}

void UnitChanges::juniorOfficerFate(model::OfficerFate fate, const std::string& words) {
    const OfficerStaff staff(context_.database);
    const model::Officer* officer = staff.servingJuniorOf(unit_.id);
    if (officer == nullptr) return;
    const std::string line = officer->name + words;
    context_.journal.set(Table::Officer, officer->id, db::Column::Fate,
                         Value(std::string(model::officerFateName(fate))),
                         tags(model::LedgerKind::OfficerCasualty, 1, line)
                             .forSide(unit_.sideId)
                             .forOfficer(officer->id));
    addLine(line);
}

}  // namespace tachanka::core
