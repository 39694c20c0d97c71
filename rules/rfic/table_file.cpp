#include "rules/rfic/table_file.hpp"

#include <map>
#include <stdexcept>

#include "rules/xml/each_once.hpp"
#include "rules/xml/xml_document.hpp"

namespace tachanka::rules::rfic {
namespace {

using xml::Element;
using xml::readEachOnce;

// Far beyond any table: hexes, dice, figures per die.
constexpr int largest = 100;

inline constexpr std::array<model::EnumName<Colour>, 2> colourNames{{
    {Colour::Red, "red"},
    {Colour::Black, "black"},
}};

MovementRules readMovement(const Element& movement) {
    movement.allowOnly({"road-bonus", "with-commander-bonus", "afv-rough-maximum",
                        "biplane-penalty", "turn-cost", "limber-turns"},
                       {"move"});
    MovementRules read;
    read.roadBonus = movement.requiredInt("road-bonus", 0, largest);
    read.withCommanderBonus = movement.requiredInt("with-commander-bonus", 0, largest);
    read.afvRoughMaximum = movement.requiredInt("afv-rough-maximum", 0, largest);
    read.biplanePenalty = movement.requiredInt("biplane-penalty", 0, largest);
    read.turnCost = movement.requiredInt("turn-cost", 0, largest);
    read.limberTurns = movement.requiredInt("limber-turns", 0, largest);
    read.allowances =
        readEachOnce(movement, "move", "mover", moverNames, [](const Element& move, Mover mover) {
            move.allowOnly(
                {"mover", "kind", "text", "hexes", "red", "black", "towed-only", "examples"});
            MoveAllowance allowance{mover,
                                    move.requiredNamed("kind", moverKindNames, "a kind"),
                                    move.required("text"),
                                    move.optional("examples").value_or(""),
                                    std::nullopt,
                                    std::nullopt};
            const auto hexes = move.optionalInt("hexes", 0, largest);
            const bool towedOnly = move.optionalBool("towed-only", false);
            const bool byColour = move.optional("red") || move.optional("black");
            if (int(hexes.has_value()) + int(towedOnly) + int(byColour) != 1) {
                move.fail("give 'hexes', 'red' and 'black', or towed-only=\"true\"");
            }
            if (hexes) allowance.red = allowance.black = hexes;
            if (byColour) {
                allowance.red = move.requiredInt("red", 0, largest);
                allowance.black = move.requiredInt("black", 0, largest);
            }
            return allowance;
        });
    return read;
}

DicePer dicePer(const Element& element, std::string_view dice, std::string_view per) {
    return {element.requiredInt(dice, 0, largest), element.requiredInt(per, 1, largest)};
}

FireRules readFire(const Element& fire) {
    fire.allowOnly({"hit-on"}, {"range", "dice"});
    FireRules read;
    read.hitOn = fire.requiredInt("hit-on", 1, 6);
    for (const auto& range : fire.children("range")) {
        range.allowOnly({"combat", "text", "hexes"});
        read.ranges.push_back({range.requiredNamed("combat", combatNames, "a kind of combat"),
                               range.required("text"), range.requiredInt("hexes", 1, largest)});
    }
    for (const auto& dice : fire.children("dice")) {
        dice.allowOnly(
            {"id", "combat", "text", "counted", "dice", "per", "moved-dice", "moved-per", "bonus"});
        FireDice row{dice.required("id"),
                     dice.requiredNamed("combat", combatNames, "a kind of combat"),
                     dice.required("text"),
                     dice.required("counted"),
                     dicePer(dice, "dice", "per"),
                     std::nullopt,
                     dice.optionalBool("bonus", false)};
        if (dice.optional("moved-dice") || dice.optional("moved-per")) {
            row.movedOrDisrupted = dicePer(dice, "moved-dice", "moved-per");
        }
        for (const auto& earlier : read.dice) {
            if (earlier.id == row.id) dice.fail("weapon '" + row.id + "' is given twice");
        }
        read.dice.push_back(std::move(row));
    }
    if (read.ranges.empty()) fire.fail("no <range> is given");
    if (read.dice.empty()) fire.fail("no <dice> is given");
    return read;
}

CommanderHitRow readCommanderHit(const Element& row) {
    row.allowOnly({"cards", "colour", "fate", "text"});
    CommanderHitRow read;
    read.fate = row.requiredNamed("fate", commanderFateNames, "a Commander's fate");
    read.text = row.required("text");
    read.colour = row.optionalNamed("colour", colourNames, "a colour");
    if (const auto cards =
            row.optionalAs("cards", [](const std::string& text) { return parseCards(text); })) {
        read.cards = *cards;
    }
    if (read.cards.empty() == !read.colour.has_value()) {
        row.fail("give either 'cards' or 'colour'");
    }
    return read;
}

CardEffects readCards(const Element& cards) {
    cards.allowOnly({"cover-fails-on"}, {"vehicle", "commander-hit"});
    CardEffects read;
    read.coverFailsOn = cards.requiredNamed("cover-fails-on", colourNames, "a colour");
    read.vehicles =
        readEachOnce(cards, "vehicle", "id", vehicleNames, [](const Element& vehicle, Vehicle id) {
            vehicle.allowOnly({"id", "text", "red-cards"});
            return VehicleDamage{id, vehicle.required("text"),
                                 vehicle.requiredInt("red-cards", 1, 52)};
        });
    for (const auto& row : cards.children("commander-hit")) {
        read.commanderHit.push_back(readCommanderHit(row));
    }
    // Every card must find a row, so no hit on a Commander is left undecided.
    for (const auto& card : fullPack(0)) {
        bool found = false;
        for (const auto& row : read.commanderHit) found = found || row.matches(card);
        if (!found) cards.fail("no <commander-hit> row decides " + asciiOf(card));
    }
    return read;
}

CohesionRules readCohesion(const Element& cohesion, Grade commander, Grade aircraft) {
    cohesion.allowOnly({"commander-steps", "attempts-with-commander", "commander-attempts"},
                       {"suit"});
    CohesionRules read;
    read.commanderSteps = cohesion.requiredInt("commander-steps", 0, 3);
    read.attemptsWithCommander = cohesion.requiredInt("attempts-with-commander", 1, 10);
    read.commanderAttempts = cohesion.requiredInt("commander-attempts", 1, 10);
    read.commanderGrade = commander;
    read.aircraftGrade = aircraft;
    const auto rows =
        readEachOnce(cohesion, "suit", "suit", suitNames, [](const Element& suit, Suit) {
            suit.allowOnly({"suit", "good", "average", "poor", "very-poor"});
            std::array<bool, 4> regains{};
            for (const auto& grade : gradeNames) {
                const auto cell = suit.required(grade.name);
                if (cell != "regains" && cell != "fails") {
                    suit.fail("'" + std::string(grade.name) + "' is 'regains' or 'fails', not '" +
                              cell + "'");
                }
                regains[static_cast<std::size_t>(grade.value)] = cell == "regains";
            }
            return regains;
        });
    for (std::size_t suit = 0; suit < rows.size(); ++suit) read.regains[suit] = rows[suit];
    return read;
}

AircraftRules readAircraft(const Element& aircraft) {
    aircraft.allowOnly({"turns-on-table"}, {"deployment", "bomb-load"});
    AircraftRules read;
    read.turnsOnTable = aircraft.requiredInt("turns-on-table", 1, largest);
    const auto deployment = aircraft.requiredChild("deployment");
    deployment.allowOnly({"note"}, {"row"});
    read.provisionalNote = deployment.optional("note").value_or("");
    std::map<int, DeploymentRow> rows;
    for (const auto& row : deployment.children("row")) {
        row.allowOnly({"total", "side", "text", "provisional"});
        const int total = row.requiredInt("total", 2, 12);
        if (rows.contains(total)) row.fail("total " + std::to_string(total) + " is given twice");
        rows.emplace(total,
                     DeploymentRow{total, row.requiredNamed("side", aircraftSideNames, "a side"),
                                   row.required("text"), row.optionalBool("provisional", false)});
    }
    for (int total = 2; total <= 12; ++total) {
        if (!rows.contains(total)) deployment.fail("no row for 2D6 " + std::to_string(total));
        read.deployment.push_back(rows.at(total));
        if (rows.at(total).provisional && read.provisionalNote.empty()) {
            deployment.fail("a provisional row needs the table's 'note' saying so");
        }
    }
    for (const auto& load : aircraft.children("bomb-load")) {
        load.allowOnly({"text"});
        read.bombLoads.push_back(load.required("text"));
    }
    return read;
}

RficTables readTables(const xml::Document& document) {
    const auto root = document.root("red-flags-iron-crosses");
    root.allowOnly({},
                   {"grades", "movement", "fire", "cards", "cohesion", "aircraft", "minefield"});
    const auto grades = root.requiredChild("grades");
    grades.allowOnly({"commander", "aircraft"});
    RficTables tables;
    tables.movement = readMovement(root.requiredChild("movement"));
    tables.fire = readFire(root.requiredChild("fire"));
    tables.cards = readCards(root.requiredChild("cards"));
    tables.cohesion = readCohesion(root.requiredChild("cohesion"),
                                   grades.requiredNamed("commander", gradeNames, "a grade"),
                                   grades.requiredNamed("aircraft", gradeNames, "a grade"));
    tables.aircraft = readAircraft(root.requiredChild("aircraft"));
    const auto minefield = root.requiredChild("minefield");
    minefield.allowOnly({"dice", "entry-colour"});
    tables.minefield = {minefield.requiredInt("dice", 1, largest),
                        minefield.requiredNamed("entry-colour", colourNames, "a colour")};
    return tables;
}

}  // namespace

const MoveAllowance& MovementRules::of(Mover mover) const {
    return allowances.at(static_cast<std::size_t>(mover));
}

const FireDice& FireRules::weapon(std::string_view id) const {
    std::string ids;
    for (const auto& row : dice) {
        if (row.id == id) return row;
        ids += (ids.empty() ? "" : ", ") + row.id;
    }
    throw std::invalid_argument("'" + std::string(id) + "' is no weapon (" + ids + ")");
}

const VehicleDamage& CardEffects::of(Vehicle vehicle) const {
    return vehicles.at(static_cast<std::size_t>(vehicle));
}

bool CommanderHitRow::matches(const Card& card) const {
    if (card.isJoker()) return false;
    if (colour) return colourOf(card.suit) == *colour;
    for (const auto& listed : cards) {
        if (listed == card) return true;
    }
    return false;
}

const DeploymentRow& AircraftRules::row(int total) const {
    if (total < 2 || total > 12) {
        throw std::invalid_argument("a 2D6 score is from 2 to 12, not " + std::to_string(total));
    }
    return deployment.at(static_cast<std::size_t>(total - 2));
}

RficTables loadRficTables(const std::filesystem::path& file) {
    return readTables(xml::Document::load(file));
}

RficTables parseRficTables(std::string text, std::string sourceName) {
    return readTables(xml::Document::parse(std::move(text), std::move(sourceName)));
}

}  // namespace tachanka::rules::rfic
