#pragma once
// The arms of Orel 1919's counters; the rules treat each differently (ZoC, stacking,
// recovery, combat), so the kind is part of a unit's identity.

#include <optional>
#include <string>
#include <string_view>

namespace tachanka::model {

enum class UnitKind { Infantry, Cavalry, Artillery, ArmouredTrain, ArmouredCar, Tank };

std::string_view unitKindName(UnitKind kind);  // "infantry", "armoured-train", ...
std::optional<UnitKind> unitKindNamed(std::string_view name);
std::string unitKindNames();  // for error messages

}  // namespace tachanka::model
