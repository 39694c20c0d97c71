#include <iostream>

#include "app/cli/actions/actions_cli.hpp"
#include "app/cli/json_writer.hpp"
#include "app/cli/odds_output.hpp"
#include "app/cli/dice_options.hpp"

namespace tachanka::cli {
namespace {

namespace actions = rules::actions;

// ---- hit

Arguments hitArguments(std::span<const std::string> words, const std::string& command) {
    return Arguments(
        words,
        {{"range", true}, {"cover", true}, {"roll", numbers}, {"seed", numbers}, {"json", false}},
        command);
}

core::HitRequest hitRequest(const Arguments& args, const std::string& command) {
    if (!args.value("range")) throw UsageError("tachanka-cli " + command + ": --range is required");
    return {named(args, "range", command, actions::rangeNames, actions::Range::Short),
            named(args, "cover", command, actions::coverNames, actions::Cover::Open)};
}

int runHit(std::span<const std::string> words) {
    const std::string command = "actions hit";
    const Arguments args = hitArguments(words, command);
    const auto request = hitRequest(args, command);
    const auto rolled = core::rollToHit(request, rolledDie(args, command));
    const auto& result = rolled.result;
    const std::string range(model::nameOf(actions::rangeNames, request.range));
    const std::string cover(model::nameOf(actions::coverNames, request.cover));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("range").value(range);
        json.key("cover").value(cover);
        json.key("needed").value(result.needed);
        json.key("roll").value(result.roll);
        json.key("hit").value(result.hit);
        writeDice(json, rolled.rolls);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << range << " range, " << cover << ": D8 " << result.roll << " against "
              << result.needed << "+: " << (result.hit ? "hit" : "miss") << '\n';
    return 0;
}

int runOddsHit(std::span<const std::string> words) {
    const std::string command = "actions odds hit";
    const Arguments args = hitArguments(words, command);
    refuseRoll(args, command);
    return printOdds(core::hitOdds(hitRequest(args, command)), args.flag("json"));
}

// ---- damage

Arguments damageArguments(std::span<const std::string> words, const std::string& command) {
    return Arguments(words,
                     {{"weapon", true},
                      {"hero", false},
                      {"raw", false},
                      {"roll", numbers},
                      {"seed", numbers},
                      {"json", false}},
                     command);
}

core::DamageRequest damageRequest(const Arguments& args, const std::string& command) {
    if (!args.value("weapon")) {
        throw UsageError("tachanka-cli " + command + ": --weapon is required");
    }
    if (args.flag("hero") && args.flag("raw")) {
        throw UsageError("tachanka-cli " + command + ": the shooter is --hero or --raw, not both");
    }
    return {
        named(args, "weapon", command, actions::weaponClassNames, actions::WeaponClass::Gunpowder),
        args.flag("hero")  ? actions::Shooter::Hero
        : args.flag("raw") ? actions::Shooter::Raw
                           : actions::Shooter::Ordinary};
}

int runDamage(std::span<const std::string> words) {
    const std::string command = "actions damage";
    const Arguments args = damageArguments(words, command);
    const auto request = damageRequest(args, command);
    const auto rolled = core::rollDamage(request, rolledDie(args, command));
    const auto& result = rolled.result;
    const std::string weapon(model::nameOf(actions::weaponClassNames, request.weapon));
    const std::string damage(model::nameOf(actions::damageNames, result.result));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("weapon").value(weapon);
        json.key("roll").value(result.roll);
        json.key("modifier").value(result.modifier);
        json.key("modified").value(result.modified);
        json.key("result").value(damage);
        writeDice(json, rolled.rolls);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << weapon << ", d6 " << result.roll;
    if (result.modifier != 0) std::cout << " (read as " << result.modified << ")";
    std::cout << ": " << damage << '\n';
    return 0;
}

int runOddsDamage(std::span<const std::string> words) {
    const std::string command = "actions odds damage";
    const Arguments args = damageArguments(words, command);
    refuseRoll(args, command);
    return printOdds(core::damageOdds(damageRequest(args, command)), args.flag("json"));
}

// ---- sight and fire

Arguments sightArguments(std::span<const std::string> words, const std::string& command) {
    return Arguments(words, {{"roll", numbers}, {"seed", numbers}, {"json", false}}, command);
}

int runSight(std::span<const std::string> words) {
    const std::string command = "actions sight";
    const Arguments args = sightArguments(words, command);
    const auto rolled = core::sightingRangeCm(rolledDie(args, command));
    const int range = rolled.result;
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject().key("range_cm").value(range);
        writeDice(json, rolled.rolls);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << "seen at " << range << " cm\n";
    return 0;
}

int runOddsSight(std::span<const std::string> words) {
    const std::string command = "actions odds sight";
    const Arguments args = sightArguments(words, command);
    refuseRoll(args, command);
    return printOdds(core::sightingOdds(), args.flag("json"));
}

int runFire(std::span<const std::string> words) {
    const std::string command = "actions fire";
    const Arguments args(
        words, {{"figures", numbers}, {"moving", false}, {"hand-hurled", false}, {"json", false}},
        command);
    const int figures = args.requiredInt("figures", 0, 10000);
    if (args.flag("hand-hurled") && args.flag("moving")) {
        throw UsageError("tachanka-cli " + command +
                         ": hand hurled weapons shoot the same moving or not; --moving is for "
                         "uncommanded fire");
    }
    const int shots = args.flag("hand-hurled")
                          ? core::handHurledShots(figures)
                          : core::uncommandedShots(figures, args.flag("moving"));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject().key("shots").value(shots).endObject();
        json.finish();
        return 0;
    }
    std::cout << shots << " shot" << (shots == 1 ? "" : "s") << '\n';
    return 0;
}

// ---- movement

template <typename Table>
auto namedWord(const Table& table, const std::string& word, const std::string& option) {
    if (const auto value = model::valueNamed(table, word)) return *value;
    throw UsageError("tachanka-cli actions move: --" + option + " '" + word + "' is none of " +
                     model::joinedNames(table));
}

int runMove(std::span<const std::string> words) {
    const std::string command = "actions move";
    const Arguments args(words,
                         {{"mover", true},
                          {"difficult", numbers},
                          {"barriers", numbers},
                          {"weapon", true},
                          {"shooting", false},
                          {"json", false}},
                         command);
    actions::MoveRequest request;
    request.mover = namedWord(actions::moverNames, args.value("mover").value_or("foot"), "mover");
    request.difficultCm = args.intValue("difficult", 0, 10'000).value_or(0);
    request.lowBarriers = args.intValue("barriers", 0, 100).value_or(0);
    request.weapon =
        namedWord(actions::loadingKindNames, args.value("weapon").value_or("none"), "weapon");
    request.shooting = args.flag("shooting");
    const auto moved = core::moveFigures(request);
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject()
            .key("allowance_cm")
            .value(moved.allowanceCm)
            .key("half_speed")
            .value(moved.halfSpeed)
            .key("spent_cm")
            .value(moved.spentCm)
            .key("left_cm")
            .value(moved.leftCm)
            .key("reaches")
            .value(moved.reaches())
            .endObject();
        json.finish();
        return 0;
    }
    std::cout << "moves " << moved.allowanceCm << " cm" << (moved.halfSpeed ? " (half speed)" : "")
              << "; difficult going and barriers cost " << moved.spentCm << " cm; ";
    if (moved.reaches()) {
        std::cout << moved.leftCm << " cm of open going left\n";
    } else {
        std::cout << "it does not get through this turn (" << -moved.leftCm << " cm short)\n";
    }
    return 0;
}

#define HIT_OPTIONS                                                          \
    "  --range short|medium|long  (the weapons table gives each weapon's)\n" \
    "  --cover open|soft|hard  the target's cover (default open)\n"          \
    "  --json             machine output\n"

#define DAMAGE_OPTIONS                                                                        \
    "  --weapon gunpowder|bow|other  the damage row: gunpowder weapons, bow / spear, other\n" \
    "  --hero             a Hero shoots (+1)   --raw  Raw shooters (-1)\n"                    \
    "  --json             machine output\n"

constexpr Command commands[] = {
    {"hit", "throw a D8 to hit by range and cover",
     "usage: tachanka-cli actions hit --range R [--cover C] (--roll R | --seed S) [--json]\n\n"
     "Hits on the to-hit table's number or more. JSON: range, cover, needed, roll, "
     "hit, dice.\n\n" HIT_OPTIONS,
     runHit, nullptr},
    {"damage", "throw a d6 for the damage a hit does",
     "usage: tachanka-cli actions damage --weapon W [--hero | --raw] (--roll R | --seed S)\n"
     "       [--json]\n\n"
     "A modified roll below 1 reads as 1, above 6 as 6. JSON: weapon, roll, modifier,\n"
     "modified, result (graze, wound or kill), dice.\n\n" DAMAGE_OPTIONS,
     runDamage, nullptr},
    {"sight", "throw the range figures in terrain are seen at",
     "usage: tachanka-cli actions sight (--roll R | --seed S) [--json]\n\n"
     "Figures in terrain within 10 cm of its edge, firing or in plain sight are seen at d6 x\n"
     "10 cm. JSON: range_cm, dice.\n",
     runSight, nullptr},
    {"move", "how far figures move this turn",
     "usage: tachanka-cli actions move [--mover foot|wounded|petticoats|horsed]\n"
     "       [--difficult CM] [--barriers N] [--weapon muzzle|breech|magazine --shooting]\n"
     "       [--json]\n\n"
     "Figures move 25 cm a turn, wounded men and civilians 20 (15 with their petticoats not\n"
     "hitched up), horsed figures 40 in open clear terrain (the numbers are the data file's).\n"
     "Difficult going counts double, a low barrier or fence costs a quarter move; a figure\n"
     "firing a muzzle- or breech-loaded weapon moves at half speed. JSON: allowance_cm,\n"
     "half_speed, spent_cm, left_cm, reaches.\n",
     runMove, nullptr},
    {"fire", "count the shots of uncommanded troops or hand hurled weapons",
     "usage: tachanka-cli actions fire --figures N [--moving | --hand-hurled] [--json]\n\n"
     "Uncommanded troops fire 1 per 2 figures stationary, 1 per 3 moving; of figures with\n"
     "hand hurled weapons 1 per 3 counts. Whole shots only. JSON: shots.\n",
     runFire, nullptr},
};

constexpr Command oddsCommands[] = {
    {"hit", "the chance to hit",
     "usage: tachanka-cli actions odds hit --range R [--cover C] [--json]\n\n" HIT_OPTIONS,
     runOddsHit, nullptr},
    {"damage", "the chance of a graze, a wound or a kill",
     "usage: tachanka-cli actions odds damage --weapon W [--hero | --raw] "
     "[--json]\n\n" DAMAGE_OPTIONS,
     runOddsDamage, nullptr},
    {"sight", "the chance of each sighting range",
     "usage: tachanka-cli actions odds sight [--json]\n", runOddsSight, nullptr},
};

#undef HIT_OPTIONS
#undef DAMAGE_OPTIONS

}  // namespace

std::span<const Command> actionsShootingCommands() { return commands; }
std::span<const Command> actionsShootingOddsCommands() { return oddsCommands; }

}  // namespace tachanka::cli
