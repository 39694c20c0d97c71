#pragma once
// What a hit does (Fire Combat; Air-to-air combat): the cover card, disruption, the second hit
// that kills a figure or an aircraft, the red cards that destroy a disrupted vehicle or light
// bomber, and the card that decides a disrupted Commander's fate.

#include <vector>

#include "rules/rfic/deck.hpp"
#include "rules/rfic/rfic_tables.hpp"

namespace tachanka::rules::rfic {

// The cover card: whether a hit on a unit in cover takes effect (red) or not (black).
struct CoverResult {
    Card card;
    bool hitCounts = false;
};
CoverResult coverCard(const CardEffects& table, CardSource& cards);
bool hitCountsOn(const CardEffects& table, const Card& card);

// What is hit.
enum class Target { Troops, Vehicle, Commander, Aircraft };
inline constexpr std::array<model::EnumName<Target>, 4> targetNames{{
    {Target::Troops, "troops"},        // infantry, cavalry, artillery: a figure killed
    {Target::Vehicle, "vehicle"},      // AFV, transport, light bomber: red cards
    {Target::Commander, "commander"},  // the Commander table
    {Target::Aircraft, "aircraft"},    // fighter, fighter bomber, ground-attack: killed
}};

enum class HitOutcome {
    Disrupted,
    FigureKilled,
    RemainsDisrupted,
    Destroyed,
    AircraftKilled,
    CommanderKilled,
    CommanderWounded,
    CommanderUnwounded,
};
inline constexpr std::array<model::EnumName<HitOutcome>, 8> hitOutcomeNames{{
    {HitOutcome::Disrupted, "disrupted"},
    {HitOutcome::FigureKilled, "figure-killed"},
    {HitOutcome::RemainsDisrupted, "remains-disrupted"},
    {HitOutcome::Destroyed, "destroyed"},
    {HitOutcome::AircraftKilled, "killed"},
    {HitOutcome::CommanderKilled, "killed"},
    {HitOutcome::CommanderWounded, "wounded"},
    {HitOutcome::CommanderUnwounded, "unwounded"},
}};

struct HitResult {
    HitOutcome outcome = HitOutcome::Disrupted;
    std::vector<Card> cards;  // turned over, in order
};

// A hit on a disrupted vehicle: red cards are turned over until the vehicle's count of them
// destroys it; the first black card leaves it disrupted.
HitResult hitOnDisruptedVehicle(const CardEffects& table, Vehicle vehicle, CardSource& cards);
// A second or subsequent hit on a Commander: one card, read down the Commander table.
HitResult hitOnDisruptedCommander(const CardEffects& table, CardSource& cards);
CommanderFate commanderFate(const CardEffects& table, const Card& card);

struct HitRequest {
    Target target = Target::Troops;
    Vehicle vehicle = Vehicle::LightAfv;  // a Vehicle target's kind
    bool disrupted = false;               // the target before this hit
};
// One hit that counts (after any cover card): an undisrupted target is disrupted; a disrupted
// one suffers the second hit's effect.
HitResult resolveHit(const CardEffects& table, const HitRequest& request, CardSource& cards);

}  // namespace tachanka::rules::rfic
