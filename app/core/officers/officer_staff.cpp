#include "app/core/officers/officer_staff.hpp"

#include "app/core/common/user_error.hpp"
#include "db/officer_repository.hpp"

namespace tachanka::core {
namespace {

struct Previewed {};  // leaves a previewed action unwritten once it has run

}  // namespace

namespace ra = rules::redactions;
using model::OfficerRank;

const model::Formation* formationWithId(const model::Campaign& campaign, std::int64_t id) {
    for (const auto& side : campaign.sides) {
        for (const auto& formation : side.formations) {
            if (formation.id == id) return &formation;
        }
    }
    return nullptr;
}

std::vector<const model::Formation*> formationChain(const model::Campaign& campaign,
                                                    std::optional<std::int64_t> id) {
    std::vector<const model::Formation*> chain;
    for (const auto* at = id ? formationWithId(campaign, *id) : nullptr; at != nullptr;
         at = at->parentId ? formationWithId(campaign, *at->parentId) : nullptr) {
        chain.push_back(at);
    }
    return chain;
}

// Through the formations in place, without a list of each side's units built per call; a list
// naming a unit for each of its rows looks them up in unitsById instead.
const model::Unit* unitWithId(const model::Campaign& campaign, std::int64_t id) {
    for (const auto& side : campaign.sides) {
        for (const auto& formation : side.formations) {
            for (const auto& unit : formation.units) {
                if (unit.id == id) return &unit;
            }
        }
    }
    return nullptr;
}

UnitsById unitsById(const model::Campaign& campaign) {
    UnitsById units;
    for (const auto& side : campaign.sides) {
        for (const auto& formation : side.formations) {
            for (const auto& unit : formation.units) units.try_emplace(unit.id, &unit);
        }
    }
    return units;
}

OfficerView officerView(const model::Campaign& campaign, const model::Officer& officer,
                        const UnitsById& units) {
    OfficerView view;
    view.id = officer.id;
    view.side = sideOf(campaign, officer.sideId).name;
    view.rank = officer.rank;
    view.name = officer.name;
    if (officer.formationId) {
        if (const auto* formation = formationWithId(campaign, *officer.formationId)) {
            view.formation = formation->name;
        }
    }
    if (officer.unitId) {
        if (const auto unit = units.find(*officer.unitId); unit != units.end()) {
            view.unit = unit->second->code;
        }
    }
    if (officer.token) {
        view.moraleBonus = officer.token->moraleBonus;
        view.token = ra::tokenLabel(officerToken(*officer.token));
    }
    view.fate = officer.fate;
    return view;
}

std::string commandName(const model::Campaign& campaign, std::int64_t sideId,
                        std::optional<std::int64_t> formationId) {
    if (formationId) {
        if (const auto* formation = formationWithId(campaign, *formationId)) return formation->name;
    }
    return "the " + sideOf(campaign, sideId).name + "' command";
}

OfficerStaff::OfficerStaff(SQLite::Database& database)
    : officers(db::loadOfficers(database)), pools(db::loadTokenPools(database)) {}

const model::Officer& OfficerStaff::officer(std::int64_t id) const {
    for (const auto& officer : officers) {
        if (officer.id == id) return officer;
    }
    throw UserError("no officer " + std::to_string(id) +
                    " in this campaign (the officers list shows every number)");
}

model::TokenPool& OfficerStaff::poolFor(const model::Campaign& campaign, std::int64_t sideId,
                                        std::optional<std::int64_t> formationId) {
    for (const auto* at : formationChain(campaign, formationId)) {
        for (auto& pool : pools) {
            if (pool.sideId == sideId && pool.formationId == at->id) return pool;
        }
    }
    for (auto& pool : pools) {
        if (pool.sideId == sideId && !pool.formationId) return pool;
    }
    throw UserError("the " + sideOf(campaign, sideId).name +
                    " have no officer tokens to draw from (their army list has none)");
}

const model::Officer* OfficerStaff::servingJuniorOf(std::int64_t unitId) const {
    for (const auto& officer : officers) {
        if (officer.fate == model::OfficerFate::Serving && officer.rank == OfficerRank::Junior &&
            officer.unitId == unitId) {
            return &officer;
        }
    }
    return nullptr;
}

const model::Officer* OfficerStaff::servingSeniorOf(std::int64_t sideId,
                                                    std::optional<std::int64_t> formationId) const {
    for (const auto& officer : officers) {
        if (officer.fate == model::OfficerFate::Serving && officer.rank == OfficerRank::Senior &&
            officer.sideId == sideId && officer.formationId == formationId) {
            return &officer;
        }
    }
    return nullptr;
}

ra::KeepChoice keptTokenChoice(std::optional<int> keep) {
    if (!keep) return ra::keepBestMoraleBonus;
    if (*keep < 1) throw UserError("the token kept is counted from 1, the first drawn");
    const auto index = static_cast<std::size_t>(*keep - 1);
    return [index](const std::vector<ra::OfficerToken>&) { return index; };
}

CampaignDrawResult drawResult(const Enlisted& enlisted, const NewOfficer& officer,
                              const model::TokenPool& pool, const std::string& poolOwner) {
    CampaignDrawResult result;
    result.officerId = enlisted.officerId;
    result.name = officer.name;
    result.rank = officer.rank;
    result.pool = pool.army + " tokens of " + poolOwner;
    for (const auto& token : enlisted.draw.drawn) result.drawn.push_back(ra::tokenLabel(token));
    result.kept = enlisted.draw.kept;
    return result;
}

bool isCasualty(model::OfficerFate fate) {
    return fate == model::OfficerFate::Killed || fate == model::OfficerFate::Wounded ||
           fate == model::OfficerFate::Captured;
}

void runOfficerAction(const std::filesystem::path& file, std::string_view description, bool preview,
                      const std::function<void(ActionContext&)>& body) {
    try {
        runCampaignAction(file, "officer", description, [&](ActionContext& context) {
            body(context);
            if (preview) throw Previewed{};
        });
    } catch (const Previewed&) {
    }
}

}  // namespace tachanka::core
