#include "app/core/recruitment/recruitment_actions.hpp"

#include <algorithm>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/campaign/campaign_turn.hpp"
#include "app/core/campaign/umpire_override.hpp"
#include "app/core/orel/orel_operations_lookups.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/seats/order_book.hpp"

namespace tachanka::core {
namespace {

using db::LedgerTags;
using db::Table;
using db::Value;

Value number(int value) { return Value(std::int64_t{value}); }

// The hexes of the side's functional depots in play.
std::vector<model::Hex> functionalDepotHexes(const model::Side& side) {
    std::vector<model::Hex> hexes;
    for (const auto& depot : side.depots) {
        if (depot.fate == model::UnitFate::Active && depot.functional && depot.hex) {
            hexes.push_back(*depot.hex);
        }
    }
    return hexes;
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
        requirePhase(ctx, side, model::Phase::Recruitment, "step recovery", "4.3.1");
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
            unit.hex && ops::withinRecoveryRange(rules, *unit.hex, functionalDepotHexes(side));
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
        ctx.journal.set(Table::Side, side.id, db::Column::RecruitPoints, number(result.pool),
                        LedgerTags::of(model::LedgerKind::RpSpent)
                            .forSide(side.id)
                            .forUnit(unit.id)
                            .by(result.pointsSpent)
                            .because(reason));
        ctx.journal.set(Table::Unit, unit.id, db::Column::StepsLost,
                        number(unit.stepsMax - result.steps),
                        LedgerTags::of(model::LedgerKind::StepRecovered)
                            .forSide(side.id)
                            .forUnit(unit.id)
                            .by(result.steps - candidate.steps)
                            .because(reason));
        if (result.recruitsMarkerPlaced) {
            // The stored TQ is the one the unit fights with: the marker's −1 is in it.
            auto tags = LedgerTags::of(model::LedgerKind::RecruitsMarker)
                            .forSide(side.id)
                            .forUnit(unit.id)
                            .because(unit.code +
                                     " is back at full strength for the first time: "
                                     "Recruits −1Q marker (4.3.1 B)");
            ctx.journal.set(Table::Unit, unit.id, db::Column::RecruitsMarker, number(1), tags);
            ctx.journal.set(Table::Unit, unit.id, db::Column::TroopQuality,
                            number(result.troopQuality), tags);
        }
        ctx.journal.describe(reason);
        done = {side.name,           unit.code,     result.pointsSpent,
                result.steps,        unit.stepsMax, result.recruitsMarkerPlaced,
                result.troopQuality, result.pool};
    }, recruitOrder(unitCode, steps, sideName));
    return done;
}

PrisonersTaken takePrisoners(const std::filesystem::path& file, const std::string& sideName,
                             int count, const std::optional<std::string>& reason) {
    PrisonersTaken done;
    runCampaignAction(file, "prisoners", "take prisoners", [&](ActionContext& ctx) {
        const model::Side& side = sideNamed(ctx.campaign, sideName);
        if (count < 1) throw UserError("take at least one prisoner (4.1)");
        if (reason && reason->empty()) throw UserError("the reason for the prisoners is empty");
        // 4.1 lists where steps are captured (8.7.3, 8.7.4, 8.8.3, 8.8.4): all in combat, and a
        // battle applied tallies its own; by hand they are the captures of a combat the
        // campaign did not resolve, so in a combat phase, of either side's turn.
        if (ctx.campaign.phase != model::Phase::Combat) {
            ruleRefuses(ctx, {"4.1: prisoners are captured in combat (8.7.3, 8.7.4, 8.8.3), in a "
                              "combat phase; the campaign is at " + ctx.campaign.turnLine(),
                              side.id, std::nullopt});
        }
        const std::string why = reason.value_or("enemy strength steps captured (4.1)");
        const int held = side.prisoners + count;
        ctx.journal.set(Table::Side, side.id, db::Column::Prisoners, number(held),
                        LedgerTags::of(model::LedgerKind::PrisonersTaken)
                            .forSide(side.id)
                            .by(count)
                            .because(why));
        ctx.journal.describe("the " + side.name + " take " + std::to_string(count) +
                             " prisoner(s): " + why);
        done = {side.name, count, held};
    });
    return done;
}

PrisonersConverted convertPrisoners(const std::filesystem::path& file, const std::string& sideName,
                                    std::optional<int> groups) {
    PrisonersConverted done;
    runCampaignAction(file, "prisoners", "enlist prisoners", [&](ActionContext& ctx) {
        const model::Side& side = sideNamed(ctx.campaign, sideName);
        requirePhase(ctx, side, model::Phase::Recruitment, "enlisting prisoners", "4.1");
        const auto rules = loadOrelOperationsTables().tables.recruitment;
        const int wanted = groups.value_or(ops::prisonerGroups(rules, side.prisoners));
        if (!groups && wanted == 0) {
            throw UserError("the " + side.name + " hold " + std::to_string(side.prisoners) +
                            " prisoner(s), fewer than the " + std::to_string(rules.prisonersPerRp) +
                            " one recruit point needs (4.1)");
        }
        const auto result =
            ops::convertPrisoners(rules, side.prisoners, wanted, side.recruitPoints);
        if (result.refusal) throw UserError(*result.refusal);
        const int used = side.prisoners - result.prisonersLeft;
        std::string why = std::to_string(used) + " prisoners enlisted as " +
                          std::to_string(wanted) + " recruit point(s) (4.1)";
        if (result.lost > 0) {
            why += "; " + std::to_string(result.lost) + " lost above the " +
                   std::to_string(rules.savedMaximum) + " that may be saved (4)";
        }
        ctx.journal.set(Table::Side, side.id, db::Column::Prisoners, number(result.prisonersLeft),
                        LedgerTags::of(model::LedgerKind::PrisonersConverted)
                            .forSide(side.id)
                            .by(used)
                            .because(why));
        ctx.journal.set(Table::Side, side.id, db::Column::RecruitPoints, number(result.pool),
                        LedgerTags::of(model::LedgerKind::RpFromPrisoners)
                            .forSide(side.id)
                            .by(result.received)
                            .because(why));
        ctx.journal.describe("the " + side.name + ": " + why);
        done = {side.name, used, result.prisonersLeft, result.received, result.lost, result.pool};
    }, convertOrder(sideName, groups));
    return done;
}

}  // namespace tachanka::core
