#include "app/cli/battles/battle_output.hpp"

#include <cstdio>
#include <iostream>

#include "app/cli/json_writer.hpp"
#include "app/cli/odds_output.hpp"
#include "app/cli/records.hpp"
#include "app/cli/text_table.hpp"
#include "app/core/battles/battle_choices.hpp"
#include "db/battle_records.hpp"

namespace tachanka::cli {
namespace {

std::string joined(const std::vector<std::string>& words) {
    std::string text;
    for (const auto& word : words) text += (text.empty() ? "" : ", ") + word;
    return text;
}

std::string stateName(const model::Battle& battle) {
    return std::string(model::nameOf(model::battleStateNames, battle.state));
}

void strings(JsonWriter& json, const std::vector<std::string>& words) {
    json.beginArray();
    for (const auto& word : words) json.value(word);
    json.endArray();
}

// Where the unit stands once the battle is applied: where apply put it, else where it
// advances to or stays.
std::string hexAfter(const model::Battle& battle, const model::BattleUnit& unit) {
    if (unit.effect.movedTo) return unit.effect.movedTo->label();
    if (unit.effect.advanced) return battle.hex.label();
    return unit.hexBefore ? unit.hexBefore->label() : "";
}

void writeEffects(JsonWriter& json, const core::BattleView& view) {
    const auto& battle = view.battle;
    const bool resolved = battle.state == model::BattleState::Resolved ||
                          battle.state == model::BattleState::Applied;
    json.key("effects").beginArray();
    for (const auto& unit : battle.units) {
        if (!resolved || unit.role == model::BattleRole::AttackerSupport ||
            unit.role == model::BattleRole::DefenderSupport) {
            continue;
        }
        const auto& effect = unit.effect;
        json.beginObject();
        json.key("unit").value(unit.code);
        json.key("role").value(model::nameOf(model::battleRoleNames, unit.role));
        json.key("steps_lost").value(effect.stepsLost);
        json.key("mode");
        if (effect.mode) {
            json.value(model::unitModeName(*effect.mode));
        } else {
            json.null();
        }
        json.key("hex").value(hexAfter(battle, unit));
        json.key("fate").value(model::unitFateName(effect.fate));
        json.key("prisoners").value(effect.fate == model::UnitFate::Captured
                                        ? unit.stepsBefore - effect.stepsLost
                                        : 0);
        json.key("retreat_hexes").value(effect.retreatHexes);
        json.key("advanced").value(effect.advanced);
        json.key("unsupplied").value(effect.unsupplied);
        json.endObject();
    }
    json.endArray();
}

void writeQuestion(JsonWriter& json, const std::optional<core::BattleQuestion>& question) {
    json.key("awaiting");
    if (question) {
        json.value(question->awaiting);
    } else {
        json.null();
    }
    json.key("question");
    if (!question) {
        json.null();
        return;
    }
    json.beginObject();
    json.key("side").value(question->side);
    json.key("text").value(question->text);
    json.key("units");
    strings(json, question->units);
    json.key("from").value(question->from);
    json.key("one_must").value(question->oneMust);
    json.key("answers").beginArray();
    for (const auto& answer : question->answers) {
        json.beginObject();
        json.key("answer").value(answer.answer);
        json.key("reads").value(answer.reads);
        json.key("outcomes");
        writeBattleOutcomes(json, answer.odds);
        json.endObject();
    }
    json.endArray();
    json.endObject();
}

// The question a battle stopped at, with the odds of each answer and how to give it.
void printQuestion(const core::BattleQuestion& question, const std::string& file, std::int64_t id) {
    std::cout << "awaiting " << question.awaiting << ": " << question.text << '\n';
    for (const auto& answer : question.answers) {
        std::cout << "if " << answer.answer << " (" << answer.reads << "):\n";
        if (!answer.odds.outcomes.empty()) printBattleOutcomes(answer.odds);
    }
    const std::string command = "tachanka-cli battle decide " + file + " " + std::to_string(id);
    if (question.awaiting == "assault") {
        std::cout << "answer: " << command << " --assault yes|no\n";
    } else if (question.awaiting == "advance") {
        std::cout << "answer: " << command << " --advance CODE,..."
                  << (question.oneMust ? "" : "|none") << '\n';
    } else if (!question.units.empty()) {
        std::cout << "answer: " << command << " --retreat " << question.units.front() << "=HEX\n";
    }
}

void writeBattle(JsonWriter& json, const core::BattleView& view) {
    const auto& battle = view.battle;
    json.beginObject();
    json.key("id").value(battle.id);
    json.key("state").value(stateName(battle));
    json.key("system").value(battle.system);
    json.key("date").value(battle.date.iso());
    json.key("hex").value(battle.hex.label());
    json.key("title").value(view.title);
    json.key("attacker_side").value(view.attackerSide);
    json.key("defender_side").value(view.defenderSide);
    json.key("attackers");
    strings(json, view.attackers);
    json.key("defenders");
    strings(json, view.defenders);
    json.key("support");
    strings(json, view.support);
    json.key("terrain").value(battle.choices.terrain);
    json.key("river").value(battle.choices.river);
    json.key("attack").value(battle.choices.attack);
    json.key("options");
    strings(json, battle.choices.options);
    json.key("depot");
    if (battle.depotId) {
        json.value(*battle.depotId);
    } else {
        json.null();
    }
    json.key("munitions").value(battle.munitions);
    json.key("outcome").value(battle.outcome);
    json.key("provisional").value(battle.provisional);
    json.key("attacker_prisoners").value(battle.attackerPrisoners);
    json.key("defender_prisoners").value(battle.defenderPrisoners);
    json.key("events").beginArray();
    for (const auto& event : battle.events) {
        json.beginObject();
        json.key("sequence").value(event.sequence);
        json.key("purpose").value(event.purpose);
        json.key("dice").beginArray();
        for (const int die : event.dice) json.value(die);
        json.endArray();
        json.key("table_cell").value(event.tableCell);
        json.endObject();
    }
    json.endArray();
    writeEffects(json, view);
    json.key("answered").value(view.answers);
    writeQuestion(json, view.question);
    json.key("changes");
    strings(json, view.changes);
    json.endObject();
}

}  // namespace

int printBattle(const core::BattleView& view, bool asJson, const std::string& file) {
    if (asJson) {
        JsonWriter json(std::cout);
        writeBattle(json, view);
        json.finish();
        return 0;
    }
    const auto& battle = view.battle;
    std::cout << view.title << " · " << stateName(battle) << '\n';
    std::cout << view.attackerSide << " attack: " << joined(view.attackers) << '\n';
    std::cout << view.defenderSide << " defend: " << joined(view.defenders) << '\n';
    if (!view.support.empty()) std::cout << "support: " << joined(view.support) << '\n';
    std::cout << core::choicesText(battle.choices) << '\n';
    if (!view.munitions.empty()) std::cout << "munitions: " << view.munitions << '\n';
    if (!battle.events.empty()) {
        TextTable table({"#", "Roll for", "Dice", "Table cell"});
        for (const auto& event : battle.events) {
            table.addRow({std::to_string(event.sequence), event.purpose, db::diceText(event.dice),
                          event.tableCell});
        }
        table.print(std::cout);
    }
    if (!view.answers.empty()) std::cout << "answers: " << view.answers << '\n';
    if (!battle.outcome.empty()) std::cout << "outcome: " << battle.outcome << '\n';
    for (const auto& line : view.effectLines) std::cout << "  " << line << '\n';
    if (battle.attackerPrisoners > 0 || battle.defenderPrisoners > 0) {
        std::cout << "prisoners: " << view.attackerSide << " " << battle.attackerPrisoners << ", "
                  << view.defenderSide << " " << battle.defenderPrisoners << '\n';
    }
    if (battle.provisional) {
        std::cout << "PROVISIONAL: a reconstructed chart decided this battle (READINGS.md)\n";
    }
    if (view.question) printQuestion(*view.question, file, battle.id);
    return 0;
}

// A spreadsheet's row a battle: its forces joined as the text listing joins them, and the
// steps each side lost summed from the effects, the figures a club's tally wants.
void writeBattleRows(const std::vector<core::BattleView>& views) {
    RecordWriter records(std::cout, RecordFormat::Csv,
                         {"id", "state", "system", "date", "hex", "title", "attacker_side",
                          "defender_side", "attackers", "defenders", "support", "terrain",
                          "river", "attack", "options", "depot", "munitions", "outcome",
                          "provisional", "attacker_steps_lost", "defender_steps_lost",
                          "attacker_prisoners", "defender_prisoners"});
    for (const auto& view : views) {
        const auto& battle = view.battle;
        std::int64_t attackerLost = 0;
        std::int64_t defenderLost = 0;
        for (const auto& unit : battle.units) {
            if (unit.role == model::BattleRole::Attacker) attackerLost += unit.effect.stepsLost;
            if (unit.role == model::BattleRole::Defender) defenderLost += unit.effect.stepsLost;
        }
        records.row({battle.id, stateName(battle), battle.system, battle.date.iso(),
                     battle.hex.label(), view.title, view.attackerSide, view.defenderSide,
                     joined(view.attackers), joined(view.defenders), joined(view.support),
                     battle.choices.terrain, battle.choices.river, battle.choices.attack,
                     joined(battle.choices.options), cellOf(battle.depotId),
                     std::int64_t{battle.munitions},
                     battle.outcome, battle.provisional, attackerLost, defenderLost,
                     std::int64_t{battle.attackerPrisoners},
                     std::int64_t{battle.defenderPrisoners}});
    }
    records.finish();
}

int printBattles(const std::vector<core::BattleView>& views, std::optional<RecordFormat> format) {
    if (format == RecordFormat::Csv) {
        writeBattleRows(views);
        return 0;
    }
    if (format == RecordFormat::Json) {
        JsonWriter json(std::cout);
        json.beginArray();
        for (const auto& view : views) writeBattle(json, view);
        json.endArray();
        json.finish();
        return 0;
    }
    if (views.empty()) {
        std::cout << "no battles\n";
        return 0;
    }
    TextTable table({"Battle", "Date", "Hex", "State", "Attackers", "Defenders", "Outcome"});
    for (const auto& view : views) {
        const auto& battle = view.battle;
        table.addRow({std::to_string(battle.id), battle.date.iso(), battle.hex.label(),
                      stateName(battle), joined(view.attackers), joined(view.defenders),
                      battle.outcome});
    }
    table.print(std::cout);
    return 0;
}

int printPossibleAttacks(const std::vector<core::PossibleAttack>& attacks, bool asJson) {
    if (asJson) {
        JsonWriter json(std::cout);
        json.beginArray();
        for (const auto& attack : attacks) {
            json.beginObject();
            json.key("hex").value(attack.hex);
            json.key("defenders");
            strings(json, attack.defenders);
            json.key("attackers");
            strings(json, attack.attackers);
            json.endObject();
        }
        json.endArray();
        json.finish();
        return 0;
    }
    if (attacks.empty()) {
        std::cout << "no enemy hex within reach of a unit that may attack\n";
        return 0;
    }
    TextTable table({"Hex", "Defenders", "May attack it"});
    for (const auto& attack : attacks) {
        table.addRow({attack.hex, joined(attack.defenders), joined(attack.attackers)});
    }
    table.print(std::cout);
    return 0;
}

void writeBattleOutcomes(JsonWriter& json, const core::BattleOdds& odds) {
    json.beginArray();
    for (const auto& outcome : odds.outcomes) {
        json.beginObject();
        json.key("probability").value(outcome.probability.value());
        json.key("fraction").value(outcome.probability.text());
        json.key("attacker_steps_lost").value(outcome.attackerStepsLost);
        json.key("defender_steps_lost").value(outcome.defenderStepsLost);
        json.key("defender_fate").value(outcome.defenderFate);
        json.key("attacker_withdrawn").value(outcome.attackerWithdrawn);
        json.key("hex").value(outcome.hexCleared ? "cleared" : "held");
        json.key("result").value(outcome.text);
        json.endObject();
    }
    json.endArray();
}

void printBattleOutcomes(const core::BattleOdds& odds) {
    TextTable table({"Chance", "Exactly", "Result"});
    for (const auto& outcome : odds.outcomes) {
        table.addRow({percent(outcome.probability.value()), outcome.probability.text(),
                      outcome.text});
    }
    table.print(std::cout);
    if (odds.provisional) {
        std::cout << "PROVISIONAL: reconstructed charts decide these odds (READINGS.md)\n";
    }
}

int printBattleOdds(const core::BattleOdds& odds, bool asJson) {
    if (asJson) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("provisional").value(odds.provisional);
        json.key("outcomes");
        writeBattleOutcomes(json, odds);
        json.endObject();
        json.finish();
        return 0;
    }
    printBattleOutcomes(odds);
    return 0;
}

}  // namespace tachanka::cli
