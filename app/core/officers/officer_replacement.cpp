// "Officer Casualties" (Red Actions!): a fallen junior officer is replaced by a new draw; a
// fallen senior officer by a junior officer of his formation, promoted with his own token and
// replaced at once by a new draw.

#include "app/core/officers/officer_actions.hpp"
#include "app/core/campaign/action_dice.hpp"
#include "app/core/officers/officer_staff.hpp"
#include "app/core/common/user_error.hpp"

namespace tachanka::core {
namespace {

namespace ra = rules::redactions;
using db::LedgerTags;
using db::Table;
using db::Value;
using model::OfficerRank;

class Replacement {
public:
    Replacement(ActionContext& context, const ReplacementRequest& request,
                ReplacementResult& result)
        : context_(context),
          request_(request),
          result_(result),
          staff_(context.database),
          fallen_(staff_.officer(request.officerId)),
          who_(fallen_.name + " (officer " + std::to_string(fallen_.id) + ")") {
        if (!isCasualty(fallen_.fate)) {
            throw UserError(who_ + " is " + std::string(model::officerFateName(fallen_.fate)) +
                            ": only a killed, wounded or captured officer is replaced");
        }
    }

    void record() {
        if (request_.name && fallen_.rank == OfficerRank::Junior) {
            throw UserError(who_ + " is a junior officer: nobody is promoted to be named");
        }
        auto& pool = staff_.poolFor(context_.campaign, fallen_.sideId, fallen_.formationId);
        const ra::OfficerDrawRule rule{pool.seniorDraw, pool.juniorDraw};
        ActionDice dice(context_, request_.dice);
        NewOfficer junior{fallen_.sideId, fallen_.formationId, fallen_.unitId, "",
                          OfficerRank::Junior};
        ra::OfficerDraw draw;
        if (fallen_.rank == OfficerRank::Junior) {
            junior.name = juniorSuccessor();
            auto tokens = tokensToDraw(pool, junior.name);
            draw =
                ra::replaceJuniorOfficer(tokens, rule, dice.dice(), keptTokenChoice(request_.keep));
        } else {
            const auto& promoted = juniorToPromote();
            auto tokens = tokensToDraw(pool, promoted.name);
            const auto replacement =
                ra::replaceSeniorOfficer(tokens, rule, officerToken(*promoted.token), dice.dice(),
                                         keptTokenChoice(request_.keep));
            const auto* unit =
                promoted.unitId ? unitWithId(context_.campaign, *promoted.unitId) : nullptr;
            junior.name =
                unit != nullptr ? "officer of " + unit->code : "successor of " + promoted.name;
            promote(promoted, replacement.promoted);
            draw = replacement.newJunior;
            junior.unitId = promoted.unitId;
        }
        dice.checkAllUsed("the draw");
        const auto enlisted = enlistDrawn(context_.journal, pool, junior, draw);
        result_.newJunior = drawResult(
            enlisted, junior, pool, commandName(context_.campaign, pool.sideId, pool.formationId));
        result_.lines.push_back("a new " + junior.name + " joined with " +
                                result_.newJunior.drawn.at(result_.newJunior.kept) +
                                (result_.promoted ? "" : " in place of " + fallen_.name));
        std::string summary;
        for (const auto& line : result_.lines) summary += (summary.empty() ? "" : "; ") + line;
        context_.journal.describe(summary);
    }

private:
    // The name of the officer who takes a fallen junior's unit, once it is sure he is needed.
    std::string juniorSuccessor() const {
        if (request_.promote) throw UserError(who_ + " is a junior officer: nobody is promoted");
        if (!fallen_.unitId) return "successor of " + fallen_.name;
        const auto* unit = unitWithId(context_.campaign, *fallen_.unitId);
        if (unit == nullptr || !unit->inPlay()) {
            throw UserError(who_ + "'s unit is no longer in play: there is nobody to command");
        }
        if (const auto* serving = staff_.servingJuniorOf(unit->id)) {
            throw UserError(who_ + " was already replaced by " + serving->name + " (officer " +
                            std::to_string(serving->id) + ")");
        }
        return "officer of " + unit->code;
    }

    // The junior officer of the fallen senior's formation named in the request, or the one
    // with the best token (the first of equals).
    const model::Officer& juniorToPromote() const {
        const std::string command = this->command();
        if (const auto* serving = staff_.servingSeniorOf(fallen_.sideId, fallen_.formationId)) {
            throw UserError(command + " is already commanded by " + serving->name + " (officer " +
                            std::to_string(serving->id) + ")");
        }
        const model::Officer* chosen = nullptr;
        for (const auto& officer : staff_.officers) {
            const bool eligible = officer.fate == model::OfficerFate::Serving &&
                                  officer.rank == OfficerRank::Junior &&
                                  officer.sideId == fallen_.sideId &&
                                  officer.formationId == fallen_.formationId && officer.token;
            if (!eligible) continue;
            const bool better =
                request_.promote
                    ? officer.id == *request_.promote
                    : chosen == nullptr || officer.token->moraleBonus > chosen->token->moraleBonus;
            if (better) chosen = &officer;
        }
        if (chosen == nullptr) {
            if (request_.promote) {
                throw UserError("officer " + std::to_string(*request_.promote) +
                                " is not a serving junior officer of " + command);
            }
            throw UserError(
                "no serving junior officer of " + command + " to promote: draw a new commander",
                {"draw"});
        }
        return *chosen;
    }

    // He leaves his unit's name ("officer of 1/1K") for his own, or his command's title, and
    // the formation (or side) is commanded by him from now on, not by the fallen senior.
    void promote(const model::Officer& promoted, const ra::OfficerToken& token) {
        const std::string name = request_.name.value_or("commander of " + command());
        if (name.empty()) throw UserError("an officer's name cannot be empty");
        const std::string line = promoted.name + " is promoted to command " + command() +
                                 " in place of " + fallen_.name + ", keeping his " +
                                 ra::tokenLabel(token) + " token" +
                                 (name == promoted.name ? "" : ", as " + name);
        const std::string because = request_.reason.empty() ? "" : " (" + request_.reason + ")";
        const auto tags = LedgerTags::of(model::LedgerKind::OfficerPromoted)
                              .forSide(promoted.sideId)
                              .forOfficer(promoted.id)
                              .because(line + because);
        context_.journal.set(Table::Officer, promoted.id, db::Column::Rank,
                             Value(std::string(model::officerRankName(OfficerRank::Senior))), tags);
        context_.journal.set(Table::Officer, promoted.id, db::Column::UnitId, db::nullValue(),
                             tags);
        context_.journal.set(Table::Officer, promoted.id, db::Column::Name, Value(name), tags);
        if (fallen_.formationId) {
            context_.journal.set(Table::Formation, *fallen_.formationId, db::Column::Commander,
                                 Value(name), tags);
        } else {
            context_.journal.set(Table::Side, fallen_.sideId, db::Column::Commander, Value(name),
                                 tags);
        }
        result_.lines.push_back(line);
        auto view = officerView(context_.campaign, promoted, unitsById(context_.campaign));
        view.rank = OfficerRank::Senior;
        view.name = name;
        view.unit.clear();
        result_.promoted = view;
    }

    std::string command() const {
        return commandName(context_.campaign, fallen_.sideId, fallen_.formationId);
    }

    ActionContext& context_;
    const ReplacementRequest& request_;
    ReplacementResult& result_;
    OfficerStaff staff_;
    model::Officer fallen_;
    std::string who_;
};

ReplacementResult runReplacement(const std::filesystem::path& file,
                                 const ReplacementRequest& request, bool preview) {
    ReplacementResult result;
    runOfficerAction(file, "officer replaced", preview, [&](ActionContext& context) {
        Replacement(context, request, result).record();
    });
    if (preview) result.newJunior.officerId = 0;
    return result;
}

}  // namespace

ReplacementResult replaceOfficer(const std::filesystem::path& file,
                                 const ReplacementRequest& request) {
    return runReplacement(file, request, false);
}

ReplacementResult previewReplacement(const std::filesystem::path& file,
                                     const ReplacementRequest& request) {
    return runReplacement(file, request, true);
}

}  // namespace tachanka::core
