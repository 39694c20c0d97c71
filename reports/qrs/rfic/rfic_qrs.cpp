#include "reports/qrs/rfic/rfic_qrs.hpp"

#include "reports/qrs/qrs_sheet.hpp"
#include "rules/rfic/cohesion.hpp"

namespace tachanka::reports {
namespace {

namespace rfic = rules::rfic;
using namespace qrs;

std::string hexes(int count) { return std::to_string(count) + (count == 1 ? " hex" : " hexes"); }

std::string dicePer(const rfic::DicePer& rate, const std::string& counted) {
    return std::to_string(rate.dice) + "D6 per " +
           (rate.per == 1 ? "" : std::to_string(rate.per) + " ") + counted +
           (rate.per == 1 ? "" : "s");
}

// The cards a Commander table row names, as they look: "K♥ Q♥ J♥", "any other red ♥ ♦".
std::string cardsOf(const rfic::CommanderHitRow& row) {
    if (row.colour) return *row.colour == rfic::Colour::Red ? "any other red ♥ ♦" : "black ♣ ♠";
    std::string names;
    for (const auto& card : row.cards) names += (names.empty() ? "" : " ") + rfic::textOf(card);
    return names;
}

Panel turnPanel() {
    Table steps = sheetTable({{"", Align::Centre}, {"Turn sequence"}});
    const char* sequence[] = {
        "Shuffle the pack.",
        "Deal a card face up to each unit and Commander; the undealt pile face down in view.",
        "Throw 2D6 for each Joker on show (aircraft), then discard the Jokers.",
        "Activate the lowest card first: move, then fight; discard its card.",
        "Then the next lowest, until every unit and Commander has been activated.",
        "Disrupted units and Commanders try to regain cohesion.",
        "Collect every card for the next turn.",
    };
    int number = 1;
    for (const char* step : sequence) steps.addRow({std::to_string(number++), step});
    Table order = sheetTable({{"Activation order"}});
    order.addRow(
        {"A (low) 2 3 4 5 6 7 8 9 10 J Q K (high); on equal ranks ♥ then ♣ then ♦ then "
         "♠: 2♣ before 2♦ before 3♣."});
    order.addRow(
        {"A Commander in a hex with a unit: the higher of the two cards is discarded. "
         "With two units he declares which he is with; the highest of the three is "
         "discarded, the highest remaining goes to the unit he is not with."});
    order.addRow({"A Joker dealt is set aside face up and the unit is dealt the next card."});
    return {"The turn and its cards", {std::move(steps), std::move(order)}, 1.0f};
}

Panel movementPanel(const rfic::MovementRules& movement) {
    Table table = sheetTable(
        {{"Unit"}, {"Red ♥ ♦", Align::Centre}, {"Black ♣ ♠", Align::Centre}, {"Examples"}});
    for (const auto& allowance : movement.allowances) {
        if (allowance.kind == rfic::MoverKind::Aircraft) continue;
        if (!allowance.red) {
            table.addRow({allowance.text, "towed only", "towed only", allowance.examples});
            continue;
        }
        table.addRow(
            {allowance.text, hexes(*allowance.red), hexes(*allowance.black), allowance.examples});
    }
    table.addRow({"Commander moving with a unit", signedNumber(movement.withCommanderBonus),
                  signedNumber(movement.withCommanderBonus), ""});
    table.addRow({"Non-AFV units, the whole move on a road", signedNumber(movement.roadBonus),
                  signedNumber(movement.roadBonus), ""});
    addNote(table, "Disrupted units may not move. AFVs move at most " +
                       hexes(movement.afvRoughMaximum) +
                       " on hills or in woods; transport moves there only on a black card. " +
                       std::to_string(movement.limberTurns) +
                       " turn to limber or unlimber artillery. Anti-aircraft artillery moves as "
                       "anti-tank guns of its calibre.");
    return {"Movement", {std::move(table)}, 1.4f};
}

Panel rangesPanel(const rfic::FireRules& fire) {
    Table table = sheetTable({{"Weapon"}, {"Range", Align::Centre}});
    for (const auto& range : fire.ranges) {
        if (range.combat == rfic::Combat::Ground) table.addRow({range.text, hexes(range.hexes)});
    }
    addNote(table,
            "Fire only at what the unit can see, except indirect fire (heavy mortars, "
            "infantry, mountain, field, medium and heavy guns) at a target an observer "
            "sees, or a pre-planned barrage.");
    return {"Fire combat: ranges", {std::move(table)}, 1.0f};
}

Panel dicePanel(const rfic::FireRules& fire) {
    Table table = sheetTable({{"Weapon"}, {"Not moved"}, {"Moved or disrupted"}});
    for (const auto& row : fire.dice) {
        if (row.combat != rfic::Combat::Ground) continue;
        const std::string prefix = row.isBonus ? "+ " : "";
        table.addRow({row.text, prefix + dicePer(row.steady, row.counted),
                      row.movedOrDisrupted ? prefix + dicePer(*row.movedOrDisrupted, row.counted)
                                           : "may not fire"});
    }
    addNote(table, "Halves are rounded down. A " + std::to_string(fire.hitOn) +
                       " hits. Artillery hits on a hex hit every unit in it.");
    return {"Fire combat: D6s thrown", {std::move(table)}, 1.2f};
}

Panel cardsPanel(const rfic::CardEffects& cards) {
    Table cover = sheetTable({{"Cover card (a hit on a unit in cover)"}});
    const bool redCounts = cards.coverFailsOn == rfic::Colour::Red;
    cover.addRow({std::string(redCounts ? "Red ♥ ♦" : "Black ♣ ♠") +
                  ": cover is ineffective, the hit takes effect."});
    cover.addRow({std::string(redCounts ? "Black ♣ ♠" : "Red ♥ ♦") +
                  ": cover is effective, the hit has no effect."});
    Table hits = sheetTable({{"A hit that counts"}});
    hits.addRow({"An undisrupted unit, Commander or aircraft is disrupted."});
    hits.addRow(
        {"A second hit kills a figure of disrupted infantry, cavalry or artillery, and "
         "kills a disrupted fighter, fighter bomber or ground-attack aircraft."});
    Table vehicles = sheetTable({{"Disrupted unit hit"}, {"Destroyed by", Align::Centre}});
    for (const auto& vehicle : cards.vehicles) {
        vehicles.addRow({vehicle.text, std::to_string(vehicle.redCardsToDestroy) + " red card" +
                                           (vehicle.redCardsToDestroy == 1 ? "" : "s in a row")});
    }
    addNote(vehicles,
            "Turn the top card over; on red turn the next, until it is destroyed. A "
            "black card: it remains disrupted.");
    Table commander = sheetTable({{"Card"}, {"Second hit on a Commander"}});
    for (const auto& row : cards.commanderHit) {
        commander.addRow({cardsOf(row), row.text});
    }
    addNote(commander, "Every card turned over goes to the discard pile.");
    return {"The cards that decide hits",
            {std::move(cover), std::move(hits), std::move(vehicles), std::move(commander)},
            1.3f};
}

Panel cohesionPanel(const rfic::CohesionRules& cohesion) {
    std::vector<TableColumn> columns{{"Card"}};
    for (const auto& grade : rfic::gradeNames) {
        columns.push_back({readable(grade.name), Align::Centre});
    }
    Table table = sheetTable(std::move(columns));
    for (const auto suit :
         {rfic::Suit::Hearts, rfic::Suit::Diamonds, rfic::Suit::Clubs, rfic::Suit::Spades}) {
        std::vector<std::string> row{rfic::suitGlyph(suit) + " " +
                                     readable(model::nameOf(rfic::suitNames, suit))};
        for (const auto& grade : rfic::gradeNames) {
            row.push_back(rfic::regainsOn(cohesion, grade.value, suit) ? "regains" : "fails");
        }
        table.addRow(row);
    }
    addNote(table,
            "At the end of the turn, one card for each disrupted unit or Commander. A "
            "Commander in the hex improves the unit's grade by " +
                std::to_string(cohesion.commanderSteps) +
                " step and gives a second attempt if it fails. Commanders are good and "
                "always have " +
                std::to_string(cohesion.commanderAttempts) + " attempts; aircraft are good.");
    Table assault = sheetTable({{"Close assault"}});
    assault.addRow(
        {"From the next hex (or having moved into it). Both units fire as in fire "
         "combat, and the D6 totals are compared:"});
    assault.addRow(
        {"Assaulting unit higher: the enemy retreats one hex and the assaulting unit "
         "occupies it. Lower: the assaulting unit retreats one hex, disrupted. Equal: "
         "no one retreats (Tachanka's reading)."});
    return {"Regaining cohesion", {std::move(table), std::move(assault)}, 1.1f};
}

}  // namespace

void addRficQrs(PdfDocument& document, const RficQrsData& data, Paper paper) {
    bool provisional = false;
    for (const auto& row : data.tables.aircraft.deployment) provisional |= row.provisional;
    PageFlow flow(document, paper,
                  "Tachanka · Red Flags & Iron Crosses quick-reference sheet" +
                      std::string(provisional ? " · provisional: aircraft deployment row 11" : ""),
                  Orientation::Landscape);
    sheetHead(flow, "Red Flags & Iron Crosses — quick-reference sheet", {{"Tables", data.source}});
    const auto& tables = data.tables;
    section(flow, "Turn and movement", {turnPanel(), movementPanel(tables.movement)});
    section(flow, "Fire combat",
            {rangesPanel(tables.fire), dicePanel(tables.fire), cardsPanel(tables.cards)});
    panelRow(flow, {cohesionPanel(tables.cohesion)});
    writeRficAir(flow, data);
}

void writeRficQrs(const RficQrsData& data, const FontSet& fonts, Paper paper,
                  const std::filesystem::path& output) {
    PdfDocument document(fonts, "Red Flags & Iron Crosses — quick-reference sheet",
                         Orientation::Landscape);
    addRficQrs(document, data, paper);
    document.save(output);
}

}  // namespace tachanka::reports
