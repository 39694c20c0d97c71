#include "app/core/officer_actions.hpp"

#include "app/core/campaign_action.hpp"
#include "app/core/officer_enlistment.hpp"
#include "app/core/user_error.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "db/officer_repository.hpp"
#include "rules/seeded_dice.hpp"

namespace tachanka::core {
namespace {

namespace ra = rules::redactions;
using db::LedgerTags;
using db::Table;
using db::Value;
using model::OfficerRank;

const model::Formation* formationWithId(const model::Campaign& campaign, std::int64_t id) {
    for (const auto& side : campaign.sides) {
        for (const auto& formation : side.formations) {
            if (formation.id == id) return &formation;
        }
    }
    return nullptr;
}

const model::Unit* unitWithId(const model::Campaign& campaign, std::int64_t id) {
    for (const auto& side : campaign.sides) {
        for (const model::Unit* unit : side.units()) {
            if (unit->id == id) return unit;
        }
    }
    return nullptr;
}

OfficerView viewOf(const model::Campaign& campaign, const model::Officer& officer) {
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
        if (const auto* unit = unitWithId(campaign, *officer.unitId)) view.unit = unit->code;
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

// The officers and pools of the campaign as the action found them.
struct Staff {
    std::vector<model::Officer> officers;
    std::vector<model::TokenPool> pools;

    explicit Staff(SQLite::Database& database)
        : officers(db::loadOfficers(database)), pools(db::loadTokenPools(database)) {}

    const model::Officer& officer(std::int64_t id) const {
        for (const auto& officer : officers) {
            if (officer.id == id) return officer;
        }
        throw UserError("no officer " + std::to_string(id) +
                        " in this campaign (see 'tachanka-cli officers FILE')");
    }

    // The pool of the nearest commanded formation at or above `formationId`, or the side
    // commander's: where the officers of that formation draw (as at the campaign's creation).
    model::TokenPool& poolFor(const model::Campaign& campaign, std::int64_t sideId,
                              std::optional<std::int64_t> formationId) {
        for (const model::Formation* at = formationId ? formationWithId(campaign, *formationId)
                                                      : nullptr;
             at != nullptr;
             at = at->parentId ? formationWithId(campaign, *at->parentId) : nullptr) {
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

    const model::Officer* servingJuniorOf(std::int64_t unitId) const {
        for (const auto& officer : officers) {
            if (officer.fate == model::OfficerFate::Serving &&
                officer.rank == OfficerRank::Junior && officer.unitId == unitId) {
                return &officer;
            }
        }
        return nullptr;
    }

    const model::Officer* servingSeniorOf(std::int64_t sideId,
                                          std::optional<std::int64_t> formationId) const {
        for (const auto& officer : officers) {
            if (officer.fate == model::OfficerFate::Serving &&
                officer.rank == OfficerRank::Senior && officer.sideId == sideId &&
                officer.formationId == formationId) {
                return &officer;
            }
        }
        return nullptr;
    }
};

// The dice of a draw: those typed at the table, or the action's own seeded dice.
class DrawDice {
public:
    DrawDice(const ActionContext& context, const std::optional<std::vector<int>>& typed)
        : seeded_(context.diceSeed()) {
        if (typed) scripted_.emplace(*typed);
    }
    rules::Dice& dice() {
        if (scripted_) return *scripted_;
        return seeded_;
    }
    void checkAllUsed() const {
        if (scripted_ && scripted_->remaining() > 0) {
            throw UserError(std::to_string(scripted_->remaining()) +
                            " typed dice were not needed by the draw: check --dice");
        }
    }

private:
    rules::SeededDice seeded_;
    std::optional<rules::ScriptedDice> scripted_;
};

ra::KeepChoice keepChoice(std::optional<int> keep) {
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

// What a draw request asks, checked against the campaign: the new officer and his pool.
NewOfficer newOfficer(const ActionContext& context, const Staff& staff,
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
        if (unit == nullptr) throw UserError("a junior officer commands a unit: give --unit CODE");
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
    struct Previewed {};  // leaves the action unwritten once the draw is known
    CampaignDrawResult result;
    try {
        runCampaignAction(file, "officer", "officer drawn", [&](ActionContext& context) {
            Staff staff(context.database);
            auto officer = newOfficer(context, staff, request);
            auto& pool = staff.poolFor(context.campaign, officer.sideId, officer.formationId);
            // Juniors serve in the formation whose pool they draw from, as at the start.
            if (officer.rank == OfficerRank::Junior) officer.formationId = pool.formationId;
            DrawDice dice(context, request.dice);
            const auto enlisted = enlistOfficer(context.journal, pool, officer, dice.dice(),
                                                keepChoice(request.keep));
            dice.checkAllUsed();
            result = drawResult(enlisted, officer, pool,
                                commandName(context.campaign, pool.sideId, pool.formationId));
            context.journal.describe(officer.name + " joined with " + result.drawn.at(result.kept));
            if (preview) {
                result.officerId = 0;
                throw Previewed{};
            }
        });
    } catch (const Previewed&) {
    }
    return result;
}

bool isCasualty(model::OfficerFate fate) {
    return fate == model::OfficerFate::Killed || fate == model::OfficerFate::Wounded ||
           fate == model::OfficerFate::Captured;
}

}  // namespace

std::vector<OfficerView> listOfficers(const std::filesystem::path& file,
                                      const std::optional<std::string>& side) {
    return asUserErrors([&] {
        auto campaignFile = db::CampaignFile::open(file);
        const auto campaign = db::loadCampaign(campaignFile.database());
        std::optional<std::int64_t> sideId;
        if (side) sideId = sideNamed(campaign, *side).id;
        std::vector<OfficerView> views;
        for (const auto& officer : db::loadOfficers(campaignFile.database())) {
            if (!sideId || officer.sideId == *sideId) views.push_back(viewOf(campaign, officer));
        }
        return views;
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
        Staff staff(context.database);
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
        auto tags = LedgerTags::of("officer-casualty")
                        .forSide(officer.sideId)
                        .forOfficer(officer.id)
                        .by(1)
                        .because(reason.empty() ? line : line + " (" + reason + ")");
        if (officer.unitId) tags.forUnit(*officer.unitId);
        context.journal.set(Table::Officer, officer.id, "fate", Value(fate), tags);
        context.journal.describe(line);
        view = viewOf(context.campaign, officer);
    });
    return view;
}

ReplacementResult replaceOfficer(const std::filesystem::path& file,
                                 const ReplacementRequest& request) {
    ReplacementResult result;
    runCampaignAction(file, "officer", "officer replaced", [&](ActionContext& context) {
        const auto& campaign = context.campaign;
        Staff staff(context.database);
        const auto fallen = staff.officer(request.officerId);
        const std::string who = fallen.name + " (officer " + std::to_string(fallen.id) + ")";
        if (!isCasualty(fallen.fate)) {
            throw UserError(who + " is " + std::string(model::officerFateName(fallen.fate)) +
                            ": only a killed, wounded or captured officer is replaced");
        }
        const std::string because = request.reason.empty() ? "" : " (" + request.reason + ")";
        auto& pool = staff.poolFor(campaign, fallen.sideId, fallen.formationId);
        const ra::OfficerDrawRule rule{pool.seniorDraw, pool.juniorDraw};
        DrawDice dice(context, request.dice);
        NewOfficer junior{fallen.sideId, fallen.formationId, fallen.unitId, "",
                          OfficerRank::Junior};
        ra::OfficerDraw draw;
        if (fallen.rank == OfficerRank::Junior) {
            if (request.promote) throw UserError(who + " is a junior officer: nobody is promoted");
            if (fallen.unitId) {
                const auto* unit = unitWithId(campaign, *fallen.unitId);
                if (unit == nullptr || !unit->inPlay()) {
                    throw UserError(who +
                                    "'s unit is no longer in play: there is nobody to command");
                }
                if (const auto* serving = staff.servingJuniorOf(unit->id)) {
                    throw UserError(who + " was already replaced by " + serving->name +
                                    " (officer " + std::to_string(serving->id) + ")");
                }
                junior.name = "officer of " + unit->code;
            } else {
                junior.name = "successor of " + fallen.name;
            }
            auto tokens = tokensToDraw(pool, junior.name);
            draw = ra::replaceJuniorOfficer(tokens, rule, dice.dice(), keepChoice(request.keep));
        } else {
            const std::string command = commandName(campaign, fallen.sideId, fallen.formationId);
            if (const auto* serving = staff.servingSeniorOf(fallen.sideId, fallen.formationId)) {
                throw UserError(command + " is already commanded by " + serving->name +
                                " (officer " + std::to_string(serving->id) + ")");
            }
            const model::Officer* promoted = nullptr;
            for (const auto& officer : staff.officers) {
                const bool eligible = officer.fate == model::OfficerFate::Serving &&
                                      officer.rank == OfficerRank::Junior &&
                                      officer.sideId == fallen.sideId &&
                                      officer.formationId == fallen.formationId && officer.token;
                if (!eligible) continue;
                if (request.promote ? officer.id == *request.promote
                                    : promoted == nullptr || officer.token->moraleBonus >
                                                                 promoted->token->moraleBonus) {
                    promoted = &officer;
                }
            }
            if (promoted == nullptr) {
                throw UserError(request.promote
                                    ? "officer " + std::to_string(*request.promote) +
                                          " is not a serving junior officer of " + command
                                    : "no serving junior officer of " + command +
                                          " to promote: draw a new commander with --draw");
            }
            // The promoted junior keeps his token; his unit gets a new junior at once.
            auto tokens = tokensToDraw(pool, promoted->name);
            const auto replacement =
                ra::replaceSeniorOfficer(tokens, rule, officerToken(*promoted->token), dice.dice(),
                                         keepChoice(request.keep));
            draw = replacement.newJunior;
            const std::string line = promoted->name + " is promoted to command " + command +
                                     " in place of " + fallen.name + ", keeping his " +
                                     ra::tokenLabel(replacement.promoted) + " token";
            const auto tags = LedgerTags::of("officer-promoted")
                                  .forSide(promoted->sideId)
                                  .forOfficer(promoted->id)
                                  .because(line + because);
            context.journal.set(Table::Officer, promoted->id, "rank",
                                Value(std::string(model::officerRankName(OfficerRank::Senior))),
                                tags);
            context.journal.set(Table::Officer, promoted->id, "unit_id", db::nullValue(), tags);
            result.lines.push_back(line);
            auto view = viewOf(campaign, *promoted);
            view.rank = OfficerRank::Senior;
            view.unit.clear();
            result.promoted = view;
            junior.unitId = promoted->unitId;
            const auto* unit = promoted->unitId ? unitWithId(campaign, *promoted->unitId) : nullptr;
            junior.name =
                unit != nullptr ? "officer of " + unit->code : "successor of " + promoted->name;
        }
        dice.checkAllUsed();
        const auto enlisted = enlistDrawn(context.journal, pool, junior, draw);
        result.newJunior = drawResult(enlisted, junior, pool,
                                      commandName(campaign, pool.sideId, pool.formationId));
        result.lines.push_back("a new " + junior.name + " joined with " +
                               result.newJunior.drawn.at(result.newJunior.kept) +
                               (result.promoted ? "" : " in place of " + fallen.name));
        std::string summary;
        for (const auto& line : result.lines) summary += (summary.empty() ? "" : "; ") + line;
        context.journal.describe(summary);
    });
    return result;
}

}  // namespace tachanka::core
