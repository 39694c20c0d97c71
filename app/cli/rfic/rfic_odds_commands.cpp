#include <iostream>

#include "app/cli/dice_options.hpp"
#include "app/cli/odds_output.hpp"
#include "app/cli/rfic/rfic_cli.hpp"

namespace tachanka::cli {
namespace {

namespace rfic = rules::rfic;

// {"given": what the odds were counted from, "outcomes": [...]}, or both for people.
int printGiven(const rules::Distribution& odds, const std::string& given, bool asJson) {
    if (asJson) {
        JsonWriter json(std::cout);
        json.beginObject().key("given").value(given).key("outcomes");
        writeOutcomes(json, odds);
        json.endObject();
        json.finish();
        return 0;
    }
    if (!given.empty()) std::cout << given << '\n';
    printOutcomes(std::cout, odds);
    return 0;
}

Arguments withPile(std::span<const std::string> words, std::initializer_list<OptionSpec> own,
                   const std::string& command) {
    std::vector<OptionSpec> accepted(own);
    for (const auto& option : pileOptions()) accepted.push_back(option);
    accepted.emplace_back("json", false);
    return Arguments(words, accepted, command);
}

int runOddsFire(std::span<const std::string> words) {
    const std::string command = "rfic odds fire";
    const Arguments args = withPile(words,
                                    {{"weapon", true},
                                     {"figures", numbers},
                                     {"moved", false},
                                     {"disrupted", false},
                                     {"commanders", numbers},
                                     {"cover", false}},
                                    command);
    const auto weapon = args.value("weapon");
    if (!weapon) throw UsageError("tachanka-cli " + command + ": --weapon is required");
    const rfic::FireRequest request{*weapon, args.requiredInt("figures", 0, 1000),
                                    args.flag("moved") || args.flag("disrupted"),
                                    args.intValue("commanders", 0, 10).value_or(0)};
    const bool cover = args.flag("cover");
    const auto pile = pileFrom(args, command);
    std::string given = std::to_string(core::fireDiceOf(request)) + "D6, a 6 hits";
    if (cover) given += "; a cover card for each hit, given " + core::colourLeft(pile);
    return printGiven(core::fireOdds(request, cover, pile), given, args.flag("json"));
}

int runOddsCover(std::span<const std::string> words) {
    const std::string command = "rfic odds cover";
    const Arguments args = withPile(words, {}, command);
    const auto pile = pileFrom(args, command);
    return printGiven(core::coverOdds(pile), "given " + core::colourLeft(pile), args.flag("json"));
}

int runOddsDamage(std::span<const std::string> words) {
    const std::string command = "rfic odds damage";
    const Arguments args = withPile(words, {{"unit", true}}, command);
    if (!args.value("unit")) throw UsageError("tachanka-cli " + command + ": --unit is required");
    const auto unit =
        named(args, "unit", command, core::damagedUnitNames, core::DamagedUnit::LightAfv);
    const auto pile = pileFrom(args, command);
    return printGiven(core::damageOdds(unit, pile),
                      "disrupted " + std::string(model::nameOf(core::damagedUnitNames, unit)) +
                          " hit, given " + core::colourLeft(pile),
                      args.flag("json"));
}

int runOddsCohesion(std::span<const std::string> words) {
    const std::string command = "rfic odds cohesion";
    const Arguments args =
        withPile(words, {{"who", true}, {"grade", true}, {"commander", false}}, command);
    rfic::CohesionRequest request;
    request.who = named(args, "who", command, rfic::rallyingNames, rfic::Rallying::Unit);
    if (request.who == rfic::Rallying::Unit && !args.value("grade")) {
        throw UsageError("tachanka-cli " + command + ": --grade is required for a unit");
    }
    request.grade = named(args, "grade", command, rfic::gradeNames, rfic::Grade::Good);
    request.commanderInHex = args.flag("commander");
    const auto pile = pileFrom(args, command);
    return printGiven(core::cohesionOdds(request, pile), "given " + core::suitsLeft(pile),
                      args.flag("json"));
}

int runOddsAircraft(std::span<const std::string> words) {
    const Arguments args(words, {{"json", false}}, "rfic odds aircraft");
    return printGiven(core::aircraftOdds(), core::aircraftProvisionalNote(), args.flag("json"));
}

int runOddsMinefield(std::span<const std::string> words) {
    const Arguments args(words, {{"json", false}}, "rfic odds minefield");
    return printGiven(core::minefieldOdds(), "", args.flag("json"));
}

#define PILE_OPTIONS                                                                           \
    "The undealt pile (the full pack when none is given), one way of:\n"                       \
    "  --seen LIST       the cards seen this turn (dealt face up, turned over): 7H,Q♠,...\n" \
    "  --red N --black N the red and black cards left (--court-hearts N: how many of the\n"    \
    "                    red are the K, Q, J of Hearts, default 3)\n"                          \
    "  --hearts N --clubs N --diamonds N --spades N   the cards left of each suit\n"           \
    "  --jokers N        Jokers in the pack (set aside when turned: the next card decides)\n"  \
    "  --json            given, outcomes [{result, probability, fraction}]\n"

constexpr Command commands[] = {
    {"fire", "the chance of each number of hits that take effect",
     "usage: tachanka-cli rfic odds fire --weapon W --figures N [--moved | --disrupted]\n"
     "       [--commanders N] [--cover [PILE]] [--json]\n\n"
     "Exact binomial over the D6s; with --cover, a cover card for each hit drawn from the\n"
     "pile without replacement.\n\n"
     "  --weapon W, --figures N, --moved, --disrupted, --commanders N: as rfic fire\n"
     "  --cover           the target is in cover\n" PILE_OPTIONS,
     runOddsFire, nullptr},
    {"cover", "the chance that a hit on a unit in cover counts",
     "usage: tachanka-cli rfic odds cover [PILE] [--json]\n\n" PILE_OPTIONS, runOddsCover, nullptr},
    {"damage", "the chance a second hit destroys, kills or wounds, given the pile",
     "usage: tachanka-cli rfic odds damage --unit U [PILE] [--json]\n\n"
     "  --unit U          light-afv, medium-afv, heavy-afv, transport, light-bomber, "
     "commander\n" PILE_OPTIONS,
     runOddsDamage, nullptr},
    {"cohesion", "the chance of regaining cohesion, given the suits left",
     "usage: tachanka-cli rfic odds cohesion [--who W] [--grade G] [--commander] [PILE]\n"
     "       [--json]\n\n"
     "  --who, --grade, --commander: as rfic cohesion\n" PILE_OPTIONS,
     runOddsCohesion, nullptr},
    {"aircraft", "the chance of each row of the 2D6 aircraft table",
     "usage: tachanka-cli rfic odds aircraft [--json]\n\n"
     "Row 11 is PROVISIONAL: the text has none.\n",
     runOddsAircraft, nullptr},
    {"minefield", "the chance of each number of hits from a minefield's 8D6",
     "usage: tachanka-cli rfic odds minefield [--json]\n", runOddsMinefield, nullptr},
};

#undef PILE_OPTIONS

}  // namespace

std::span<const Command> rficOddsCommands() { return commands; }

}  // namespace tachanka::cli
