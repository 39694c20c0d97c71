#pragma once
// Command-line arguments of one subcommand: positionals and --options, checked against what
// the subcommand accepts so a mistyped option is an error, not a silent no-op.

#include <cstdint>
#include <initializer_list>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace tachanka::cli {

// Bad command-line usage; the message is the one line shown on stderr.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// What an option's value must look like before any command reads it: a value that is not a
// number is refused even on the paths of a command that never read that option.
enum class ValueForm { Any, Numbers };

// An option that takes whole numbers ("6", "-3", "3,4,6"); its range is checked where it is read.
inline constexpr struct NumbersTag {
} numbers;

struct OptionSpec {
    constexpr OptionSpec(std::string_view optionName, bool valued, char letter = '\0')
        : name(optionName), takesValue(valued), shortName(letter) {}
    constexpr OptionSpec(std::string_view optionName, NumbersTag)
        : name(optionName), takesValue(true), form(ValueForm::Numbers) {}

    std::string_view name;  // without the dashes: "seed"
    bool takesValue = false;
    char shortName = '\0';  // 'o' for -o
    ValueForm form = ValueForm::Any;
};

// The positionals a command takes: from `fewest` to `most` words, named in `what` for the
// error ("FILE"). None by default, so a stray word is refused by every command.
struct Positionals {
    std::size_t fewest = 0;
    std::size_t most = 0;
    std::string_view what = "";
};

class Arguments {
public:
    // Accepts "--name value", "--name=value" and "-o value"; "--" ends the options.
    Arguments(std::span<const std::string> words, std::initializer_list<OptionSpec> accepted,
              std::string command, Positionals positionals = {});
    // The same for options known only when the program runs (an odds page's inputs).
    Arguments(std::span<const std::string> words, std::span<const OptionSpec> accepted,
              std::string command, Positionals positionals = {});

    bool flag(std::string_view name) const { return flags_.contains(std::string(name)); }
    std::optional<std::string> value(std::string_view name) const;
    std::string requiredValue(std::string_view name) const;
    // A whole-number option, refused (one line naming it) outside minimum..maximum.
    std::optional<int> intValue(std::string_view name, int minimum, int maximum) const;
    int requiredInt(std::string_view name, int minimum, int maximum) const;
    // "Orël,Kromy": words separated by commas; an empty word is refused. None: not given.
    std::optional<std::vector<std::string>> listValue(std::string_view name) const;
    std::vector<std::string> requiredList(std::string_view name) const;
    // "3,4,6": whole numbers separated by commas (typed dice, lists of rolls).
    std::optional<std::vector<int>> intListValue(std::string_view name, int minimum,
                                                 int maximum) const;
    std::vector<int> requiredIntList(std::string_view name, int minimum, int maximum) const;
    // A seed for replayable dice: any whole number from 0 to 2^64 - 1.
    std::optional<std::uint64_t> seedValue(std::string_view name = "seed") const;
    const std::vector<std::string>& positionals() const { return positionals_; }
    // Exactly `count` positionals, for a command whose count depends on its options.
    void expectPositionals(std::size_t count, std::string_view what) const;

private:
    [[noreturn]] void fail(const std::string& what, bool pointToHelp = true) const;
    std::string command_;
    std::vector<std::string> positionals_;
    std::map<std::string, std::string> values_;
    std::set<std::string> flags_;
};

}  // namespace tachanka::cli
