#pragma once
// Command (5): each formation's main body, the cavalry and artillery attached to it, and what
// being out of command forbids.

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "model/game_date.hpp"
#include "rules/orel/operations/paths.hpp"

namespace tachanka::rules::orel::operations {

enum class FormationKind { Infantry, Cavalry };  // 5.2.1, 5.2.2

struct CommandFormation {
    std::string name;
    Side side = Side::Reds;
    FormationKind kind = FormationKind::Infantry;
    int mainBodies = 1;  // 5.2 (c): the 14th Division may define two
    // The main body chosen at the last command phase (unit codes), kept on a tie (5.2 b).
    std::set<std::string> previousMainBody;
};

// A unit and the formations that may command it: its own, and those the notes of 5.1 add
// (see sharedCommand).
struct CommandUnit {
    std::string code;
    std::vector<std::string> formations;         // its own first
    bool reinforcementArrivingThisTurn = false;  // 7.4: in command on arrival
    // 5.1 notes: a recruit battalion or a division's independent unit, commanded by any of
    // `formations` and a member of none: it never counts in a main body, and is in command
    // within reach of one (infantry by the main body's own distance).
    bool independent = false;
};

struct FormationCommand {
    std::string formation;
    std::vector<std::set<std::string>> mainBodies;
    // When groups tie for main body and none is the kept one, the owner picks among these.
    std::vector<std::set<std::string>> tiedGroups;
};

struct CommandCheck {
    std::vector<FormationCommand> formations;
    std::set<std::string> inCommand;
    std::set<std::string> outOfCommand;
};

// 5.2: groups are infantry of a formation chained within 3 hexes (Whites) or 2 (Reds), or
// cavalry within 3 for a cavalry formation, along lines not through enemy units; the largest
// is the main body. Cavalry of an infantry formation is in command within 3 hexes of its main
// body, artillery within 3 (Whites) or 2 (Reds). Vehicles and depots are always in command.
// `ownerChoices` picks the main body on an untied-by-history tie (one unit code of the group).
CommandCheck checkCommand(const OperationsTables& tables, const OrelMap& map, const Stacks& units,
                          const std::vector<CommandFormation>& formations,
                          const std::vector<CommandUnit>& membership,
                          const std::set<std::string>& ownerChoices = {});

// 5.1 notes: formations besides its own that may command `unitCode` on `date`, from the
// tables' shared-command rules (the Tchervonno-Kazak Brigade commands 14/41D and 41S.Cv from
// 20 October). Recruit battalions (any formation of their side), a White division's
// independent units (any formation of the division) and the Lettone cavalry and artillery
// (any Lettone brigade) follow from the scenario's order of battle: the caller lists them.
std::vector<std::string> sharedCommandFormations(const std::vector<SharedCommand>& rules,
                                                 const std::string& unitCode,
                                                 const model::GameDate& date);

// 5.3: what an out-of-command unit may not do.
struct OutOfCommandEffects {
    std::vector<std::string> restrictions;
    int artilleryCheckModifier = 0;  // counterbattery and support coordination
};
OutOfCommandEffects outOfCommandEffects(Mover mover, bool inEnemyZoc, bool outOfDepotRange);

}  // namespace tachanka::rules::orel::operations
