#include "rules/redactions/field/terrain_table.hpp"

#include <stdexcept>

#include "model/quoted_text.hpp"

namespace tachanka::rules::redactions {

std::optional<int> quartersNamed(std::string_view share) {
    if (share == "¼") return 1;
    if (share == "½") return 2;
    if (share == "¾") return 3;
    if (share == "Full") return 4;
    return std::nullopt;
}

std::optional<Mover> moverOf(Arm arm) {
    switch (arm) {
        case Arm::Riflemen:
        case Arm::MachineGuns:
        case Arm::Mortars: return Mover::Infantry;
        case Arm::Sabres: return Mover::Sabres;
        case Arm::Tachankas:
        case Arm::FieldGuns:
        case Arm::HeavyGuns: return Mover::TachankasAndLimberedGuns;
        case Arm::ArmouredCar: return Mover::ArmouredCars;
        case Arm::Tank: return Mover::Tanks;
        case Arm::Train:
        case Arm::SeniorOfficer: return std::nullopt;
    }
    return std::nullopt;
}

TerrainCell parseTerrainCell(const std::string& text) {
    TerrainCell cell;
    cell.text = text;
    std::string body = text;
    if (body.ends_with("*")) {
        cell.breakdownTest = true;
        body.pop_back();
        while (!body.empty() && body.back() == ' ') body.pop_back();
    }
    if (body == "Nyet!") {
        cell.passage = Passage::Prohibited;
    } else if (body == "Da") {
        cell.passage = Passage::Unhindered;
    } else if (body == "Entire move") {
        cell.passage = Passage::EntireMove;
    } else if (body == "Halt and test") {
        cell.passage = Passage::HaltAndTest;
    } else {
        const auto space = body.find(' ');
        const auto unit = space == std::string::npos ? "" : body.substr(space + 1);
        const auto quarters = quartersNamed(body.substr(0, space));
        if (!quarters || (unit != "move" && unit != "speed")) {
            throw std::invalid_argument(
                model::quoted(text) +
                " is not a terrain cell (Nyet!, Da, Entire move, Halt and test, or ¼, ½, ¾ or "
                "Full followed by move or speed; a trailing * asks for a breakdown test)");
        }
        cell.passage = Passage::Fraction;
        cell.quarters = *quarters;
    }
    return cell;
}

const TerrainRow& TerrainTable::row(std::string_view terrainId) const {
    std::string known;
    for (const auto& candidate : rows) {
        if (candidate.id == terrainId) return candidate;
        known += (known.empty() ? "" : ", ") + candidate.id;
    }
    throw std::invalid_argument("no terrain " + model::quoted(terrainId) + " (known: " +
                                known + ")");
}

TerrainMove terrainMove(const TerrainTable& table, std::string_view terrainId, Mover mover,
                        int move) {
    if (move < 0) throw std::invalid_argument("a move cannot be negative");
    const auto& row = table.row(terrainId);
    const auto& cell = row.cell(mover);
    TerrainMove result;
    result.cell = cell.text;
    result.breakdownTest = cell.breakdownTest;
    result.columnRequired = row.columnUnlessInfantry && mover != Mover::Infantry;
    switch (cell.passage) {
        case Passage::Prohibited: result.allowed = false; break;
        case Passage::Unhindered: result.inches = move; break;
        case Passage::EntireMove:
            result.crossingTakesMove = true;
            result.inches = 0;
            break;
        case Passage::HaltAndTest:
            result.haltAndTest = true;
            result.inches = 0;
            break;
        case Passage::Fraction: result.inches = move * cell.quarters / 4.0; break;
    }
    return result;
}

}  // namespace tachanka::rules::redactions
