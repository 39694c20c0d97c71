#pragma once
// Shared by the tachanka-cli actions commands: their sub-tables, and the dice of a roll as the
// options give them.

#include <span>
#include <string>
#include <vector>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/json_writer.hpp"
#include "app/core/actions/actions_lookups.hpp"

namespace tachanka::cli {

// order and risk (actions_order_commands.cpp).
std::span<const Command> actionsOrderCommands();
std::span<const Command> actionsOrderOddsCommands();
// hit, damage, sight and fire (actions_shooting_commands.cpp).
std::span<const Command> actionsShootingCommands();
std::span<const Command> actionsShootingOddsCommands();
// activate (actions_activation_commands.cpp).
std::span<const Command> actionsActivationCommands();
std::span<const Command> actionsActivationOddsCommands();

// handover: a Red Actions! unit handed to the Actions Table, and its odds
// (actions_handover_commands.cpp).
std::span<const Command> actionsHandoverCommands();
std::span<const Command> actionsHandoverOddsCommands();

// The risk factors' circumstances as options (--hero, --in-cover, ... --running), with
// `more` options of the command's own; --figures and --casualties when `withLosses`
// (actions_situation.cpp).
std::vector<OptionSpec> situationOptions(bool withLosses, std::initializer_list<OptionSpec> more);
rules::actions::Circumstances situationFrom(const Arguments& args, bool withLosses);
// "risk" and "factors" [{"factor", "times", "value"}], or the lines for people.
void writeRisk(JsonWriter& json, const rules::actions::RiskAssessment& assessment);
void printRisk(const rules::actions::RiskAssessment& assessment);

// The die typed with --roll, or dice from --seed: one or the other (the --dice form of a roll
// of several dice is diceChoice, app/cli/dice_options.hpp).
core::DiceChoice rolledDie(const Arguments& args, const std::string& command);

}  // namespace tachanka::cli
