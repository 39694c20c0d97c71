#include "app/cli/redactions/redactions_cli.hpp"
#include "app/core/redactions/redactions_lookups.hpp"
#include "rules/redactions/exact_odds.hpp"

namespace tachanka::cli {
namespace {

namespace ra = rules::redactions;

Arguments combatArguments(std::span<const std::string> words, const std::string& command) {
    return Arguments(words,
                     {{"stronger", numbers},
                      {"weaker", numbers},
                      {"roll", numbers},
                      {"charger", true},
                      {"stronger-modifiers", true},
                      {"weaker-modifiers", true},
                      {"charger-value", numbers},
                      {"charger-bases", numbers},
                      {"charger-terror", numbers},
                      {"charger-arm", true},
                      {"charger-modifiers", true},
                      {"defender-value", numbers},
                      {"defender-bases", numbers},
                      {"defender-terror", numbers},
                      {"defender-arm", true},
                      {"defender-modifiers", true},
                      {"direction", true},
                      {"seed", numbers},
                      {"json", false}},
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
    const auto report = core::lookUpCombat(inputs, tableRoll(args, command));
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
        json.key("hand_to_hand").value(!result.defenderRoutedBeforeCombat);
        json.key("column").value(result.column);
        json.key("roll").value(result.roll);
        json.key("result").value(result.defenderRoutedBeforeCombat
                                     ? std::string(ra::routsBeforeCombat)
                                     : result.cell.text);
        json.key("effects");
        writeStrings(json, report.effects);
        // Two bare strengths say nothing of bases or markers, so there is no state to report.
        if (args.value("charger-value") || args.value("defender-value")) {
            json.key("charger");
            writeSide(json, result.charger);
            json.key("defender");
            writeSide(json, result.defender);
        }
        json.endObject();
        json.finish();
        return 0;
    }
    if (result.defenderRoutedBeforeCombat) {
        std::cout << "the defender " << ra::routsBeforeCombat << " (the roll is not used)\n";
    } else {
        std::cout << "strengths " << stronger << " : " << weaker << " ("
                  << (chargerStronger ? "charger" : "defender") << " stronger), column "
                  << result.column << ", roll " << result.roll << ": " << result.cell.text
                  << '\n';
    }
    printEffects(report.effects);
    return 0;
}

int runOddsCombat(std::span<const std::string> words) {
    const std::string command = "ra odds combat";
    const Arguments args = combatArguments(words, command);
    refuseRoll(args, command);
    printOdds(core::combatOdds(combatInputs(args, command)), args.flag("json"));
    return 0;
}

Arguments chargeArguments(std::span<const std::string> words, const std::string& command) {
    return Arguments(words,
                     {{"charger", true},
                      {"target", true},
                      {"not-front", false},
                      {"ambush", false},
                      {"charge-target", numbers},
                      {"fear-target", numbers},
                      {"flee", false},
                      {"grenadiers", false},
                      {"charge-roll", numbers},
                      {"fear-roll", numbers},
                      {"vehicle-die", numbers},
                      {"fire-on-chargers", true},
                      {"target-acted", false},
                      {"counter-charge", false},
                      {"seed", numbers},
                      {"json", false}},
                     command);
}

void writeTest(JsonWriter& json, std::string_view name,
               const std::optional<ra::MoraleResult>& test) {
    if (!test) return;
    json.key(name).beginObject();
    json.key("roll").value(test->roll);
    json.key("target").value(test->target);
    json.key("passed").value(test->passed);
    json.endObject();
}

int runCharge(std::span<const std::string> words) {
    const std::string command = "ra charge";
    const Arguments args = chargeArguments(words, command);
    ra::ChargeDeclaration charge;
    charge.charger = named(args, "charger", command, ra::armNames, ra::Arm::Sabres);
    charge.target = named(args, "target", command, ra::armNames, ra::Arm::Riflemen);
    charge.targetFront = !args.flag("not-front");
    charge.ambush = args.flag("ambush");
    charge.targetFleesVoluntarily = args.flag("flee");
    charge.targetGrenadiers = args.flag("grenadiers");
    charge.fireOnChargers = named(args, "fire-on-chargers", command, ra::fireOnChargersNames,
                                  ra::FireOnChargers::NotShot);
    charge.targetHasActed = args.flag("target-acted");
    charge.targetCounterCharges = args.flag("counter-charge");
    charge.chargeTest.successNumber = args.intValue("charge-target", 0, 20).value_or(0);
    charge.fearTest.successNumber = args.intValue("fear-target", 0, 20).value_or(0);
    charge.fearTest.unit.bases = 1;
    const auto seed =
        seedInsteadOf(args, command, {"charge-roll", "fear-roll", "vehicle-die"});
    const auto result = seed ? core::declareChargeSeeded(charge, *seed)
                             : core::declareCharge(charge, {args.intValue("charge-roll", 2, 12),
                                                            args.intValue("fear-roll", 2, 12),
                                                            args.intValue("vehicle-die", 1, 6)});
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("allowed").value(!result.refused);
        writeTest(json, "charge_test", result.chargeTest);
        writeTest(json, "fear_test", result.fearTest);
        json.key("charge_goes_in").value(result.chargeGoesIn);
        json.key("cancelled_by_fire").value(result.cancelledByFire);
        json.key("counter_charged").value(result.counterCharged);
        json.key("target_routs").value(result.targetRouts);
        json.key("hand_to_hand").value(result.handToHand);
        json.key("vehicle_immobilised").value(result.vehicleImmobilised);
        json.key("effects");
        writeStrings(json, result.effects);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << (result.chargeGoesIn ? "the charge goes in" : "no charge") << '\n';
    printEffects(result.effects);
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
     "usage: tachanka-cli ra combat (--stronger S --weaker W | --charger-value ...)\n"
     "       (--roll R | --seed S) [...] [--json]\n\n"
     "Works out the ratio column and looks the 2d6 roll R up on the combat table.\n\n"
     COMBAT_OPTIONS,
     runCombat, nullptr},
    {"charge", "declare a charge: legality, charge and fear tests",
     "usage: tachanka-cli ra charge --charger ARM --target ARM [options] [--json]\n\n"
     "Checks that ARM may charge the target, takes the charger's charge test and the target's\n"
     "fear test (with the 2d6 rolls made), and says whether hand-to-hand combat follows.\n\n"
     "  --charger ARM, --target ARM  riflemen, machine-guns, sabres, tachankas, field-guns,\n"
     "                     heavy-guns, mortars, armoured-car, tank, train, senior-officer\n"
     "  --not-front        the charge is not into the target's front\n"
     "  --ambush           ambushers: no charge test; the target takes a terror marker\n"
     "  --charge-target N, --fear-target N  the success numbers with their bonuses\n"
     "  --flee             the target flees frontal chargers with a humiliated marker\n"
     "  --grenadiers       the target damages a charging vehicle on 4+ instead of 6\n"
     "  --fire-on-chargers none|held|retire|rout  the result of the target's fire on the\n"
     "                     chargers before contact (ra shoot): retire or rout cancels the charge\n"
     "  --target-acted     the target has acted this turn, so it may not shoot\n"
     "  --counter-charge   sabres charged frontally by sabres ride out and meet the chargers\n"
     "                     half-way (instead of shooting), both sides charging\n"
     "  --charge-roll R, --fear-roll R, --vehicle-die D  the rolls made, as the rules ask\n"
     "  --seed S           instead, roll every die the charge needs from this seed\n"
     "  --json             machine output\n",
     runCharge, nullptr},
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
