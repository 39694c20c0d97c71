#include "app/core/campaign/phase_automation.hpp"

#include <algorithm>
#include <string>

#include "app/core/battles/battle_munitions.hpp"
#include "app/core/campaign/command_phase.hpp"
#include "app/core/campaign/random_events.hpp"
#include "app/core/records/map_reentry.hpp"
#include "app/core/orel/orel_operations_lookups.hpp"
#include "app/core/common/user_error.hpp"
#include "db/turn_record.hpp"
#include "rules/orel/operations/movement.hpp"

namespace tachanka::core {
namespace {

using db::LedgerTags;
using db::Table;
using db::Value;

Value number(int value) { return Value(std::int64_t{value}); }

// 4: the day's turn track points (scaled when the campaign was created) and the Orël point,
// saved up to the cap; what does not fit is lost.
std::vector<AppliedStep> receiveRecruitPoints(ActionContext& ctx, const model::Side& side,
                                              const model::GameDate& date) {
    const auto record = db::turnRecord(ctx.database, date.iso(), side.id);
    if (!record) {
        throw UserError("the campaign file is damaged: its turn track has no row for the " +
                        side.name + " on " + date.longForm());
    }
    if (record->received) return {};
    const bool orel = holdsOrel(ctx.campaign, side);
    const auto rules = loadOrelOperationsTables().tables.recruitment;
    const auto events = takeEventRecruitPoints(ctx, side);
    const auto income =
        ops::recruitIncome(rules, record->trackPoints, orel, side.recruitPoints, events.points);
    // The text gives no track points (READINGS.md): a provisional track says so on every line.
    const std::string track = ctx.campaign.provisionalData ? "provisional track " : "track ";
    std::string sources =
        track + std::to_string(income.fromTrack) + ", Orël " + std::to_string(income.orelBonus);
    if (events.points > 0) {
        sources += ", " + events.because + " -" + std::to_string(income.eventLoss);
    }
    const std::string reason = "recruit points of " + date.longForm() + " (" + sources + ") (4)";
    auto tags = [&](model::LedgerKind kind) { return LedgerTags::of(kind).forSide(side.id); };
    ctx.journal.set(Table::Side, side.id, db::Column::RecruitPoints, number(income.pool),
                    tags(model::LedgerKind::RpIncome).by(income.received).because(reason));
    ctx.journal.set(Table::Turn, record->id, db::Column::Received, number(income.received),
                    tags(model::LedgerKind::RpIncome).because(reason));
    ctx.journal.set(
        Table::Turn, record->id, db::Column::OrelBonus, number(income.orelBonus),
        tags(model::LedgerKind::RpIncome)
            .because("the " + side.name + (orel ? " hold" : " do not hold") + " Orël (4)"));
    std::vector<AppliedStep> steps{{"rp-income", side.name,
                                    side.name + " receive " + std::to_string(income.received) +
                                        " RP (" + sources + "); pool " +
                                        std::to_string(income.pool)}};
    if (income.lost > 0) {
        const std::string lost = side.name + " lose " + std::to_string(income.lost) +
                                 " RP above the " + std::to_string(rules.savedMaximum) +
                                 " they may save (4)";
        ctx.journal.set(Table::Turn, record->id, db::Column::PointsLost, number(income.lost),
                        tags(model::LedgerKind::RpLost).by(income.lost).because(lost));
        steps.push_back({"rp-lost", side.name, lost});
    }
    return steps;
}

// 7.4: the first entry hex is taken; the others and the MP lost stay on the ledger's note for
// the player who moves the unit on.
std::string entryText(const model::Arrival& arrival) {
    std::string text;
    if (arrival.entryHexes.empty()) {
        text = "enters as the scenario says";
    } else {
        text = "enters at " + arrival.entryHexes.front().label();
        for (std::size_t i = 1; i < arrival.entryHexes.size(); ++i) {
            text += (i == 1 ? " (or " : ", ") + arrival.entryHexes[i].label();
        }
        if (arrival.entryHexes.size() > 1) text += ")";
    }
    if (!arrival.note.empty()) text += " — " + arrival.note;
    if (arrival.mpPenalty > 0) {
        text += "; " + std::to_string(arrival.mpPenalty) + " MP less this turn";
    }
    return text + " (7.4)";
}

Value firstEntry(const model::Arrival& arrival) {
    if (arrival.entryHexes.empty()) return db::nullValue();
    return Value(arrival.entryHexes.front().label());
}

std::vector<AppliedStep> receiveReinforcements(ActionContext& ctx, const model::Side& side,
                                               const model::GameDate& date) {
    std::vector<AppliedStep> steps;
    for (const model::Unit* unit : side.units()) {
        if (unit->fate != model::UnitFate::Pending || !unit->arrival ||
            unit->arrival->date > date) {
            continue;
        }
        const std::string text = unit->code + " (" + unit->name + ") " + entryText(*unit->arrival);
        auto tags = LedgerTags::of(model::LedgerKind::UnitArrived)
                        .forSide(side.id)
                        .forUnit(unit->id)
                        .because(text);
        ctx.journal.set(Table::Unit, unit->id, db::Column::Fate,
                        Value(std::string(model::unitFateName(model::UnitFate::Active))), tags);
        ctx.journal.set(Table::Unit, unit->id, db::Column::Hex, firstEntry(*unit->arrival), tags);
        steps.push_back({"unit-arrived", side.name, text});
    }
    for (const auto& depot : side.depots) {
        if (depot.fate != model::UnitFate::Pending || !depot.arrival ||
            depot.arrival->date > date) {
            continue;
        }
        const std::string text = std::string(model::depotKindName(depot.kind)) + " depot (" +
                                 std::to_string(depot.munitions) + " munitions) " +
                                 entryText(*depot.arrival);
        auto tags = LedgerTags::of(model::LedgerKind::Depot).forSide(side.id).because(text);
        ctx.journal.set(Table::Depot, depot.id, db::Column::Fate,
                        Value(std::string(model::unitFateName(model::UnitFate::Active))), tags);
        ctx.journal.set(Table::Depot, depot.id, db::Column::Hex, firstEntry(*depot.arrival), tags);
        steps.push_back({"depot", side.name, text});
    }
    return steps;
}

// 10.2: a formation inactive through a day acts again from the next one.
std::vector<AppliedStep> releaseFormations(ActionContext& ctx, const model::GameDate& date) {
    std::vector<AppliedStep> steps;
    for (const auto& side : ctx.campaign.sides) {
        for (const auto& formation : side.formations) {
            if (!formation.inactiveThrough || *formation.inactiveThrough >= date) continue;
            const std::string text = formation.name + " is released (inactive through " +
                                     formation.inactiveThrough->longForm() + ") (10.2)";
            ctx.journal.set(Table::Formation, formation.id, db::Column::InactiveThrough,
                            db::nullValue(),
                            LedgerTags::of(model::LedgerKind::FormationReleased)
                                .forSide(side.id)
                                .because(text));
            steps.push_back({"formation-released", side.name, text});
        }
    }
    return steps;
}

// 7.3 at the end of the side's movement phase. An entrenchment counts as begun this phase when
// the ledger's last change to the unit's marker was made on this day in a movement phase (a
// unit entrenches in its own movement phase, so that was this one); a marker from the setup
// or an earlier day was begun in an earlier phase.
std::vector<AppliedStep> completeEntrenchments(ActionContext& ctx, const model::Side& side,
                                               const model::GameDate& date) {
    std::vector<AppliedStep> steps;
    for (const model::Unit* unit : side.units()) {
        if (!unit->inPlay() || unit->entrenchment != model::Entrenchment::UnderConstruction) {
            continue;
        }
        const auto begun = db::lastChange(ctx.database, Table::Unit, unit->id, "entrenchment");
        const bool begunThisPhase = begun && begun->date == date.iso() &&
                                    begun->phase == model::phaseName(model::Phase::Movement);
        const auto marker =
            ops::entrenchmentAtEndOfMovement(unit->entrenchment, begunThisPhase, false);
        if (marker == unit->entrenchment) continue;
        const std::string text = unit->code + " is now " +
                                 (marker == model::Entrenchment::Entrenched
                                      ? std::string("Entrenched")
                                      : std::string(model::entrenchmentName(marker))) +
                                 ": begun in an earlier movement phase (7.3)";
        ctx.journal.set(Table::Unit, unit->id, db::Column::Entrenchment,
                        Value(std::string(model::entrenchmentName(marker))),
                        LedgerTags::of(model::LedgerKind::Entrenchment)
                            .forSide(side.id)
                            .forUnit(unit->id)
                            .because(text));
        steps.push_back({"entrenchment", side.name, text});
    }
    return steps;
}

// 8.7.3 B at the side's clean-up: the markers "from the previous turn" go. A marker placed
// through the campaign's actions was placed in this turn when its action came after the one
// that began this player's turn (a Red unit routed in the White turn of the same day rallies
// at the Red clean-up). A marker with no such record (set up with the campaign) counts by its
// date: placed before today, or without a date, it is from an earlier turn.
bool routedThisTurn(ActionContext& ctx, const model::Unit& unit, const model::GameDate& date) {
    if (const auto placed = db::lastChange(ctx.database, Table::Unit, unit.id, "mode")) {
        return placed->actionId > db::turnStartAction(ctx.database);
    }
    return unit.routedOn && *unit.routedOn >= date;
}

// The map is not in the campaign, so enemy ZoC is read from the units' hexes alone: the hexes
// around enemy stacks of at least 2 steps of units that exert one (1.2, ops::inEnemyZoc),
// every enemy unit in play on a hex counting.
std::vector<AppliedStep> rallyRoutedUnits(ActionContext& ctx, const model::Side& side,
                                          const model::GameDate& date) {
    std::vector<AppliedStep> steps;
    const ops::Units units = unitsOnMap(ctx.campaign);
    const ops::Stacks stacks(units);
    const ops::Side player = orelSide(side);
    for (const model::Unit* unit : side.units()) {
        if (!unit->inPlay() || unit->mode != model::UnitMode::Routed) continue;
        const bool placedThisTurn = routedThisTurn(ctx, *unit, date);
        const bool inZoc = unit->hex && !unit->offMap && ops::inEnemyZoc(stacks, *unit->hex, player);
        if (!ops::routMarkerRemovedAtCleanUp(placedThisTurn, inZoc)) continue;
        const std::string text =
            unit->code + " rallies: its Rout marker goes and it is in " + "Combat mode (8.7.3 B)";
        auto tags = LedgerTags::of(model::LedgerKind::Mode)
                        .forSide(side.id)
                        .forUnit(unit->id)
                        .because(text);
        ctx.journal.set(Table::Unit, unit->id, db::Column::Mode,
                        Value(std::string(model::unitModeName(model::UnitMode::Combat))), tags);
        ctx.journal.set(Table::Unit, unit->id, db::Column::RoutedOn, db::nullValue(), tags);
        steps.push_back({"mode", side.name, text});
    }
    return steps;
}

void append(std::vector<AppliedStep>& all, std::vector<AppliedStep> more) {
    all.insert(all.end(), std::make_move_iterator(more.begin()),
               std::make_move_iterator(more.end()));
}

}  // namespace

std::vector<AppliedStep> enterPhase(ActionContext& ctx, const ops::TurnPosition& from,
                                    const ops::TurnPosition& to) {
    std::vector<AppliedStep> steps;
    if (to.date != from.date) append(steps, releaseFormations(ctx, to.date));
    if (from.phase == model::Phase::Movement) {
        const model::Side& mover = sidePlaying(ctx.campaign, from.side);
        append(steps, completeEntrenchments(ctx, mover, from.date));
        append(steps, eliminateUnitsLeftOffMap(ctx, mover, from.date));
    }
    if (from.phase == model::Phase::Combat) {
        const model::Side& attacker = sidePlaying(ctx.campaign, from.side);
        for (auto& line : unsupplyDepotsThatPaid(ctx, attacker, from.date)) {
            steps.push_back({"depot", attacker.name, std::move(line)});
        }
    }
    if (from.phase == model::Phase::CleanUp) {
        append(steps, expireHeldEvents(ctx, sidePlaying(ctx.campaign, from.side), from.date));
    }
    const model::Side& side = sidePlaying(ctx.campaign, to.side);
    switch (to.phase) {
        case model::Phase::Recruitment:
            append(steps, receiveRecruitPoints(ctx, side, to.date));
            break;
        case model::Phase::CommandCheck:
            append(steps, checkCommandStatus(ctx, side, {}));
            break;
        case model::Phase::Movement:
            append(steps, receiveReinforcements(ctx, side, to.date));
            break;
        case model::Phase::CleanUp:
            append(steps, rallyRoutedUnits(ctx, side, to.date));
            break;
        default:
            break;
    }
    return steps;
}

}  // namespace tachanka::core
