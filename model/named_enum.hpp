#pragma once
// One table per enumeration gives the name it has in files, the CLI and JSON, so that
// reading and writing a value can never disagree.

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace tachanka::model {

template <typename Enum>
struct EnumName {
    Enum value;
    std::string_view name;
};

template <typename Enum, std::size_t N>
constexpr std::string_view nameOf(const std::array<EnumName<Enum>, N>& table, Enum value) {
    for (const auto& entry : table) {
        if (entry.value == value) return entry.name;
    }
    return "?";
}

template <typename Enum, std::size_t N>
constexpr std::optional<Enum> valueNamed(const std::array<EnumName<Enum>, N>& table,
                                         std::string_view name) {
    for (const auto& entry : table) {
        if (entry.name == name) return entry.value;
    }
    return std::nullopt;
}

// "a, b, c": the accepted names, for error messages.
template <typename Enum, std::size_t N>
std::string joinedNames(const std::array<EnumName<Enum>, N>& table) {
    std::string list;
    for (const auto& entry : table) {
        if (!list.empty()) list += ", ";
        list += entry.name;
    }
    return list;
}

}  // namespace tachanka::model
