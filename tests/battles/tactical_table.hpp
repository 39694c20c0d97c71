#pragma once
// A Red Actions! table to act on, for the linked battle tests and the benchmarks alike: the
// shipped tables and link table, units from the shipped army lists, and the requests made of
// them. No test framework here, so a benchmark program can build its tables the same way.

#include <filesystem>
#include <map>
#include <string>
#include <utility>

#include "rules/links/conversion.hpp"
#include "rules/redactions/armies/army_list.hpp"
#include "rules/redactions/battle/tactical_battle.hpp"
#include "rules/redactions/table_file.hpp"

namespace tachanka::testing::linked {

using namespace tachanka::rules;
using namespace tachanka::rules::redactions;
namespace links = tachanka::rules::links;

inline const std::filesystem::path source = TACHANKA_SOURCE_DIR;

inline const RedActionsTables& tables() {
    static const auto loaded = loadRedActionsTables(source / "templates/rules/red-actions.xml");
    return loaded;
}

inline const links::LinkTable& link() {
    static const auto loaded =
        links::loadLinkTable(source / "templates/rules/links/orel-1919-to-red-actions.xml");
    return loaded;
}

inline TacticalUnit unitOf(const std::string& army, const std::string& troop, const std::string& code,
                    bool attacker, int bases) {
    static std::map<std::string, ArmyList> armies;
    if (!armies.contains(army)) {
        armies[army] = loadArmyList(source / "templates/armies" / (army + ".xml"));
    }
    TacticalUnit unit;
    unit.code = code;
    unit.attacker = attacker;
    unit.troop = *armies[army].troop(troop);
    unit.state.bases = bases;
    unit.basesAtStart = bases;
    return unit;
}

// Red riflemen against White volunteers, each with a junior officer.
inline TacticalBattle skirmish() {
    TacticalBattle battle;
    battle.units.push_back(unitOf("soviet", "red-regulars", "1/9D", true, 6));
    battle.units.push_back(unitOf("soviet", "red-cavalry", "Cv/9D", true, 4));
    battle.units.push_back(unitOf("afsr", "volunteers", "2/1K", false, 4));
    battle.units[0].officer = TacticalOfficer{"Petrov", 1, false};
    battle.units[2].officer = TacticalOfficer{"Orlov", 0, false};
    return battle;
}

// One unit against another: the attacker first, the defender second.
inline TacticalBattle facing(TacticalUnit attacker, TacticalUnit defender) {
    attacker.attacker = true;
    defender.attacker = false;
    TacticalBattle battle;
    battle.units = {std::move(attacker), std::move(defender)};
    return battle;
}

inline ActionRequest requested(TacticalAction action, std::string actor = "", std::string target = "",
                        MoraleTest test = MoraleTest::Fear) {
    ActionRequest request;
    request.action = action;
    request.actor = std::move(actor);
    request.target = std::move(target);
    request.test = test;
    return request;
}

}  // namespace tachanka::testing::linked
