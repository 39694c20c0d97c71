#pragma once
// The rule systems Tachanka knows, one row each: its id and name, the rules files its engines
// read, its quick-reference sheet, its command group and the odds calculator's
// pages. Every front end builds its list of systems from here (the CLI's groups and `odds`,
// File → Print's QRS choices, the odds calculator's tabs, the About box): nothing else lists
// them. A system is added as a folder in each layer and a row; README.md has the recipe.

#include <algorithm>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/core/printing/print_service.hpp"
#include "rules/odds.hpp"

namespace tachanka::core {

// One input of an odds page: a number, a choice among words, a yes/no flag, or a line of text
// (the cards seen this turn, typed as the players turned them over).
struct OddsInput {
    enum class Kind { Number, Choice, Flag, Text };
    std::string key;    // the CLI's option without "--": "bases"
    std::string label;  // the page's words, also the name its control carries
    Kind kind = Kind::Number;
    int minimum = 0;
    int maximum = 0;
    int initial = 0;                   // a number, a choice's index, a flag's 0 or 1
    std::vector<std::string> choices{};  // a Choice's words, in order; a Text's hint, alone
    // The input counts only while every choice `key` stands at its `value`; else it is left
    // aside (greyed out on the page).
    std::vector<std::pair<std::string, int>> onlyWhen{};
};

// What a page's inputs stand at, by key.
struct OddsValues {
    std::map<std::string, int, std::less<>> numbers;  // as typed; choices by index, flags 0 or 1
    std::map<std::string, std::string, std::less<>> texts;  // Text inputs, as typed
};

struct OddsAnswer {
    rules::Distribution odds;
    std::string note;  // a line under the title: what the inputs came to, a provisional chart
};

// One list of outcomes on a page, counted by the engine that resolves the roll.
struct OddsList {
    std::string title;  // "Shooting result (2d6)"
    int share = 1;      // its part of the page's height against the other lists
    // A refusal of the inputs is a UserError.
    std::function<OddsAnswer(const OddsValues&)> compute;
};

struct OddsForm {
    std::string id;     // the CLI's word: "shooting"
    std::string title;  // the tab's words after the system's name: "shooting"
    std::vector<OddsInput> inputs;
    std::vector<OddsList> lists;
};

// The inputs pages are built of: a number from minimum to maximum, a choice among words
// (the first chosen), a flag (off).
OddsInput numberInput(std::string key, std::string label, int minimum, int maximum, int initial);
OddsInput choiceInput(std::string key, std::string label, std::vector<std::string> words);
OddsInput flagInput(std::string key, std::string label);
// A line of text, empty at first; `hint` shows in the empty field: "7H,QS or 7♥,Q♠".
OddsInput textInput(std::string key, std::string label, std::string hint);

// The names of a table of named values (an enumeration's names, a chart's rows) as a choice's
// words, and the value of the one the choice `key` stands at.
template <typename Table>
std::vector<std::string> namesIn(const Table& table) {
    std::vector<std::string> names;
    for (const auto& entry : table) names.emplace_back(entry.name);
    return names;
}
template <typename Table>
auto valueIn(const Table& table, const OddsValues& values, std::string_view key);

OddsValues initialValues(const OddsForm& form);
// Whether `input` counts at these values (see OddsInput::onlyWhen).
bool counts(const OddsInput& input, const OddsValues& values);
// The value of `key`: a UserError naming the page when the form has no such input.
int valueOf(const OddsValues& values, std::string_view key);
const std::string& textOf(const OddsValues& values, std::string_view key);

template <typename Table>
auto valueIn(const Table& table, const OddsValues& values, std::string_view key) {
    return table.at(static_cast<std::size_t>(std::max(valueOf(values, key), 0))).value;
}

struct LinkedBattle;  // app/core/battles/linked_battle.hpp

struct RuleSystem {
    std::string id;     // "red-actions": print qrs --system, odds SYSTEM
    std::string name;   // "Red Actions!"
    std::string about;  // what it is for, in a line: the About box and --help
    std::vector<std::string> rulesFiles;  // under templates/rules/: what its engines read
    std::string commandGroup;    // the CLI's group word, "ra"; none for a system without one
    std::string commandSummary;  // the group's line in the CLI's overview
    std::function<void(const PrintRequest&)> printQrs;
    std::function<std::vector<OddsForm>()> oddsForms;     // the odds calculator's pages
    // The QRS as pages added to another document: a tactical system's, for the battle pack of
    // a battle fought in it; none for the others.
    std::function<void(reports::PdfDocument&, reports::Paper)> addQrsPages{};
    // How a planned battle is fought in it on the umpired table: a tactical system's adapter
    // besides Red Actions! (which has its own path); none for the others.
    std::shared_ptr<const LinkedBattle> linkedBattle{};
};

// The systems in order: the shipped ones (Red Actions! first, the default), then any a program
// registered. The rows stay where they are for the program's life.
const std::deque<RuleSystem>& ruleSystems();
// The system with this id; a UserError listing the ids there are.
const RuleSystem& ruleSystem(std::string_view id);
// Its name ("Orel 1919") for what a battle was resolved by; the id itself when no system
// registered here has it (a campaign written by a program with one of its own).
std::string ruleSystemName(std::string_view id);

// A program that links a system of its own registers its row with a static one of these.
struct RuleSystemRegistration {
    explicit RuleSystemRegistration(RuleSystem system);
};

// The About box's paragraph: what Tachanka is, and each system in a line.
std::string aboutText();

}  // namespace tachanka::core
