#pragma once
// Red Flags & Iron Crosses use cases for the front ends: each rule resolved with the dice and
// cards the players typed or from a seed (every die and card returned with it), and its exact
// odds given the cards still in the undealt pile. Each loads red-flags-iron-crosses.xml from the
// template folders (a user's own copy wins) and runs the rules engine; errors come out as
// one-line UserErrors.

#include <filesystem>
#include <string>
#include <vector>

#include "app/core/common/dice_choice.hpp"
#include "app/core/rfic/rfic_cards.hpp"
#include "rules/rfic/activation.hpp"
#include "rules/rfic/aircraft.hpp"
#include "rules/rfic/cohesion.hpp"
#include "rules/rfic/fire.hpp"
#include "rules/rfic/hits.hpp"
#include "rules/rfic/movement.hpp"
#include "rules/rfic/rfic_tables.hpp"

namespace tachanka::core {

std::filesystem::path rficTablesFile();
rules::rfic::RficTables loadRficTables();

// The activation order of the cards dealt to `holders` (typed: one per holder, in order; from a
// seed: dealt from a shuffled pack, Jokers set aside). No holders: one per typed card, named by
// its place ("unit 1").
Turned<rules::rfic::Deal> dealAndOrder(std::vector<std::string> holders, const CardChoice& cards);

rules::rfic::MoveResult movementOf(const rules::rfic::MoveRequest& request);

Rolled<rules::rfic::FireResult> fireWith(const rules::rfic::FireRequest& request,
                                         const DiceChoice& dice);
int fireDiceOf(const rules::rfic::FireRequest& request);
// The number of hits that take effect, counted over every way the dice fall and, for a target
// in cover, every cover card the pile can give for each hit.
rules::Distribution fireOdds(const rules::rfic::FireRequest& request, bool targetInCover,
                             const std::vector<rules::rfic::Card>& pile);

Turned<rules::rfic::CoverResult> coverWith(const CardChoice& cards);
// "hit counts" or "no effect".
rules::Distribution coverOdds(const std::vector<rules::rfic::Card>& pile);
std::string coverOutcome(bool hitCounts);

// What a second or subsequent hit on a disrupted unit turns cards over for.
enum class DamagedUnit { LightAfv, MediumAfv, HeavyAfv, Transport, LightBomber, Commander };
inline constexpr std::array<model::EnumName<DamagedUnit>, 6> damagedUnitNames{{
    {DamagedUnit::LightAfv, "light-afv"},
    {DamagedUnit::MediumAfv, "medium-afv"},
    {DamagedUnit::HeavyAfv, "heavy-afv"},
    {DamagedUnit::Transport, "transport"},
    {DamagedUnit::LightBomber, "light-bomber"},
    {DamagedUnit::Commander, "commander"},
}};
Turned<rules::rfic::HitResult> damageWith(DamagedUnit unit, const CardChoice& cards);
rules::Distribution damageOdds(DamagedUnit unit, const std::vector<rules::rfic::Card>& pile);
std::string damageOutcome(const rules::rfic::HitResult& result);

Turned<rules::rfic::CohesionResult> cohesionWith(const rules::rfic::CohesionRequest& request,
                                                 const CardChoice& cards);
rules::Distribution cohesionOdds(const rules::rfic::CohesionRequest& request,
                                 const std::vector<rules::rfic::Card>& pile);
std::string cohesionOutcome(bool regained);

Rolled<rules::rfic::DeploymentResult> aircraftWith(const DiceChoice& dice);
// The deployment table's rows by chance; a provisional row's text is marked "(PROVISIONAL)".
rules::Distribution aircraftOdds();
std::string deploymentOutcome(const rules::rfic::DeploymentRow& row);
// The deployment table's provisional note, "PROVISIONAL: ..."; empty when no row is.
std::string aircraftProvisionalNote();

Rolled<rules::rfic::FireResult> minefieldWith(const DiceChoice& dice);
rules::Distribution minefieldOdds();

}  // namespace tachanka::core
