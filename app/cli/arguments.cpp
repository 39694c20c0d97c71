#include "app/cli/arguments.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>

#include "model/quoted_text.hpp"

namespace tachanka::cli {
namespace {

// A word as typed, in quotes, whole, with line breaks and control codes escaped: the message
// stays one line whatever the shell passed.
std::string quotedWord(std::string_view word) { return "'" + model::printable(word) + "'"; }

const OptionSpec* findSpec(std::span<const OptionSpec> accepted, std::string_view name,
                           char shortName) {
    const auto found = std::find_if(accepted.begin(), accepted.end(), [&](const OptionSpec& spec) {
        return shortName != '\0' ? spec.shortName == shortName : spec.name == name;
    });
    return found == accepted.end() ? nullptr : &*found;
}

// "6", "-3", "3,4,6": whole numbers separated by commas.
bool isNumbers(std::string_view text) {
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find(',', start), text.size());
        const std::string_view item = text.substr(start, end - start);
        const std::size_t digits = item.starts_with('-') ? 1 : 0;
        if (item.size() == digits ||
            item.find_first_not_of("0123456789", digits) != std::string_view::npos) {
            return false;
        }
        start = end + 1;
    }
    return true;
}

}  // namespace

Arguments::Arguments(std::span<const std::string> words, std::initializer_list<OptionSpec> accepted,
                     std::string command, Positionals positionals)
    : Arguments(words, std::span<const OptionSpec>(accepted.begin(), accepted.size()),
                std::move(command), positionals) {}

Arguments::Arguments(std::span<const std::string> words, std::span<const OptionSpec> accepted,
                     std::string command, Positionals positionals)
    : command_(std::move(command)) {
    bool optionsEnded = false;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string& word = words[i];
        const bool isLong = word.starts_with("--") && word.size() > 2;
        // "-3" is a negative number (a column shift), not an option.
        const bool isShort = !isLong && word.size() == 2 && word[0] == '-' &&
                             std::isalpha(static_cast<unsigned char>(word[1])) != 0;
        if (optionsEnded || (!isLong && !isShort)) {
            if (word == "--" && !optionsEnded) {
                optionsEnded = true;
            } else {
                positionals_.push_back(word);
            }
            continue;
        }
        std::string name = isLong ? word.substr(2) : std::string(1, word[1]);
        std::optional<std::string> inlineValue;
        if (const auto equals = name.find('='); isLong && equals != std::string::npos) {
            inlineValue = name.substr(equals + 1);
            name.resize(equals);
        }
        const OptionSpec* spec = findSpec(accepted, name, isShort ? word[1] : '\0');
        if (!spec) fail("unknown option " + quotedWord(word));
        const std::string longName(spec->name);
        if (!spec->takesValue) {
            if (inlineValue) fail("--" + longName + " takes no value");
            flags_.insert(longName);
            continue;
        }
        if (!inlineValue) {
            if (i + 1 >= words.size()) fail("--" + longName + " needs a value");
            inlineValue = words[++i];
        }
        if (spec->form == ValueForm::Numbers && !isNumbers(*inlineValue)) {
            fail("--" + longName + " " + quotedWord(*inlineValue) + " is not a whole number",
                 false);
        }
        if (!values_.emplace(longName, *inlineValue).second) {
            fail("--" + longName + " is given twice", false);
        }
    }
    if (positionals_.size() < positionals.fewest) fail("missing " + std::string(positionals.what));
    if (positionals_.size() > positionals.most) {
        fail("unexpected argument " + quotedWord(positionals_[positionals.most]), false);
    }
}

std::optional<std::string> Arguments::value(std::string_view name) const {
    const auto found = values_.find(std::string(name));
    if (found == values_.end()) return std::nullopt;
    return found->second;
}

std::string Arguments::requiredValue(std::string_view name) const {
    auto found = value(name);
    if (!found) fail("--" + std::string(name) + " is required");
    return *found;
}

std::optional<int> Arguments::intValue(std::string_view name, int minimum, int maximum) const {
    const auto text = value(name);
    if (!text) return std::nullopt;
    int number = 0;
    const char* end = text->data() + text->size();
    const auto [stop, error] = std::from_chars(text->data(), end, number);
    if (text->empty() || error != std::errc{} || stop != end || number < minimum ||
        number > maximum) {
        fail("--" + std::string(name) + " " + quotedWord(*text) + " is not a whole number from " +
                 std::to_string(minimum) + " to " + std::to_string(maximum),
             false);
    }
    return number;
}

int Arguments::requiredInt(std::string_view name, int minimum, int maximum) const {
    const auto number = intValue(name, minimum, maximum);
    if (!number) fail("--" + std::string(name) + " is required");
    return *number;
}

std::optional<std::vector<std::string>> Arguments::listValue(std::string_view name) const {
    const auto text = value(name);
    if (!text) return std::nullopt;
    std::vector<std::string> words;
    std::size_t start = 0;
    while (start <= text->size()) {
        const std::size_t end = std::min(text->find(',', start), text->size());
        if (end == start) {
            fail("--" + std::string(name) + " " + quotedWord(*text) +
                     " has an empty item between commas",
                 false);
        }
        words.push_back(text->substr(start, end - start));
        start = end + 1;
    }
    return words;
}

std::vector<std::string> Arguments::requiredList(std::string_view name) const {
    auto words = listValue(name);
    if (!words) fail("--" + std::string(name) + " is required");
    return *words;
}

std::optional<std::vector<int>> Arguments::intListValue(std::string_view name, int minimum,
                                                        int maximum) const {
    const auto words = listValue(name);
    if (!words) return std::nullopt;
    std::vector<int> list;
    for (const auto& word : *words) {
        int number = 0;
        const char* last = word.data() + word.size();
        const auto [stop, error] = std::from_chars(word.data(), last, number);
        if (error != std::errc{} || stop != last || number < minimum || number > maximum) {
            fail("--" + std::string(name) + " " + quotedWord(*value(name)) +
                     " is not a comma-separated list of whole numbers from " +
                     std::to_string(minimum) + " to " + std::to_string(maximum),
                 false);
        }
        list.push_back(number);
    }
    return list;
}

std::vector<int> Arguments::requiredIntList(std::string_view name, int minimum,
                                            int maximum) const {
    auto list = intListValue(name, minimum, maximum);
    if (!list) fail("--" + std::string(name) + " is required");
    return *list;
}

std::optional<std::uint64_t> Arguments::seedValue(std::string_view name) const {
    const auto text = value(name);
    if (!text) return std::nullopt;
    std::uint64_t seed = 0;
    const char* end = text->data() + text->size();
    const auto [stop, error] = std::from_chars(text->data(), end, seed);
    if (text->empty() || error != std::errc{} || stop != end) {
        fail("--" + std::string(name) + " " + quotedWord(*text) +
                 " is not a whole number from 0 to 18446744073709551615",
             false);
    }
    return seed;
}

void Arguments::expectPositionals(std::size_t count, std::string_view what) const {
    if (positionals_.size() == count) return;
    if (positionals_.size() < count) fail("missing " + std::string(what));
    fail("unexpected argument " + quotedWord(positionals_[count]), false);
}

void Arguments::fail(const std::string& what, bool pointToHelp) const {
    std::string message = "tachanka-cli " + command_ + ": " + what;
    if (pointToHelp) message += " (see 'tachanka-cli help " + command_ + "')";
    throw UsageError(message);
}

}  // namespace tachanka::cli
