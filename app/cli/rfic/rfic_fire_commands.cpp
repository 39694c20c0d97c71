#include <iostream>

#include "app/cli/dice_options.hpp"
#include "app/cli/rfic/rfic_cli.hpp"

namespace tachanka::cli {
namespace {

namespace rfic = rules::rfic;

void writeRolls(JsonWriter& json, std::string_view key, const rfic::FireResult& result) {
    json.key(key).beginArray();
    for (const int roll : result.rolls) json.value(roll);
    json.endArray();
}

// --weapon W --figures N [--moved | --disrupted] [--commanders N], with `prefix` on each name
// ("defender-" for close assault's other unit).
rfic::FireRequest fireRequest(const Arguments& args, const std::string& command,
                              const std::string& prefix = "") {
    const auto weapon = args.value(prefix + "weapon");
    if (!weapon) {
        throw UsageError("tachanka-cli " + command + ": --" + prefix + "weapon is required");
    }
    return {*weapon, args.requiredInt(prefix + "figures", 0, 1000),
            args.flag(prefix + "moved") || args.flag(prefix + "disrupted"),
            args.intValue(prefix + "commanders", 0, 10).value_or(0)};
}

// ---- fire

int runFire(std::span<const std::string> words) {
    const std::string command = "rfic fire";
    const Arguments args(words,
                         {{"weapon", true},
                          {"figures", numbers},
                          {"moved", false},
                          {"disrupted", false},
                          {"commanders", numbers},
                          {"dice", numbers},
                          {"seed", numbers},
                          {"json", false}},
                         command);
    const auto request = fireRequest(args, command);
    const auto rolled = core::fireWith(request, diceChoice(args, command));
    const auto& result = rolled.result;
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("weapon").value(request.weapon);
        json.key("dice").value(result.dice);
        writeRolls(json, "rolls", result);
        json.key("hits").value(result.hits);
        json.key("total").value(result.total);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << result.dice << "D6:";
    for (const int roll : result.rolls) std::cout << ' ' << roll;
    std::cout << " — " << result.hits << (result.hits == 1 ? " hit" : " hits") << '\n';
    return 0;
}

// ---- assault

int runAssault(std::span<const std::string> words) {
    const std::string command = "rfic assault";
    const Arguments args(words,
                         {{"weapon", true},
                          {"figures", numbers},
                          {"moved", false},
                          {"disrupted", false},
                          {"commanders", numbers},
                          {"defender-weapon", true},
                          {"defender-figures", numbers},
                          {"defender-disrupted", false},
                          {"defender-commanders", numbers},
                          {"dice", numbers},
                          {"seed", numbers},
                          {"json", false}},
                         command);
    const auto assaulter = fireRequest(args, command);
    const auto defender = fireRequest(args, command, "defender-");
    const auto tables = core::loadRficTables();
    const auto rolled = core::asUserErrors([&] {
        return core::rollWith(diceChoice(args, command), [&](rules::Dice& dice) {
            return rfic::closeAssault(tables.fire, assaulter, defender, dice);
        });
    });
    const auto& result = rolled.result;
    const std::string outcome(model::nameOf(rfic::assaultOutcomeNames, result.outcome));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("assaulter_total").value(result.assaulter.total);
        json.key("assaulter_hits").value(result.assaulter.hits);
        json.key("defender_total").value(result.defender.total);
        json.key("defender_hits").value(result.defender.hits);
        json.key("result").value(outcome);
        writeDice(json, rolled.rolls);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << "assaulting unit " << result.assaulter.total << " (" << result.assaulter.hits
              << " hits), defending unit " << result.defender.total << " (" << result.defender.hits
              << " hits): " << outcome << '\n';
    return 0;
}

// ---- minefield

int runMinefield(std::span<const std::string> words) {
    const std::string command = "rfic minefield";
    const Arguments args(words, {{"dice", numbers}, {"seed", numbers}, {"json", false}}, command);
    const auto rolled = core::minefieldWith(diceChoice(args, command));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject().key("dice").value(rolled.result.dice);
        writeRolls(json, "rolls", rolled.result);
        json.key("hits").value(rolled.result.hits).endObject();
        json.finish();
        return 0;
    }
    std::cout << rolled.result.dice << "D6: " << rolled.result.hits
              << (rolled.result.hits == 1 ? " hit" : " hits") << ", taken as artillery hits\n";
    return 0;
}

#define FIRE_OPTIONS                                                                           \
    "  --weapon W       small-arms, smg, lmg, hmg, infantry-vs-afv, afv-gun, anti-tank-gun,\n" \
    "                   artillery, aircraft-mg, aircraft-cannon, ground-attack-mg,\n"          \
    "                   ground-attack-cannon, light-bomb, medium-bomb, rocket, aa-gun\n"       \
    "  --figures N      figures, crew figures, AFVs, guns, cannons, rockets or bombs\n"        \
    "  --moved          the unit has moved this turn   --disrupted  it is disrupted\n"         \
    "  --commanders N   Commander figures firing with the unit (+2D6 each, +1D6 moved)\n"

constexpr Command commands[] = {
    {"fire", "throw the D6s of fire combat: a 6 hits",
     "usage: tachanka-cli rfic fire --weapon W --figures N [--moved | --disrupted]\n"
     "       [--commanders N] (--dice LIST | --seed N) [--json]\n\n"
     "D6s per figure by weapon, fewer when the unit moved or is disrupted; halves are\n"
     "rounded down. JSON: weapon, dice (how many D6), rolls, hits, total.\n\n" FIRE_OPTIONS
     "  --dice LIST      the D6s thrown, in order   --seed N  dice from this seed\n"
     "  --json           machine output\n",
     runFire, nullptr},
    {"assault", "close assault: both units fire and the D6 totals are compared",
     "usage: tachanka-cli rfic assault --weapon W --figures N [--moved] [--commanders N]\n"
     "       --defender-weapon W --defender-figures N [--defender-disrupted]\n"
     "       [--defender-commanders N] (--dice LIST | --seed N) [--json]\n\n"
     "The assaulting unit's dice first, then the defender's. Higher total: the other side\n"
     "retreats one hex (the assaulting unit also disrupted); equal: no one retreats.\n"
     "JSON: assaulter_total, assaulter_hits, defender_total, defender_hits, result\n"
     "(defender-retreats, assaulter-retreats-disrupted, neither-retreats), dice.\n\n" FIRE_OPTIONS
     "  --defender-figures N      the defending unit's, and so --defender-commanders N\n"
     "  --dice LIST      the D6s thrown, in order   --seed N  dice from this seed\n"
     "  --json           machine output\n",
     runAssault, nullptr},
    {"minefield", "the opposing Commander's 8D6 for a unit entering a minefield",
     "usage: tachanka-cli rfic minefield (--dice LIST | --seed N) [--json]\n\n"
     "A 6 hits; hits are taken as artillery hits. JSON: dice, rolls, hits.\n",
     runMinefield, nullptr},
};

#undef FIRE_OPTIONS

}  // namespace

std::span<const Command> rficFireCommands() { return commands; }

}  // namespace tachanka::cli
