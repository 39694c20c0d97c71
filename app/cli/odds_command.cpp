// `tachanka-cli odds`: the odds calculator of the desktop app, page for page, for every rule
// system in the registry. The pages and their inputs are the core's, so a system added to the
// registry is here with nothing written for the command line.

#include <iostream>
#include <vector>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/json_writer.hpp"
#include "app/cli/odds_output.hpp"
#include "app/cli/text_table.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/rule_systems.hpp"

namespace tachanka::cli {
namespace {

using core::OddsInput;

core::OddsForm formOf(const core::RuleSystem& system, std::string_view id) {
    std::string ids;
    for (auto& form : system.oddsForms()) {
        if (form.id == id) return form;
        ids += (ids.empty() ? "" : ", ") + form.id;
    }
    throw core::UserError("odds: " + system.name + " has no page '" + std::string(id) +
                          "' (pages: " + ids + ")");
}

std::string rangeOf(const OddsInput& input) {
    switch (input.kind) {
        case OddsInput::Kind::Flag: return "yes or no";
        case OddsInput::Kind::Choice: {
            std::string words;
            for (const auto& word : input.choices) words += (words.empty() ? "" : " | ") + word;
            return words;
        }
        case OddsInput::Kind::Number:
            return std::to_string(input.minimum) + " to " + std::to_string(input.maximum);
        case OddsInput::Kind::Text: return input.choices.empty() ? "text" : input.choices.front();
    }
    return "";
}

int listPages() {
    TextTable table({"System", "Page", "Tab"});
    for (const auto& system : core::ruleSystems()) {
        for (const auto& form : system.oddsForms()) {
            table.addRow({system.id, form.id, system.name + " " + form.title});
        }
    }
    table.print(std::cout);
    return 0;
}

std::string shownValue(const OddsInput& input, const core::OddsValues& values) {
    if (input.kind == OddsInput::Kind::Text) {
        const auto& text = core::textOf(values, input.key);
        return text.empty() ? "(none)" : text;
    }
    const int value = core::valueOf(values, input.key);
    switch (input.kind) {
        case OddsInput::Kind::Flag: return value != 0 ? "yes" : "no";
        case OddsInput::Kind::Choice: return input.choices.at(static_cast<std::size_t>(value));
        case OddsInput::Kind::Number: return std::to_string(value);
        case OddsInput::Kind::Text: break;
    }
    return "";
}

// The inputs as they stand, so a reader sees what the odds below were counted from.
void printInputs(const core::OddsForm& form, const core::OddsValues& values) {
    TextTable table({"Option", "Input", "Value", "Values"});
    for (const auto& input : form.inputs) {
        const bool counted = core::counts(input, values);
        table.addRow({"--" + input.key, input.label,
                      counted ? shownValue(input, values) : "(left aside)",
                      rangeOf(input)});
    }
    table.print(std::cout);
    std::cout << '\n';
}

int choiceIndex(const OddsInput& input, const std::string& word) {
    for (std::size_t i = 0; i < input.choices.size(); ++i) {
        if (input.choices[i] == word) return static_cast<int>(i);
    }
    throw UsageError("odds: --" + input.key + " '" + word + "' is not one of: " + rangeOf(input));
}

core::OddsValues valuesGiven(const core::OddsForm& form, const Arguments& arguments) {
    auto values = core::initialValues(form);
    for (const auto& input : form.inputs) {
        switch (input.kind) {
            case OddsInput::Kind::Flag:
                if (arguments.flag(input.key)) values.numbers[input.key] = 1;
                break;
            case OddsInput::Kind::Choice:
                if (const auto word = arguments.value(input.key)) {
                    values.numbers[input.key] = choiceIndex(input, *word);
                }
                break;
            case OddsInput::Kind::Number:
                if (const auto number =
                        arguments.intValue(input.key, input.minimum, input.maximum)) {
                    values.numbers[input.key] = *number;
                }
                break;
            case OddsInput::Kind::Text:
                if (const auto text = arguments.value(input.key)) values.texts[input.key] = *text;
                break;
        }
    }
    return values;
}

int computePage(const core::RuleSystem& system, const core::OddsForm& form,
                std::span<const std::string> words) {
    std::vector<OptionSpec> accepted{{"json", false}};
    for (const auto& input : form.inputs) {
        if (input.kind == OddsInput::Kind::Number) {
            accepted.emplace_back(input.key, numbers);
        } else {
            accepted.emplace_back(input.key, input.kind != OddsInput::Kind::Flag);
        }
    }
    const Arguments arguments(words, accepted, "odds " + system.id + " " + form.id,
                              {2, 2, "SYSTEM PAGE"});
    const auto values = valuesGiven(form, arguments);
    // Every list counted before a line is written: inputs refused are one line on stderr and
    // nothing half-written on stdout.
    std::vector<core::OddsAnswer> answers;
    for (const auto& list : form.lists) answers.push_back(list.compute(values));
    if (arguments.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject().key("system").value(system.id).key("page").value(form.id);
        json.key("lists").beginArray();
        for (std::size_t i = 0; i < answers.size(); ++i) {
            json.beginObject().key("title").value(form.lists[i].title);
            json.key("note").value(answers[i].note).key("outcomes");
            writeOutcomes(json, answers[i].odds);
            json.endObject();
        }
        json.endArray().endObject();
        json.finish();
        return 0;
    }
    std::cout << system.name << " " << form.title << '\n';
    printInputs(form, values);
    for (std::size_t i = 0; i < answers.size(); ++i) {
        std::cout << form.lists[i].title << '\n';
        if (!answers[i].note.empty()) std::cout << answers[i].note << '\n';
        printOutcomes(std::cout, answers[i].odds);
        std::cout << '\n';
    }
    return 0;
}

int odds(std::span<const std::string> words) {
    std::vector<std::string> named;
    for (const auto& word : words) {
        if (word.starts_with("-")) break;
        named.push_back(word);
    }
    if (named.size() > 2) throw UsageError("odds: unexpected argument '" + named[2] + "'");
    if (named.empty()) {
        Arguments(words, {}, "odds", {0, 0, ""});
        return listPages();
    }
    const auto& system = core::ruleSystem(named[0]);
    if (named.size() == 1) {
        Arguments(words, {}, "odds", {1, 1, "SYSTEM"});
        std::cout << system.name << ": 'tachanka-cli odds " << system.id << " PAGE'\n";
        for (const auto& form : system.oddsForms()) std::cout << "  " << form.id << '\n';
        return 0;
    }
    return computePage(system, formOf(system, named[1]), words);
}

constexpr Command commands[] = {
    {"odds", "the odds calculator: exact odds of a roll of any rule system",
     "usage: tachanka-cli odds [SYSTEM [PAGE [--INPUT VALUE ...] [--json]]]\n\n"
     "The desktop app's odds calculator, page for page: the exact chance of every result,\n"
     "counted over every way the dice can fall by the engine that resolves the roll.\n\n"
     "  odds                     every system's pages\n"
     "  odds SYSTEM              the pages of one system (red-actions, orel-1919, ...)\n"
     "  odds SYSTEM PAGE [--INPUT VALUE ...]\n"
     "                           the inputs as they stand, then the odds; an input not\n"
     "                           given keeps the value the page opens with. A number\n"
     "                           input takes a whole number, a choice one of its words, a\n"
     "                           yes-or-no input is a flag (--long-range), a text input\n"
     "                           its words (--seen 7H,QS)\n"
     "  --json                   each list's title, note and outcomes\n",
     odds},
};

}  // namespace

std::span<const Command> calculatorCommands() { return commands; }

}  // namespace tachanka::cli
