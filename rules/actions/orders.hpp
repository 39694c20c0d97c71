#pragma once
// What an uncommanded unit does: its risk factor added up from its circumstances, then a d6
// read on its order table in the band of that risk factor. Player characters and commanded
// troops dice too, but ignore the orders written in italics.

#include <string>
#include <vector>

#include "rules/actions/actions_tables.hpp"
#include "rules/dice.hpp"

namespace tachanka::rules::actions {

// A unit's circumstances, each a line of the risk factors.
struct Circumstances {
    bool heroWithUnit = false;
    bool inCoverOrAdvancing = false;  // entirely in cover, or advancing
    bool enemyInRange = false;        // an enemy in clear sight and within its weapons' range
    bool rawInRange = false;          // a Raw unit in range of any enemy unit in sight
    int figures = 0;                  // the group's figures, for its losses
    int casualties = 0;               // of them wounded or killed
    bool flankOrRear = false;         // an enemy to its flank or rear, in sight
    bool nativesNearCavalry = false;  // natives within 25 cm of enemy cavalry
    bool running = false;             // ran from the enemy last turn, or retreating from melee
};

struct CountedFactor {
    RiskFactorKind kind = RiskFactorKind::Hero;
    int times = 1;  // per tenth lost: how many tenths
    int value = 0;  // the factor's value times `times`
};

struct RiskAssessment {
    int risk = 0;
    std::vector<CountedFactor> counted;  // the factors that apply, in the text's order
};

// Refuses casualties outside 0..figures with std::invalid_argument.
RiskAssessment assessRisk(const RiskFactors& factors, const Circumstances& circumstances);

struct OrderResult {
    std::string band;  // "RF3-5"
    int roll = 0;
    OrderCell cell;
    // Whether the unit follows the order: not an italic one when it is commanded (or a
    // player character).
    bool followed = true;
};

const RiskBand& bandFor(const OrderTable& table, int risk);
OrderResult diceForOrder(const OrderTable& table, int risk, bool commanded, Dice& dice);

// Uncommanded formed troops count as one group when their order is in italics, every unit of
// the platoon is within the distance of each other and an officer or NCO is that near.
bool formedAsOneGroup(const FormedTroops& rule, bool italicOrder, int platoonSpreadCm,
                      int nearestOfficerCm);

}  // namespace tachanka::rules::actions
