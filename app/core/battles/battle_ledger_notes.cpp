#include "app/core/battles/battle_ledger_notes.hpp"

#include <cctype>

namespace tachanka::core {
namespace {

std::int64_t numberIn(const db::Value& value) {
    const auto* number = std::get_if<std::int64_t>(&value);
    return number == nullptr ? 0 : *number;
}

std::string textIn(const db::Value& value) {
    const auto* text = std::get_if<std::string>(&value);
    return text == nullptr ? "" : *text;
}

// "1 step", "2 hexes": the counts the notes give.
std::string counted(std::int64_t count, std::string_view one, std::string_view many) {
    return std::to_string(count) + " " + std::string(count == 1 ? one : many);
}

}  // namespace

std::string battleNote(std::int64_t id, db::Column column, const db::Value& value) {
    const std::int64_t count = numberIn(value);
    switch (column) {
        case db::Column::State:
            return "battle " + std::to_string(id) + " " + textIn(value);
        case db::Column::Outcome:
            return textIn(value);
        case db::Column::AttackerPrisoners:
            return "the attacker takes " + counted(count, "prisoner step", "prisoner steps");
        case db::Column::DefenderPrisoners:
            return "the defender takes " + counted(count, "prisoner step", "prisoner steps");
        case db::Column::AssaultOdds:
            return "assault at " + textIn(value);
        case db::Column::Provisional:
            return count != 0 ? "a provisional chart or link table was read"
                              : "only published tables were read";
        default:
            return "";
    }
}

std::string battleUnitNote(std::string_view code, db::Column column, const db::Value& value) {
    const std::string unit(code);
    const std::int64_t count = numberIn(value);
    const std::string text = textIn(value);
    switch (column) {
        case db::Column::StepsLost:
            return unit +
                   (count == 0 ? " loses no step" : " loses " + counted(count, "step", "steps"));
        case db::Column::ModeAfter:
            if (text.empty()) return unit + " keeps its mode";
            if (text == "routed") return unit + " ends routed";
            // "combat" → "Combat mode", as the rules name the modes (7.1.4).
            return unit + " ends in " + static_cast<char>(std::toupper(text[0])) + text.substr(1) +
                   " mode";
        case db::Column::FateAfter:
            if (text == "active") return unit + " stays in play";
            if (text == "pending") return unit + " is withdrawn";
            return unit + " is " + text;
        case db::Column::RetreatHexes:
            return count == 0 ? unit + " does not retreat"
                              : unit + " retreats " + counted(count, "hex", "hexes");
        case db::Column::Advanced:
            return unit + (count != 0 ? " may advance into the hex" : " does not advance");
        case db::Column::UnsuppliedAfter:
            return unit + (count != 0 ? " becomes Unsupplied" : " keeps its supply");
        case db::Column::BrokenDown:
            return unit + (count != 0 ? " breaks down" : " does not break down");
        case db::Column::RetreatTo:
            return unit + " retreats to hex " + text + " (8.5.1)";
        default:
            return "";
    }
}

}  // namespace tachanka::core
