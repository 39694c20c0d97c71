// The battle report and the turn sheet's battles of the day, from the battle use cases'
// views and the campaign's units. Nothing here resolves or counts anything the rules decide:
// the record holds the dice, the cells and the effects; the Orel charts give the values the
// plan's choices bring, looked up as the QRS prints them.

#include "app/core/battles/battle_print.hpp"

#include <algorithm>
#include <map>

#include "app/core/battles/battle_choices.hpp"
#include "app/core/battles/battles.hpp"
#include "app/core/battles/orel_battle.hpp"
#include "app/core/campaign/campaign_action.hpp"
#include "app/core/printing/campaign_documents.hpp"
#include "app/core/queries/campaign_queries.hpp"
#include "app/core/campaign/campaign_service.hpp"
#include "app/core/officers/officer_staff.hpp"
#include "app/core/orel/orel_combat_service.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/rule_systems.hpp"
#include "reports/sheets/unit_text.hpp"

namespace tachanka::core {
namespace {

using model::BattleRole;

// A barrage's gun fires on its target and the other side's guns answer (8.3, 8.4).
std::string roleWord(BattleRole role, bool barrage) {
    if (barrage && role == BattleRole::Attacker) return "barrages";
    if (barrage && role == BattleRole::Defender) return "target";
    if (barrage && role == BattleRole::DefenderSupport) return "counterbattery";
    switch (role) {
        case BattleRole::Attacker: return "attacks";
        case BattleRole::Defender: return "defends";
        case BattleRole::AttackerSupport:
        case BattleRole::DefenderSupport: return "support";
        case BattleRole::Sheltering: return "sheltering";
    }
    return {};
}

bool attacking(BattleRole role) {
    return role == BattleRole::Attacker || role == BattleRole::AttackerSupport;
}

// An artillery unit's counter has no combat strength to speak of: its fire is what it brings.
std::string strengthText(const model::Unit& unit) {
    std::string text = unit.strength == 0 && unit.fire ? "" : std::to_string(unit.strength);
    if (unit.charge) text += ", charge " + std::to_string(*unit.charge);
    if (unit.fire) text += (text.empty() ? "" : ", ") + ("fire " + std::to_string(*unit.fire));
    return text;
}

// The mode each unit had before an applied battle changed it, from the battle's ledger rows:
// the campaign shows only the mode it ended in.
std::map<std::int64_t, std::string> modesBefore(const std::filesystem::path& file,
                                                const model::Battle& battle) {
    std::map<std::int64_t, std::string> modes;
    if (battle.state != model::BattleState::Applied) return modes;
    LedgerQuery query;
    query.battle = battle.id;
    for (const auto& entry : listLedger(file, query)) {
        const auto* before = std::get_if<std::string>(&entry.before);
        if (entry.entity == "unit" && entry.field == "mode" && entry.entityId && before) {
            modes.emplace(*entry.entityId, *before);
        }
    }
    return modes;
}

reports::BattleForceUnit forceUnit(const model::Battle& battle, const model::BattleUnit& entry,
                                   const model::Unit* unit,
                                   const std::map<std::int64_t, std::string>& modes) {
    reports::BattleForceUnit row;
    row.code = entry.code;
    row.role = roleWord(entry.role, isBarrage(battle));
    row.hex = entry.hexBefore ? entry.hexBefore->label() : "";
    if (unit == nullptr) return row;
    // The steps it fought with, not those it has left since.
    model::Unit asPlanned = *unit;
    asPlanned.stepsLost = std::max(0, unit->stepsMax - entry.stepsBefore);
    row.name = unit->name;
    row.steps = reports::stepBoxes(asPlanned);
    row.troopQuality = troopQualityText(*unit);
    row.strength = strengthText(*unit);
    const auto before = modes.find(unit->id);
    row.mode = before != modes.end() ? before->second
                                     : std::string(model::unitModeName(unit->mode));
    row.notes = reports::unitNotes(*unit);
    return row;
}

std::string movementText(const model::BattleEffect& effect) {
    std::string text;
    if (effect.retreatHexes == 1) text = "retreats 1 hex";
    if (effect.retreatHexes > 1) text = "routs " + std::to_string(effect.retreatHexes) + " hexes";
    if (effect.advanced) text += (text.empty() ? "" : ", ") + std::string("advanced");
    return text;
}

reports::BattleUnitResult unitResult(const model::BattleUnit& entry, const std::string& side) {
    const auto& effect = entry.effect;
    reports::BattleUnitResult result;
    result.code = entry.code;
    result.side = side;
    result.stepsLost = effect.stepsLost;
    if (effect.mode) result.mode = model::unitModeName(*effect.mode);
    result.movement = movementText(effect);
    result.fate = effect.fate == model::UnitFate::Pending
                      ? "withdrawn for two turns (9.1.1)"
                      : std::string(model::unitFateName(effect.fate));
    if (effect.movedTo) result.movedTo = effect.movedTo->label();
    if (effect.unsupplied) result.notes = "unsupplied";
    if (effect.brokenDown) {
        result.notes += (result.notes.empty() ? "" : ", ") + std::string("broken down (9.2.1)");
    }
    return result;
}

std::string signedValue(int value) { return (value > 0 ? "+" : "") + std::to_string(value); }

// What the Orel charts give the plan's choices, as the QRS prints them: the terrain's and the
// river's columns, the hasty attack's modifiers and the encirclement's.
std::vector<reports::BattleChoiceLine> orelModifiers(const model::BattleChoices& choices) {
    const auto tables = loadOrelCombatTables();
    std::vector<reports::BattleChoiceLine> lines;
    const auto terrainLines = [&](const std::string& name, const std::string& what) {
        const auto& terrain = tables.terrainNamed(name);
        const bool provisional = tables.terrainNote.provisional;
        lines.push_back({what + ": defender's cohesion check", signedValue(terrain.cohesion),
                         "8.7.1", provisional});
        lines.push_back({what + ": assault roll", signedValue(terrain.assault), "8.8",
                         provisional});
    };
    const auto modifier = [&](std::string_view name, const std::string& what,
                              const std::string& rule) {
        const auto& provisionals = tables.provisionalModifiers;
        const bool provisional =
            std::find(provisionals.begin(), provisionals.end(), name) != provisionals.end();
        lines.push_back({what, signedValue(tables.modifierNamed(name)), rule, provisional});
    };
    if (choices.attack == barrageAttack) {
        const auto& terrain = tables.terrainNamed(choices.terrain);
        lines.push_back({"Terrain (" + choices.terrain + "): the target's cohesion check",
                         signedValue(terrain.cohesion), "8.3.2", tables.terrainNote.provisional});
        lines.push_back({"Barrage Table", "2d6 + fire strength", "8.3.2",
                         tables.barrageNote.provisional});
        return lines;
    }
    terrainLines(choices.terrain, "Terrain (" + choices.terrain + ")");
    if (choices.river) terrainLines("river", "River hexside");
    if (choices.attack == "hasty") {
        modifier("coordination.hasty-attack", "Hasty attack: the attacker's coordination check",
                 "8.6");
        modifier("cohesion.hasty-attack", "Hasty attack: the attacker's cohesion check", "8.7.1");
        modifier("assault.hasty-attack", "Hasty attack: the assault roll", "8.8");
        modifier("retreat.hasty-attack", "Hasty attack: retreat before combat check", "8.5");
    }
    if (planHas(choices, "encircled")) {
        modifier("assault.encirclement", "Defender encircled: the assault roll", "8.8.1");
    }
    return lines;
}

std::string stateNote(model::BattleState state) {
    switch (state) {
        case model::BattleState::Planned:
            return "Planned: no die rolled yet; the campaign is unchanged.";
        case model::BattleState::Resolved:
            return "Resolved: the dice are rolled and the effects computed; nothing of the "
                   "campaign has changed until the battle is applied.";
        case model::BattleState::Applied:
            return "Applied: the effects below are written to the campaign, on its ledger with "
                   "the battle's number.";
        case model::BattleState::Voided:
            return "Voided: set aside; it changes nothing in the campaign.";
    }
    return {};
}

std::string diceText(const std::vector<int>& dice) {
    std::string text;
    for (const int die : dice) text += (text.empty() ? "" : " + ") + std::to_string(die);
    return text;
}

reports::BattleReport reportOf(const std::filesystem::path& file, const BattleView& view,
                               const model::Campaign& campaign) {
    const auto& battle = view.battle;
    reports::BattleReport report;
    report.campaign = campaign.name;
    report.title = view.title;
    report.system = ruleSystemName(battle.system);
    report.state = model::nameOf(model::battleStateNames, battle.state);
    report.stateNote = stateNote(battle.state);
    report.outcome = battle.outcome;
    report.provisional = battle.provisional;
    report.provisionalNote =
        "a provisional chart decided part of this battle: the shipped " + report.system +
        " charts are a reconstruction, not the published ones. Put the published values in "
        "your templates folder's copy of the rules file; a battle resolved again reads them.";
    const auto commander = [&](const std::string& side) {
        const model::Side* found = campaign.side(side);
        return found != nullptr ? found->commander : std::string();
    };
    report.attacker = {view.attackerSide, "Attacker", commander(view.attackerSide), {},
                       battle.attackerPrisoners};
    report.defender = {view.defenderSide, "Defender", commander(view.defenderSide), {},
                       battle.defenderPrisoners};
    const auto modes = modesBefore(file, battle);
    for (const auto& entry : battle.units) {
        auto& force = attacking(entry.role) ? report.attacker : report.defender;
        force.units.push_back(forceUnit(battle, entry, unitWithId(campaign, entry.unitId), modes));
        if (battle.state != model::BattleState::Planned &&
            battle.state != model::BattleState::Voided) {
            report.results.push_back(unitResult(entry, sideOf(campaign, entry.sideId).name));
        }
    }
    report.choices = choiceLines(battle.choices);
    if (battle.system == "orel-1919") report.modifiers = orelModifiers(battle.choices);
    for (const auto& event : battle.events) {
        report.rolls.push_back({event.sequence, event.purpose, diceText(event.dice),
                                event.tableCell});
    }
    report.effectLines = view.effectLines;
    return report;
}

int sideSteps(const model::Battle& battle, bool attackerSide) {
    int steps = 0;
    for (const auto& entry : battle.units) {
        if (attacking(entry.role) == attackerSide) steps += entry.effect.stepsLost;
    }
    return steps;
}

std::string codesOf(const std::vector<std::string>& codes) {
    std::string text;
    for (const auto& code : codes) text += (text.empty() ? "" : ", ") + code;
    return text;
}

reports::DayBattle dayBattle(const BattleView& view) {
    const auto& battle = view.battle;
    reports::DayBattle row;
    row.hex = battle.hex.label();
    row.attackers = codesOf(view.attackers);
    row.defenders = codesOf(view.defenders);
    row.odds = battle.choices.attack;
    if (!battle.assaultOdds.empty()) row.odds += ", " + battle.assaultOdds;
    const bool resolved = battle.state == model::BattleState::Resolved ||
                          battle.state == model::BattleState::Applied;
    row.result = resolved ? battle.outcome : model::nameOf(model::battleStateNames, battle.state);
    if (battle.state == model::BattleState::Resolved) row.result += " (not applied yet)";
    if (resolved) {
        row.stepsLost = view.attackerSide + " " + std::to_string(sideSteps(battle, true)) + ", " +
                        view.defenderSide + " " + std::to_string(sideSteps(battle, false));
        row.prisoners = view.attackerSide + " " + std::to_string(battle.attackerPrisoners) +
                        ", " + view.defenderSide + " " +
                        std::to_string(battle.defenderPrisoners);
    }
    return row;
}

}  // namespace

reports::BattleReport battleReport(const std::filesystem::path& file, std::int64_t id) {
    const auto view = showBattle(file, id);
    return reportOf(file, view, describeCampaign(file));
}

void printBattle(const std::filesystem::path& file, std::int64_t id,
                 const std::filesystem::path& output, reports::Paper paper) {
    asUserErrors([&] {
        reports::writeBattleReports({battleReport(file, id)}, reports::findDejaVuFonts(), paper,
                                    output);
    });
}

void printBattleReports(const PrintRequest& request) {
    const auto& file = *request.campaign;
    if (request.battle) {
        if (request.turn) {
            throw UserError("print battle: one battle or one day's battles, not both",
                            {"battle ID", "turn DAY"});
        }
        printBattle(file, *request.battle, request.output, request.paper);
        return;
    }
    const auto campaign = describeCampaign(file);
    const auto day = dayOfTurn(campaign, request.turn);
    std::vector<reports::BattleReport> reports;
    for (const auto& view : listBattles(file, day.iso())) {
        if (view.battle.state == model::BattleState::Voided) continue;
        reports.push_back(reportOf(file, view, campaign));
    }
    if (reports.empty()) {
        throw UserError("print battle: no battle on " + day.longForm() +
                            " to print (a battle of another day is printed by its number)",
                        {"battle ID"});
    }
    reports::writeBattleReports(reports, reports::findDejaVuFonts(), request.paper,
                                request.output);
}

std::vector<reports::DayBattle> dayBattles(const std::filesystem::path& file,
                                           const model::GameDate& day, const std::string& side) {
    std::vector<reports::DayBattle> rows;
    for (const auto& view : listBattles(file, day.iso())) {
        if (view.battle.state == model::BattleState::Voided) continue;
        if (view.attackerSide != side && view.defenderSide != side) continue;
        rows.push_back(dayBattle(view));
    }
    return rows;
}

}  // namespace tachanka::core
