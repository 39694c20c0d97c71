#include "app/core/campaign/random_events.hpp"

#include <algorithm>

#include "app/core/campaign/action_dice.hpp"
#include "app/core/campaign/campaign_turn.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/orel/orel_operations_lookups.hpp"
#include "app/core/records/record_checks.hpp"
#include "app/core/seats/order_book.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "db/random_event_records.hpp"
#include "rules/orel/operations/events.hpp"
#include "rules/orel/operations/sequence.hpp"

namespace tachanka::core {
namespace {

using db::LedgerTags;
using db::Table;
using model::EventState;

RandomEventView viewOf(const model::Campaign& campaign, model::RandomEventRecord record) {
    RandomEventView view;
    view.side = sideOf(campaign, record.sideId).name;
    ops::RandomEvent event{record.roll, record.roll, record.event,
                           ops::eventKindNamed(record.kind).value_or(ops::EventKind::None),
                           record.title, record.effect, record.recruitPointsLost};
    const auto procedure = ops::eventProcedure(event);
    view.formationChosenBy = procedure.formationChosenBy;
    view.unitsChosenBy = procedure.unitsChosenBy;
    view.timing = procedure.timing;
    if (record.expiresOn) {
        view.expiry = "until the end of the " + otherSide(campaign, record.sideId).name +
                      "' turn of " + record.expiresOn->longForm();
    }
    view.record = std::move(record);
    return view;
}

EventState stateWhenRolled(const ops::RandomEvent& event) {
    switch (event.kind) {
        case ops::EventKind::Controlled: return EventState::Held;
        case ops::EventKind::Suffered:
            return event.recruitPointsLostNextTurn > 0 ? EventState::Pending : EventState::Done;
        case ops::EventKind::None: break;
    }
    return EventState::Done;
}

std::string diceText(const std::vector<rules::DieRoll>& dice, bool typed) {
    std::string text;
    for (const auto& die : dice) {
        text += std::string(text.empty() ? "tens " : ", ones ") + std::to_string(die.value % 10);
    }
    return text + (typed ? ", typed" : ", rolled");
}

// Who decides what, in the players' words, for the ledger and the front ends.
std::string procedureText(const RandomEventView& view) {
    std::string text;
    if (!view.formationChosenBy.empty()) {
        text += "the " + view.formationChosenBy + " chooses the formation";
        if (!view.unitsChosenBy.empty()) text += ", the " + view.unitsChosenBy + " its units";
        text += "; ";
    } else if (!view.unitsChosenBy.empty()) {
        text += "the " + view.unitsChosenBy + " chooses the unit; ";
    }
    text += view.timing;
    if (!view.expiry.empty()) text += "; held " + view.expiry;
    return text;
}

const model::RandomEventRecord& eventWithId(const std::vector<model::RandomEventRecord>& events,
                                            std::int64_t id) {
    for (const auto& event : events) {
        if (event.id == id) return event;
    }
    throw UserError("the campaign has no random event " + std::to_string(id) +
                    ": 'tachanka-cli event FILE' lists them");
}

}  // namespace

RolledEvent rollCampaignEvent(const std::filesystem::path& file,
                              const std::optional<std::vector<int>>& typed,
                              std::optional<std::uint64_t> seed) {
    RolledEvent rolled;
    runCampaignAction(file, "random-event", "random event", [&](ActionContext& ctx) {
        const auto& side = sideNamed(ctx.campaign, ctx.campaign.activeSide);
        requirePhase(ctx, side, model::Phase::RandomEvents, "a random event roll", "6");
        for (const auto& earlier : db::loadRandomEvents(ctx.database)) {
            if (earlier.sideId == side.id && earlier.date == ctx.campaign.date) {
                throw UserError("6: the active player rolls one random event a turn, and the " +
                                side.name + " have rolled theirs of " + earlier.date.longForm() +
                                " already: " + earlier.title + " (" +
                                std::to_string(earlier.roll) + ")");
            }
        }
        const auto tables = loadOrelOperationsTables();
        ActionDice dice(ctx, typed ? std::optional(eventDiceFaces(*typed)) : std::nullopt, seed);
        rules::RecordingDice recording(dice.dice());
        const auto roll = asUserErrors(
            [&] { return ops::rollRandomEvent(tables.tables.events, orelSide(side), recording); });
        dice.checkAllUsed("the roll");
        model::RandomEventRecord record{0,
                                        side.id,
                                        ctx.campaign.date,
                                        roll.roll,
                                        roll.event.id,
                                        std::string(ops::eventKindName(roll.event.kind)),
                                        roll.event.title,
                                        roll.event.effect,
                                        roll.event.recruitPointsLostNextTurn,
                                        stateWhenRolled(roll.event),
                                        std::nullopt,
                                        roll.provisional};
        if (record.state == EventState::Held) {
            // 6.2: held until the end of the opponent's next turn.
            record.expiresOn = ops::nextTurnOf(orelSide(otherSide(ctx.campaign, side.id)),
                                               ctx.campaign.date);
        }
        rolled.event = viewOf(ctx.campaign, record);
        rolled.dice = recording.rolls();
        rolled.typed = dice.typed();
        const std::string text =
            side.name + " roll " + std::to_string(roll.roll) + " (" +
            diceText(rolled.dice, rolled.typed) + "): " + roll.event.title + " (" +
            record.kind + "): " + roll.event.effect + " — " + procedureText(rolled.event) +
            (roll.provisional ? " [provisional events list]" : "");
        rolled.event.record.id = ctx.journal.insert(
            Table::RandomEvent, db::randomEventRow(record),
            LedgerTags::of(model::LedgerKind::RandomEvent).forSide(side.id).because(text));
        ctx.journal.describe("random event of the " + side.name + ": " + roll.event.title);
    });
    return rolled;
}

RandomEventView playCampaignEvent(const std::filesystem::path& file, std::int64_t id,
                                  const std::string& reason) {
    RandomEventView played;
    runCampaignAction(file, "random-event", "play a random event", [&](ActionContext& ctx) {
        const auto events = db::loadRandomEvents(ctx.database);
        auto record = eventWithId(events, id);
        if (record.state != EventState::Held) {
            throw UserError("random event " + std::to_string(id) + " (" + record.title +
                            ") cannot be played: it is " +
                            std::string(model::nameOf(model::eventStateNames, record.state)) +
                            (record.kind == "controlled" ? "" : ", not a Controlled event"));
        }
        const auto& side = sideOf(ctx.campaign, record.sideId);
        const std::string text = "the " + side.name + " play " + record.title + ": " +
                                 record.effect + " (6.2)" +
                                 (reason.empty() ? std::string() : " — " + reason);
        ctx.journal.set(Table::RandomEvent, id, db::Column::State,
                        db::eventStateValue(EventState::Played),
                        LedgerTags::of(model::LedgerKind::RandomEvent)
                            .forSide(side.id)
                            .because(text));
        ctx.journal.describe("the " + side.name + " play " + record.title);
        record.state = EventState::Played;
        played = viewOf(ctx.campaign, record);
    }, playEventOrder(id, reason));
    return played;
}

std::vector<RandomEventView> campaignEvents(const std::filesystem::path& file) {
    return asUserErrors([&] {
        auto campaignFile = db::CampaignFile::openForReading(file);
        const auto campaign = db::loadCampaign(campaignFile.database());
        std::vector<RandomEventView> views;
        for (auto& record : db::loadRandomEvents(campaignFile.database())) {
            views.push_back(viewOf(campaign, std::move(record)));
        }
        return views;
    });
}

EventRecruitLoss takeEventRecruitPoints(ActionContext& ctx, const model::Side& side) {
    EventRecruitLoss loss;
    for (const auto& event : db::loadRandomEvents(ctx.database)) {
        if (event.sideId != side.id || event.state != EventState::Pending) continue;
        loss.points += event.recruitPointsLost;
        const std::string what = event.title + " of " + event.date.longForm();
        loss.because += (loss.because.empty() ? "" : ", ") + what;
        ctx.journal.set(Table::RandomEvent, event.id, db::Column::State,
                        db::eventStateValue(EventState::Done),
                        LedgerTags::of(model::LedgerKind::RandomEvent)
                            .forSide(side.id)
                            .because(what + " takes " + std::to_string(event.recruitPointsLost) +
                                     " RP from this recruitment (6.1)"));
    }
    return loss;
}

std::vector<AppliedStep> expireHeldEvents(ActionContext& ctx, const model::Side& side,
                                          const model::GameDate& date) {
    std::vector<AppliedStep> steps;
    for (const auto& event : db::loadRandomEvents(ctx.database)) {
        if (event.sideId == side.id || event.state != EventState::Held || !event.expiresOn ||
            *event.expiresOn > date) {
            continue;
        }
        const auto& holder = sideOf(ctx.campaign, event.sideId);
        const std::string text = "the " + holder.name + "' " + event.title +
                                 " expires unplayed at the end of the " + side.name +
                                 "' turn (6.2)";
        ctx.journal.set(Table::RandomEvent, event.id, db::Column::State,
                        db::eventStateValue(EventState::Expired),
                        LedgerTags::of(model::LedgerKind::RandomEvent)
                            .forSide(holder.id)
                            .because(text));
        steps.push_back({"random-event", holder.name, text});
    }
    return steps;
}

}  // namespace tachanka::core
