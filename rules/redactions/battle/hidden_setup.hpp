#pragma once
// What the rules hide on the table and when it shows ("Set-up", "Ambushes"): "A defender notes
// any ambushes, and then places position markers which indicate the position of the
// non-ambushing troops on the table"; "Dummy position markers may be used by agreement. An
// attacker may use unit position markers too"; "Markers are revealed as figures when they
// become visible to any enemy or fire."; and the secret scouting roll.

#include <optional>
#include <string>
#include <vector>

#include "model/named_enum.hpp"
#include "rules/dice.hpp"
#include "rules/redactions/battle/tactical_battle.hpp"
#include "rules/redactions/field/field_tables.hpp"

namespace tachanka::rules::redactions {

enum class Concealment { Ambush, Position, Dummy };
inline constexpr std::array<model::EnumName<Concealment>, 3> concealmentNames{{
    {Concealment::Ambush, "ambush"},
    {Concealment::Position, "position"},
    {Concealment::Dummy, "dummy"},
}};

// One thing a side hides at set-up: a unit in ambush or under a position marker, or a dummy
// marker (no unit), at a spot the players name ("the birch wood").
struct Placement {
    Concealment kind = Concealment::Position;
    std::string unit;
    std::string spot;
};

// Why the rules refuse a side's set-up (the attacker's when `attacker`): an ambush noted by
// the attacker, a unit not of that side, off the table or placed twice, a dummy standing for a
// unit; none when they allow it.
std::optional<std::string> setupRefusal(const TacticalBattle& battle, bool attacker,
                                        const std::vector<Placement>& placements);

// "In order to move an ambushing unit other than to charge or shoot an enemy coming within
// range, the player must send a senior officer to order the unit out of ambush." Why the rules
// refuse `action` by a unit lying in ambush; none for a shot or a charge (they spring it) and
// for the tests and fights it is made to take.
std::optional<std::string> ambusherRefusal(TacticalAction action);

// "Markers are revealed as figures when they become visible to any enemy or fire": the actor's
// marker is lifted by an action that shows it (it moves, shoots, charges, ...); a target's by
// being shot at, charged or fought. Morale tests and rallies made where it stands show nothing.
bool revealsActor(TacticalAction action);
bool revealsTarget(TacticalAction action);

// A scouting already made this turn: by which unit, at which spot.
struct ScoutingDone {
    std::string scout;
    std::string spot;
};

// "Any unit may choose to scout one piece of terrain they suspect of hiding an ambush a turn,
// during their action segment. The suspicious terrain must be within 100m (4") of the unit in
// question unless they are partisans or have a clever officer, in which case, 200m (8")."
// "two units cannot scout the same spot in the same turn." Why the rules refuse `scout`'s
// scouting of `spot` `distance` inches away (none: the players say it is in range); none when
// they allow it.
std::optional<std::string> scoutRefusal(const AmbushNumbers& numbers, const TacticalUnit& scout,
                                        const std::string& spot, std::optional<int> distance,
                                        const std::vector<ScoutingDone>& thisTurn);

// "Roll a d6 and on a 4+ the ambush is discovered.": the die, rolled whether or not an ambush
// lies there (the potential ambusher rolls it secretly), and whether it finds one.
struct Scouting {
    int die = 0;
    bool discovered = false;
};
Scouting scoutSpot(const AmbushNumbers& numbers, const TacticalUnit& scout, bool ambushThere,
                   Dice& dice);

}  // namespace tachanka::rules::redactions
