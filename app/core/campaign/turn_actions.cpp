#include "app/core/campaign/turn_actions.hpp"

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/campaign/campaign_service.hpp"
#include "app/core/campaign/campaign_turn.hpp"
#include "app/core/orel/orel_operations_lookups.hpp"
#include "app/core/campaign/phase_automation.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/seats/order_book.hpp"
#include "db/campaign_cache.hpp"
#include "db/campaign_repository.hpp"

namespace tachanka::core {
namespace {

TurnStatus statusOf(model::Campaign campaign) {
    TurnStatus status;
    status.byHand =
        ops::automaticSteps(campaign.phase, loadOrelOperationsTables().tables.recruitment);
    status.ended = atLastPhase(campaign);
    status.campaign = std::move(campaign);
    return status;
}

}  // namespace

TurnStatus describeTurn(const std::filesystem::path& file) {
    return statusOf(describeCampaign(file));
}

TurnAdvance advanceTurn(const std::filesystem::path& file) {
    TurnAdvance advance;
    runCampaignAction(file, "advance", "advance the turn", [&](ActionContext& ctx) {
        const auto& campaign = ctx.campaign;
        if (atLastPhase(campaign)) {
            throw UserError("the campaign ended on " + campaign.lastDay().longForm() +
                            " with the " + campaign.activeSide +
                            "' clean-up: the scenario has no later phase");
        }
        const ops::TurnPosition from = positionOf(campaign);
        const ops::TurnPosition to = ops::nextPosition(from);
        const model::Side& side = sidePlaying(campaign, to.side);
        const std::string line = to.date.longForm() + " · " + side.name + " turn · " +
                                 std::string(model::phaseTitle(to.phase));
        auto tags = db::LedgerTags::of(model::LedgerKind::Phase).forSide(side.id).because(line);
        ctx.journal.set(db::Table::Campaign, 1, db::Column::GameDate, db::Value(to.date.iso()),
                        tags);
        ctx.journal.set(db::Table::Campaign, 1, db::Column::ActiveSideId, db::Value(side.id), tags);
        ctx.journal.set(db::Table::Campaign, 1, db::Column::Phase,
                        db::Value(std::string(model::phaseName(to.phase))), tags);
        ctx.journal.describe("advance to " + line);
        advance.from = campaign.turnLine();
        advance.applied = enterPhase(ctx, from, to);
        advance.now = statusOf(
            *db::campaignWithOwnChanges(ctx.database, ctx.state, ctx.journal.actionId()));
    }, advanceOrder());
    return advance;
}

}  // namespace tachanka::core
