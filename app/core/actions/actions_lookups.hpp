#pragma once
// Actions Table use cases for the front ends: each procedure resolved with the dice the players
// typed or rolled from a seed (every die returned with it), and its exact odds before they roll.
// Each loads actions-table.xml from the template folders (a user's own copy wins) and runs the
// rules engine; errors come out as one-line UserErrors.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <vector>

#include "app/core/common/dice_choice.hpp"
#include "rules/actions/activation.hpp"
#include "rules/actions/actions_tables.hpp"
#include "rules/actions/movement.hpp"
#include "rules/actions/orders.hpp"
#include "rules/actions/red_actions_handover.hpp"
#include "rules/actions/shooting.hpp"
#include "rules/odds.hpp"

namespace tachanka::core {

// The actions-table.xml in use: the first template folder that has rules/actions-table.xml.
std::filesystem::path actionsTablesFile();
rules::actions::ActionsTables loadActionsTables();

struct OrderRequest {
    rules::actions::OrderTableKind table = rules::actions::OrderTableKind::Firearms;
    int risk = 0;
    bool commanded = false;  // commanded troops and player characters ignore italic orders
};
Rolled<rules::actions::OrderResult> diceForOrder(const OrderRequest& request,
                                                 const DiceChoice& dice);
rules::Distribution orderOdds(const OrderRequest& request);
// An order as the odds list it: the instruction, in *asterisks* when the text sets it in
// italics (as the rules write it), or what a commanded unit does instead.
std::string orderOutcome(const rules::actions::OrderResult& result);

// An uncommanded Red Actions! unit handed to the Actions Table: its risk factor from its state
// and the situation, its order, and the order's effect on its state (provisional).
struct HandoverRequest {
    rules::actions::OrderTableKind table = rules::actions::OrderTableKind::Firearms;
    rules::actions::RedActionsUnit unit;
    rules::actions::Circumstances situation;
};
Rolled<rules::actions::HandoverResult> handOver(const HandoverRequest& request,
                                                const DiceChoice& dice);
// Outcomes: the order as orderOutcome shows it, then " → " and the effect when there is one.
rules::Distribution handOverOdds(const HandoverRequest& request);
// The hand-over's own note: it is provisional, and why.
std::string handoverNote();

rules::actions::RiskAssessment assessRisk(const rules::actions::Circumstances& circumstances);

struct HitRequest {
    rules::actions::Range range = rules::actions::Range::Short;
    rules::actions::Cover cover = rules::actions::Cover::Open;
};
Rolled<rules::actions::HitResult> rollToHit(const HitRequest& request, const DiceChoice& dice);
rules::Distribution hitOdds(const HitRequest& request);

struct DamageRequest {
    rules::actions::WeaponClass weapon = rules::actions::WeaponClass::Gunpowder;
    rules::actions::Shooter shooter = rules::actions::Shooter::Ordinary;
};
Rolled<rules::actions::DamageResult> rollDamage(const DamageRequest& request,
                                                const DiceChoice& dice);
rules::Distribution damageOdds(const DamageRequest& request);

Rolled<rules::actions::ActivationResult> activate(const rules::actions::ActivationRequest& request,
                                                  const DiceChoice& dice);
rules::Distribution activationOdds(const rules::actions::ActivationRequest& request);

Rolled<int> sightingRangeCm(const DiceChoice& dice);
rules::Distribution sightingOdds();

// Whether uncommanded formed troops count as one group on the table (italic order, the platoon
// within `spreadCm` of each other, an officer or NCO `officerCm` away).
bool formedAsOneGroup(bool italicOrder, int spreadCm, int officerCm);

// Shots of uncommanded troops (the figures and whether they move) and of hand hurled weapons.
int uncommandedShots(int figures, bool moving);
// A figure's move: its allowance, what difficult going and barriers cost, what is left.
rules::actions::MoveResult moveFigures(const rules::actions::MoveRequest& request);
int handHurledShots(int figures);

}  // namespace tachanka::core
