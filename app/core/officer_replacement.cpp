// "Officer Casualties" (Red Actions!): a fallen junior officer is replaced by a new draw; a
// fallen senior officer by a junior officer of his formation, promoted with his own token and
// replaced at once by a new draw.

#include "app/core/officer_actions.hpp"
#include "app/core/officer_staff.hpp"
#include "app/core/user_error.hpp"

namespace tachanka::core {

namespace ra = rules::redactions;
using db::LedgerTags;
using db::Table;
using db::Value;
using model::OfficerRank;

namespace {

ReplacementResult runReplacement(const std::filesystem::path& file,
                                 const ReplacementRequest& request, bool preview) {
    ReplacementResult result;
    runOfficerAction(file, "officer replaced", preview, [&](ActionContext& context) {
        const auto& campaign = context.campaign;
        OfficerStaff staff(context.database);
        const auto fallen = staff.officer(request.officerId);
        const std::string who = fallen.name + " (officer " + std::to_string(fallen.id) + ")";
        if (!isCasualty(fallen.fate)) {
            throw UserError(who + " is " + std::string(model::officerFateName(fallen.fate)) +
                            ": only a killed, wounded or captured officer is replaced");
        }
        const std::string because = request.reason.empty() ? "" : " (" + request.reason + ")";
        auto& pool = staff.poolFor(campaign, fallen.sideId, fallen.formationId);
        const ra::OfficerDrawRule rule{pool.seniorDraw, pool.juniorDraw};
        OfficerDrawDice dice(context, request.dice);
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
            draw =
                ra::replaceJuniorOfficer(tokens, rule, dice.dice(), keptTokenChoice(request.keep));
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
                                         keptTokenChoice(request.keep));
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
            auto view = officerView(campaign, *promoted);
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
