#pragma once
// What the umpired table keeps besides the units' markers: the buildings set alight and an
// armoured train's speed and hits, in the notation the store keeps them in.

#include <string>
#include <vector>

#include "rules/redactions/battle/tactical_battle.hpp"

namespace tachanka::rules::redactions {

// The key of a train's car in TacticalUnit::carHits: "turret-artillery 2", the second car of
// that kind; the engine's hits are the train's own (TrainState::engineHits).
std::string trainCarKey(TrainCar car, int number);

// A train's move as the players measure it: "1.5\"".
std::string inchesText(double inches);

// "4 forward 1 turret-artillery 2=1": the speed in inches, the direction, the engine hits and
// each other car hit; empty for a train standing forward and unhit. trainFrom throws
// std::invalid_argument for text not in this notation.
std::string trainText(const TrainState& train, const std::map<std::string, int>& carHits);
void trainFrom(const std::string& text, TrainState& train, std::map<std::string, int>& carHits);

// "3 - Church|5 x Old mill": markers, "x" once destroyed, and the name, building by building.
// buildingsFrom throws std::invalid_argument for text not in this notation.
std::string buildingsText(const std::vector<BuildingOnTable>& buildings);
std::vector<BuildingOnTable> buildingsFrom(const std::string& text);

// A building's name as the players give it: refused when empty or holding the notation's '|'
// or a line break.
std::optional<std::string> buildingNameRefusal(const std::string& name);

}  // namespace tachanka::rules::redactions
