#include "app/core/battles/battle_choices.hpp"

#include <algorithm>
#include <map>
#include <utility>

#include "app/core/battles/orel_battle.hpp"

namespace tachanka::core {

bool planHas(const model::BattleChoices& choices, std::string_view option) {
    return std::find(choices.options.begin(), choices.options.end(), option) !=
           choices.options.end();
}

std::vector<std::string> optionValues(const model::BattleChoices& choices, std::string_view which) {
    std::vector<std::string> values;
    const std::string prefix = std::string(which) + "=";
    for (const auto& option : choices.options) {
        if (option.starts_with(prefix)) values.push_back(option.substr(prefix.size()));
    }
    return values;
}

std::vector<reports::BattleChoiceLine> choiceLines(const model::BattleChoices& choices) {
    static const std::map<std::string, std::pair<std::string, std::string>, std::less<>>
        optionWords{
            {"no-assault", {"The attacker does not press the assault", "8.8"}},
            {"no-advance", {"No advance into a cleared hex", "8.7.4, 8.8.3"}},
            {"pursuit", {"Advanced cavalry pursues", "8.7.4"}},
            {"encircled", {"The defender is encircled", "8.8.1"}},
            {"no-depot", {"No depot's munitions: the units attacking and the guns firing end unsupplied",
                          "8.2.1"}},
            {"retreat-before-combat", {"The defender retreats before combat", "8.5"}},
            {"defender-retreat", {"The defender's retreat path", "8.5.1 a"}},
            {"defender-rout", {"The defender's rout path", "8.7.3 A 2"}},
            {"attacker-retreat", {"The attacker's retreat path", "8.5.1 a"}},
            {"attacker-rout", {"The attacker's rout path", "8.7.3 A 2"}},
            {"artillery-terrain", {"Terrain of the gun's hex, under counterbattery", "8.4"}},
        };
    const bool barrage = choices.attack == barrageAttack;
    std::vector<reports::BattleChoiceLine> lines{
        {barrage ? "Terrain of the target's hex" : "Terrain of the attacked hex", choices.terrain,
         "TEC", false},
    };
    if (!barrage) {
        lines.push_back({"River hexside crossed", choices.river ? "yes" : "no", "TEC", false});
    }
    lines.push_back({"Attack", choices.attack, barrage ? "8.3" : "8.6", false});
    for (const auto& option : choices.options) {
        const auto equals = option.find('=');
        const std::string word = option.substr(0, equals);
        const auto known = optionWords.find(word);
        const std::string value = equals == std::string::npos ? "yes" : option.substr(equals + 1);
        if (known == optionWords.end()) lines.push_back({option, value, "", false});
        else lines.push_back({known->second.first, value, known->second.second, false});
    }
    return lines;
}

std::string choicesText(const model::BattleChoices& choices) {
    auto lines = choiceLines(choices);
    // The attack first: it says what kind of battle the rest is about.
    std::stable_partition(lines.begin(), lines.end(), [](const reports::BattleChoiceLine& line) {
        return line.what == "Attack";
    });
    std::string text;
    for (const auto& line : lines) {
        text += (text.empty() ? "" : "; ") + line.what + ": " + line.value +
                (line.rule.empty() ? "" : " (" + line.rule + ")");
    }
    return text;
}

}  // namespace tachanka::core
