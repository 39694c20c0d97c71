// tachanka-cli bnb fire and artillery, and their odds.

#include <iostream>

#include "app/cli/bnb/bnb_cli.hpp"

namespace tachanka::cli {
namespace {

// ---- small arms

Arguments fireArguments(std::span<const std::string> words, const std::string& command) {
    return Arguments(words,
                     {{"unit", true},
                      {"stands", numbers},
                      {"per-stand", numbers},
                      {"target", true},
                      {"entrenched", false},
                      {"range", numbers},
                      {"armoured-target", false},
                      diceOption,
                      seedOption,
                      jsonOption},
                     command);
}

bnb::SmallArmsFire smallArmsFire(const Arguments& args, const std::string& command) {
    requireOptions(args, command, {"unit", "stands", "target"});
    bnb::SmallArmsFire fire;
    fire.unit = named(args, "unit", command, bnb::smallArmsUnitNames, bnb::SmallArmsUnit::Infantry);
    fire.stands = args.requiredInt("stands", 1, 100);
    fire.dicePerStand = args.intValue("per-stand", 1, 20);
    fire.target =
        named(args, "target", command, bnb::smallArmsTargetNames, bnb::SmallArmsTarget::Open);
    fire.entrenched = args.flag("entrenched");
    fire.rangeHexes = args.intValue("range", 1, 1000);
    fire.armouredTarget = args.flag("armoured-target");
    return fire;
}

int runFire(std::span<const std::string> words) {
    const std::string command = "bnb fire";
    const Arguments args = fireArguments(words, command);
    const auto result = core::fireSmallArms(smallArmsFire(args, command), bnbDice(args, false));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("allowed").value(result.allowed);
        json.key("reason").value(result.reason);
        json.key("dice").value(result.dice);
        json.key("hits_on").value(result.hitsOn);
        json.key("rolled_hits").value(result.rolledHits);
        json.key("hits").value(result.hits);
        json.endObject();
        json.finish();
        return 0;
    }
    if (!result.allowed) {
        std::cout << "no effect: " << result.reason << '\n';
        return 0;
    }
    std::cout << result.dice << " dice hitting on " << result.hitsOn << "+: " << result.hits
              << (result.hits == 1 ? " hit" : " hits");
    if (result.hits != result.rolledHits) std::cout << " (" << result.rolledHits << " rolled)";
    std::cout << '\n';
    return 0;
}

int runOddsFire(std::span<const std::string> words) {
    const std::string command = "bnb odds fire";
    const Arguments args = fireArguments(words, command);
    refuseRoll(args, command, {"dice", "seed"});
    return printBnbOdds(core::smallArmsOdds(smallArmsFire(args, command)), args.flag("json"));
}

// ---- artillery

Arguments artilleryArguments(std::span<const std::string> words, const std::string& command) {
    return Arguments(words,
                     {{"gun", true},
                      {"stands", numbers},
                      {"range", numbers},
                      {"target", true},
                      {"against", true},
                      {"strength", numbers},
                      {"modifier", true},
                      diceOption,
                      seedOption,
                      jsonOption},
                     command);
}

bnb::ArtilleryFire artilleryFire(const Arguments& args, const std::string& command) {
    requireOptions(args, command, {"gun", "range", "target"});
    bnb::ArtilleryFire fire;
    fire.gun = named(args, "gun", command, bnb::gunNames, bnb::Gun::Field);
    fire.stands = args.intValue("stands", 1, 20).value_or(1);
    fire.rangeHexes = args.requiredInt("range", 1, 1000);
    fire.target =
        named(args, "target", command, bnb::artilleryTargetNames, bnb::ArtilleryTarget::Open);
    fire.against =
        named(args, "against", command, bnb::artilleryAgainstNames, bnb::ArtilleryAgainst::Troops);
    if (fire.against == bnb::ArtilleryAgainst::PointStrength) {
        fire.pointStrength = args.requiredInt("strength", 1, 1000);
    }
    fire.modifiers = namedList(args, "modifier", command, bnb::rangingModifierNames);
    return fire;
}

int runArtillery(std::span<const std::string> words) {
    const std::string command = "bnb artillery";
    const Arguments parsed = artilleryArguments(joinRepeated(words, "modifier"), command);
    const auto result = core::fireArtillery(artilleryFire(parsed, command), bnbDice(parsed, false));
    if (parsed.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("allowed").value(result.allowed);
        json.key("reason").value(result.reason);
        json.key("zeroing_total").value(result.zeroingTotal);
        json.key("zeroed").value(result.zeroed);
        json.key("hits_on").value(result.hitsOn);
        json.key("hits").value(result.hits);
        json.key("vehicle_damage");
        writeDamage(json, result.vehicleDamage);
        json.key("battery_damage").beginArray();
        for (const auto each : result.batteryDamage) {
            json.value(model::nameOf(bnb::batteryDamageNames, each));
        }
        json.endArray();
        json.key("damage_points").value(result.damagePoints);
        json.key("destroyed").value(result.destroyed);
        json.endObject();
        json.finish();
        return 0;
    }
    if (!result.allowed) {
        std::cout << "may not fire: " << result.reason << '\n';
        return 0;
    }
    std::cout << "zeroing total " << result.zeroingTotal << ": " << bnb::describe(result) << '\n';
    for (const auto each : result.batteryDamage) {
        std::cout << "  - " << model::nameOf(bnb::batteryDamageNames, each) << '\n';
    }
    if (result.damagePoints > 0) std::cout << "  damage points: " << result.damagePoints << '\n';
    return 0;
}

int runOddsArtillery(std::span<const std::string> words) {
    const std::string command = "bnb odds artillery";
    const Arguments args = artilleryArguments(joinRepeated(words, "modifier"), command);
    refuseRoll(args, command, {"dice", "seed"});
    return printBnbOdds(core::artilleryOdds(artilleryFire(args, command)), args.flag("json"));
}

#define DICE_OPTIONS                                                                  \
    "  --dice D1,D2,...   every die as rolled, in the order the rules ask for them\n" \
    "  --seed S           roll the dice from the seed S instead\n"                    \
    "  --json             machine output\n"

#define FIRE_OPTIONS                                                                           \
    "  --unit infantry|cavalry|mg  --stands N (at most 2 a hex)\n"                             \
    "  --target open|column|other (5, 6 in the open or march column; 6 all other)\n"           \
    "  --per-stand N      FP dice a stand within the table's \"2 or 3\" (default the lower)\n" \
    "  --entrenched       entrenched or emplaced: half range or less, 2 hits make 1\n"         \
    "  --range N          hexes to the target (checked against range and half range)\n"        \
    "  --armoured-target  an armoured car or tank: small arms have no effect\n"

#define ARTILLERY_OPTIONS                                                                        \
    "  --gun field|heavy  --range N (hexes)  --stands N (default 1)\n"                           \
    "  --target open|column|woods|town|marsh|trench|emplacement\n"                               \
    "  --against troops|armored-car|tank|battery|point-strength  (default troops)\n"             \
    "  --strength N       the point strength of a bridge or bunker\n"                            \
    "  --modifier M       zeroing roll: consecutive-moving (+1), consecutive-stationary (+3),\n" \
    "                     out-of-sight (-4), acquired-stationary (+3); repeat or comma-list\n"

constexpr Command commands[] = {
    {"fire", "small arms fire: hits of a unit's stands",
     "usage: tachanka-cli bnb fire --unit U --stands N --target T [...]\n"
     "       (--dice D1,D2,... | --seed S) [--json]\n\n" FIRE_OPTIONS DICE_OPTIONS,
     runFire, nullptr},
    {"artillery", "artillery fire: zeroing in, hits and damage",
     "usage: tachanka-cli bnb artillery --gun field|heavy --range N --target T [...]\n"
     "       (--dice D1,D2,... | --seed S) [--json]\n\n"
     "Dice in order: the zeroing dice, then (if zeroed) the FP dice of every stand, then one\n"
     "damage roll per hit (vehicle d6, battery d6, point strength 1d6 field or 2d6 heavy).\n"
     "JSON: zeroed, hits, vehicle_damage, battery_damage, damage_points, "
     "destroyed.\n\n" ARTILLERY_OPTIONS DICE_OPTIONS,
     runArtillery, nullptr},
};

constexpr Command oddsCommands[] = {
    {"fire", "the chance of each number of small arms hits",
     "usage: tachanka-cli bnb odds fire --unit U --stands N --target T [...] "
     "[--json]\n\n" FIRE_OPTIONS,
     runOddsFire, nullptr},
    {"artillery", "the chance of zeroing in and of each number of hits",
     "usage: tachanka-cli bnb odds artillery --gun G --range N --target T [...] "
     "[--json]\n\n" ARTILLERY_OPTIONS,
     runOddsArtillery, nullptr},
};

#undef DICE_OPTIONS
#undef FIRE_OPTIONS
#undef ARTILLERY_OPTIONS

}  // namespace

std::span<const Command> bnbFireCommands() { return commands; }
std::span<const Command> bnbFireOddsCommands() { return oddsCommands; }

}  // namespace tachanka::cli
