#include "app/core/rfic/rfic_lookups.hpp"

#include <algorithm>

#include "app/core/common/paths.hpp"
#include "rules/rfic/deck_odds.hpp"
#include "rules/rfic/fire_odds.hpp"
#include "rules/rfic/table_file.hpp"

namespace tachanka::core {
namespace {

namespace rfic = rules::rfic;

template <typename Procedure>
auto withDice(const DiceChoice& dice, Procedure&& procedure) {
    return asUserErrors([&] { return rollWith(dice, procedure); });
}

rules::Distribution overPile(const rfic::DeckProcedure& procedure,
                             const std::vector<rfic::Card>& pile, const rfic::CardKind& kind) {
    return asUserErrors([&] {
        try {
            return rfic::enumerateWithDeck(procedure, pile, kind);
        } catch (const rfic::CardsExhausted& error) {
            throw UserError(std::string(error.what()) + ": too few cards left");
        }
    });
}

rfic::Vehicle vehicleOf(DamagedUnit unit) {
    switch (unit) {
        case DamagedUnit::MediumAfv: return rfic::Vehicle::MediumAfv;
        case DamagedUnit::HeavyAfv: return rfic::Vehicle::HeavyAfv;
        case DamagedUnit::Transport: return rfic::Vehicle::Transport;
        case DamagedUnit::LightBomber: return rfic::Vehicle::LightBomber;
        case DamagedUnit::LightAfv:
        case DamagedUnit::Commander: break;
    }
    return rfic::Vehicle::LightAfv;
}

rfic::HitResult damage(const rfic::CardEffects& table, DamagedUnit unit, rfic::CardSource& cards) {
    if (unit == DamagedUnit::Commander) return rfic::hitOnDisruptedCommander(table, cards);
    return rfic::hitOnDisruptedVehicle(table, vehicleOf(unit), cards);
}

}  // namespace

std::filesystem::path rficTablesFile() { return rulesFile("red-flags-iron-crosses.xml"); }

rfic::RficTables loadRficTables() {
    return asUserErrors([] { return rfic::loadRficTables(rficTablesFile()); });
}

Turned<rfic::Deal> dealAndOrder(std::vector<std::string> holders, const CardChoice& cards) {
    if (holders.empty()) {
        if (!cards.typed) throw UserError("name the units, or type the cards dealt to them");
        const auto dealt = std::count_if(cards.typed->begin(), cards.typed->end(),
                                         [](const rfic::Card& card) { return !card.isJoker(); });
        for (long i = 1; i <= dealt; ++i) holders.push_back("unit " + std::to_string(i));
    }
    auto turned = turnWith(cards, [&](rfic::Deck& deck) { return rfic::dealTurn(deck, holders); });
    turned.result.cards = rfic::activationOrder(std::move(turned.result.cards));
    return turned;
}

rfic::MoveResult movementOf(const rfic::MoveRequest& request) {
    const auto tables = loadRficTables();
    return asUserErrors([&] { return rfic::movement(tables.movement, request); });
}

Rolled<rfic::FireResult> fireWith(const rfic::FireRequest& request, const DiceChoice& dice) {
    const auto tables = loadRficTables();
    return withDice(dice, [&](rules::Dice& rolled) {
        return rfic::fire(tables.fire, request, rolled, "fire: " + request.weapon);
    });
}

int fireDiceOf(const rfic::FireRequest& request) {
    const auto tables = loadRficTables();
    return asUserErrors([&] { return rfic::fireDice(tables.fire, request); });
}

rules::Distribution fireOdds(const rfic::FireRequest& request, bool targetInCover,
                             const std::vector<rfic::Card>& pile) {
    const auto tables = loadRficTables();
    return asUserErrors([&] {
        try {
            return rfic::fireOdds(tables.fire, tables.cards, request,
                                  targetInCover ? &pile : nullptr);
        } catch (const std::overflow_error& error) {
            throw UserError(std::string(error.what()) + ": ask for fewer dice");
        }
    });
}

Turned<rfic::CoverResult> coverWith(const CardChoice& cards) {
    const auto tables = loadRficTables();
    return turnWith(cards, [&](rfic::Deck& deck) { return rfic::coverCard(tables.cards, deck); });
}

std::string coverOutcome(bool hitCounts) { return hitCounts ? "hit counts" : "no effect"; }

rules::Distribution coverOdds(const std::vector<rfic::Card>& pile) {
    const auto tables = loadRficTables();
    return overPile(
        [&](rules::Dice&, rfic::CardSource& cards) {
            return coverOutcome(rfic::coverCard(tables.cards, cards).hitCounts);
        },
        pile, rfic::colourKind);
}

Turned<rfic::HitResult> damageWith(DamagedUnit unit, const CardChoice& cards) {
    const auto tables = loadRficTables();
    return turnWith(cards, [&](rfic::Deck& deck) { return damage(tables.cards, unit, deck); });
}

std::string damageOutcome(const rfic::HitResult& result) {
    return std::string(model::nameOf(rfic::hitOutcomeNames, result.outcome));
}

rules::Distribution damageOdds(DamagedUnit unit, const std::vector<rfic::Card>& pile) {
    const auto tables = loadRficTables();
    const rfic::CardKind commanderRow = [&](const rfic::Card& card) {
        return std::string(
            model::nameOf(rfic::commanderFateNames, rfic::commanderFate(tables.cards, card)));
    };
    return overPile(
        [&](rules::Dice&, rfic::CardSource& cards) {
            return damageOutcome(damage(tables.cards, unit, cards));
        },
        pile, unit == DamagedUnit::Commander ? commanderRow : rfic::CardKind(rfic::colourKind));
}

Turned<rfic::CohesionResult> cohesionWith(const rfic::CohesionRequest& request,
                                          const CardChoice& cards) {
    const auto tables = loadRficTables();
    return turnWith(cards, [&](rfic::Deck& deck) {
        return rfic::regainCohesion(tables.cohesion, request, deck);
    });
}

std::string cohesionOutcome(bool regained) {
    return regained ? "regains cohesion" : "fails to regain cohesion";
}

rules::Distribution cohesionOdds(const rfic::CohesionRequest& request,
                                 const std::vector<rfic::Card>& pile) {
    const auto tables = loadRficTables();
    return overPile(
        [&](rules::Dice&, rfic::CardSource& cards) {
            return cohesionOutcome(rfic::regainCohesion(tables.cohesion, request, cards).regained);
        },
        pile, rfic::suitKind);
}

Rolled<rfic::DeploymentResult> aircraftWith(const DiceChoice& dice) {
    const auto tables = loadRficTables();
    return withDice(
        dice, [&](rules::Dice& rolled) { return rfic::rollForAircraft(tables.aircraft, rolled); });
}

std::string deploymentOutcome(const rfic::DeploymentRow& row) {
    return row.provisional ? row.text + " (PROVISIONAL)" : row.text;
}

rules::Distribution aircraftOdds() {
    const auto tables = loadRficTables();
    return oddsOf(
        [&](rules::Dice& dice) { return rfic::rollForAircraft(tables.aircraft, dice); },
        [](const rfic::DeploymentResult& result) { return deploymentOutcome(result.row); });
}

std::string aircraftProvisionalNote() {
    const auto tables = loadRficTables();
    for (const auto& row : tables.aircraft.deployment) {
        if (row.provisional) return "PROVISIONAL: " + tables.aircraft.provisionalNote;
    }
    return "";
}

Rolled<rfic::FireResult> minefieldWith(const DiceChoice& dice) {
    const auto tables = loadRficTables();
    return withDice(dice, [&](rules::Dice& rolled) {
        return rfic::minefieldAttack(tables.minefield, tables.fire, rolled);
    });
}

rules::Distribution minefieldOdds() {
    const auto tables = loadRficTables();
    const auto hits = rfic::hitsOdds(tables.minefield.dice, tables.fire.hitOn);
    rules::Distribution odds;
    for (std::size_t count = 0; count < hits.size(); ++count) {
        odds.add(rfic::hitsText(static_cast<int>(count)), hits[count]);
    }
    return odds;
}

}  // namespace tachanka::core
