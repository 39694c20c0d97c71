#pragma once
// The optional rules a club chooses per campaign (Orel 1919: random events, phase 4; the
// designer's "new combat rules" a to c; vehicle checks limited to losses). Each is a setting of
// the campaign, "on" or "off", off at the start.

#include <map>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "db/journal.hpp"

namespace tachanka::core {

struct OptionalRule {
    std::string_view name;  // the setting's name: "random-events", ...
    std::string_view text;  // what it changes, as the rules word it
};

std::span<const OptionalRule> optionalRules();
const OptionalRule* optionalRuleNamed(std::string_view name);

// A setting that takes one of several words rather than on or off (any text when none are
// listed), and the one a campaign that never set it has: how much a side may know of the
// other's (issue 47), and where the campaign's backups go and how many are kept.
struct SettingChoice {
    std::string_view name;
    std::string_view text;
    std::span<const std::string_view> values;
    std::string_view standard;
};
std::span<const SettingChoice> settingChoices();

// The words a setting takes: on and off for an optional rule; none for one that takes any text
// (a folder). A UserError listing every setting for a name that is none.
std::vector<std::string> settingValues(std::string_view name);
// A setting's value in `settings` (model::Campaign::settings), or what it is when never set.
std::string settingValue(const std::map<std::string, std::string>& settings,
                         std::string_view name);

// Writes every optional rule's setting, off, into a new campaign.
void writeDefaultSettings(db::Journal& journal);

}  // namespace tachanka::core
