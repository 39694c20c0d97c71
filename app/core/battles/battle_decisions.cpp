#include "app/core/battles/battle_decisions.hpp"

#include <algorithm>

#include "app/core/battles/retreat_choices.hpp"
#include "app/core/common/user_error.hpp"

namespace tachanka::core {

namespace orel = rules::orel;

namespace {

bool planSays(const model::Battle& battle, std::string_view option) {
    const auto& options = battle.choices.options;
    return std::find(options.begin(), options.end(), option) != options.end();
}

// The retreat path the plan declared for a side ("defender-retreat=infantry-zoc"): the
// umpire's word for a map Tachanka cannot read, which is then never asked.
std::optional<std::string> declaredPath(const model::Battle& battle, bool attacker) {
    const std::string prefix = attacker ? "attacker-retreat=" : "defender-retreat=";
    for (const auto& option : battle.choices.options) {
        if (option.rfind(prefix, 0) == 0) return option.substr(prefix.size());
    }
    return std::nullopt;
}

}  // namespace

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
    if (planSays(battle_, "no-assault")) return false;
    ask({"assault", battle_.attackerSideId, {}, false, {}, {}, 0});
    return true;
}

bool CampaignDecisions::advances(const orel::UnitFate& unit, const orel::ConstFates& may,
                                 bool afterAssault) {
    if (answers_.advance) {
        const auto& codes = *answers_.advance;
        return std::find(codes.begin(), codes.end(), unit.unit.code) != codes.end();
    }
    if (!afterAssault && planSays(battle_, "no-advance")) return false;
    if (*may.begin() == &unit) {
        PendingQuestion question{"advance", battle_.attackerSideId, {}, afterAssault, {}, {}, 0};
        for (const auto* fate : may) question.units.push_back(fate->unit.code);
        ask(std::move(question));
    }
    return true;
}

std::vector<orel::RetreatOption> CampaignDecisions::retreatOptions(const std::string& code) {
    const auto cached = options_.find(code);
    if (cached != options_.end()) return cached->second;
    const auto& entry = entryOf(code);
    const int steps = std::max(1, entry.stepsBefore);
    auto options = retreatOptionsFrom(database_, campaign_, battle_, entry.sideId,
                                      model::Hex::parse(originOf(entry)), steps);
    options_.emplace(code, options);
    return options;
}

orel::RetreatPath CampaignDecisions::retreatPath(const orel::UnitFate& unit) {
    const auto& code = unit.unit.code;
    const auto& entry = entryOf(code);
    const auto from = originOf(entry);
    const auto options = retreatOptions(code);
    const auto pathTo = [&](const model::Hex& hex) {
        const auto found = std::find_if(options.begin(), options.end(),
                                        [&](const auto& option) { return option.hex == hex.label(); });
        if (found == options.end()) {
            throw UserError("8.5.1: " + code + " retreats from " + from + " to " +
                            retreatHexesText(hexesOf(options)) + ", not to " + hex.label());
        }
        retreatHexes_[code] = hex;
        return found->path;
    };
    for (const auto& [answered, hex] : answers_.retreats) {
        if (answered == code) return pathTo(hex);
    }
    // 8.5.1 f: "If several units retreat, they must all retreat to the same hex."
    for (const auto& [other, hex] : retreatHexes_) {
        if (other != code && originOf(entryOf(other)) == from) return pathTo(hex);
    }
    const bool attacker = entry.role == model::BattleRole::Attacker;
    if (const auto declared = declaredPath(battle_, attacker)) {
        if (const auto path = model::valueNamed(orel::retreatPathNames, *declared)) return *path;
    }
    if (options.empty()) return orel::RetreatPath::Blocked;
    if (options.size() > 1) {
        ask({"retreat", entry.sideId, {code}, false, from, options, 0});
    }
    return pathTo(model::Hex::parse(options.front().hex));
}

}  // namespace tachanka::core
