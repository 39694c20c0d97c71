#pragma once
// Direct hits (step 6 of shooting): each gun or mortar base rolls 2d6 before the table result;
// at least the direct-hit number eliminates one enemy base beyond any other result. A gun,
// tank or armoured car hit is destroyed; a building section hit may collapse.

#include <optional>
#include <vector>

#include "rules/dice.hpp"
#include "rules/redactions/tables.hpp"

namespace tachanka::rules::redactions {

struct DirectHitInputs {
    GunClass gun = GunClass::FieldGun;
    HitTarget target = HitTarget::Other;
    int gunBases = 1;  // each rolls
    int wholeKm = 0;   // whole km of range
    bool againAtStationaryTarget = false;  // consecutive rounds at a stationary target: no km
    bool earlySoviet = false;  // early Soviet artillery and other very poor units
    IndirectFire indirect = IndirectFire::None;
    std::optional<BuildingMaterial> building;  // for target Building: what it is built of
};

// The 2d6 score needed; above 12 no hit is possible.
int directHitNumber(const DirectHitNumbers& numbers, const DirectHitInputs& inputs);

struct DirectHitResult {
    int number = 0;
    std::vector<int> rolls;          // one 2d6 score per gun base
    int hits = 0;                    // enemy bases (or vehicles) eliminated
    std::vector<int> buildingRolls;  // one 2d6 per hit on a building section
    bool buildingDestroyed = false;  // the section and all troops in it are lost
};

DirectHitResult rollDirectHits(const DirectHitNumbers& numbers, const DirectHitInputs& inputs,
                               Dice& dice);

}  // namespace tachanka::rules::redactions
