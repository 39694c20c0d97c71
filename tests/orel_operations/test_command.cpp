// Command (5): main bodies, attached cavalry and artillery, ties, the 14th Division's two
// main bodies, the dated Tchervonno-Kazak rule and out-of-command effects.

#include <doctest/doctest.h>

#include "rules/orel/operations/command.hpp"
#include "tests/orel_operations/tables.hpp"

using namespace tachanka::rules::orel::operations;
using tachanka::model::Hex;
using tachanka::testing::shippedOperationsTables;

namespace {

Hex h(const char* text) { return Hex::parse(text); }

MapUnit unit(const char* code, Side side, Mover mover, const char* hex) {
    return {code, side, mover, h(hex), 2, false, false};
}

OrelMap clearMap() {
    OrelMap map;
    map.extent = shippedOperationsTables().map;
    return map;
}

CommandFormation formation(const char* name, Side side,
                           FormationKind kind = FormationKind::Infantry, int bodies = 1) {
    return {name, side, kind, bodies, {}};
}

CommandUnit member(const char* code, std::vector<std::string> formations) {
    return {code, std::move(formations), false};
}

CommandCheck check(const Units& units, const std::vector<CommandFormation>& formations,
                   const std::vector<CommandUnit>& membership,
                   const std::set<std::string>& choices = {}) {
    return checkCommand(shippedOperationsTables(), clearMap(), units, formations, membership,
                        choices);
}

}  // namespace

TEST_CASE(
    "10.2 7th Rifle Division: 1st Bde 1811 OOC, 2nd Bde 1509, 3rd Bde 1411 OOC (Reds: 2 hexes)") {
    const Units units{unit("1/7", Side::Reds, Mover::Infantry, "1811"),
                      unit("2/7", Side::Reds, Mover::Infantry, "1509"),
                      unit("Art/7", Side::Reds, Mover::Artillery, "1509"),
                      unit("3/7", Side::Reds, Mover::Infantry, "1411")};
    const std::vector<CommandFormation> formations{formation("7th Rifle Division", Side::Reds)};
    const std::vector<CommandUnit> members{
        member("1/7", {"7th Rifle Division"}), member("2/7", {"7th Rifle Division"}),
        member("Art/7", {"7th Rifle Division"}), member("3/7", {"7th Rifle Division"})};
    // Three groups of one: a tie the owner settles; the setup names the 2nd Brigade.
    const auto undecided = check(units, formations, members);
    CHECK(undecided.formations[0].mainBodies.empty());
    CHECK(undecided.formations[0].tiedGroups.size() == 3);
    const auto result = check(units, formations, members, {"2/7"});
    CHECK(result.inCommand.contains("2/7"));
    CHECK(result.inCommand.contains("Art/7"));
    CHECK(result.outOfCommand.contains("1/7"));
    CHECK(result.outOfCommand.contains("3/7"));
}

TEST_CASE("5.2.1: Whites chain infantry within 3 hexes, Reds within 2") {
    const std::vector<CommandUnit> members{member("a", {"F"}), member("b", {"F"})};
    const Units white{unit("a", Side::Whites, Mover::Infantry, "1010"),
                      unit("b", Side::Whites, Mover::Infantry, "1013")};
    CHECK(check(white, {formation("F", Side::Whites)}, members).outOfCommand.empty());
    Units red = white;
    for (auto& u : red) u.side = Side::Reds;
    const auto result = check(red, {formation("F", Side::Reds)}, members, {"a"});
    CHECK(result.inCommand.contains("a"));
    CHECK(result.outOfCommand.contains("b"));
}

TEST_CASE("5.2 (b): the largest group is the main body, a tie keeps last turn's choice") {
    const std::vector<CommandUnit> members{member("a", {"F"}), member("b", {"F"}),
                                           member("c", {"F"})};
    const Units units{unit("a", Side::Reds, Mover::Infantry, "1010"),
                      unit("b", Side::Reds, Mover::Infantry, "1011"),
                      unit("c", Side::Reds, Mover::Infantry, "1016")};
    const auto result = check(units, {formation("F", Side::Reds)}, members);
    CHECK(result.outOfCommand == std::set<std::string>{"c"});
    const Units tie{unit("a", Side::Reds, Mover::Infantry, "1010"),
                    unit("c", Side::Reds, Mover::Infantry, "1016")};
    CommandFormation kept = formation("F", Side::Reds);
    kept.previousMainBody = {"c"};
    const auto keptResult = check(tie, {kept}, {member("a", {"F"}), member("c", {"F"})});
    CHECK(keptResult.inCommand.contains("c"));
    CHECK(keptResult.outOfCommand.contains("a"));
}

TEST_CASE("5.2 (b): a last main body split into tied groups keeps neither: the owner chooses") {
    const Units tie{unit("a", Side::Reds, Mover::Infantry, "1010"),
                    unit("c", Side::Reds, Mover::Infantry, "1016")};
    CommandFormation split = formation("F", Side::Reds);
    split.previousMainBody = {"a", "c"};
    const auto members = std::vector<CommandUnit>{member("a", {"F"}), member("c", {"F"})};
    const auto open = check(tie, {split}, members);
    CHECK(open.formations[0].mainBodies.empty());
    CHECK(open.formations[0].tiedGroups.size() == 2);
    CHECK(check(tie, {split}, members, {"c"}).inCommand.contains("c"));
}

TEST_CASE("5.1: \"a Division's independent units may be commanded by any formation of that "
          "Division\": within reach of a main body, and never counted in one") {
    // Regiments F (a, b) and G (g); the division's reserve battalion R may answer to either.
    const std::vector<CommandFormation> formations{formation("F", Side::Whites),
                                                   formation("G", Side::Whites)};
    CommandUnit reserve{"R", {"F", "G"}, false, true};
    const std::vector<CommandUnit> members{member("a", {"F"}), member("b", {"F"}),
                                           member("g", {"G"}), reserve};
    // R beside g: in command through G, and G's main body is still g alone; F's a and b.
    const Units near{unit("a", Side::Whites, Mover::Infantry, "1010"),
                     unit("b", Side::Whites, Mover::Infantry, "1011"),
                     unit("g", Side::Whites, Mover::Infantry, "2010"),
                     unit("R", Side::Whites, Mover::Infantry, "2011")};
    const auto result = check(near, formations, members);
    CHECK(result.inCommand.contains("R"));
    REQUIRE(result.formations.size() == 2);
    CHECK(result.formations[1].mainBodies == std::vector<std::set<std::string>>{{"g"}});
    CHECK(result.formations[0].tiedGroups.empty());
    // Farther than the Whites' 3 hexes from every main body: out of command.
    const Units far{unit("a", Side::Whites, Mover::Infantry, "1010"),
                    unit("b", Side::Whites, Mover::Infantry, "1011"),
                    unit("g", Side::Whites, Mover::Infantry, "2010"),
                    unit("R", Side::Whites, Mover::Infantry, "1510")};
    CHECK(check(far, formations, members).outOfCommand.contains("R"));
}

TEST_CASE("5.2 (a): enemy units interrupt lines of command") {
    const std::vector<CommandUnit> members{member("a", {"F"}), member("b", {"F"})};
    Units units{unit("a", Side::Reds, Mover::Infantry, "1010"),
                unit("b", Side::Reds, Mover::Infantry, "1012")};
    CHECK(check(units, {formation("F", Side::Reds)}, members).outOfCommand.empty());
    units.push_back(unit("W", Side::Whites, Mover::Infantry, "1011"));
    units.push_back(unit("W", Side::Whites, Mover::Infantry, "0911"));
    units.push_back(unit("W", Side::Whites, Mover::Infantry, "1111"));
    CHECK(check(units, {formation("F", Side::Reds)}, members, {"a"}).outOfCommand.contains("b"));
}

TEST_CASE("5.2.1: cavalry within 3 of the main body, artillery 3 Whites / 2 Reds") {
    const std::vector<CommandUnit> members{member("a", {"F"}), member("cav", {"F"}),
                                           member("art", {"F"})};
    Units units{unit("a", Side::Reds, Mover::Infantry, "1010"),
                unit("cav", Side::Reds, Mover::Cavalry, "1013"),
                unit("art", Side::Reds, Mover::Artillery, "1013")};
    auto result = check(units, {formation("F", Side::Reds)}, members);
    CHECK(result.inCommand.contains("cav"));
    CHECK(result.outOfCommand.contains("art"));
    for (auto& u : units) u.side = Side::Whites;
    result = check(units, {formation("F", Side::Whites)}, members);
    CHECK(result.inCommand.contains("art"));
}

TEST_CASE("5.2.2: a cavalry formation's main body is its cavalry within 3 hexes") {
    const std::vector<CommandUnit> members{member("1/TchKz", {"TchKz"}),
                                           member("2/TchKz", {"TchKz"})};
    const Units units{unit("1/TchKz", Side::Reds, Mover::Cavalry, "1411"),
                      unit("2/TchKz", Side::Reds, Mover::Cavalry, "1312")};
    CommandFormation brigade = formation("TchKz", Side::Reds, FormationKind::Cavalry);
    CHECK(check(units, {brigade}, members).outOfCommand.empty());
}

TEST_CASE("5.2 (c): the 14th Division may define two main bodies (10.1: 1/41D and 2/41S)") {
    const std::vector<CommandUnit> members{member("1/41D", {"41"}), member("2/41S", {"41"})};
    const Units units{unit("1/41D", Side::Reds, Mover::Infantry, "0216"),
                      unit("2/41S", Side::Reds, Mover::Infantry, "0614")};
    CommandFormation one = formation("41", Side::Reds);
    CHECK(check(units, {one}, members, {"1/41D"}).outOfCommand.contains("2/41S"));
    CommandFormation two = formation("41", Side::Reds, FormationKind::Infantry, 2);
    CHECK(check(units, {two}, members, {"1/41D", "2/41S"}).outOfCommand.empty());
}

// 5.1: "cavalry units 14/41D and 41S.Cv", which the setup (10.2) codes "Cv/41S": the shared
// command names the unit as the scenario does, so that it matches a campaign's unit.
TEST_CASE("5.1: from the 20 October turn the Tchervonno-Kazak Brigade commands 14/41D and Cv/41S") {
    const auto& shared = shippedOperationsTables().sharedCommand;
    CHECK(sharedCommandFormations(shared, "14/41D", {1919, 10, 19}).empty());
    CHECK(sharedCommandFormations(shared, "14/41D", {1919, 10, 20}) ==
          std::vector<std::string>{"Tchervonno-Kazak Cavalry Brigade"});
    CHECK(sharedCommandFormations(shared, "Cv/41S", {1919, 10, 21}).size() == 1);
    CHECK(sharedCommandFormations(shared, "41S.Cv", {1919, 10, 21}).empty());
    CHECK(sharedCommandFormations(shared, "1/41D", {1919, 10, 21}).empty());
}

TEST_CASE("5.1: vehicles, depots and arriving reinforcements are in command") {
    const Units units{unit("Avrora", Side::Reds, Mover::ArmouredTrain, "3101"),
                      unit("new", Side::Reds, Mover::Infantry, "1501")};
    CommandUnit arriving{"new", {"Estonian"}, true};
    const auto result = check(units, {}, {member("Avrora", {}), arriving});
    CHECK(result.inCommand.contains("Avrora"));
    CHECK(result.inCommand.contains("new"));
}

TEST_CASE("5.3: out-of-command effects") {
    const auto infantry = outOfCommandEffects(Mover::Infantry, false, false);
    CHECK(infantry.restrictions.front().find("may not enter an enemy ZoC") != std::string::npos);
    CHECK(infantry.artilleryCheckModifier == 0);
    const auto artillery = outOfCommandEffects(Mover::Artillery, true, true);
    CHECK(artillery.artilleryCheckModifier == 2);
    CHECK(artillery.restrictions.front().find("TQ check") != std::string::npos);
    CHECK(artillery.restrictions[1].find("towards the nearest depot") != std::string::npos);
}

TEST_CASE("10.2 Letton 2nd Brigade: 4/Let 1810 OOC, 5/Let 2111 and 6/Let 2110 in command") {
    const Units units{unit("4/Let", Side::Reds, Mover::Infantry, "1810"),
                      unit("5/Let", Side::Reds, Mover::Infantry, "2111"),
                      unit("6/Let", Side::Reds, Mover::Infantry, "2110")};
    const auto result = check(units, {formation("2nd Brigade", Side::Reds)},
                              {member("4/Let", {"2nd Brigade"}), member("5/Let", {"2nd Brigade"}),
                               member("6/Let", {"2nd Brigade"})});
    CHECK(result.outOfCommand == std::set<std::string>{"4/Let"});
}

TEST_CASE("10.2 41st Division, two main bodies: 2nd Bde 0119 and 2/41S 0614 OOC") {
    const char* f = "41st Rifle Division";
    const Units units{unit("1/41D", Side::Reds, Mover::Infantry, "0216"),
                      unit("2/41D", Side::Reds, Mover::Infantry, "0119"),
                      unit("3/41D", Side::Reds, Mover::Infantry, "1113"),
                      unit("4/41D", Side::Reds, Mover::Infantry, "1212"),
                      unit("1/41S", Side::Reds, Mover::Infantry, "1114"),
                      unit("2/41S", Side::Reds, Mover::Infantry, "0614"),
                      unit("Art2/41D", Side::Reds, Mover::Artillery, "1112"),
                      unit("Cv/41", Side::Reds, Mover::Cavalry, "0315")};
    std::vector<CommandUnit> members;
    for (const auto& u : units) members.push_back(member(u.code.c_str(), {f}));
    const auto result =
        check(units, {formation(f, Side::Reds, FormationKind::Infantry, 2)}, members, {"1/41D"});
    CHECK(result.outOfCommand == std::set<std::string>{"2/41D", "2/41S"});
    CHECK(result.inCommand.contains("Cv/41"));     // 0315 is 1 hex from 1/41D at 0216
    CHECK(result.inCommand.contains("Art2/41D"));  // beside the 3rd Brigade
}

TEST_CASE("10.2 83rd Samour: the cavalry squadron at 2311 is out of command (Whites: 3 hexes)") {
    const char* f = "83rd Samour";
    const Units units{unit("2/83S", Side::Whites, Mover::Infantry, "1613"),
                      unit("3/83S", Side::Whites, Mover::Infantry, "1912"),
                      unit("Cv/83S", Side::Whites, Mover::Cavalry, "2311")};
    const auto result = check(units, {formation(f, Side::Whites)},
                              {member("2/83S", {f}), member("3/83S", {f}), member("Cv/83S", {f})});
    CHECK(result.inCommand.contains("3/83S"));
    CHECK(result.outOfCommand == std::set<std::string>{"Cv/83S"});
}
