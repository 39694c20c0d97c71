#include "app/core/recruitment_actions.hpp"

#include <algorithm>

#include "app/core/campaign_action.hpp"
#include "app/core/campaign_turn.hpp"
#include "app/core/orel_operations_lookups.hpp"
#include "app/core/user_error.hpp"

namespace tachanka::core {
namespace {

using db::LedgerTags;
using db::Table;
using db::Value;

Value number(int value) { return Value(std::int64_t{value}); }

// 4.3.1 C "within range (5 MP) of a functional Depot": the campaign has no map, so the range
// is counted in hexes from the unit to each functional depot of its side in play.
bool withinRecoveryRange(const model::Side& side, const model::Unit& unit, int range) {
    if (!unit.hex) return false;
    return std::any_of(side.depots.begin(), side.depots.end(), [&](const model::Depot& depot) {
        return depot.fate == model::UnitFate::Active && depot.functional && depot.hex &&
               model::distance(*unit.hex, *depot.hex) <= range;
    });
}

}  // namespace

StepRecoveryDone recoverSteps(const std::filesystem::path& file, const std::string& unitCode,
                              int steps, const std::optional<std::string>& sideName) {
    StepRecoveryDone done;
    runCampaignAction(file, "recruit", "recover strength steps", [&](ActionContext& ctx) {
        const auto& campaign = ctx.campaign;
        const model::Unit& unit =
            unitCoded(campaign, unitCode,
                      sideName ? std::optional<std::string_view>(*sideName) : std::nullopt);
        const model::Side& side = sideOf(campaign, unit.sideId);
        requirePhase(campaign, side, model::Phase::Recruitment, "step recovery");
        if (!unit.inPlay()) {
            throw UserError(unit.code + " is " + std::string(model::unitFateName(unit.fate)) +
                            ", not in play: it cannot recover strength steps");
        }
        const auto rules = loadOrelOperationsTables().tables.recruitment;
        ops::RecoveryCandidate candidate;
        candidate.side = orelSide(side);
        candidate.mover = moverOf(unit.kind);
        candidate.mode = unit.mode;
        candidate.withinRangeOfFunctionalDepot =
            withinRecoveryRange(side, unit, rules.recoveryRange);
        candidate.offMap = unit.offMap;
        candidate.steps = unit.stepsRemaining();
        candidate.originalSteps = unit.stepsMax;
        candidate.troopQuality = unit.troopQuality;
        candidate.hasRecruitsMarker = unit.recruitsMarker;
        const auto result = ops::recoverSteps(rules, candidate, steps, side.recruitPoints);
        if (result.refusal) throw UserError(unit.code + ": " + *result.refusal);

        const std::string reason = unit.code + " recovers " + std::to_string(steps) +
                                   " step(s) for " + std::to_string(result.pointsSpent) +
                                   " RP (4.3.1)";
        ctx.journal.set(Table::Side, side.id, "recruit_points", number(result.pool),
                        LedgerTags::of("rp-spent").forSide(side.id).forUnit(unit.id)
                            .by(result.pointsSpent).because(reason));
        ctx.journal.set(Table::Unit, unit.id, "steps_lost",
                        number(unit.stepsMax - result.steps),
                        LedgerTags::of("step-recovered").forSide(side.id).forUnit(unit.id)
                            .by(result.steps - candidate.steps).because(reason));
        if (result.recruitsMarkerPlaced) {
            // The stored TQ is the one the unit fights with: the marker's −1 is in it.
            auto tags = LedgerTags::of("recruits-marker").forSide(side.id).forUnit(unit.id)
                            .because(unit.code + " is back at full strength for the first time: "
                                                 "Recruits −1Q marker (4.3.1 B)");
            ctx.journal.set(Table::Unit, unit.id, "recruits_marker", number(1), tags);
            ctx.journal.set(Table::Unit, unit.id, "troop_quality", number(result.troopQuality),
                            tags);
        }
        ctx.journal.describe(reason);
        done = {side.name,     unit.code,   result.pointsSpent,  result.steps,
                unit.stepsMax, result.recruitsMarkerPlaced, result.troopQuality, result.pool};
    });
    return done;
}

PrisonersTaken takePrisoners(const std::filesystem::path& file, const std::string& sideName,
                             int count, const std::optional<std::string>& reason) {
    PrisonersTaken done;
    runCampaignAction(file, "prisoners", "take prisoners", [&](ActionContext& ctx) {
        const model::Side& side = sideNamed(ctx.campaign, sideName);
        if (count < 1) throw UserError("take at least one prisoner (4.1)");
        if (reason && reason->empty()) throw UserError("the reason for the prisoners is empty");
        const std::string why = reason.value_or("enemy strength steps captured (4.1)");
        const int held = side.prisoners + count;
        ctx.journal.set(Table::Side, side.id, "prisoners", number(held),
                        LedgerTags::of("prisoners-taken").forSide(side.id).by(count).because(why));
        ctx.journal.describe("the " + side.name + " take " + std::to_string(count) +
                             " prisoner(s): " + why);
        done = {side.name, count, held};
    });
    return done;
}

PrisonersConverted convertPrisoners(const std::filesystem::path& file,
                                    const std::string& sideName, std::optional<int> groups) {
    PrisonersConverted done;
    runCampaignAction(file, "prisoners", "enlist prisoners", [&](ActionContext& ctx) {
        const model::Side& side = sideNamed(ctx.campaign, sideName);
        requirePhase(ctx.campaign, side, model::Phase::Recruitment, "enlisting prisoners");
        const auto rules = loadOrelOperationsTables().tables.recruitment;
        const int wanted = groups.value_or(ops::prisonerGroups(rules, side.prisoners));
        if (!groups && wanted == 0) {
            throw UserError("the " + side.name + " hold " + std::to_string(side.prisoners) +
                            " prisoner(s), fewer than the " +
                            std::to_string(rules.prisonersPerRp) + " one recruit point needs (4.1)");
        }
        const auto result = ops::convertPrisoners(rules, side.prisoners, wanted, side.recruitPoints);
        if (result.refusal) throw UserError(*result.refusal);
        const int used = side.prisoners - result.prisonersLeft;
        std::string why = std::to_string(used) + " prisoners enlisted as " +
                          std::to_string(wanted) + " recruit point(s) (4.1)";
        if (result.lost > 0) {
            why += "; " + std::to_string(result.lost) + " lost above the " +
                   std::to_string(rules.savedMaximum) + " that may be saved (4)";
        }
        ctx.journal.set(Table::Side, side.id, "prisoners", number(result.prisonersLeft),
                        LedgerTags::of("prisoners-converted").forSide(side.id).by(used)
                            .because(why));
        ctx.journal.set(Table::Side, side.id, "recruit_points", number(result.pool),
                        LedgerTags::of("rp-from-prisoners").forSide(side.id).by(result.received)
                            .because(why));
        ctx.journal.describe("the " + side.name + ": " + why);
        done = {side.name, used, result.prisonersLeft, result.received, result.lost, result.pool};
    });
    return done;
}

}  // namespace tachanka::core
