// Bullets & Bolsheviks fire on the sheet: small arms, artillery and its damage tables, and the
// close assault panel with armoured overrun.

#include "reports/qrs/bnb/bnb_qrs.hpp"

namespace tachanka::reports {
namespace {

namespace bnb = rules::bnb;
using namespace qrs;

std::string hitsOnText(int hitsOn) { return atLeast(hitsOn); }

std::string rollSpan(int from, int to) {
    return from == to ? std::to_string(from) : std::to_string(from) + "–" + std::to_string(to);
}

Panel smallArmsPanel(const bnb::SmallArms& arms) {
    Table weapons = sheetTable(
        {{"Small arms"}, {"Range (hexes)", Align::Centre}, {"FP dice a stand", Align::Centre}});
    for (const auto& unit : bnb::smallArmsUnitNames) {
        const auto& weapon = arms.weapons.at(unit.value);
        const std::string dice = weapon.dicePerStand == weapon.mostDicePerStand
                                     ? std::to_string(weapon.dicePerStand)
                                     : std::to_string(weapon.dicePerStand) + " or " +
                                           std::to_string(weapon.mostDicePerStand);
        weapons.addRow({unit.value == bnb::SmallArmsUnit::Mg ? "MG" : readable(unit.name),
                        std::to_string(weapon.range), dice});
    }
    Table toHit = sheetTable({{"Small arms target"}, {"Hits on d6", Align::Centre}});
    toHit.addRow({"In the open", hitsOnText(arms.hitsOn.at(bnb::SmallArmsTarget::Open))});
    toHit.addRow({"March column", hitsOnText(arms.hitsOn.at(bnb::SmallArmsTarget::Column))});
    toHit.addRow({"All other", hitsOnText(arms.hitsOn.at(bnb::SmallArmsTarget::Other))});
    addNote(toHit, "Entrenched or emplaced targets: only at half range or less, and " +
                       std::to_string(arms.entrenchedHitsPerHit) +
                       " hits make 1 (round down). No effect on armoured cars or tanks.");
    return {"Small arms fire", {std::move(weapons), std::move(toHit)}, 1.0f};
}

Panel artilleryPanel(const bnb::Artillery& artillery) {
    Table guns = sheetTable({{"Guns"},
                             {"Range", Align::Centre},
                             {"Zeroing dice", Align::Centre},
                             {"FP dice a stand", Align::Centre},
                             {"Damage dice", Align::Centre}});
    for (const auto& gun : bnb::gunNames) {
        const auto& data = artillery.guns.at(gun.value);
        guns.addRow({readable(gun.name) + " guns" + (data.firesAtAdjacent ? "" : " (not adjacent)"),
                     std::to_string(data.range), std::to_string(data.zeroingDice) + "d6",
                     std::to_string(data.dicePerStand), std::to_string(data.damageDice) + "d6"});
    }
    addNote(guns,
            "Zeroed in when the zeroing dice total at least the range in hexes; then the "
            "FP dice of each stand. Damage dice: per hit on a target with a point "
            "strength, destroyed when the damage reaches it.");
    Table toHit = sheetTable({{"Artillery target"}, {"Hits on d6", Align::Centre}});
    for (const auto& target : bnb::artilleryTargetNames) {
        toHit.addRow({readable(target.name), hitsOnText(artillery.hitsOn.at(target.value))});
    }
    toHit.addRow({"Armoured car or tank", hitsOnText(artillery.vehicleHitsOn)});
    Table modifiers = sheetTable({{"Zeroing roll, consecutive turns"}, {"", Align::Centre}});
    for (const auto& modifier : bnb::rangingModifierNames) {
        modifiers.addRow(
            {readable(modifier.name), signedNumber(artillery.modifiers.at(modifier.value))});
    }
    return {"Artillery fire", {std::move(guns), std::move(toHit), std::move(modifiers)}, 1.4f};
}

Panel damagePanel(const bnb::Artillery& artillery) {
    std::vector<Table> tables;
    for (const auto& vehicle : bnb::vehicleNames) {
        const auto& table = artillery.vehicleDamage.at(vehicle.value);
        Table damage =
            sheetTable({{readable(vehicle.name) + " hit (d6)", Align::Centre}, {"Damage"}});
        int from = 1;
        for (auto row = table.byRoll.begin(); row != table.byRoll.end(); ++row) {
            const auto next = std::next(row);
            if (next == table.byRoll.end() || next->second != row->second) {
                damage.addRow({rollSpan(from, row->first),
                               readable(model::nameOf(bnb::vehicleDamageNames, row->second))});
                from = row->first + 1;
            }
        }
        if (table.heavyGunAdd != 0) {
            addNote(damage, signedNumber(table.heavyGunAdd) + " for a heavy gun.");
        }
        tables.push_back(std::move(damage));
    }
    Table battery = sheetTable({{"Battery hit (d6)", Align::Centre}, {"Affected"}});
    for (const auto& [roll, effect] : artillery.batteryDamage) {
        std::string words = readable(model::nameOf(bnb::batteryDamageNames, effect));
        if (effect == bnb::BatteryDamage::GunHit) words += ": FP halved";
        if (effect == bnb::BatteryDamage::CrewPinned) words += ": cannot fire next turn";
        battery.addRow({std::to_string(roll), words});
    }
    tables.push_back(std::move(battery));
    return {"Damage", std::move(tables), 1.0f};
}

}  // namespace

Panel bnbAssaultPanel(const bnb::CloseAssault& assault) {
    Table modifiers = sheetTable({{"Close assault: each stand's d6"}, {"", Align::Centre}});
    modifiers.addRow({"Side with most hit boxes left",
                      signedNumber(assault.modifiers.at(bnb::AssaultModifier::MoreHitBoxes))});
    modifiers.addRow(
        {"Infantry v. cavalry attacking trenches or buildings",
         signedNumber(assault.modifiers.at(bnb::AssaultModifier::InfantryInWorksVsCavalry))});
    modifiers.addRow(
        {"Cavalry v. infantry in the open",
         signedNumber(assault.modifiers.at(bnb::AssaultModifier::CavalryVsInfantryInOpen))});
    modifiers.addRow(
        {"Stand in march column, or artillerymen",
         signedNumber(assault.modifiers.at(bnb::AssaultModifier::ColumnOrArtillerymen))});
    modifiers.addRow({"Side with better morale (lower level)",
                      signedNumber(assault.modifiers.at(bnb::AssaultModifier::BetterMorale))});
    addNote(modifiers,
            "Both sides' morale first. The higher total wins (a tie: the defender) "
            "and takes the hex; the loser checks morale and falls back one hex even "
            "if it holds.");
    Table losses = sheetTable(
        {{"Winner's d6", Align::Centre}, {"Winner", Align::Centre}, {"Loser", Align::Centre}});
    for (const auto& [roll, row] : assault.losses) {
        losses.addRow(
            {std::to_string(roll), std::to_string(row.winner), std::to_string(row.loser)});
    }
    addNote(losses, "Roster hit boxes lost in the melee.");
    Table overrun = sheetTable({{"Armoured overrun"}});
    overrun.addRow(
        {"The vehicle's d6: " + atLeast(assault.overrunVehicleHitsFrom) + " inflicts 1 hit."});
    overrun.addRow({"Each hostile stand's d6: " + atLeast(assault.overrunStandHitsOn) +
                    " hits the vehicle; roll it on the damage table."});
    return {"Close assault", {std::move(modifiers), std::move(losses), std::move(overrun)}, 1.2f};
}

void writeBnbFire(PageFlow& flow, const BnbQrsData& data) {
    section(flow, "Fire",
            {smallArmsPanel(data.tables.smallArms), artilleryPanel(data.tables.artillery),
             damagePanel(data.tables.artillery)});
}

}  // namespace tachanka::reports
