#include "app/cli/battles/tactical_output.hpp"

#include <cctype>
#include <cstdio>
#include <iostream>

#include "app/cli/battles/hidden_output.hpp"
#include "app/cli/json_writer.hpp"
#include "app/cli/odds_output.hpp"
#include "app/cli/text_table.hpp"
#include "model/die_text.hpp"
#include "app/core/battles/fight_prediction.hpp"

namespace tachanka::cli {
namespace {

constexpr const char* provisionalLine =
    "PROVISIONAL: the link table and army lists that made these units are reconstructions "
    "(READINGS.md)\n";

void writeUnits(JsonWriter& json, const core::TacticalBattleView& view) {
    json.key("units").beginArray();
    for (const auto& unit : view.units) {
        json.beginObject();
        json.key("code").value(unit.code);
        json.key("unit").value(unit.operationalCode);
        json.key("side").value(unit.side);
        json.key("troop_type").value(unit.troopType);
        json.key("troop_name").value(unit.troopName);
        json.key("bases").value(unit.bases);
        json.key("bases_lost").value(unit.basesLost);
        json.key("surrendered").value(unit.surrendered);
        json.key("bases_left").value(unit.basesLeft);
        json.key("terror").value(unit.terror);
        json.key("humiliated").value(unit.humiliated);
        json.key("pinned").value(unit.pinned);
        json.key("routing").value(unit.routing);
        json.key("officer").value(unit.officer);
        json.key("clever_officer").value(unit.cleverOfficer);
        json.key("provisional").value(unit.provisional);
        json.key("segment").value(unit.segment);
        json.key("foxholes").value(unit.foxholes);  // quarter columns
        json.key("in_wire").value(unit.inWire);
        json.key("vehicle").value(unit.vehicle);
        json.key("system_state").value(unit.state);
        if (const auto& train = unit.train) {
            json.key("train").beginObject();
            json.key("speed").value(train->speed);
            json.key("forward").value(train->forward);
            json.key("engine_hits").value(train->engineHits);
            json.key("move_allowance").value(train->moveAllowance);
            json.key("car_hits").beginObject();
            for (const auto& [car, hits] : train->carHits) json.key(car).value(hits);
            json.endObject();
            json.key("cars_destroyed").beginArray();
            for (const auto& car : train->carsDestroyed) json.value(car);
            json.endArray();
            json.endObject();
        } else {
            json.key("train").null();
        }
        // What the rules allow it now, as the desktop's console offers it.
        json.key("actions").beginArray();
        for (const auto& choice : unit.choices) {
            json.beginObject();
            json.key("action").value(choice.action);
            json.key("targets").beginArray();
            for (const auto& target : choice.targets) json.value(target);
            json.endArray();
            json.endObject();
        }
        json.endArray();
        json.endObject();
    }
    json.endArray();
}

void writeBuildings(JsonWriter& json, const std::vector<core::TacticalBuildingView>& buildings) {
    json.key("buildings").beginArray();
    for (const auto& building : buildings) {
        json.beginObject();
        json.key("name").value(building.name);
        json.key("fire_markers").value(building.fireMarkers);
        json.key("destroyed").value(building.destroyed);
        json.endObject();
    }
    json.endArray();
}

void writeSeniors(JsonWriter& json, const std::vector<core::TacticalSeniorView>& seniors) {
    json.key("seniors").beginArray();
    for (const auto& senior : seniors) {
        json.beginObject();
        json.key("name").value(senior.name);
        json.key("side").value(senior.side);
        json.key("command").value(senior.command);
        json.key("morale_bonus").value(senior.moraleBonus);
        json.key("killed").value(senior.killed);
        json.key("wounded").value(senior.wounded);
        json.endObject();
    }
    json.endArray();
}

void writeCodes(JsonWriter& json, const char* key, const std::vector<std::string>& codes) {
    json.key(key).beginArray();
    for (const auto& code : codes) json.value(code);
    json.endArray();
}

void writeTurn(JsonWriter& json, const core::TacticalTurnView& turn) {
    json.key("turn").beginObject();
    json.key("number").value(turn.number);
    json.key("method").value(turn.method);
    json.key("next").value(turn.next);
    writeCodes(json, "cards", turn.cards);
    writeCodes(json, "to_act", turn.toAct);
    writeCodes(json, "acted", turn.acted);
    writeCodes(json, "forfeited", turn.forfeited);
    json.endObject();
}

std::string turnLine(const core::TacticalTurnView& turn) {
    return core::turnSummary(turn) + "\n";
}

void writeEvent(JsonWriter& json, const model::TacticalEvent& event) {
    json.beginObject();
    json.key("sequence").value(event.sequence);
    json.key("action").value(event.action);
    json.key("actor").value(event.actor);
    json.key("target").value(event.target);
    json.key("dice").beginArray();
    for (const auto& roll : event.rolls) {
        json.beginObject();
        json.key("purpose").value(roll.purpose);
        json.key("sides").value(roll.sides);
        json.key("value").value(roll.value);
        json.endObject();
    }
    json.endArray();
    json.key("origin").value(event.diceOrigin);
    json.key("table_cell").value(event.tableCell);
    json.key("effects").value(event.effects);
    json.key("turn_step").value(event.turnStep);
    if (event.corrects) {
        json.key("corrects").value(*event.corrects);
    } else {
        json.key("corrects").null();
    }
    json.endObject();
}

void printLog(const core::TacticalBattleView& view) {
    std::cout << turnLine(view.turn);
    for (const auto& event : view.log) {
        std::cout << "#" << event.sequence << " " << event.action
                  << (event.actor.empty() ? "" : " " + event.actor)
                  << (event.target.empty() ? "" : " → " + event.target) << " [" << event.diceOrigin
                  << "]: " << event.effects << '\n';
    }
    if (view.provisional) std::cout << provisionalLine;
}

// A battle in a system besides Red Actions!: its units' stands and state in its own words.
int printLinkedUnits(const core::TacticalBattleView& view) {
    std::string pieces = view.pieces;
    if (!pieces.empty()) pieces[0] = static_cast<char>(std::toupper(pieces[0]));
    TextTable table({"Unit", "Side", "Type", pieces, "Lost", "State", "Leader"});
    for (const auto& unit : view.units) {
        table.addRow({unit.code, unit.side, unit.troopName,
                      std::to_string(unit.basesLeft) + "/" + std::to_string(unit.bases),
                      std::to_string(unit.basesLost),
                      unit.state + (unit.pinned ? ", pinned" : ""), unit.officer});
    }
    table.print(std::cout);
    printLog(view);
    return 0;
}

}  // namespace

int printTacticalUnits(const core::TacticalBattleView& view, bool asJson) {
    if (asJson) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("id").value(view.id);
        json.key("system").value(view.system);
        json.key("provisional").value(view.provisional);
        writeUnits(json, view);
        writeBuildings(json, view.buildings);
        writeSeniors(json, view.seniors);
        writeTurn(json, view.turn);
        writeHiddenTable(json, view);
        json.key("log").beginArray();
        for (const auto& event : view.log) writeEvent(json, event);
        json.endArray();
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << view.title << " · on the table (" << view.system << ")\n";
    if (view.system != core::redActionsSystem) return printLinkedUnits(view);
    TextTable table({"Unit", "Side", "Troop type", "Bases", "Lost", "Prisoners", "Terror",
                     "Markers", "Officer"});
    for (const auto& unit : view.units) {
        std::string markers = unit.routing ? "routing" : "";
        if (unit.pinned) markers += markers.empty() ? "pinned" : ", pinned";
        if (unit.humiliated > 0) {
            markers +=
                (markers.empty() ? "" : ", ") + std::to_string(unit.humiliated) + " humiliated";
        }
        if (const auto field = core::fieldStateText(unit); !field.empty()) {
            markers += (markers.empty() ? "" : ", ") + field;
        }
        table.addRow({unit.code, unit.side, unit.troopName,
                      std::to_string(unit.basesLeft) + "/" + std::to_string(unit.bases),
                      std::to_string(unit.basesLost), std::to_string(unit.surrendered),
                      std::to_string(unit.terror), markers, unit.officer});
    }
    table.print(std::cout);
    if (const auto line = core::seniorsLine(view.seniors); !line.empty()) {
        std::cout << line << '\n';
    }
    if (const auto line = core::buildingsLine(view.buildings); !line.empty()) {
        std::cout << line << '\n';
    }
    printHiddenTable(std::cout, view);
    printLog(view);
    return 0;
}

int printTacticalAction(const core::TacticalActionReport& report, bool asJson) {
    if (asJson) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("result").value(report.event.effects);
        json.key("effects").beginArray();
        for (const auto& effect : report.effects) json.value(effect);
        json.endArray();
        json.key("event");
        writeEvent(json, report.event);
        json.key("state").beginObject();
        writeUnits(json, report.battle);
        writeBuildings(json, report.battle.buildings);
        writeSeniors(json, report.battle.seniors);
        writeTurn(json, report.battle.turn);
        writeHiddenTable(json, report.battle);
        json.endObject();
        json.endObject();
        json.finish();
        return 0;
    }
    for (const auto& roll : report.event.rolls) {
        std::cout << "  " << model::dieRollLine(roll.purpose, roll.sides, roll.value) << '\n';
    }
    if (!report.event.tableCell.empty()) std::cout << report.event.tableCell << '\n';
    for (const auto& effect : report.effects) std::cout << "  - " << effect << '\n';
    std::cout << "#" << report.event.sequence << " " << report.event.action << ": "
              << report.event.effects << '\n'
              << turnLine(report.battle.turn);
    return 0;
}

int printTacticalOdds(const core::TacticalOdds& odds, bool asJson) {
    if (asJson) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("provisional").value(odds.provisional);
        json.key("outcomes").beginArray();
        for (const auto& outcome : odds.outcomes) {
            json.beginObject();
            json.key("probability").value(outcome.probability.value());
            json.key("fraction").value(outcome.probability.text());
            json.key("result").value(outcome.result);
            json.endObject();
        }
        json.endArray();
        json.endObject();
        json.finish();
        return 0;
    }
    TextTable table({"Chance", "Exactly", "Result"});
    for (const auto& outcome : odds.outcomes) {
        table.addRow(
            {percent(outcome.probability.value()), outcome.probability.text(), outcome.result});
    }
    table.print(std::cout);
    if (odds.provisional) std::cout << provisionalLine;
    return 0;
}

void writeAutoResolution(JsonWriter& json, const rules::redactions::AutoResolution& resolution) {
    json.key("runs").value(resolution.runs);
    writeShare(json, "win", resolution.win);
    writeShare(json, "draw", resolution.draw);
    writeShare(json, "loss", resolution.loss);
    json.key("attacker_bases_lost").value(resolution.attackerBasesLost);
    json.key("defender_bases_lost").value(resolution.defenderBasesLost);
    json.key("attacker_bases_surrendered").value(resolution.attackerBasesSurrendered);
    json.key("defender_bases_surrendered").value(resolution.defenderBasesSurrendered);
}

int printAutoResolution(const rules::redactions::AutoResolution& resolution, bool asJson) {
    if (asJson) {
        JsonWriter json(std::cout);
        json.beginObject();
        writeAutoResolution(json, resolution);
        json.key("provisional").value(true);
        json.endObject();
        json.finish();
        return 0;
    }
    for (const auto& line : core::autoResolutionLines(resolution)) std::cout << line << '\n';
    return 0;
}

int printCalibration(const core::Calibration& calibration, bool asJson) {
    auto playedName = [](int played) {
        return played > 0 ? "win" : played < 0 ? "loss" : "draw";
    };
    if (asJson) {
        JsonWriter json(std::cout);
        json.beginObject().key("battles").beginArray();
        for (const auto& battle : calibration.battles) {
            json.beginObject();
            json.key("id").value(battle.id);
            json.key("title").value(battle.title);
            json.key("predicted").beginObject();
            writeShare(json, "win", battle.predicted.win);
            writeShare(json, "draw", battle.predicted.draw);
            writeShare(json, "loss", battle.predicted.loss);
            json.endObject();
            json.key("played").value(playedName(battle.played));
            json.endObject();
        }
        json.endArray();
        json.key("total").beginObject();
        json.key("battles").value(static_cast<int>(calibration.battles.size()));
        json.key("predicted_win").value(calibration.predictedWin);
        json.key("predicted_draw").value(calibration.predictedDraw);
        json.key("predicted_loss").value(calibration.predictedLoss);
        json.key("played_win").value(calibration.playedWin);
        json.key("played_draw").value(calibration.playedDraw);
        json.key("played_loss").value(calibration.playedLoss);
        json.key("brier").value(calibration.brier);
        json.endObject();
        json.key("provisional").value(true);
        json.endObject();
        json.finish();
        return 0;
    }
    if (calibration.battles.empty()) {
        std::cout << "No battle fought on the table has been applied yet: nothing to compare.\n";
        return 0;
    }
    TextTable table({"Battle", "Predicted win", "Draw", "Loss", "Played"});
    for (const auto& battle : calibration.battles) {
        table.addRow({battle.title, percent(battle.predicted.win.share),
                      percent(battle.predicted.draw.share), percent(battle.predicted.loss.share),
                      playedName(battle.played)});
    }
    table.addRow({"All " + std::to_string(calibration.battles.size()) + " (mean)",
                  percent(calibration.predictedWin), percent(calibration.predictedDraw),
                  percent(calibration.predictedLoss),
                  "win " + percent(calibration.playedWin) + ", draw " +
                      percent(calibration.playedDraw) + ", loss " + percent(calibration.playedLoss)});
    table.print(std::cout);
    std::cout << "Brier score " << calibration.brier
              << " (0 a perfect forecast, 2 the worst); the attacker's view\n"
              << "PROVISIONAL: the auto-resolve's choices of action are this program's, not the "
                 "text's\n";
    return 0;
}

}  // namespace tachanka::cli
