// Bullets & Bolsheviks morale on the sheet: the seven occasions with their modifiers and
// failures, cohesion, leadership with leader casualties, and the miscellaneous rules.

#include "reports/qrs/bnb/bnb_qrs.hpp"
#include "rules/bnb/morale.hpp"

namespace tachanka::reports {
namespace {

namespace bnb = rules::bnb;
using namespace qrs;

Table occasionTable(const bnb::Morale& morale, bnb::MoraleOccasion id) {
    const auto& occasion = morale.occasions.at(id);
    Table table =
        sheetTable({{readable(model::nameOf(bnb::moraleOccasionNames, id))}, {"", Align::Centre}});
    for (const auto& [name, modifier] : occasion.modifiers) {
        std::string words = readable(name);
        if (modifier.aboveLevel)
            words += " (level over " + std::to_string(*modifier.aboveLevel) + ")";
        if (modifier.repeats) words += ", each";
        table.addRow({words, signedNumber(modifier.add)});
    }
    std::string failure = "Fail: " + bnb::failureText(occasion.failure);
    if (occasion.failureAboveLevel) {
        failure = "Fail: levels up to " + std::to_string(*occasion.failureAboveLevel) + " " +
                  bnb::failureText(occasion.failure) + "; over it " +
                  bnb::failureText(occasion.failureAbove);
    }
    TableCell failureCell;
    failureCell.text = failure;
    failureCell.style = FontStyle::Bold;
    if (occasion.provisional) failureCell.fill = provisionalFill;
    TableRow row;
    row.cells = {failureCell, TableCell{}};
    table.addRow(std::move(row));
    return table;
}

std::vector<Panel> moralePanels(const BnbQrsData& data) {
    const auto& morale = data.tables.morale;
    Table how = sheetTable({{"Morale check"}});
    how.addRow({"Roll a d6 plus the modifiers: higher than the level passes. Level " +
                std::to_string(morale.lowestLevel) + " fanatical, 2 good, 3 average, " +
                std::to_string(morale.highestLevel) + " shaky."});
    how.addRow(
        {"Cohesion roll: an unmodified d6 must beat the level, else remove a stand (no "
         "new losses check, but it counts as a stand lost)."});
    std::vector<Panel> panels{{"Morale", {std::move(how)}, 1.0f},
                              {"Morale occasions", {}, 1.0f},
                              {"Morale occasions", {}, 1.0f}};
    std::size_t column = 0;
    for (const auto& occasion : bnb::moraleOccasionNames) {
        panels[column].tables.push_back(occasionTable(morale, occasion.value));
        if (morale.occasions.at(occasion.value).provisional) {
            panels[column].tables.push_back(provisionalNotice(
                "The text gives no failure result for this occasion; the one shown is a "
                "reading (rules/bnb/README.md).",
                data.source));
        }
        column = (column + 1) % panels.size();
    }
    return panels;
}

Panel leadershipPanel(const bnb::BnbTables& tables) {
    const auto& leadership = tables.leadership;
    Table command = sheetTable({{"Leadership"}});
    command.addRow({"Ratings " + std::to_string(leadership.lowestRating) + "–" +
                    std::to_string(leadership.highestRating) +
                    ". CP = d6 + rating, before "
                    "movement; none saved for next turn."});
    command.addRow({std::to_string(leadership.cpPerHex) + " CP a hex for stands within " +
                    std::to_string(leadership.commandWithinHexes) + " hexes of any fighting."});
    command.addRow({"Passed down " + std::to_string(leadership.passDownCost) +
                    " for 1 to lower leaders; used or received within " +
                    std::to_string(leadership.rangeHexes) + " hexes."});
    command.addRow({"Morale boost: an attached leader rolls his rating or less on a d6."});
    command.addRow({"No leaders left: " + std::to_string(leadership.noLeadersDice) + "d6 CP."});
    const auto& casualties = tables.leaderCasualties;
    Table hit = sheetTable({{"Leader's hex under"}, {"Hit", Align::Centre}});
    for (const auto& fire : bnb::fireTypeNames) {
        const auto& roll = casualties.hitRolls.at(fire.value);
        hit.addRow(
            {readable(fire.name), std::to_string(roll.dice) + "d6: " + atLeast(roll.hitFrom)});
    }
    Table effect = sheetTable({{"Effect (d6)", Align::Centre}, {"Leader"}});
    for (const auto& [roll, row] : casualties.effects) {
        effect.addRow({std::to_string(roll),
                       readable(model::nameOf(bnb::leaderFateNames, row.fate)) +
                           (row.capturedIfAssaultLost ? "; seized if the assault is lost" : "")});
    }
    return {"Leaders", {std::move(command), std::move(hit), std::move(effect)}, 1.0f};
}

Panel miscellaneousPanel(const bnb::BnbTables& tables) {
    Table notes = sheetTable({{"Miscellaneous"}});
    notes.addRow(
        {"Artillery falling back limbers up; if it cannot, the guns are abandoned and "
         "the stand removed."});
    notes.addRow({"Attached MG stand: not removed as a loss until the unit has lost " +
                  std::to_string(tables.attachedMgKeptUntilPercent) +
                  "%; then each stand lost rolls a d6: odd, the MG stand; even, player's "
                  "choice."});
    notes.addRow(
        {"Ammunition: 1 a bombardment; ranging rounds at stationary targets cost none "
         "and do no damage, until acquired."});
    notes.addRow({"Stacking: " + std::to_string(tables.stacking.footOrHorseStands) +
                  " infantry or cavalry stands, or " +
                  std::to_string(tables.stacking.gunOrVehicleStands) +
                  " artillery or vehicle stand, a hex; leaders never count."});
    return {"Miscellaneous", {std::move(notes)}, 1.0f};
}

}  // namespace

void writeBnbMorale(PageFlow& flow, const BnbQrsData& data) {
    section(flow, "Morale", moralePanels(data));
    section(flow, "Close assault, leaders and miscellaneous",
            {bnbAssaultPanel(data.tables.closeAssault), leadershipPanel(data.tables),
             miscellaneousPanel(data.tables)});
}

}  // namespace tachanka::reports
