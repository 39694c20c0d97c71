#pragma once
// The target's side of the shooting modifiers, from what it is and where it stands: the best
// cover it can claim (evading improves open ground and soft cover; moving through a town is
// only soft cover unless infantry use their evasive move), the skirmish bonus (not for formed
// cavalry) and formed cavalry or road columns as targets.

#include <array>
#include <set>

#include "model/named_enum.hpp"
#include "rules/redactions/characteristic.hpp"
#include "rules/redactions/shooting_table.hpp"
#include "rules/redactions/unit_state.hpp"

namespace tachanka::rules::redactions {

// What the ground gives the target, before evading.
enum class Terrain { Open, SoftCover, Woods, WoodenBuildings, StoneBuildings, SuperHard };
inline constexpr std::array<model::EnumName<Terrain>, 6> terrainNames{{
    {Terrain::Open, "open"},
    {Terrain::SoftCover, "soft"},
    {Terrain::Woods, "woods"},
    {Terrain::WoodenBuildings, "wooden-buildings"},
    {Terrain::StoneBuildings, "stone-buildings"},
    {Terrain::SuperHard, "super-hard"},
}};

struct TargetSituation {
    Arm arm = Arm::Riflemen;
    std::set<Characteristic> characteristics;  // effective ones
    UnitState unit;
    Terrain terrain = Terrain::Open;
    bool stationary = true;
    bool movingThroughBuildings = false;  // passing through a town, not occupying it
    bool onRoad = false;
};

// Evading: chosen, or forced (retired this turn), or a stationary pinned infantry unit.
bool isEvading(const TargetSituation& target);

// The best cover in the list the target may claim.
Cover targetCover(const TargetSituation& target);

// Sets the target's modifiers in `inputs`: cover, skirmish bonus, formed cavalry or column.
void applyTargetModifiers(const TargetSituation& target, ShootingInputs& inputs);

}  // namespace tachanka::rules::redactions
