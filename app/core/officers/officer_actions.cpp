#include "app/core/officers/officer_actions.hpp"

#include "app/core/campaign/action_dice.hpp"
#include "app/core/officers/officer_staff.hpp"
#include "app/core/queries/open_campaign.hpp"
#include "app/core/common/campaign_reading.hpp"
#include "app/core/common/user_error.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "db/kept_records.hpp"
#include "db/officer_repository.hpp"

namespace tachanka::core {
namespace {

using db::LedgerTags;
using db::Table;
using db::Value;
using model::OfficerRank;

// What a draw request asks, checked against the campaign: the new officer and his pool.
NewOfficer newOfficer(const ActionContext& context, const OfficerStaff& staff,
                      const CampaignDrawRequest& request) {
    const auto& campaign = context.campaign;
    const auto& side = sideNamed(campaign, request.side);
    NewOfficer officer;
    officer.sideId = side.id;
    const model::Unit* unit = nullptr;
    if (request.unit) unit = &unitCoded(campaign, *request.unit, side.name);
    OfficerRank rank = unit != nullptr ? OfficerRank::Junior : OfficerRank::Senior;
    if (request.rank) {
        const auto named = model::officerRankNamed(*request.rank);
        if (!named) {
            throw UserError("unknown rank '" + *request.rank +
                            "' (ranks: " + model::joinedNames(model::officerRankNames) + ")");
        }
        rank = *named;
    }
    officer.rank = rank;
    if (rank == OfficerRank::Junior) {
        if (unit == nullptr)
            throw UserError("a junior officer commands a unit: say which", {"unit CODE"});
        if (unit->lost() || unit->fate == model::UnitFate::Pending) {
            throw UserError("unit " + unit->code + " is " +
                            std::string(model::unitFateName(unit->fate)) +
                            ": it cannot take an officer now");
        }
        if (const auto* serving = staff.servingJuniorOf(unit->id)) {
            throw UserError("unit " + unit->code + " already has a serving officer, " +
                            serving->name + " (officer " + std::to_string(serving->id) + ")");
        }
        officer.unitId = unit->id;
        officer.formationId = unit->formationId;
        officer.name = request.name.value_or("officer of " + unit->code);
        if (officer.name.empty()) throw UserError("an officer's name cannot be empty");
        return officer;
    }
    if (unit != nullptr) throw UserError("a senior officer commands a formation, not a unit");
    if (request.formation) {
        const auto& formation = formationNamed(campaign, *request.formation);
        bool onSide = false;
        for (const auto& candidate : side.formations)
            onSide = onSide || candidate.id == formation.id;
        if (!onSide) {
            throw UserError("formation '" + formation.name + "' is not one of the " + side.name);
        }
        officer.formationId = formation.id;
    }
    if (const auto* serving = staff.servingSeniorOf(side.id, officer.formationId)) {
        throw UserError(commandName(campaign, side.id, officer.formationId) +
                        " is already commanded by " + serving->name + " (officer " +
                        std::to_string(serving->id) + ")");
    }
    officer.name = request.name.value_or("commander of " +
                                         commandName(campaign, side.id, officer.formationId));
    if (officer.name.empty()) throw UserError("an officer's name cannot be empty");
    return officer;
}

CampaignDrawResult runDraw(const std::filesystem::path& file, const CampaignDrawRequest& request,
                           bool preview) {
    CampaignDrawResult result;
    runOfficerAction(file, "officer drawn", preview, [&](ActionContext& context) {
        OfficerStaff staff(context.database);
        auto officer = newOfficer(context, staff, request);
        auto& pool = staff.poolFor(context.campaign, officer.sideId, officer.formationId);
        // Juniors serve in the formation whose pool they draw from, as at the start.
        if (officer.rank == OfficerRank::Junior) officer.formationId = pool.formationId;
        ActionDice dice(context, request.dice);
        const auto enlisted = enlistOfficer(context.journal, pool, officer, dice.dice(),
                                            keptTokenChoice(request.keep));
        dice.checkAllUsed("the draw");
        result = drawResult(enlisted, officer, pool,
                            commandName(context.campaign, pool.sideId, pool.formationId));
        context.journal.describe(officer.name + " joined with " + result.drawn.at(result.kept));
    });
    if (preview) result.officerId = 0;
    return result;
}

std::vector<OfficerView> officerViews(SQLite::Database& database, const model::Campaign& campaign,
                                      const std::optional<std::string>& side) {
    std::optional<std::int64_t> sideId;
    if (side) sideId = sideNamed(campaign, *side).id;
    std::vector<OfficerView> views;
    const auto units = unitsById(campaign);
    const auto officers = db::officersAsTheyStand(database);  // held: the loop reads through it
    for (const auto& officer : *officers) {
        if (!sideId || officer.sideId == *sideId) {
            views.push_back(officerView(campaign, officer, units));
        }
    }
    return views;
}

}  // namespace

std::vector<OfficerView> listOfficers(const std::filesystem::path& file,
                                      const std::optional<std::string>& side) {
    return readCampaignFile(file, [&](SQLite::Database& database, const model::Campaign& campaign) {
        return officerViews(database, campaign, side);
    });
}

std::vector<OfficerView> listOfficers(OpenCampaign& campaign) {
    return campaign.read([](SQLite::Database& database, const model::Campaign& shown) {
        return officerViews(database, shown, std::nullopt);
    });
}

CampaignDrawResult drawOfficer(const std::filesystem::path& file,
                               const CampaignDrawRequest& request) {
    return runDraw(file, request, false);
}

CampaignDrawResult previewOfficerDraw(const std::filesystem::path& file,
                                      const CampaignDrawRequest& request) {
    return runDraw(file, request, true);
}

OfficerView officerCasualty(const std::filesystem::path& file, std::int64_t officerId,
                            const std::string& fate, const std::string& reason) {
    OfficerView view;
    runCampaignAction(file, "officer", "officer casualty", [&](ActionContext& context) {
        OfficerStaff staff(context.database);
        auto officer = staff.officer(officerId);
        const auto named = model::officerFateNamed(fate);
        if (!named || !isCasualty(*named)) {
            throw UserError("an officer falls killed, wounded or captured, not '" + fate + "'");
        }
        if (officer.fate != model::OfficerFate::Serving) {
            throw UserError(officer.name + " (officer " + std::to_string(officer.id) +
                            ") is already " + std::string(model::officerFateName(officer.fate)));
        }
        officer.fate = *named;
        const std::string line = officer.name + " is " + fate;
        auto tags = LedgerTags::of(model::LedgerKind::OfficerCasualty)
                        .forSide(officer.sideId)
                        .forOfficer(officer.id)
                        .by(1)
                        .because(reason.empty() ? line : line + " (" + reason + ")");
        if (officer.unitId) tags.forUnit(*officer.unitId);
        context.journal.set(Table::Officer, officer.id, db::Column::Fate, Value(fate), tags);
        context.journal.describe(line);
        view = officerView(context.campaign, officer, unitsById(context.campaign));
    });
    return view;
}

}  // namespace tachanka::core
