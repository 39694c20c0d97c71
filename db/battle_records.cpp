#include "db/battle_records.hpp"

#include <SQLiteCpp/Statement.h>

#include <algorithm>
#include <charconv>
#include <map>

#include "db/campaign_file.hpp"
#include "db/sql_values.hpp"
#include "model/quoted_text.hpp"

namespace tachanka::db {
namespace {

template <typename Enum, std::size_t N>
Enum storedEnum(const std::array<model::EnumName<Enum>, N>& names, const std::string& text,
                std::string_view what) {
    if (const auto value = model::valueNamed(names, text)) return *value;
    throw StoreError("a battle row holds an unknown " + std::string(what) + " '" + text + "'");
}

std::optional<model::Hex> optionalHex(const SQLite::Column& column) {
    if (column.isNull()) return std::nullopt;
    return model::Hex::parse(column.getString());
}

std::vector<std::string> words(const std::string& text) {
    std::vector<std::string> list;
    std::size_t start = 0;
    while (start < text.size()) {
        const auto end = text.find(' ', start);
        const auto word = text.substr(start, end == std::string::npos ? end : end - start);
        if (!word.empty()) list.push_back(word);
        if (end == std::string::npos) break;
        start = end + 1;
    }
    return list;
}

std::vector<int> diceOf(const std::string& text) {
    std::vector<int> dice;
    const char* at = text.data();
    const char* end = text.data() + text.size();
    while (at < end) {
        int value = 0;
        const auto [next, error] = std::from_chars(at, end, value);
        if (error != std::errc()) throw StoreError("a battle event holds dice '" + text + "'");
        dice.push_back(value);
        at = next < end && *next == ',' ? next + 1 : next;
    }
    return dice;
}

std::vector<std::string> fields(const std::string& line) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    for (auto tab = line.find('\t'); tab != std::string::npos; tab = line.find('\t', start)) {
        parts.push_back(line.substr(start, tab - start));
        start = tab + 1;
    }
    parts.push_back(line.substr(start));
    return parts;
}

// answersText's lines back; a line it never writes is a StoreError naming the battle.
model::BattleAnswers answersFrom(const std::string& text, const std::string& owner) {
    model::BattleAnswers answers;
    std::size_t start = 0;
    while (start < text.size()) {
        const auto end = text.find('\n', start);
        const auto line = text.substr(start, end == std::string::npos ? end : end - start);
        start = end == std::string::npos ? text.size() : end + 1;
        const auto parts = fields(line);
        const auto bad = [&] {
            return StoreError(owner + " holds an answer it cannot read: " + model::quoted(line));
        };
        if (parts[0] == "assault" && parts.size() == 2 && (parts[1] == "yes" || parts[1] == "no")) {
            answers.assault = parts[1] == "yes";
        } else if (parts[0] == "advance") {
            answers.advance.emplace(parts.begin() + 1, parts.end());
        } else if (parts[0] == "retreat" && parts.size() == 3) {
            try {
                answers.retreats.emplace_back(parts[1], model::Hex::parse(parts[2]));
            } catch (const std::invalid_argument&) {
                throw bad();
            }
        } else {
            throw bad();
        }
    }
    return answers;
}

model::Battle battleFrom(SQLite::Statement& row) {
    model::Battle battle;
    battle.id = row.getColumn(0).getInt64();
    const std::string owner = "battle " + std::to_string(battle.id);
    battle.date = model::GameDate::parseIso(row.getColumn(1).getString());
    battle.hex = model::Hex::parse(row.getColumn(2).getString());
    battle.system = row.getColumn(3).getString();
    battle.attackerSideId = row.getColumn(4).getInt64();
    battle.seed = static_cast<std::uint64_t>(row.getColumn(5).getInt64());
    battle.state = storedEnum(model::battleStateNames, row.getColumn(6).getString(), "state");
    battle.outcome = row.getColumn(7).getString();
    battle.choices.terrain = row.getColumn(8).getString();
    battle.choices.river = storedFlag(row.getColumn(9), Column::River, owner);
    battle.choices.attack = row.getColumn(10).getString();
    battle.choices.options = words(row.getColumn(11).getString());
    battle.attackerPrisoners = storedInt(row.getColumn(12), Column::AttackerPrisoners, owner);
    battle.defenderPrisoners = storedInt(row.getColumn(13), Column::DefenderPrisoners, owner);
    battle.provisional = storedFlag(row.getColumn(14), Column::Provisional, owner);
    battle.assaultOdds = row.getColumn(15).getString();
    battle.tacticalSystem = row.getColumn(16).getString();
    battle.buildings = row.getColumn(17).getString();
    battle.systemState = row.getColumn(18).getString();
    if (!row.getColumn(19).isNull()) battle.depotId = row.getColumn(19).getInt64();
    battle.munitions = storedInt(row.getColumn(20), Column::Munitions, owner);
    battle.awaiting = row.getColumn(21).getString();
    if (!battle.awaiting.empty() &&
        std::find(model::battleQuestionNames.begin(), model::battleQuestionNames.end(),
                  battle.awaiting) == model::battleQuestionNames.end()) {
        throw StoreError(owner + " awaits an unknown choice " + model::quoted(battle.awaiting));
    }
    battle.answers = answersFrom(row.getColumn(22).getString(), owner);
    if (!row.getColumn(23).isNull()) battle.diceSeed = row.getColumn(23).getInt64();
    return battle;
}

void readUnits(SQLite::Database& database, std::map<std::int64_t, model::Battle*>& battles,
               const std::optional<std::int64_t>& only) {
    SQLite::Statement query(
        database,
        "SELECT b.battle_id, b.id, b.unit_id, u.code, u.side_id, b.role, b.steps_before, "
        "b.hex_before, b.steps_lost, b.mode_after, b.fate_after, b.retreat_hexes, b.advanced, "
        "b.unsupplied_after, b.moved_to, b.broken_down, b.retreat_to "
        "FROM battle_unit b JOIN unit u ON u.id = b.unit_id " +
            std::string(only ? "WHERE b.battle_id = ?1 " : "") + "ORDER BY b.id");
    if (only) query.bind(1, *only);
    while (query.executeStep()) {
        const auto found = battles.find(query.getColumn(0).getInt64());
        if (found == battles.end()) continue;
        model::BattleUnit unit;
        unit.id = query.getColumn(1).getInt64();
        unit.unitId = query.getColumn(2).getInt64();
        unit.code = query.getColumn(3).getString();
        const std::string owner = "battle " + std::to_string(found->first) + "'s unit " +
                                  model::quoted(unit.code);
        unit.sideId = query.getColumn(4).getInt64();
        unit.role = storedEnum(model::battleRoleNames, query.getColumn(5).getString(), "role");
        unit.stepsBefore = storedInt(query.getColumn(6), Column::StepsBefore, owner);
        unit.hexBefore = optionalHex(query.getColumn(7));
        unit.effect.stepsLost = storedInt(query.getColumn(8), Column::StepsLost, owner);
        if (!query.getColumn(9).isNull()) {
            unit.effect.mode =
                storedEnum(model::unitModeNames, query.getColumn(9).getString(), "mode");
        }
        unit.effect.fate =
            storedEnum(model::unitFateNames, query.getColumn(10).getString(), "fate");
        unit.effect.retreatHexes = storedInt(query.getColumn(11), Column::RetreatHexes, owner);
        unit.effect.advanced = storedFlag(query.getColumn(12), Column::Advanced, owner);
        unit.effect.unsupplied = storedFlag(query.getColumn(13), Column::UnsuppliedAfter, owner);
        unit.effect.movedTo = optionalHex(query.getColumn(14));
        unit.effect.brokenDown = storedFlag(query.getColumn(15), Column::BrokenDown, owner);
        unit.effect.retreatTo = optionalHex(query.getColumn(16));
        found->second->units.push_back(std::move(unit));
    }
}

void readEvents(SQLite::Database& database, std::map<std::int64_t, model::Battle*>& battles,
                const std::optional<std::int64_t>& only) {
    SQLite::Statement query(database,
                            "SELECT battle_id, sequence, action, dice, table_cell FROM "
                            "battle_event " +
                                std::string(only ? "WHERE battle_id = ?1 " : "") +
                                "ORDER BY battle_id, sequence");
    if (only) query.bind(1, *only);
    while (query.executeStep()) {
        const auto found = battles.find(query.getColumn(0).getInt64());
        if (found == battles.end()) continue;
        model::BattleEvent event;
        event.sequence = storedInt(query.getColumn(1), Column::Sequence,
                                   "battle " + std::to_string(found->first) + "'s event");
        event.purpose = query.getColumn(2).getString();
        event.dice = diceOf(query.getColumn(3).getString());
        event.tableCell = query.getColumn(4).getString();
        found->second->events.push_back(std::move(event));
    }
}

std::vector<model::Battle> read(SQLite::Database& database, const std::optional<std::string>& date,
                                const std::optional<std::int64_t>& id) {
    SQLite::Statement query(
        database,
        "SELECT id, game_date, hex, system, attacker_id, seed, state, outcome, terrain, river, "
        "attack, options, attacker_prisoners, defender_prisoners, provisional, assault_odds, "
        "tactical_system, buildings, system_state, depot_id, munitions, awaiting, answers, "
        "dice_seed FROM battle WHERE (?1 IS NULL OR game_date = ?1) AND " +
            std::string(id ? "id = ?2" : "?2 IS NULL") + " ORDER BY id");
    if (date) query.bind(1, *date);
    if (id) query.bind(2, *id);
    std::vector<model::Battle> battles;
    while (query.executeStep()) battles.push_back(battleFrom(query));
    std::map<std::int64_t, model::Battle*> byId;
    for (auto& battle : battles) byId[battle.id] = &battle;
    readUnits(database, byId, id);
    readEvents(database, byId, id);
    return battles;
}

Value flag(bool value) { return std::int64_t{value ? 1 : 0}; }

}  // namespace

std::vector<model::Battle> loadBattles(SQLite::Database& database,
                                       const std::optional<std::string>& date) {
    return read(database, date, std::nullopt);
}

std::optional<model::Battle> loadBattle(SQLite::Database& database, std::int64_t id) {
    auto battles = read(database, std::nullopt, id);
    if (battles.empty()) return std::nullopt;
    return std::move(battles.front());
}

std::int64_t nextBattleId(SQLite::Database& database) {
    return database.execAndGet("SELECT coalesce(max(id), 0) + 1 FROM battle").getInt64();
}

Row battleRow(const model::Battle& battle) {
    std::string options;
    for (const auto& option : battle.choices.options) {
        options += (options.empty() ? "" : " ") + option;
    }
    return {{Column::Id, battle.id},
            {Column::GameDate, battle.date.iso()},
            {Column::Hex, battle.hex.label()},
            {Column::System, battle.system},
            {Column::AttackerId, battle.attackerSideId},
            {Column::Seed, static_cast<std::int64_t>(battle.seed)},
            {Column::State, std::string(model::nameOf(model::battleStateNames, battle.state))},
            {Column::Outcome, battle.outcome},
            {Column::Terrain, battle.choices.terrain},
            {Column::River, flag(battle.choices.river)},
            {Column::Attack, battle.choices.attack},
            {Column::Options, options},
            {Column::AttackerPrisoners, std::int64_t{battle.attackerPrisoners}},
            {Column::DefenderPrisoners, std::int64_t{battle.defenderPrisoners}},
            {Column::Provisional, flag(battle.provisional)},
            {Column::AssaultOdds, battle.assaultOdds},
            {Column::TacticalSystem, battle.tacticalSystem},
            {Column::Buildings, battle.buildings},
            {Column::SystemState, battle.systemState},
            {Column::DepotId, battle.depotId ? Value(*battle.depotId) : nullValue()},
            {Column::Munitions, std::int64_t{battle.munitions}},
            {Column::Awaiting, battle.awaiting},
            {Column::Answers, answersText(battle.answers)},
            {Column::DiceSeed, battle.diceSeed ? Value(*battle.diceSeed) : nullValue()}};
}

Row battleUnitRow(std::int64_t battleId, const model::BattleUnit& unit) {
    return {{Column::BattleId, battleId},
            {Column::UnitId, unit.unitId},
            {Column::Role, std::string(model::nameOf(model::battleRoleNames, unit.role))},
            {Column::StepsBefore, std::int64_t{unit.stepsBefore}},
            {Column::HexBefore, unit.hexBefore ? Value(unit.hexBefore->label()) : nullValue()}};
}

Row battleEventRow(std::int64_t battleId, const model::BattleEvent& event) {
    return {{Column::BattleId, battleId},
            {Column::Sequence, std::int64_t{event.sequence}},
            {Column::Action, event.purpose},
            {Column::Dice, diceText(event.dice)},
            {Column::TableCell, event.tableCell}};
}

std::string answersText(const model::BattleAnswers& answers) {
    std::vector<std::string> lines;
    if (answers.assault) lines.push_back(std::string("assault\t") + (*answers.assault ? "yes" : "no"));
    if (answers.advance) {
        std::string line = "advance";
        for (const auto& code : *answers.advance) line += "\t" + code;
        lines.push_back(line);
    }
    for (const auto& [code, hex] : answers.retreats) {
        lines.push_back("retreat\t" + code + "\t" + hex.label());
    }
    std::string text;
    for (const auto& line : lines) text += (text.empty() ? "" : "\n") + line;
    return text;
}

std::string diceText(const std::vector<int>& dice) {
    std::string text;
    for (const int die : dice) text += (text.empty() ? "" : ",") + std::to_string(die);
    return text;
}

}  // namespace tachanka::db
