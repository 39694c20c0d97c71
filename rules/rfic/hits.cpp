#include "rules/rfic/hits.hpp"

namespace tachanka::rules::rfic {

bool hitCountsOn(const CardEffects& table, const Card& card) {
    return !card.isJoker() && colourOf(card.suit) == table.coverFailsOn;
}

CoverResult coverCard(const CardEffects& table, CardSource& cards) {
    const Card card = turnOver(cards, "cover: a hit on a unit in cover");
    return {card, hitCountsOn(table, card)};
}

HitResult hitOnDisruptedVehicle(const CardEffects& table, Vehicle vehicle, CardSource& cards) {
    const auto& damage = table.of(vehicle);
    HitResult result{HitOutcome::RemainsDisrupted, {}};
    for (int red = 1; red <= damage.redCardsToDestroy; ++red) {
        const Card card =
            turnOver(cards, "damage: " + damage.text + ", red card " + std::to_string(red) +
                                " of " + std::to_string(damage.redCardsToDestroy));
        result.cards.push_back(card);
        if (!isRed(card)) return result;
    }
    result.outcome = HitOutcome::Destroyed;
    return result;
}

CommanderFate commanderFate(const CardEffects& table, const Card& card) {
    for (const auto& row : table.commanderHit) {
        if (row.matches(card)) return row.fate;
    }
    return CommanderFate::Unwounded;  // the loader refuses a table that leaves a card out
}

HitResult hitOnDisruptedCommander(const CardEffects& table, CardSource& cards) {
    const Card card = turnOver(cards, "hit on a disrupted Commander");
    switch (commanderFate(table, card)) {
        case CommanderFate::Killed: return {HitOutcome::CommanderKilled, {card}};
        case CommanderFate::Wounded: return {HitOutcome::CommanderWounded, {card}};
        case CommanderFate::Unwounded: break;
    }
    return {HitOutcome::CommanderUnwounded, {card}};
}

HitResult resolveHit(const CardEffects& table, const HitRequest& request, CardSource& cards) {
    if (!request.disrupted) return {HitOutcome::Disrupted, {}};
    switch (request.target) {
        case Target::Troops: return {HitOutcome::FigureKilled, {}};
        case Target::Vehicle: return hitOnDisruptedVehicle(table, request.vehicle, cards);
        case Target::Commander: return hitOnDisruptedCommander(table, cards);
        case Target::Aircraft: break;
    }
    return {HitOutcome::AircraftKilled, {}};
}

}  // namespace tachanka::rules::rfic
