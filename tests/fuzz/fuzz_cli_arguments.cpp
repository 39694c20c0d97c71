// The command line's argument parser (app/cli/arguments.hpp) and the typed dice it hands the
// rules (--dice 4,5,6): the words are the input split at NUL bytes, as argv would give them,
// and the first byte picks one of a few subcommands' option specs. Nothing is run: a command
// given random arguments could write files anywhere. Every refusal is one cli::UsageError
// (or, for dice the rule cannot use, one core::UserError).

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "app/cli/arguments.hpp"
#include "app/cli/dice_options.hpp"
#include "app/core/common/dice_choice.hpp"
#include "app/core/common/user_error.hpp"
#include "tests/fuzz/fuzz_support.hpp"

namespace {

using namespace tachanka;
using cli::OptionSpec;

struct Command {
    std::vector<OptionSpec> options;
    cli::Positionals positionals;
};

// Shaped after real subcommands: a battle action with dice, a filtered listing, and
// list-valued options.
const std::array<Command, 3> commands = {{
    {{{"dice", cli::numbers}, {"seed", true}, {"json", false}, {"output", true, 'o'},
      {"side", true}},
     {0, 3, "FILE ID ACTION"}},
    {{{"side", true, 's'}, {"formation", true}, {"kind", true}, {"unsupplied", false},
      {"json", false}},
     {1, 1, "FILE"}},
    {{{"cards", true}, {"hex", true}, {"keep", cli::numbers}, {"attackers", true},
      {"runs", true}},
     {}},
}};

template <typename Read>
void refusedInOneLine(Read&& read) {
    try {
        read();
    } catch (const cli::UsageError& error) {
        fuzz::requireOneLine(error);
    } catch (const core::UserError& error) {
        fuzz::requireOneLine(error);
    }
}

std::vector<std::string> wordsOf(const std::string& text) {
    std::vector<std::string> words;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find('\0', start), text.size());
        words.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return words;
}

// Reads every option every way a command may, each read refused or not on its own.
void readAll(const cli::Arguments& args, const Command& command) {
    for (const auto& spec : command.options) {
        static_cast<void>(args.flag(spec.name));
        refusedInOneLine([&] { args.value(spec.name); });
        refusedInOneLine([&] { args.listValue(spec.name); });
        refusedInOneLine([&] { args.intValue(spec.name, -100, 100); });
        refusedInOneLine([&] { args.intListValue(spec.name, 1, 100); });
        refusedInOneLine([&] { args.seedValue(spec.name); });
    }
    refusedInOneLine([&] { args.expectPositionals(2, "FILE ID"); });
    // The typed dice as a rule reads them: two six-sided dice, then a ten-sided one.
    refusedInOneLine([&] {
        const auto choice = cli::diceChoice(args, "fuzz");
        core::asUserErrors([&] {
            return core::rollWith(choice, [](rules::Dice& dice) {
                return dice.rollSum(2, 6, "fuzz: two dice") + dice.roll(10, "fuzz: a d10");
            });
        });
    });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    auto [which, text] = fuzz::choose(data, size, commands.size());
    if (which == commands.size()) return 0;
    const auto& command = commands[which];
    const auto words = wordsOf(text);
    refusedInOneLine([&] {
        const cli::Arguments args(words, std::span<const OptionSpec>(command.options), "fuzz",
                                  command.positionals);
        readAll(args, command);
    });
    return 0;
}
