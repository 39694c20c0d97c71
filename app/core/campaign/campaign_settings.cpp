#include "app/core/campaign/campaign_settings.hpp"

#include <array>
#include <string>

#include "app/core/common/user_error.hpp"

namespace tachanka::core {
namespace {

constexpr std::array<OptionalRule, 4> rules{{
    {"random-events", "phase 4: the active player rolls d100 on his side's events column (6)"},
    {"single-die-coordination",
     "new combat rule a): one die for all of the supports, against their predominant "
     "quality"},
    {"new-cohesion-rules",
     "new combat rules b) and c): cohesion modifiers apply to all of a side's units, and "
     "the stronger side rather than the ratio"},
    {"vehicle-checks-per-loss",
     "only as many vehicles check for loss or damage as the losses suffered (9)"},
}};

}  // namespace

std::span<const OptionalRule> optionalRules() { return rules; }

const OptionalRule* optionalRuleNamed(std::string_view name) {
    for (const auto& rule : rules) {
        if (rule.name == name) return &rule;
    }
    return nullptr;
}

const OptionalRule& optionalRule(std::string_view name) {
    if (const auto* rule = optionalRuleNamed(name)) return *rule;
    std::string names;
    for (const auto& rule : rules) names += (names.empty() ? "" : ", ") + std::string(rule.name);
    throw UserError("no optional rule '" + std::string(name) + "' (rules: " + names + ")");
}

void writeDefaultSettings(db::Journal& journal) {
    for (const auto& rule : rules) {
        journal.insert(
            db::Table::Setting,
            {{db::Column::Name, db::Value(std::string(rule.name))},
             {db::Column::Value, db::Value(std::string("off"))}},
            db::LedgerTags::of(model::LedgerKind::Setting).because(std::string(rule.text)));
    }
}

}  // namespace tachanka::core
