#include "app/cli/redactions/redactions_cli.hpp"
#include "app/core/redactions/redactions_lookups.hpp"

namespace tachanka::cli {
namespace {

namespace ra = rules::redactions;

Arguments directHitArguments(std::span<const std::string> words, const std::string& command) {
    return Arguments(words,
                     {{"gun", true},
                      {"target", true},
                      {"guns", numbers},
                      {"km", numbers},
                      {"early-soviet", false},
                      {"stationary-again", false},
                      {"indirect", true},
                      {"building", true},
                      {"rolls", numbers},
                      {"seed", numbers},
                      {"json", false}},
                     command);
}

ra::DirectHitInputs directHitInputs(const Arguments& args, const std::string& command) {
    ra::DirectHitInputs inputs;
    inputs.gun = named(args, "gun", command, ra::gunClassNames, ra::GunClass::FieldGun);
    inputs.target = named(args, "target", command, ra::hitTargetNames, ra::HitTarget::Other);
    inputs.gunBases = args.intValue("guns", 1, 12).value_or(1);
    inputs.wholeKm = args.intValue("km", 0, 20).value_or(0);
    inputs.againAtStationaryTarget = args.flag("stationary-again");
    inputs.earlySoviet = args.flag("early-soviet");
    inputs.indirect =
        named(args, "indirect", command, ra::indirectFireNames, ra::IndirectFire::None);
    if (args.value("building")) {
        inputs.building = named(args, "building", command, ra::buildingMaterialNames,
                                ra::BuildingMaterial::Wood);
    }
    return inputs;
}

int runDirectHit(std::span<const std::string> words) {
    const std::string command = "ra direct-hit";
    const Arguments args = directHitArguments(words, command);
    const auto inputs = directHitInputs(args, command);
    const auto seed = seedInsteadOf(args, command, {"rolls"});
    const auto result = seed ? core::rollDirectHitsSeeded(inputs, *seed)
                             : core::rollDirectHits(inputs, args.requiredIntList("rolls", 2, 12));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("number").value(result.number);
        json.key("hits").value(result.hits);
        json.key("building_destroyed").value(result.buildingDestroyed);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << "direct hits on " << result.number << "+: " << result.hits
              << (result.buildingDestroyed ? ", building section destroyed" : "") << '\n';
    return 0;
}

int runOddsDirectHit(std::span<const std::string> words) {
    const std::string command = "ra odds direct-hit";
    const Arguments args = directHitArguments(words, command);
    refuseRoll(args, command, {"rolls", "seed"});
    printOdds(core::directHitOdds(directHitInputs(args, command)), args.flag("json"));
    return 0;
}

Arguments officerArguments(std::span<const std::string> words, const std::string& command) {
    return Arguments(words,
                     {{"officers", numbers},
                      {"source", true},
                      {"dice", numbers},
                      {"seed", numbers},
                      {"json", false}},
                     command);
}

ra::CasualtySource casualtySource(const Arguments& args, const std::string& command) {
    return named(args, "source", command, ra::casualtySourceNames, ra::CasualtySource::Shooting);
}

int runOfficerCasualty(std::span<const std::string> words) {
    const std::string command = "ra officer-casualty";
    const Arguments args = officerArguments(words, command);
    const auto source = casualtySource(args, command);
    const int officers = args.requiredInt("officers", 1, 12);
    const auto seed = seedInsteadOf(args, command, {"dice"});
    const auto result =
        seed ? core::officerCasualtiesSeeded(officers, source, *seed)
             : core::officerCasualties(officers, source, args.requiredIntList("dice", 1, 6));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("casualties").value(result.casualties);
        json.key("all_lost").value(result.allLost);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << result.casualties << " officer casualt" << (result.casualties == 1 ? "y" : "ies")
              << (result.allLost ? ": all lost, a terror marker and a serious test" : "") << '\n';
    return 0;
}

int runOddsOfficerCasualty(std::span<const std::string> words) {
    const std::string command = "ra odds officer-casualty";
    const Arguments args = officerArguments(words, command);
    const auto source = casualtySource(args, command);
    refuseRoll(args, command, {"dice", "seed"});
    printOdds(core::officerCasualtyOdds(args.requiredInt("officers", 1, 12), source),
              args.flag("json"));
    return 0;
}

#define DIRECT_HIT_OPTIONS                                                                     \
    "  --gun field-gun|other  --target building|moving-vehicle|stationary-vehicle|other\n"    \
    "  --guns N           gun or mortar bases, each rolls (default 1)\n"                       \
    "  --km N             whole km of range (+1 each)   --early-soviet (+1)\n"                 \
    "  --stationary-again a consecutive round at a stationary target: km ignored\n"          \
    "  --indirect first|later  observed indirect fire (+2, then +1)\n"                         \
    "  --building wood|stone  what a building target is built of\n"                           \
    "  --json             machine output\n"

#define OFFICER_OPTIONS                                                                        \
    "  --officers N       officers in the unit, each tested\n"                                 \
    "  --source shooting|combat|combat-routing  (killed on 1; in combat 1, or 1-2 routing)\n"  \
    "  --json             machine output\n"

constexpr Command commands[] = {
    {"direct-hit", "check direct hits of guns and mortars",
     "usage: tachanka-cli ra direct-hit [...] (--rolls R1,R2,... | --seed S) [--json]\n\n"
     "R1.. are 2d6 totals: one per gun base, then one per hit on a building section; --seed\n"
     "rolls them from the seed S instead.\n\n"
     DIRECT_HIT_OPTIONS,
     runDirectHit, nullptr},
    {"officer-casualty", "test officers for casualties",
     "usage: tachanka-cli ra officer-casualty --officers N [--source S]\n"
     "       (--dice D1,D2,... | --seed S) [--json]\n\n"
     OFFICER_OPTIONS,
     runOfficerCasualty, nullptr},
};

constexpr Command oddsCommands[] = {
    {"direct-hit", "the chance of each number of direct hits",
     "usage: tachanka-cli ra odds direct-hit [...] [--json]\n\n" DIRECT_HIT_OPTIONS,
     runOddsDirectHit, nullptr},
    {"officer-casualty", "the chance of each number of officer casualties",
     "usage: tachanka-cli ra odds officer-casualty --officers N [--source S] [--json]\n\n"
     OFFICER_OPTIONS,
     runOddsOfficerCasualty, nullptr},
};

#undef DIRECT_HIT_OPTIONS
#undef OFFICER_OPTIONS

}  // namespace

std::span<const Command> redActionsRollCommands() { return commands; }
std::span<const Command> redActionsRollOddsCommands() { return oddsCommands; }

}  // namespace tachanka::cli
