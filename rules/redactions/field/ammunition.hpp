#pragma once
// "Ammunition Supply": how many moves of fire artillery and mortars carry, with and without
// their carts. "It is assumed that troops carry enough small arms ammunition to last the
// battle": every other arm is never short.

#include <vector>

#include "rules/redactions/characteristic.hpp"

namespace tachanka::xml {
class Element;
}

namespace tachanka::rules::redactions {

struct AmmunitionSupply {
    std::vector<Arm> arms;
    int carried = 0;  // moves of fire with the limber, or carried on foot
    int cart = 0;     // further moves in a cart moving with them
};

struct AmmunitionTable {
    std::vector<AmmunitionSupply> supplies;
};

// The <ammunition> element: one <supply> for each group of arms that counts its rounds.
AmmunitionTable readAmmunition(const xml::Element& element);

struct AmmunitionLeft {
    bool counted = false;  // false: small arms, enough for the battle
    int moves = 0;         // moves of fire carried in all
    int left = 0;          // after the moves fired
    bool exhausted = false;
};

// A unit of `arm`, with or without its supply cart, that has fired for `movesFired` moves.
AmmunitionLeft ammunitionLeft(const AmmunitionTable& table, Arm arm, bool withCart,
                              int movesFired);

}  // namespace tachanka::rules::redactions
