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

// How much a side may know of the other's (issue 47): `open`, the board game's counters;
// `contact`, enemy stacks only within `contact-range` hexes of the side's own units;
// `umpired`, only what the umpire has revealed.
constexpr std::array<std::string_view, 3> intelligenceRules{"open", "contact", "umpired"};
constexpr std::array<std::string_view, 6> contactRanges{"1", "2", "3", "4", "5", "6"};
constexpr std::array<std::string_view, 7> backupCounts{"3", "5", "10", "20", "30", "50", "100"};
constexpr std::array<SettingChoice, 4> choices{{
    {"intelligence",
     "what a side may know of the enemy: open (the board game's counters), contact (stacks "
     "near its own units) or umpired (what the umpire reveals)",
     intelligenceRules, "open"},
    {"contact-range", "under the contact rule, how many hexes from a side's units it sees",
     contactRanges, "2"},
    {"backups-kept", "how many of the campaign's daily backups are kept, the newest",
     backupCounts, "10"},
    {"backups-folder",
     "where the campaign's backups go: beside (the folder beside its file) or a folder, one "
     "relative to the campaign's",
     {}, "beside"},
}};

}  // namespace

std::span<const OptionalRule> optionalRules() { return rules; }

std::span<const SettingChoice> settingChoices() { return choices; }

std::vector<std::string> settingValues(std::string_view name) {
    if (optionalRuleNamed(name) != nullptr) return {"on", "off"};
    for (const auto& choice : choices) {
        if (choice.name == name) return {choice.values.begin(), choice.values.end()};
    }
    std::string names;
    for (const auto& rule : rules) names += (names.empty() ? "" : ", ") + std::string(rule.name);
    for (const auto& choice : choices) names += ", " + std::string(choice.name);
    throw UserError("no setting '" + std::string(name) + "' (settings: " + names + ")");
}

std::string settingValue(const std::map<std::string, std::string>& settings,
                         std::string_view name) {
    if (const auto stored = settings.find(std::string(name)); stored != settings.end()) {
        return stored->second;
    }
    for (const auto& choice : choices) {
        if (choice.name == name) return std::string(choice.standard);
    }
    settingValues(name);  // an unknown name is refused
    return "off";
}

const OptionalRule* optionalRuleNamed(std::string_view name) {
    for (const auto& rule : rules) {
        if (rule.name == name) return &rule;
    }
    return nullptr;
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
