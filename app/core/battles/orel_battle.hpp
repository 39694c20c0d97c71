#pragma once
// Internal to the battle use cases: an Orel 1919 battle of the campaign as the combat engine
// sees it. Core builds the engine's inputs here and nowhere else, from the units' state in
// the campaign and the plan's choices, for the odds, the resolution and the checks alike.

#include <string>
#include <vector>

#include "app/core/battles/battles.hpp"
#include "model/battle.hpp"
#include "model/campaign.hpp"
#include "rules/dice.hpp"
#include "rules/dice_needed.hpp"
#include "rules/orel/combat/battle_outcome.hpp"
#include "rules/orel/combat/barrage_battle.hpp"
#include "rules/orel/combat/combat_declaration.hpp"
#include "rules/orel/combat/combat_decisions.hpp"
#include "rules/orel/combat/train_duel_battle.hpp"

namespace tachanka::core {

inline constexpr std::string_view orelSystem = "orel-1919";
// The attack word of a barrage battle (8.3): one gun on one unit, counterbattery answering.
inline constexpr std::string_view barrageAttack = "barrage";

// The attack word of a duel of armoured trains (9.1.1): a train attacks a lone enemy train.
inline constexpr std::string_view trainDuelAttack = "train-duel";

bool isBarrage(const model::Battle& battle);
bool isTrainDuel(const model::Battle& battle);

// 9.2.1, read off the campaign when the battle is planned, never chosen: an attacking tank
// that has not moved today rolls for a breakdown ("breakdown-check=T1"); a defending tank that
// broke down earlier today fights broken down ("broken-down=T2").
inline constexpr std::string_view breakdownCheckOption = "breakdown-check";
inline constexpr std::string_view brokenDownOption = "broken-down";
bool plannedFromCampaign(std::string_view option);

// 8.8.1, read off the attackers' hexes when the battle is planned: adds "encircled" when they
// come through 2 opposite hexsides, 3 non-adjacent ones, or 4 and more; returns the refusal
// when the plan claims an encirclement they do not make (empty: none).
std::string markEncirclement(model::Battle& battle);

// The declaration of a stored battle; its units as they stand now in the campaign.
rules::orel::CombatDeclaration orelDeclaration(const model::Campaign& campaign,
                                               const model::Battle& battle,
                                               const rules::orel::CombatTables& tables);

// A barrage battle's guns and target as they stand now in the campaign.
rules::orel::BarrageBattle orelBarrage(const model::Campaign& campaign, const model::Battle& battle,
                                       const rules::orel::CombatTables& tables);

// A duel's two trains as they stand now in the campaign.
rules::orel::TrainDuelBattle orelTrainDuel(const model::Campaign& campaign,
                                           const model::Battle& battle,
                                           const rules::orel::CombatTables& tables);

// A stored battle of any kind resolved with these dice, and its odds: one engine call
// each, so the odds are counted by the very procedure that resolves. A combat's choices are
// `decisions`' (none: the plan's); barrages and train duels hand the players none.
rules::orel::CombatReport resolveOrelBattle(const model::Campaign& campaign,
                                            const model::Battle& battle,
                                            const rules::orel::CombatTables& tables,
                                            rules::Dice& dice,
                                            rules::orel::CombatDecisions* decisions = nullptr);
// Every die the battle may roll, with the plan's answers to its choices (`--dice ?`).
rules::DiceNeeded orelBattleDice(const model::Campaign& campaign, const model::Battle& battle,
                                 const rules::orel::CombatTables& tables);
std::vector<rules::orel::BattleOutcomeChance> orelBattleOdds(
    const model::Campaign& campaign, const model::Battle& battle,
    const rules::orel::CombatTables& tables);
// The engine's chances as the front ends show them.
BattleOdds battleOddsOf(const std::vector<rules::orel::BattleOutcomeChance>& chances,
                        bool provisional);

// The option words of model::BattleChoices this system knows; a UserError names the others.
void checkOrelOptions(const model::BattleChoices& choices, const rules::orel::CombatTables& tables);

}  // namespace tachanka::core
