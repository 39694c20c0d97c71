#include <iostream>
#include <sstream>
#include <vector>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/json_writer.hpp"
#include "app/cli/redactions/redactions_cli.hpp"
#include "app/core/redactions/redactions_lookups.hpp"

namespace tachanka::cli {
namespace {

namespace ra = rules::redactions;

// ---- shooting

Arguments shotArguments(std::span<const std::string> words, const std::string& command) {
    return Arguments(words,
                     {{"total", numbers},
                      {"roll", numbers},
                      {"shift", numbers},
                      {"value", numbers},
                      {"bases", numbers},
                      {"terror", numbers},
                      {"long-range", false},
                      {"cover", true},
                      {"mg-close", false},
                      {"enfiladed", false},
                      {"formed-or-column", false},
                      {"skirmish-target", false},
                      {"speculative", false},
                      {"indirect", true},
                      {"range", numbers},
                      {"distance", numbers},
                      {"machine-guns", false},
                      {"seed", numbers},
                      {"json", false}},
                     command);
}

core::ShotRequest shotRequest(const Arguments& args, const std::string& command) {
    core::ShotRequest request;
    request.extraShift = args.intValue("shift", -20, 20).value_or(0);
    request.total = args.intValue("total", 0, 10000);
    const bool fullInputs = args.value("value") || args.value("bases");
    bool anyInput = fullInputs;
    for (const char* option : {"terror", "cover", "indirect", "range", "distance"}) {
        anyInput = anyInput || args.value(option);
    }
    for (const char* flag : {"long-range", "mg-close", "enfiladed", "formed-or-column",
                             "skirmish-target", "speculative", "machine-guns"}) {
        anyInput = anyInput || args.flag(flag);
    }
    if (request.total && anyInput) {
        throw UsageError("tachanka-cli " + command +
                         ": give either --total or the inputs it is computed from, not both");
    }
    if (!request.total && !fullInputs) {
        throw UsageError("tachanka-cli " + command +
                         ": --total, or --value and --bases, is required");
    }
    if (request.total) return request;
    request.shooters.bases = args.requiredInt("bases", 1, 50);
    request.shooters.terror = args.intValue("terror", 0, 100).value_or(0);
    auto& inputs = request.inputs;
    inputs.value = args.requiredInt("value", 0, 100);
    inputs.longRange = args.flag("long-range");
    inputs.cover = named(args, "cover", command, ra::coverNames, ra::Cover::None);
    inputs.mgClose = args.flag("mg-close");
    inputs.enfiladed = args.flag("enfiladed");
    inputs.formedOrColumn = args.flag("formed-or-column");
    inputs.skirmishTarget = args.flag("skirmish-target");
    inputs.speculative = args.flag("speculative");
    inputs.indirect =
        named(args, "indirect", command, ra::indirectFireNames, ra::IndirectFire::None);
    if (args.value("range") || args.value("distance")) {
        if (inputs.longRange || inputs.mgClose) {
            throw UsageError("tachanka-cli " + command +
                             ": --range and --distance decide --long-range and --mg-close");
        }
        request.range = core::ShotRequest::Range{args.requiredInt("range", 1, 1000),
                                                 args.requiredInt("distance", 0, 10000),
                                                 args.flag("machine-guns")};
    }
    return request;
}

int runShoot(std::span<const std::string> words) {
    const std::string command = "ra shoot";
    const Arguments args = shotArguments(words, command);
    const auto request = shotRequest(args, command);
    const auto report = core::lookUpShot(request, tableRoll(args, command));
    const auto& lookup = report.lookup;
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("total").value(lookup.total);
        json.key("shift").value(lookup.shift);
        json.key("column").value(lookup.columnLabel);
        json.key("roll").value(lookup.roll);
        json.key("result").value(lookup.cell.text);
        json.key("effects");
        writeStrings(json, report.effects);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << "shooting total " << lookup.total << ", shift " << lookup.shift << ", column "
              << lookup.columnLabel << ", roll " << lookup.roll << ": " << lookup.cell.text << '\n';
    printEffects(report.effects);
    return 0;
}

int runOddsShoot(std::span<const std::string> words) {
    const std::string command = "ra odds shoot";
    const Arguments args = shotArguments(words, command);
    refuseRoll(args, command);
    printOdds(core::shotOdds(shotRequest(args, command)), args.flag("json"));
    return 0;
}

// ---- morale

Arguments moraleArguments(std::span<const std::string> words, const std::string& command) {
    return Arguments(words,
                     {{"test", true},
                      {"target", numbers},
                      {"roll", numbers},
                      {"officer-bonus", numbers},
                      {"senior-bonus", numbers},
                      {"senior-distance", numbers},
                      {"senior-in-sight", false},
                      {"personal-command", false},
                      {"enemy-behind-flank", false},
                      {"earthworks", false},
                      {"night-or-fog", false},
                      {"ambushed-marching", false},
                      {"from-pinned", false},
                      {"rout-rule", true},
                      {"mg-or-mortar", false},
                      {"commissar-option", false},
                      {"seed", numbers},
                      {"json", false}},
                     command);
}

ra::MoraleInputs moraleInputs(const Arguments& args, const std::string& command) {
    ra::MoraleInputs inputs;
    if (!args.value("test")) throw UsageError("tachanka-cli " + command + ": --test is required");
    inputs.test = named(args, "test", command, ra::moraleTestNames, ra::MoraleTest::Fear);
    inputs.successNumber = args.requiredInt("target", 0, 20);
    std::optional<ra::SeniorOfficer> senior;
    if (const auto bonus = args.intValue("senior-bonus", -6, 6)) {
        senior = ra::SeniorOfficer{*bonus, args.intValue("senior-distance", 0, 1000).value_or(0),
                                   args.flag("senior-in-sight"), args.flag("personal-command")};
    }
    inputs.officerBonus = core::officerMoraleBonus(args.intValue("officer-bonus", -6, 6), senior);
    inputs.enemyBehindFlank = args.flag("enemy-behind-flank");
    inputs.earthworks = args.flag("earthworks");
    inputs.nightOrFog = args.flag("night-or-fog");
    inputs.ambushedWhileMarching = args.flag("ambushed-marching");
    inputs.rallyFromRout = !args.flag("from-pinned");
    inputs.routRule = named(args, "rout-rule", command, ra::routRuleNames, ra::RoutRule::PygmyWars);
    inputs.machineGunOrMortarTeam = args.flag("mg-or-mortar");
    inputs.commissarOption = args.flag("commissar-option");
    return inputs;
}

int runMorale(std::span<const std::string> words) {
    const std::string command = "ra morale";
    const Arguments args = moraleArguments(words, command);
    const auto inputs = moraleInputs(args, command);
    const auto result = core::takeMoraleTest(inputs, tableRoll(args, command));
    const std::string test(model::nameOf(ra::moraleTestNames, inputs.test));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("test").value(test);
        json.key("target").value(result.target);
        json.key("roll").value(result.roll);
        json.key("score").value(result.score);
        json.key("passed").value(result.passed);
        json.key("effects");
        writeStrings(json, result.effects);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << test << " test, roll " << result.roll;
    if (result.score != result.roll) std::cout << " (" << result.score << " modified)";
    std::cout << " against " << result.target << ": " << (result.passed ? "passed" : "failed")
              << '\n';
    printEffects(result.effects);
    return 0;
}

int runOddsMorale(std::span<const std::string> words) {
    const std::string command = "ra odds morale";
    const Arguments args = moraleArguments(words, command);
    refuseRoll(args, command);
    printOdds(core::moraleOdds(moraleInputs(args, command)), args.flag("json"));
    return 0;
}

#define SHOT_OPTIONS                                                                          \
    "  --total N          the shooting total, or compute it from:\n"                          \
    "  --value V          shooting value per base (card)\n"                                   \
    "  --bases B          bases that see the target in arc and range\n"                       \
    "  --terror N         the shooters' terror markers (reduce effective bases)\n"            \
    "  --long-range       target beyond half range (strength halved)\n"                       \
    "  --range R --distance D [--machine-guns]  card range and distance in inches decide\n"  \
    "                     long range and MGs' close range\n"                                \
    "  --speculative      speculative area fire (halved)\n"                                   \
    "  --indirect first|later  observed indirect fire (x1/2, then x3/4)\n"                    \
    "  --mg-close         MGs at 8\" or less (+3 columns)\n"                                  \
    "  --enfiladed        (+1 column)\n"                                                      \
    "  --formed-or-column target formed cavalry or road column (+2 columns)\n"                \
    "  --skirmish-target  skirmishers, or partisans in cover (-1 column)\n"                   \
    "  --cover C          the target's best cover: none, soft, evading-open, evading-soft,\n" \
    "                     wooden, stone, super-hard, or foxholes-1..3 dug (ra dig), which\n" \
    "                     ignore a first retire result, Mobs too\n"                          \
    "  --shift K          further column shift\n"                                             \
    "  --json             machine output\n"

#define MORALE_OPTIONS                                                                          \
    "  --test charge|fear|serious|rally   --target N   the card's success number\n"             \
    "  --officer-bonus N  the commanding officer's morale effect\n"                             \
    "  --senior-bonus N --senior-distance D [--senior-in-sight] [--personal-command]\n"         \
    "  --enemy-behind-flank (-2)  --earthworks (+2)  to the success number\n"                  \
    "  --night-or-fog     +1 to the roll (a harder test)\n"                                       \
    "  --ambushed-marching (-3, fear test)\n"                                                   \
    "  --from-pinned      a rally test to remove a pinned marker (default: from rout)\n"        \
    "  --rout-rule pygmy-wars|standard  --mg-or-mortar  --commissar-option\n"                   \
    "  --json             machine output\n"

constexpr Command oddsCommands[] = {
    {"shoot", "the chance of each shooting result",
     "usage: tachanka-cli ra odds shoot (--total N | --value V --bases B ...) [--json]\n\n"
     SHOT_OPTIONS,
     runOddsShoot, nullptr},
    {"morale", "the chance to pass a morale test",
     "usage: tachanka-cli ra odds morale --test T --target N [...] [--json]\n\n" MORALE_OPTIONS,
     runOddsMorale, nullptr},
};

std::span<const Command> oddsTable() {
    static const std::vector<Command> all = [] {
        // shoot, combat, morale, direct-hit, officer-casualty
        const std::span<const Command> own = oddsCommands;
        std::vector<Command> table{own[0]};
        for (const auto more : {redActionsCombatOddsCommands(), own.subspan(1),
                                redActionsRollOddsCommands()}) {
            table.insert(table.end(), more.begin(), more.end());
        }
        return table;
    }();
    return all;
}

constexpr Command commands[] = {
    {"shoot", "look up a shooting result",
     "usage: tachanka-cli ra shoot (--total N | --value V --bases B ...) (--roll R | --seed S)\n"
     "       [--json]\n\n"
     "Looks the 2d6 roll R up on the shooting table (red-actions.xml), or rolls 2d6 from the\n"
     "seed S.\n\n" SHOT_OPTIONS,
     runShoot, nullptr},
    {"morale", "take a morale test",
     "usage: tachanka-cli ra morale --test T --target N (--roll R | --seed S) [...] [--json]\n\n"
     "Passes on 2d6 (plus any roll modifier) at most the success number plus bonuses; a\n"
     "12 on the dice always fails.\n\n" MORALE_OPTIONS,
     runMorale, nullptr},
    {"odds", "exact odds of shooting, combat, morale, direct hits, officer casualties", "",
     nullptr, oddsTable},
};

#undef SHOT_OPTIONS
#undef MORALE_OPTIONS

}  // namespace

int tableRoll(const Arguments& args, const std::string& command) {
    if (const auto seed = seedInsteadOf(args, command, {"roll"})) return core::seededTwoDice(*seed);
    if (!args.value("roll")) {
        throw UsageError("tachanka-cli " + command + ": give --roll R or --seed S");
    }
    return args.requiredInt("roll", 2, 12);
}

std::span<const Command> redActionsLookupCommands() {
    static const std::vector<Command> all = [] {
        // shoot, combat, morale, direct-hit, officer-casualty, initiative, actions,
        // ammunition, odds
        const std::span<const Command> own = commands;
        std::vector<Command> table{own[0]};
        for (const auto more : {redActionsCombatCommands(), own.subspan(1, 1),
                                redActionsRollCommands(), redActionsTurnCommands(),
                                redActionsSupplyCommands(), own.subspan(2)}) {
            table.insert(table.end(), more.begin(), more.end());
        }
        return table;
    }();
    return all;
}

}  // namespace tachanka::cli
