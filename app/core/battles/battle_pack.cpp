// The battle pack from the battle's tactical units, the campaign's army lists and officers,
// and the link table. What goes back is asked of the link table's own mapBack, one count of
// bases at a time, so the pack prints exactly what 'battle end' will count.

#include "app/core/battles/battle_pack.hpp"

#include <cctype>
#include <optional>

#include "app/core/battles/battle_views.hpp"
#include "app/core/battles/linked_battle.hpp"
#include "app/core/battles/tactical_state.hpp"
#include "app/core/officers/officer_staff.hpp"
#include "app/core/printing/unit_cards.hpp"
#include "app/core/rule_systems.hpp"
#include "db/battle_records.hpp"
#include "db/tactical_records.hpp"

namespace tachanka::core {
namespace {

namespace ra = rules::redactions;
namespace links = rules::links;

model::Battle battleOnTheTable(SQLite::Database& database, std::int64_t id) {
    auto battle = battleNumbered(database, id);
    const auto number = std::to_string(id);
    if (battle.tacticalSystem.empty()) {
        throw UserError("battle " + number + " is not fought on the table: 'tachanka-cli battle " +
                        "fight FILE " + number + "' first");
    }
    if (battle.state != model::BattleState::Planned) {
        throw UserError("battle " + number + " is " +
                        std::string(model::nameOf(model::battleStateNames, battle.state)) +
                        ": its pack is for the table; 'tachanka-cli print battle FILE --battle " +
                        number + "' reports it");
    }
    return battle;
}

std::string roundingWords(links::Rounding rounding) {
    switch (rounding) {
        case links::Rounding::Down: return "rounded down";
        case links::Rounding::Nearest: return "rounded to the nearest (halves up)";
        case links::Rounding::Up: return "rounded up";
    }
    return {};
}

std::vector<std::string> returnRules(const links::LinkTable& link, std::int64_t id) {
    const auto number = std::to_string(id);
    // Red Actions! counts bases; a system besides it, its own pieces (stands, figures).
    const bool bases = link.to == redActionsSystem;
    const auto* linked = linkedBattleOf(link.to);
    const std::string pieces = linked != nullptr ? linked->pieces : "bases";
    const std::string piece = pieces.substr(0, pieces.size() - 1);
    return {
        std::to_string(link.basesPerStep) + " " + (link.basesPerStep == 1 ? piece : pieces) +
            " = 1 step. " + std::string(1, static_cast<char>(std::toupper(pieces[0]))) +
            pieces.substr(1) + " destroyed go back as steps " +
            roundingWords(link.stepsLostRounding) + "; " + pieces + " surrendered as steps " +
            roundingWords(link.prisonersRounding) +
            ", which are lost too and become the enemy's prisoners (Orel 4.1). A unit loses at "
            "most the steps it fights with.",
        "A unit with no " + piece + " left on the table is eliminated; one whose every part " +
            (bases ? "ends routing routs" : "was driven out of the fight routs") +
            ". The defender holds the hex while one of its units keeps " + pieces + " and is " +
            (bases ? "not routing." : "still in the fight."),
        // What the players fill in at the table; the umpire's part is the last line.
        std::string("Officers: as the battle goes, tick each officer killed on the roster") +
            (bases ? ", a senior officer as the umpire marks him fallen" : "") +
            ", and an officer seized by the enemy under \"Officer captured\".",
        "At the end: for each unit below, count its " + pieces + " destroyed and surrendered, "
            "write in \"Steps lost\" and \"Prisoners\" what they come to (read off the "
            "columns before them), and hand the sheet to the umpire.",
        "The umpire enters it: Battle console → End battle… (or 'tachanka-cli battle end FILE " +
            number + "'), which shows what goes back before it is applied; a captured officer "
            "afterwards with 'tachanka-cli officer FILE --casualty ID --fate captured'.",
    };
}

// What `unit` gets back for each count of its `bases` destroyed, and surrendered, from 0 up.
reports::PackReturn returnOf(const links::LinkTable& link, const links::OperationalUnit& unit,
                             const std::string& name, int bases) {
    reports::PackReturn back{unit.code, name, unit.steps, bases, {}, {}};
    for (int n = 0; n <= bases; ++n) {
        const links::TacticalOutcome destroyed{unit.code, unit.attacker, bases - n, n, 0,
                                               false, false};
        back.stepsLost.push_back(links::mapBack(link, {destroyed}, {unit}).front().stepsLost);
        const links::TacticalOutcome surrendered{unit.code, unit.attacker, bases - n, 0, n,
                                                 false, false};
        back.prisonerSteps.push_back(
            links::mapBack(link, {surrendered}, {unit}).front().prisonerSteps);
    }
    return back;
}

class PackMaker {
public:
    PackMaker(SQLite::Database& database, const model::Campaign& campaign,
              const model::Battle& battle, const links::LinkTable& link)
        : database_(database), campaign_(campaign), battle_(battle), link_(link),
          staff_(database), armies_(campaignArmyLists(database)) {}

    reports::BattlePack make() {
        const auto view = viewOf(campaign_, battle_);
        reports::BattlePack pack;
        pack.campaign = campaign_.name;
        pack.title = view.title;
        pack.system = ruleSystem(battle_.tacticalSystem).name;
        pack.returnRules = returnRules(link_, battle_.id);
        pack.sides = {{view.attackerSide, "Attacker", {}, {}},
                      {view.defenderSide, "Defender", {}, {}}};
        const auto records = db::loadTacticalUnits(database_, battle_.id);
        const auto* linked = linkedBattleOf(battle_.tacticalSystem);
        if (linked != nullptr) {
            linkedRoster(pack, *linked, records);
        } else {
            redActionsRoster(pack, records);
        }
        for (const auto& senior : seniorViews(database_, campaign_, battle_)) {
            const bool attacker = senior.side == view.attackerSide;
            pack.sides[attacker ? 0 : 1].seniors.push_back(
                {senior.name, senior.command, senior.moraleBonus, senior.killed,
                 linked != nullptr ? linked->leaderTitle : "", senior.wounded});
        }
        if (pack.provisional) pack.provisionalNote = link_.note + provisionalArmies_;
        for (const auto& unit : operationalUnitsOf(database_, campaign_, battle_)) {
            pack.sides[unit.attacker ? 0 : 1].returns.push_back(
                returnOf(link_, unit, unitCoded(unit.code, unit.attacker).name,
                         basesOf(unit.code, unit.attacker, records)));
        }
        return pack;
    }

private:
    void redActionsRoster(reports::BattlePack& pack,
                          const std::vector<model::TacticalUnitRecord>& records) {
        pack.instructions =
            "Tick a box for each base lost and each terror marker as the battle goes; at the end, "
            "tick a unit that routed, write in the bases it surrendered, and tick its officer's "
            "fate. A senior officer lends his bonus to the units of his side he sees within 12\" "
            "or is within 4\" of.";
        pack.cards.title = "Battle " + std::to_string(battle_.id) + " — unit cards";
        // The engine's own reading of the records: each troop type found in its army list.
        const auto table = tableOf(database_, battle_, records);
        std::string provisionalArmies;
        for (std::size_t index = 0; index < records.size(); ++index) {
            const auto& record = records[index];
            const auto& army = armies_.at(record.army);
            const bool attacker = record.sideId == battle_.attackerSideId;
            const auto& troop = table.units[index].troop;
            pack.sides[attacker ? 0 : 1].units.push_back(rosterUnit(record, troop.name));
            pack.cards.cards.push_back(card(record, army, troop));
            pack.provisional = pack.provisional || record.provisional;
            if (army.provisional && provisionalArmies.find(army.name) == std::string::npos) {
                provisionalArmies += (provisionalArmies.empty() ? "" : ", ") + army.name;
            }
        }
        if (!provisionalArmies.empty()) {
            // The lists' own notes are long: the blank cards print them.
            provisionalArmies_ = " The army lists are provisional too (" + provisionalArmies +
                                 "): 'tachanka-cli print cards FILE --army ID' prints why.";
        }
    }

    // A system besides Red Actions!: its stands and state on the roster; its QRS follows.
    void linkedRoster(reports::BattlePack& pack, const LinkedBattle& linked,
                      const std::vector<model::TacticalUnitRecord>& records) {
        std::string piece = linked.pieces.substr(0, linked.pieces.size() - 1);
        pack.instructions = "Tick a box for each " + piece +
                            " lost as the battle goes; at the end, tick a unit that was driven "
                            "out of the fight, and its officer's fate.";
        pack.pieces = linked.pieces;
        pack.pieces[0] = static_cast<char>(std::toupper(pack.pieces[0]));
        pack.terror = false;
        pack.routed = "Out of the fight";
        for (const auto& unit : linkedUnitsOf(database_, battle_, records)) {
            const auto& record = unit.record;
            pack.sides[unit.attacker ? 0 : 1].units.push_back(
                rosterUnit(record, record.troopType + ", " + linked.stateText(unit)));
            pack.provisional = pack.provisional || record.provisional;
            const auto* campaignUnit = unitWithId(campaign_, record.unitId);
            pack.textCards.push_back(
                {record.code + " " + campaignUnit->name + " · " + record.troopType,
                 sideOf(campaign_, record.sideId).name, record.bases, record.basesLost,
                 linked.cardLines(unit), record.provisional});
        }
    }

    const model::Unit& unitCoded(const std::string& code, bool attacker) const {
        for (const auto& entry : battle_.units) {
            if (entry.code == code && (entry.role == model::BattleRole::Attacker) == attacker) {
                return unitOfBattle(campaign_, battle_, entry);
            }
        }
        throw UserError("battle " + std::to_string(battle_.id) + " has no unit " + code);
    }

    // All the bases of the campaign unit `code`'s parts.
    int basesOf(const std::string& code, bool attacker,
                const std::vector<model::TacticalUnitRecord>& records) const {
        const auto& unit = unitCoded(code, attacker);
        int bases = 0;
        for (const auto& record : records) {
            if (record.unitId == unit.id) bases += record.bases;
        }
        return bases;
    }

    const model::Officer* officerOf(const model::TacticalUnitRecord& record) const {
        return record.officerId ? &staff_.officer(*record.officerId) : nullptr;
    }

    static ra::OfficerToken tokenOf(const model::Officer& officer) {
        return officer.token ? officerToken(*officer.token) : ra::OfficerToken{};
    }

    reports::PackUnit rosterUnit(const model::TacticalUnitRecord& record,
                                 std::string troopType) const {
        reports::PackUnit unit;
        unit.code = record.code;
        unit.operationalCode = unitWithId(campaign_, record.unitId)->code;
        unit.troopType = std::move(troopType);
        if (const auto* officer = officerOf(record)) {
            unit.officer = officer->name + " (" + ra::tokenLabel(tokenOf(*officer)) + ")";
        }
        unit.officerKilled = record.officerFate == "killed";
        unit.bases = record.bases;
        unit.basesLost = record.basesLost + record.surrendered;
        unit.terror = record.terror;
        unit.routing = record.routing;
        unit.provisional = record.provisional;
        return unit;
    }

    reports::UnitCard card(const model::TacticalUnitRecord& record, const ra::ArmyList& army,
                           const ra::TroopType& troop) const {
        auto card = cards_.blankCard(army, troop);
        card.unitCode = record.code;
        card.unitName = unitWithId(campaign_, record.unitId)->name;
        // Bases surrendered are off the table as surely as those destroyed.
        reports::CardState state{record.bases, record.basesLost + record.surrendered,
                                 record.terror, record.humiliated, std::nullopt,
                                 record.pinned, record.routing};
        if (const auto* officer = officerOf(record)) {
            state.officer = cards_.officer(officer->name, tokenOf(*officer));
        }
        card.state = std::move(state);
        card.provisional = card.provisional || record.provisional;
        return card;
    }

    SQLite::Database& database_;
    const model::Campaign& campaign_;
    const model::Battle& battle_;
    const links::LinkTable& link_;
    const OfficerStaff staff_;
    const std::map<std::string, ra::ArmyList> armies_;
    const UnitCardMaker cards_;
    std::string provisionalArmies_;  // the note's words on provisional army lists
};

// The pack and the id of the system the battle is fought in, read together.
struct PackToPrint {
    reports::BattlePack pack;
    std::string system;
};

// Without a number, the one battle being fought on the table (converted, not yet ended): what
// the desktop app's File → Print, which asks for no battle, prints.
std::int64_t battleBeingFought(SQLite::Database& database) {
    std::vector<std::int64_t> fought;
    for (const auto& battle : db::loadBattles(database)) {
        if (!battle.tacticalSystem.empty() && battle.state == model::BattleState::Planned) {
            fought.push_back(battle.id);
        }
    }
    if (fought.size() == 1) return fought.front();
    if (fought.empty()) {
        throw UserError("print battle-pack: no battle is being fought on the table: "
                        "'tachanka-cli battle fight FILE ID' first",
                        {"battle ID"});
    }
    std::string numbers;
    for (const auto id : fought) numbers += (numbers.empty() ? "" : ", ") + std::to_string(id);
    throw UserError("print battle-pack: battles " + numbers +
                        " are being fought on the table: choose one",
                    {"battle ID"});
}

PackToPrint packToPrint(const std::filesystem::path& file, std::optional<std::int64_t> id) {
    return readCampaignFile(file, [&](SQLite::Database& database, const model::Campaign& campaign) {
        const auto battle = battleOnTheTable(database, id ? *id : battleBeingFought(database));
        const auto link = linkTableOf(battle.tacticalSystem);
        return PackToPrint{PackMaker(database, campaign, battle, link).make(),
                           battle.tacticalSystem};
    });
}

}  // namespace

void printBattlePack(const PrintRequest& request) {
    const auto [pack, system] = packToPrint(*request.campaign, request.battle);
    reports::writeBattlePack(pack, ruleSystem(system).addQrsPages, reports::findDejaVuFonts(),
                             request.paper, request.output);
}

}  // namespace tachanka::core
