// `tachanka-cli actions`: the Actions Table's procedures, each with its dice typed or seeded,
// and the exact odds of every roll.

#include <vector>

#include "app/cli/actions/actions_cli.hpp"
#include "app/cli/dice_options.hpp"
#include "app/cli/system_commands.hpp"

namespace tachanka::cli {

core::DiceChoice rolledDie(const Arguments& args, const std::string& command) {
    core::DiceChoice dice;
    if (const auto seed = seedInsteadOf(args, command, {"roll"})) {
        dice.seed = *seed;
        return dice;
    }
    if (!args.value("roll")) {
        throw UsageError("tachanka-cli " + command + ": give --roll R or --seed S");
    }
    dice.typed = args.requiredIntList("roll", 1, 100);
    return dice;
}

namespace {

template <typename... Tables>
std::vector<Command> joined(Tables... tables) {
    std::vector<Command> all;
    for (const auto table : {tables...}) all.insert(all.end(), table.begin(), table.end());
    return all;
}

std::span<const Command> oddsTable() {
    static const std::vector<Command> all =
        joined(actionsOrderOddsCommands(), actionsHandoverOddsCommands(),
               actionsShootingOddsCommands(), actionsActivationOddsCommands());
    return all;
}

constexpr Command oddsGroup[] = {
    {"odds", "exact odds of the order, to-hit, damage, sighting and activation rolls", "", nullptr,
     oddsTable},
};

std::span<const Command> actionsCommands() {
    static const std::vector<Command> all =
        joined(actionsOrderCommands(), actionsHandoverCommands(), actionsShootingCommands(),
               actionsActivationCommands(), std::span<const Command>(oddsGroup));
    return all;
}

const SystemCommandsRegistration registration{"actions-table", actionsCommands};

}  // namespace
}  // namespace tachanka::cli
