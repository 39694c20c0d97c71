#include "app/core/campaign/campaign_action.hpp"

#include <algorithm>


#include "app/core/campaign/campaign_backups.hpp"
#include "app/core/campaign/umpire_override.hpp"
#include "app/core/officers/officer_enlistment.hpp"
#include "app/core/common/user_error.hpp"
#include "db/campaign_cache.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "db/side_file.hpp"
#include "model/ledger_kind.hpp"

namespace tachanka::core {
namespace {

std::string lowered(std::string_view text) {
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return lower;
}

// In a side's file only the side's own orders, in its own turn: the rest is the umpire's.
void refuseOutOfSideFile(const ActionContext& context, const db::SideFileMark& sideFile,
                         const std::filesystem::path& file, std::string_view description,
                         const std::optional<Order>& order) {
    const auto& side = sideOf(context.campaign, sideFile.sideId).name;
    const std::string whose = "'" + file.string() + "' is the " + side + "' file: ";
    if (!order || UmpireOverride::current() != nullptr) {
        throw UserError(whose + "'" + std::string(description) +
                        "' is the umpire's to do, in his campaign; the " + side +
                        " send him their orders (seat orders)");
    }
    if (context.campaign.activeSide != side) {
        throw UserError(whose + "it is the " + context.campaign.activeSide +
                        "' turn; the " + side + " play again in the umpire's next file");
    }
}

}  // namespace

std::uint64_t ActionContext::diceSeed() const {
    return actionSeed(campaign.seed, journal.actionId());
}

void runCampaignAction(const std::filesystem::path& file, std::string_view kind,
                       std::string_view description,
                       const std::function<void(ActionContext&)>& body,
                       const std::optional<Order>& order) {
    asUserErrors([&] {
        auto campaignFile = db::CampaignFile::open(file);
        backingUpTodaysFirstChange(campaignFile, [&] {
            campaignFile.act(kind, description, [&](db::Journal& journal) {
                auto state = db::campaignAsItStands(campaignFile);
                ActionContext context{journal, campaignFile.database(), state, *state, order};
                const auto sideFile = db::sideFileMark(campaignFile.database());
                if (sideFile) refuseOutOfSideFile(context, *sideFile, file, description, order);
                body(context);
                if (sideFile) {
                    journal.note(db::LedgerTags::of(model::LedgerKind::Order)
                                     .forSide(sideFile->sideId)
                                     .because(context.order->text()));
                }
            });
        });
    });
}

UndoResult undoLastAction(const std::filesystem::path& file, std::optional<std::int64_t> shown) {
    return asUserErrors([&] {
        auto campaignFile = db::CampaignFile::open(file);
        UndoResult result;
        backingUpTodaysFirstChange(campaignFile, [&] {
            // A restore of a backup replaced the whole campaign: its undo puts back the whole
            // campaign it replaced.
            if (const auto restore = undoBackupRestore(campaignFile, shown)) {
                result = UndoResult{restore->actionId, restore->kind, restore->description};
                return;
            }
            const auto undone = campaignFile.undo([&](const db::UndoneAction& next) {
                db::campaignAsItStands(campaignFile);
                if (shown && next.actionId != *shown) {
                    throw UserError("nothing undone in '" + file.string() +
                                    "': its last action is now '" + next.description +
                                    "', written elsewhere since the one offered");
                }
            });
            if (!undone) {
                throw UserError("nothing to undo in '" + file.string() +
                                "': only the campaign's creation is left");
            }
            result = UndoResult{undone->actionId, undone->kind, undone->description};
        });
        return result;
    });
}

std::optional<UndoResult> actionToUndo(const std::filesystem::path& file) {
    return asUserErrors([&]() -> std::optional<UndoResult> {
        auto campaignFile = db::CampaignFile::open(file);
        std::optional<UndoResult> next;
        campaignFile.rehearse([&] {
            if (const auto undone = db::undoLastAction(campaignFile.database())) {
                next = UndoResult{undone->actionId, undone->kind, undone->description};
            }
        });
        return next;
    });
}

HistoryMark historyMark(const std::filesystem::path& file) {
    return asUserErrors([&] {
        auto campaignFile = db::CampaignFile::open(file);
        return db::historyMark(campaignFile.database());
    });
}

const model::Side& sideNamed(const model::Campaign& campaign, std::string_view name) {
    std::string names;
    for (const auto& side : campaign.sides) {
        if (lowered(side.name) == lowered(name)) return side;
        names += (names.empty() ? "" : ", ") + side.name;
    }
    throw UserError("no side '" + std::string(name) + "' in this campaign (sides: " + names + ")");
}

const model::Unit& unitCoded(const model::Campaign& campaign, std::string_view code,
                             std::optional<std::string_view> side) {
    const model::Unit* found = nullptr;
    for (const auto& candidate : campaign.sides) {
        if (side && lowered(candidate.name) != lowered(*side)) continue;
        for (const model::Unit* unit : candidate.units()) {
            if (unit->code != code) continue;
            if (found != nullptr) {
                throw UserError("unit code '" + std::string(code) +
                                "' is used by both sides; say which side",
                                {"side NAME"});
            }
            found = unit;
        }
    }
    if (side) sideNamed(campaign, *side);
    if (found == nullptr) {
        throw UserError("no unit '" + std::string(code) + "' in this campaign" +
                        (side ? " on the " + std::string(*side) + " side" : std::string()) +
                        " (the units list shows every code)");
    }
    return *found;
}

const model::Formation& formationNamed(const model::Campaign& campaign, std::string_view name) {
    for (const auto& side : campaign.sides) {
        for (const auto& formation : side.formations) {
            if (formation.name == name) return formation;
        }
    }
    throw UserError("no formation '" + std::string(name) + "' in this campaign");
}

const model::Side& sideOf(const model::Campaign& campaign, std::int64_t sideId) {
    for (const auto& side : campaign.sides) {
        if (side.id == sideId) return side;
    }
    throw UserError("the campaign file is damaged: no side " + std::to_string(sideId));
}

rules::orel::Side orelSide(const model::Side& side) {
    const auto player = rules::orel::sideNamed(lowered(side.name));
    if (!player) {
        throw UserError("side '" + side.name +
                        "' is neither the Whites nor the Reds of Orel 1919's rules");
    }
    return *player;
}

}  // namespace tachanka::core
