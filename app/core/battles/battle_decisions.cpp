#include "app/core/battles/battle_decisions.hpp"

#include <algorithm>

#include "app/core/battles/battle_choices.hpp"
#include "app/core/battles/retreat_choices.hpp"
#include "app/core/common/user_error.hpp"

namespace tachanka::core {

namespace orel = rules::orel;

CampaignDecisions::CampaignDecisions(SQLite::Database& database, const model::Campaign& campaign,
                                     const model::Battle& battle, model::BattleAnswers answers,
                                     Unanswered unanswered)
    : database_(database),
      campaign_(campaign),
      battle_(battle),
      answers_(std::move(answers)),
      unanswered_(unanswered) {}

void CampaignDecisions::ask(PendingQuestion question) {
    if (unanswered_ == Unanswered::Assume || question_) return;
    question.rollsBefore = recording_ != nullptr ? recording_->rolls().size() : 0;
    question_ = std::move(question);
    stopped_ = true;
}

const model::BattleUnit& CampaignDecisions::entryOf(const std::string& code) const {
    for (const auto& entry : battle_.units) {
        if (entry.code == code) return entry;
    }
    throw UserError("battle " + std::to_string(battle_.id) + " has no unit " + code);
}

std::string CampaignDecisions::originOf(const model::BattleUnit& entry) const {
    if (entry.role == model::BattleRole::Attacker && entry.hexBefore) {
        return entry.hexBefore->label();
    }
    return battle_.hex.label();
}

bool CampaignDecisions::pressesAssault(const orel::CombatReport&) {
    if (answers_.assault) return *answers_.assault;
    if (planHas(battle_.choices, "no-assault")) return false;
    ask({"assault", battle_.attackerSideId, {}, false, {}, 1, {}, 0});
    return true;
}

bool CampaignDecisions::advances(const orel::UnitFate& unit, const orel::ConstFates& may,
                                 bool afterAssault) {
    if (answers_.advance) {
        const auto& codes = *answers_.advance;
        return std::find(codes.begin(), codes.end(), unit.unit.code) != codes.end();
    }
    if (!afterAssault && planHas(battle_.choices, "no-advance")) return false;
    if (*may.begin() == &unit) {
        PendingQuestion question{"advance", battle_.attackerSideId, {}, afterAssault, {}, 1, {}, 0};
        for (const auto* fate : may) question.units.push_back(fate->unit.code);
        ask(std::move(question));
    }
    return true;
}

std::vector<orel::RetreatOption> CampaignDecisions::retreatOptions(const std::string& code,
                                                                  int distance) {
    const auto key = std::pair(code, distance);
    const auto cached = options_.find(key);
    if (cached != options_.end()) return cached->second;
    const auto& entry = entryOf(code);
    const int steps = std::max(1, entry.stepsBefore);
    const auto origin = model::Hex::parse(originOf(entry));
    auto options = retreatOptionsFrom(database_, campaign_, battle_, entry.sideId, origin, steps);
    if (distance == 2) {
        // 8.7.3 A: the second hex per 8.5.1 again, from the first, 2 hexes from the start.
        std::vector<orel::RoutLeg> legs;
        for (const auto& first : options) {
            orel::RoutLeg leg{first, {}};
            for (auto& second : retreatOptionsFrom(database_, campaign_, battle_, entry.sideId,
                                                   model::Hex::parse(first.hex), steps)) {
                if (model::distance(origin, model::Hex::parse(second.hex)) == 2) {
                    leg.second.push_back(std::move(second));
                }
            }
            legs.push_back(std::move(leg));
        }
        options = orel::routOptions(legs);
    }
    options_.emplace(key, options);
    return options;
}

orel::RetreatPath CampaignDecisions::retreatPath(const orel::UnitFate& unit) {
    return pathAsked(unit, 1);
}

orel::RetreatPath CampaignDecisions::routPath(const orel::UnitFate& unit) {
    return pathAsked(unit, 2);
}

orel::RetreatPath CampaignDecisions::pathAsked(const orel::UnitFate& unit, int distance) {
    const auto& code = unit.unit.code;
    const auto& entry = entryOf(code);
    const auto from = originOf(entry);
    const auto options = retreatOptions(code, distance);
    const std::string rule = distance == 2 ? "8.7.3" : "8.5.1";
    const auto pathTo = [&](const model::Hex& hex) {
        const auto found = std::find_if(options.begin(), options.end(),
                                        [&](const auto& option) { return option.hex == hex.label(); });
        if (found == options.end()) {
            throw UserError(rule + ": " + code + (distance == 2 ? " routs" : " retreats") +
                            " from " + from + " to " + retreatHexesText(hexesOf(options)) +
                            ", not to " + hex.label());
        }
        retreatHexes_[code] = hex;
        return found->path;
    };
    for (const auto& [answered, hex] : answers_.retreats) {
        if (answered == code) return pathTo(hex);
    }
    // 8.5.1 f: "If several units retreat, they must all retreat to the same hex" (a rout too,
    // 8.7.3 A: those routing from one hex go together).
    for (const auto& [other, hex] : retreatHexes_) {
        if (other != code && originOf(entryOf(other)) == from &&
            model::distance(model::Hex::parse(from), hex) == distance) {
            return pathTo(hex);
        }
    }
    const bool attacker = entry.role == model::BattleRole::Attacker;
    const auto declared =
        optionValues(battle_.choices, std::string(attacker ? "attacker-" : "defender-") +
                                          (distance == 2 ? "rout" : "retreat"));
    if (!declared.empty()) {
        if (const auto path = model::valueNamed(orel::retreatPathNames, declared.front())) {
            return *path;
        }
    }
    if (options.empty()) return orel::RetreatPath::Blocked;
    if (options.size() > 1) {
        PendingQuestion question{"retreat", entry.sideId, {code}, false, from, distance, options, 0};
        ask(std::move(question));
    }
    return pathTo(model::Hex::parse(options.front().hex));
}

}  // namespace tachanka::core
