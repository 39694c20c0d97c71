#pragma once
// The optional rules a club chooses per campaign (Orel 1919: random events, phase 4; the
// designer's "new combat rules" a to c; vehicle checks limited to losses). Each is a setting of
// the campaign, "on" or "off", off at the start.

#include <span>
#include <string_view>

#include "db/journal.hpp"

namespace tachanka::core {

struct OptionalRule {
    std::string_view name;  // the setting's name: "random-events", ...
    std::string_view text;  // what it changes, as the rules word it
};

std::span<const OptionalRule> optionalRules();
const OptionalRule* optionalRuleNamed(std::string_view name);
// The same, for a name the user typed: a UserError listing the rules when there is none (a
// misspelt rule stored as a setting would silently leave the rule off).
const OptionalRule& optionalRule(std::string_view name);

// Writes every optional rule's setting, off, into a new campaign.
void writeDefaultSettings(db::Journal& journal);

}  // namespace tachanka::core
