#include "rules/redactions/battle/table_features.hpp"

#include <charconv>
#include <sstream>
#include <stdexcept>

namespace tachanka::rules::redactions {
namespace {

std::string inchesNumber(double value) {
    char buffer[32];
    const auto written = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, written.ptr);
}

// std::from_chars, unlike stod, reads the same whatever locale a front end set.
double inchesFrom(const std::string& text, const std::string& whole) {
    double value = 0;
    const auto read = std::from_chars(text.data(), text.data() + text.size(), value);
    if (read.ec != std::errc{} || read.ptr != text.data() + text.size() || value < 0) {
        throw std::invalid_argument("a train's state '" + whole + "' has no speed");
    }
    return value;
}

int countFrom(const std::string& text, const std::string& whole, const char* what) {
    int value = 0;
    const auto read = std::from_chars(text.data(), text.data() + text.size(), value);
    if (read.ec != std::errc{} || read.ptr != text.data() + text.size() || value < 0) {
        throw std::invalid_argument("'" + whole + "' has no " + what);
    }
    return value;
}

}  // namespace

std::string inchesText(double value) { return inchesNumber(value) + "\""; }

std::string trainCarKey(TrainCar car, int number) {
    return std::string(model::nameOf(trainCarNames, car)) + " " + std::to_string(number);
}

std::string trainText(const TrainState& train, const std::map<std::string, int>& carHits) {
    if (train.speed == 0 && train.forward && train.engineHits == 0 && carHits.empty()) return "";
    std::string text = inchesNumber(train.speed) + (train.forward ? " forward " : " backward ") +
                       std::to_string(train.engineHits);
    for (const auto& [car, hits] : carHits) {
        const auto space = car.find(' ');
        text += " " + car.substr(0, space) + " " + car.substr(space + 1) + "=" +
                std::to_string(hits);
    }
    return text;
}

void trainFrom(const std::string& text, TrainState& train, std::map<std::string, int>& carHits) {
    train = {};
    carHits.clear();
    if (text.empty()) return;
    std::istringstream words(text);
    std::string speed;
    std::string direction;
    std::string engine;
    if (!(words >> speed >> direction >> engine) ||
        (direction != "forward" && direction != "backward")) {
        throw std::invalid_argument("a train's state '" + text + "' is not speed, direction, hits");
    }
    train.speed = inchesFrom(speed, text);
    train.forward = direction == "forward";
    train.engineHits = countFrom(engine, text, "engine hits");
    std::string kind;
    std::string numbered;
    while (words >> kind >> numbered) {
        const auto equals = numbered.find('=');
        const auto car = model::valueNamed(trainCarNames, kind);
        if (!car || equals == std::string::npos) {
            throw std::invalid_argument("a train's state '" + text + "' names no car '" + kind + "'");
        }
        const int number = countFrom(numbered.substr(0, equals), text, "car number");
        carHits[trainCarKey(*car, number)] = countFrom(numbered.substr(equals + 1), text, "car hits");
    }
}

std::string buildingsText(const std::vector<BuildingOnTable>& buildings) {
    std::string text;
    for (const auto& building : buildings) {
        text += (text.empty() ? "" : "|") + std::to_string(building.fireMarkers) +
                (building.destroyed ? " x " : " - ") + building.name;
    }
    return text;
}

std::vector<BuildingOnTable> buildingsFrom(const std::string& text) {
    std::vector<BuildingOnTable> buildings;
    std::istringstream entries(text);
    std::string entry;
    while (std::getline(entries, entry, '|')) {
        const auto first = entry.find(' ');
        if (first == std::string::npos || entry.size() < first + 4 || entry[first + 2] != ' ' ||
            (entry[first + 1] != 'x' && entry[first + 1] != '-')) {
            throw std::invalid_argument("a battle's buildings hold '" + entry +
                                        "', not markers, x or -, and a name");
        }
        BuildingOnTable building;
        building.fireMarkers = countFrom(entry.substr(0, first), entry, "fire markers");
        building.destroyed = entry[first + 1] == 'x';
        building.name = entry.substr(first + 3);
        buildings.push_back(std::move(building));
    }
    return buildings;
}

std::optional<std::string> buildingNameRefusal(const std::string& name) {
    if (name.empty()) return "name the building the unit touches";
    if (name.find_first_of("|\n\r") != std::string::npos) {
        return "a building's name may not hold '|' or a line break";
    }
    return std::nullopt;
}

}  // namespace tachanka::rules::redactions
