#pragma once
// The field-rule commands' output: one result as named values in order (aligned text or a
// JSON object) with the dice rolled for it, and enumeration options read by name.

#include <algorithm>
#include <iostream>
#include <sstream>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "app/cli/arguments.hpp"
#include "app/cli/dice_options.hpp"
#include "app/cli/json_writer.hpp"
#include "app/core/common/dice_choice.hpp"
#include "model/named_enum.hpp"

namespace tachanka::cli {

// One result: named values in order, and the dice rolled for it.
struct Record {
    std::vector<std::pair<std::string, std::variant<std::string, int, double, bool>>> fields;
    bool rollsDice = false;
    std::vector<rules::DieRoll> rolls;

    template <typename Result>
    void rolled(const core::Rolled<Result>& result) {
        rollsDice = true;
        rolls = result.rolls;
    }

    Record& add(std::string name, std::variant<std::string, int, double, bool> value) {
        fields.emplace_back(std::move(name), std::move(value));
        return *this;
    }
};

inline std::string shown(const std::variant<std::string, int, double, bool>& value) {
    if (const auto* text = std::get_if<std::string>(&value)) return *text;
    if (const auto* number = std::get_if<int>(&value)) return std::to_string(*number);
    if (const auto* flag = std::get_if<bool>(&value)) return *flag ? "yes" : "no";
    std::ostringstream out;
    out << std::get<double>(value);
    return out.str();
}

inline int print(const Record& record, bool asJson) {
    if (asJson) {
        JsonWriter json(std::cout);
        json.beginObject();
        for (const auto& [name, value] : record.fields) {
            json.key(name);
            std::visit([&](const auto& v) { json.value(v); }, value);
        }
        if (record.rollsDice) writeDice(json, record.rolls);
        json.endObject();
        json.finish();
        return 0;
    }
    std::size_t width = 0;
    for (const auto& field : record.fields) width = std::max(width, field.first.size());
    for (const auto& [name, value] : record.fields) {
        std::cout << name << std::string(width + 2 - name.size(), ' ') << shown(value) << '\n';
    }
    for (const auto& roll : record.rolls) {
        std::cout << "d" << roll.sides << " = " << roll.value << "  " << roll.purpose << '\n';
    }
    return 0;
}

template <typename Enum, std::size_t N>
Enum namedOption(const Arguments& args, std::string_view option, const std::string& command,
                 const std::array<model::EnumName<Enum>, N>& table, std::string_view fallback) {
    const std::string text = args.value(option).value_or(std::string(fallback));
    if (auto value = model::valueNamed(table, text)) return *value;
    throw UsageError("tachanka-cli " + command + ": --" + std::string(option) + " '" + text +
                     "' is not one of " + model::joinedNames(table));
}

}  // namespace tachanka::cli
