#include "reports/sheets/unit_text.hpp"

#include <vector>

namespace tachanka::reports {
namespace {

std::string joined(const std::vector<std::string>& parts) {
    std::string text;
    for (const auto& part : parts) text += (text.empty() ? "" : "; ") + part;
    return text;
}

}  // namespace

std::string stepBoxes(const model::Unit& unit) {
    std::string boxes;
    for (int i = 0; i < unit.stepsMax; ++i) boxes += i < unit.stepsRemaining() ? "☐" : "☒";
    return boxes + " " + std::to_string(unit.stepsRemaining()) + "/" +
           std::to_string(unit.stepsMax);
}

std::string arrivalText(const model::Arrival& arrival) {
    std::string text = arrival.date.longForm();
    for (std::size_t i = 0; i < arrival.entryHexes.size(); ++i) {
        text += (i == 0 ? " at " : " or ") + arrival.entryHexes[i].label();
    }
    if (arrival.mpPenalty > 0) text += ", −" + std::to_string(arrival.mpPenalty) + " MP";
    if (!arrival.note.empty()) text += " (" + arrival.note + ")";
    return text;
}

std::string unitNotes(const model::Unit& unit) {
    std::vector<std::string> notes;
    if (unit.fate == model::UnitFate::Pending && unit.arrival) {
        notes.push_back("arrives " + arrivalText(*unit.arrival));
    }
    if (unit.unsupplied) notes.emplace_back("unsupplied");
    if (unit.outOfCommand) notes.emplace_back("out of command");
    if (unit.entrenchment == model::Entrenchment::Entrenched) notes.emplace_back("entrenched");
    if (unit.entrenchment == model::Entrenchment::UnderConstruction) {
        notes.emplace_back("entrenching");
    }
    if (unit.offMap) notes.emplace_back("off the map");
    if (unit.shock) notes.emplace_back("shock");
    if (unit.integratedArtillery) notes.emplace_back("integrated artillery");
    if (unit.train) notes.push_back(std::string(model::trainWeightName(*unit.train)) + " train");
    if (unit.battalion) notes.emplace_back("recruit battalion");
    return joined(notes);
}

std::string depotState(const model::Depot& depot) {
    if (depot.fate == model::UnitFate::Pending) {
        return depot.arrival ? "arrives " + arrivalText(*depot.arrival) : "to come";
    }
    if (depot.fate != model::UnitFate::Active) return std::string(model::unitFateName(depot.fate));
    return std::string(depot.functional ? "functional" : "not functional") +
           (depot.unsupplied ? ", unsupplied" : "");
}

}  // namespace tachanka::reports
