#pragma once
// Scenario files (templates/scenarios/*.xml): the order of battle a campaign starts from.
//
// <scenario id title start turns [provisional] [recruit-points-percent]>
//   <description/> <provisional-note/>            the note is required when provisional
//   <counter-types><counter type kind steps tq strength [charge] [fire] [mp] [shock]
//                           [integrated-artillery] [train]/></counter-types>
//   <turn-track [provisional]><recruit-points side from through points/></turn-track>
//   <victory><location name hex/> <level side level rank>CONDITION</level>
//            <loss-shift combat-units levels/> <text/></victory>
//       CONDITION: <occupy location [side]/> | <condition name>words</condition> |
//                  <all-of>/<any-of>/<not> of CONDITIONs
//       (occupy: held by `side`, by default the level's own; condition names: the facts of
//        rules/orel/victory_facts.hpp, anything else is refused)
//   <special-rule/>* <erratum/>*
//   <side name commander edges="south|north west..." recruit-battalions [recruit-type]>
//     <formation name kind="army|group|division|infantry|cavalry" [commander] [main-bodies]>
//       <inactive through><released-if event [hexes] [except]/></inactive>
//       <also-commands from units="CODE CODE"/>
//       <unit code [name] [type] [counter values] [ooc] (hex | arrives entry [mp-penalty]
//             [entry-note])/>          entry: "1020 1220" or a run along a line "0117-0120"
//       <depot kind="convoy|railroad" munitions (hex | arrives entry ...)/>
//       <formation .../>*
// A variant names its base with based-on="id" and has no sides, counter types or track;
// it may set start/turns/recruit-points-percent, an <area [min|max-column] [min|max-row]>
// keeping what begins or enters there, <activate formation/>, <inactive formation through>,
// <depot-munitions side hex munitions/>, <in-command unit/> (a unit the base sets up OOC that
// its special rule commands), its own <victory>, and add rules and errata.

#include <filesystem>
#include <string>
#include <vector>

#include "model/scenario.hpp"

namespace tachanka::rules::orel {

struct ScenarioEntry {
    std::string id;
    std::string title;
    std::string description;
    bool provisional = false;
    std::string basedOn;  // the id of the scenario this one changes, if any
    std::filesystem::path file;
};

// Reads and checks a whole scenario; errors are xml::XmlError with file:line:column.
// A scenario "based-on" another finds it by id in these folders (as findScenarios does);
// without folders, in the file's own folder.
model::Scenario loadScenario(const std::filesystem::path& file,
                             const std::vector<std::filesystem::path>& folders);
model::Scenario loadScenario(const std::filesystem::path& file);

// The recruit points the turn track gives a side on a day (4), at the scenario's percentage
// (10.1: Brasovo gives 50%): by each day the side has had that percentage of the track's
// points so far, rounded to the nearest whole number as 1.2 rounds. 0 outside the scenario.
int recruitPointsFor(const model::Scenario& scenario, std::string_view side, model::GameDate day);

// The scenarios in these folders, by id; where two folders hold the same id the earlier
// folder wins, so a user's override folder goes first.
std::vector<ScenarioEntry> findScenarios(const std::vector<std::filesystem::path>& folders);

}  // namespace tachanka::rules::orel
