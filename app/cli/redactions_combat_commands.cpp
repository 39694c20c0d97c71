#include "app/cli/redactions_cli.hpp"
#include "app/core/redactions_lookups.hpp"

namespace tachanka::cli {
namespace {

namespace ra = rules::redactions;

Arguments combatArguments(std::span<const std::string> words, const std::string& command) {
    return Arguments(words,
                     {{"stronger", true}, {"weaker", true}, {"roll", true}, {"charger", true},
                      {"stronger-modifiers", true}, {"weaker-modifiers", true},
                      {"charger-value", true}, {"charger-bases", true}, {"charger-terror", true},
                      {"charger-arm", true}, {"charger-modifiers", true},
                      {"defender-value", true}, {"defender-bases", true},
                      {"defender-terror", true}, {"defender-arm", true},
                      {"defender-modifiers", true}, {"direction", true}, {"json", false}},
                     command);
}

std::set<ra::CombatModifier> combatModifiers(const Arguments& args, std::string_view option,
                                             const std::string& command) {
    std::set<ra::CombatModifier> modifiers;
    std::istringstream list(args.value(option).value_or(""));
    for (std::string name; std::getline(list, name, ',');) {
        const auto modifier = model::valueNamed(ra::combatModifierNames, name);
        if (!modifier) {
            throw UsageError("tachanka-cli " + command + ": --" + std::string(option) + " '" +
                             name + "' is none of " + model::joinedNames(ra::combatModifierNames));
        }
        modifiers.insert(*modifier);
    }
    return modifiers;
}

// One side from --charger-... or --defender-... options: value, bases and markers.
ra::CombatSide fullSide(const Arguments& args, const std::string& side,
                        const std::string& command) {
    ra::CombatSide result;
    result.fightingValue = args.requiredInt(side + "-value", 0, 100);
    result.unit.bases = args.requiredInt(side + "-bases", 1, 50);
    result.unit.terror = args.intValue(side + "-terror", 0, 100).value_or(0);
    result.arm = named(args, side + "-arm", command, ra::armNames, ra::Arm::Riflemen);
    result.modifiers = combatModifiers(args, side + "-modifiers", command);
    return result;
}

// Either two strengths (one base each; --charger says which side charged) or both sides in
// full, with the direction of the charge.
ra::CombatInputs combatInputs(const Arguments& args, const std::string& command) {
    args.expectPositionals(0, "");
    if (args.value("charger-value") || args.value("defender-value")) {
        if (args.value("stronger") || args.value("weaker")) {
            throw UsageError("tachanka-cli " + command +
                             ": give either --stronger and --weaker or both sides in full");
        }
        return {fullSide(args, "charger", command), fullSide(args, "defender", command),
                named(args, "direction", command, ra::chargeDirectionNames,
                      ra::ChargeDirection::Front)};
    }
    ra::CombatSide first;
    first.fightingValue = args.requiredInt("stronger", 0, 100000);
    first.modifiers = combatModifiers(args, "stronger-modifiers", command);
    ra::CombatSide second;
    second.fightingValue = args.requiredInt("weaker", 0, 100000);
    second.modifiers = combatModifiers(args, "weaker-modifiers", command);
    const std::string charger = args.value("charger").value_or("stronger");
    if (charger != "stronger" && charger != "weaker") {
        throw UsageError("tachanka-cli " + command + ": --charger '" + charger +
                         "' is none of stronger, weaker");
    }
    if (charger == "stronger") return {first, second, ra::ChargeDirection::Front};
    return {second, first, ra::ChargeDirection::Front};
}

void writeSide(JsonWriter& json, const ra::CombatSideResult& side) {
    json.beginObject();
    json.key("bases").value(side.after.bases);
    json.key("terror").value(side.after.terror);
    json.key("humiliated").value(side.after.humiliated);
    json.key("routing").value(side.after.routing);
    json.key("surrendered").value(side.surrendered);
    json.key("effects");
    writeStrings(json, side.effects);
    json.endObject();
}

int runCombat(std::span<const std::string> words) {
    const std::string command = "ra combat";
    const Arguments args = combatArguments(words, command);
    const auto inputs = combatInputs(args, command);
    const auto report = core::lookUpCombat(inputs, args.requiredInt("roll", 2, 12));
    const auto& result = report.resolution;
    const bool chargerStronger = result.chargerIsStronger;
    const double stronger = chargerStronger ? result.chargerStrength : result.defenderStrength;
    const double weaker = chargerStronger ? result.defenderStrength : result.chargerStrength;
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("stronger").value(stronger);
        json.key("weaker").value(weaker);
        json.key("charger_is_stronger").value(chargerStronger);
        json.key("column").value(result.column);
        json.key("roll").value(result.roll);
        json.key("result").value(result.cell.text);
        json.key("effects");
        writeStrings(json, report.effects);
        json.key("charger");
        writeSide(json, result.charger);
        json.key("defender");
        writeSide(json, result.defender);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << "strengths " << stronger << " : " << weaker << " ("
              << (chargerStronger ? "charger" : "defender") << " stronger), column "
              << result.column << ", roll " << result.roll << ": " << result.cell.text << '\n';
    printEffects(report.effects);
    return 0;
}

int runOddsCombat(std::span<const std::string> words) {
    const std::string command = "ra odds combat";
    const Arguments args = combatArguments(words, command);
    refuseRoll(args, command);
    writeOdds(core::combatOdds(combatInputs(args, command)), args.flag("json"));
    return 0;
}

#define COMBAT_OPTIONS                                                                          \
    "Either the two strengths:\n"                                                               \
    "  --stronger S, --weaker W  fighting value x effective bases of each side\n"              \
    "  --charger stronger|weaker  which side charged (equal strengths: the charger's advantage)\n" \
    "  --stronger-modifiers LIST, --weaker-modifiers LIST\n"                                    \
    "or both sides in full:\n"                                                                  \
    "  --charger-value V --charger-bases B [--charger-terror N] [--charger-arm A]\n"           \
    "  --defender-value V --defender-bases B [--defender-terror N] [--defender-arm A]\n"       \
    "  --charger-modifiers LIST, --defender-modifiers LIST\n"                                   \
    "  --direction front|flank|rear  (flank: 1 terror marker, rear: 3; half strength)\n"       \
    "Modifier LISTs are comma-separated: fortified, defending-in-cover, uphill,\n"              \
    "flank-or-rear, formed-cavalry-charging.\n"                                                 \
    "  --json             machine output\n"

constexpr Command commands[] = {
    {"combat", "look up a hand-to-hand combat result",
     "usage: tachanka-cli ra combat (--stronger S --weaker W | --charger-value ...) --roll R\n"
     "       [...] [--json]\n\n"
     "Works out the ratio column and looks the 2d6 roll R up on the combat table.\n\n"
     COMBAT_OPTIONS,
     runCombat, nullptr},
};

constexpr Command oddsCommands[] = {
    {"combat", "the chance of each combat result",
     "usage: tachanka-cli ra odds combat (--stronger S --weaker W | --charger-value ...)\n"
     "       [...] [--json]\n\n" COMBAT_OPTIONS,
     runOddsCombat, nullptr},
};

#undef COMBAT_OPTIONS

}  // namespace

std::span<const Command> redActionsCombatCommands() { return commands; }
std::span<const Command> redActionsCombatOddsCommands() { return oddsCommands; }

}  // namespace tachanka::cli
