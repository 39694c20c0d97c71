#include "rules/redactions/tables.hpp"

#include <sstream>
#include <stdexcept>

#include "model/quoted_text.hpp"

namespace tachanka::rules::redactions {
namespace {

std::vector<std::string> words(std::string_view text) {
    std::istringstream in{std::string(text)};
    std::vector<std::string> all;
    for (std::string word; in >> word;) all.push_back(word);
    return all;
}

// "1 x Ter" .. "3 x Ter" from position `at`: the number of markers.
int terrorCount(const std::vector<std::string>& parts, std::size_t at, std::string_view cell) {
    if (at + 2 < parts.size() && parts[at + 1] == "x" && parts[at + 2] == "Ter" &&
        parts[at].size() == 1 && parts[at][0] >= '1' && parts[at][0] <= '3') {
        return parts[at][0] - '0';
    }
    throw std::invalid_argument(model::quoted(cell) + " is not a result: expected 'N x Ter'");
}

}  // namespace

std::optional<Cover> foxholeCover(int wholeColumnsDug) {
    constexpr std::array<Cover, 3> dug{Cover::Foxholes1, Cover::Foxholes2, Cover::Foxholes3};
    if (wholeColumnsDug < 0 || wholeColumnsDug > static_cast<int>(dug.size())) {
        throw std::invalid_argument("foxholes give 0 to 3 columns of cover, not " +
                                    std::to_string(wholeColumnsDug));
    }
    if (wholeColumnsDug == 0) return std::nullopt;
    return dug.at(static_cast<std::size_t>(wholeColumnsDug - 1));
}

ShootingCell parseShootingCell(std::string_view text) {
    ShootingCell cell;
    const auto parts = words(text);
    if (parts.empty()) throw std::invalid_argument("an empty cell (write '-' for no effect)");
    cell.text.clear();
    for (const auto& part : parts) cell.text += (cell.text.empty() ? "" : " ") + part;
    if (parts.size() == 1 && parts[0] == "-") return cell;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const std::string& word = parts[i];
        if (word == "Ret") {
            ++cell.retires;
        } else if (word == "Ter") {
            ++cell.terror;
        } else if (word == "+" && i > 0 && i + 1 < parts.size()) {
            continue;
        } else if (word == "2") {
            cell.terror += terrorCount(parts, i, text);
            cell.pinned = true;  // "2 x Ter": two terror markers and a pinned marker
            i += 2;
        } else if (word == "Kill!") {
            cell.kill = true;
            cell.pinned = true;
        } else if (word == "S!") {
            cell.seriousTest = true;
        } else if (word == "Off") {
            cell.officerTest = true;
        } else {
            throw std::invalid_argument(model::quoted(text) + " is not a shooting result: " +
                                        model::quoted(word) +
                                        " is none of -, Ret, Ter, 2 x Ter, Kill!, S!, Off");
        }
    }
    return cell;
}

CombatCell parseCombatCell(std::string_view text) {
    const auto parts = words(text);
    const std::string whole(text);
    const auto bad = [&whole]() {
        return std::invalid_argument(
            model::quoted(whole) +
            " is not a combat result (S/ or W/ then Retires N x Ter, Defeated, Humiliated "
            "or Surrenders)");
    };
    if (parts.empty() || parts[0].size() < 3 || parts[0][1] != '/') throw bad();
    CombatCell cell;
    if (parts[0][0] == 'S') {
        cell.side = CombatSideMark::Stronger;
    } else if (parts[0][0] == 'W') {
        cell.side = CombatSideMark::Weaker;
    } else {
        throw bad();
    }
    const std::string outcome = parts[0].substr(2);
    if (outcome == "Retires" && parts.size() == 4) {
        cell.outcome = CombatOutcome::Retires;
        cell.terror = terrorCount(parts, 1, text);
    } else if (outcome == "Defeated" && parts.size() == 1) {
        cell.outcome = CombatOutcome::Defeated;
    } else if (outcome == "Humiliated" && parts.size() == 1) {
        cell.outcome = CombatOutcome::Humiliated;
    } else if (outcome == "Surrenders" && parts.size() == 1) {
        cell.outcome = CombatOutcome::Surrenders;
    } else {
        throw bad();
    }
    for (const auto& part : parts) cell.text += (cell.text.empty() ? "" : " ") + part;
    return cell;
}

}  // namespace tachanka::rules::redactions
