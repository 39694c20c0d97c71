#pragma once
// The game master's override: any stored value a GM may sensibly set, with a reason, checked
// by type and range before it is written and kept on the ledger like every other change.
// Row ids, references between rows and counter codes are not settable (only a location's
// controller and the active side, given by side name), so an override never breaks the file.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace tachanka::core {

struct OverrideRequest {
    // unit, side, formation, depot, officer, location, campaign or setting
    std::string target;
    std::optional<std::string> name;  // which one: code, name or id; none for the campaign
    std::optional<std::string> side;  // settles a unit code both sides use
    std::string field;                // a column of the schema; "value" for a setting
    std::string value;                // as typed: 6, true, none, 2705, 1919-10-16, Reds ...
    std::string reason;               // required
};

struct OverrideResult {
    std::string target;  // "unit 1/Let"
    std::string field;
    std::string before;  // "5", "none" when the setting did not exist
    std::string after;
};

OverrideResult overrideValue(const std::filesystem::path& file, const OverrideRequest& request);

// The fields a GM may set on each target, for help texts: "unit: name, steps_max, ...".
std::vector<std::string> overridableFields();

}  // namespace tachanka::core
