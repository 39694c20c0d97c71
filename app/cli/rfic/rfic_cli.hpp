#pragma once
// Shared by the tachanka-cli rfic commands: their sub-tables, the cards of a look-up as the
// options give them (--cards LIST typed at the table, or a pack shuffled from --seed S), the
// undealt pile the odds count over, and the cards written out with their purposes.

#include <span>
#include <string>
#include <vector>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/json_writer.hpp"
#include "app/core/rfic/rfic_lookups.hpp"

namespace tachanka::cli {

// order, move and aircraft (rfic_turn_commands.cpp).
std::span<const Command> rficTurnCommands();
// fire, assault, minefield (rfic_fire_commands.cpp).
std::span<const Command> rficFireCommands();
// cover, damage and cohesion (rfic_card_commands.cpp).
std::span<const Command> rficCardCommands();
// odds of each (rfic_odds_commands.cpp).
std::span<const Command> rficOddsCommands();

// "7H,QS" or "7♥,Q♠": the cards of --NAME; a UsageError naming the option for a bad card.
std::optional<std::vector<rules::rfic::Card>> cardsOption(const Arguments& args,
                                                          std::string_view name,
                                                          const std::string& command);
// --cards LIST (or the `option` given) or --seed S (with --jokers J), exactly one.
core::CardChoice cardChoice(const Arguments& args, const std::string& command,
                            std::string_view option = "cards");

// The undealt pile the odds count over: the full pack (with --jokers) less --seen LIST, or the
// counts --red N --black N [--court-hearts N], or by suit --hearts N --clubs N --diamonds N
// --spades N; none given: the full pack.
std::vector<rules::rfic::Card> pileFrom(const Arguments& args, const std::string& command);
// The options pileFrom reads, all of them numbers but --seen.
std::vector<OptionSpec> pileOptions();

// "cards": [{"card", "ascii", "purpose"}, ...], every card dealt or turned over, in order.
void writeCards(JsonWriter& json, const std::vector<rules::rfic::CardEvent>& cards);
void printCards(const std::vector<rules::rfic::CardEvent>& cards);
// "[7♥ Q♠]"
std::string shownCards(const std::vector<rules::rfic::Card>& cards);

}  // namespace tachanka::cli
