// Every cell of red-flags-iron-crosses.xml against the rules text: each check names the table
// and its row as the text prints them.

#include <doctest/doctest.h>

#include "rules/rfic/cohesion.hpp"
#include "rules/rfic/hits.hpp"
#include "tests/rfic/rfic_tables_fixture.hpp"

using namespace tachanka::rules::rfic;
using tachanka::testing::shippedRficTables;

namespace {

std::optional<int> hexesOn(Mover mover, Colour colour) {
    const auto& allowance = shippedRficTables().movement.of(mover);
    return colour == Colour::Red ? allowance.red : allowance.black;
}

int rangeOf(Combat combat, const std::string& startOfText) {
    for (const auto& range : shippedRficTables().fire.ranges) {
        if (range.combat == combat && range.text.starts_with(startOfText)) return range.hexes;
    }
    FAIL("no range for " << startOfText);
    return 0;
}

}  // namespace

TEST_CASE("Movement table: hexes by type of unit and card colour") {
    struct Row {
        Mover mover;
        std::optional<int> red, black;
    };
    const Row rows[] = {
        {Mover::Infantry, 1, 1},       {Mover::Cavalry, 2, 2},
        {Mover::LightArtillery, 1, 1}, {Mover::HeavyArtillery, std::nullopt, std::nullopt},
        {Mover::LightAfv, 2, 3},       {Mover::MediumAfv, 1, 2},
        {Mover::HeavyAfv, 1, 1},       {Mover::HorseTransport, 1, 1},
        {Mover::MotorTransport, 2, 2}, {Mover::Commander, 2, 2},
        {Mover::Fighter, 9, 9},        {Mover::FighterBomber, 8, 8},
        {Mover::GroundAttack, 6, 6},   {Mover::LightBomber, 6, 6},
    };
    for (const auto& row : rows) {
        INFO(tachanka::model::nameOf(moverNames, row.mover));
        CHECK(hexesOn(row.mover, Colour::Red) == row.red);
        CHECK(hexesOn(row.mover, Colour::Black) == row.black);
    }
    const auto& movement = shippedRficTables().movement;
    CHECK(movement.withCommanderBonus == 1);  // Commander moving with a unit: + 1 hex
    CHECK(movement.roadBonus == 1);           // Movement on roads by non-AFV units: +1 hex
    CHECK(movement.afvRoughMaximum == 1);     // AFVs: not more than one hex on hills or in woods
    CHECK(movement.limberTurns == 1);         // one turn to limber or unlimber
    CHECK(movement.biplanePenalty == 2);      // Aircraft is a biplane: - 2 hexes
    CHECK(movement.turnCost == 1);            // To turn 60°: - 1 hex
    CHECK(shippedRficTables().aircraft.turnsOnTable == 6);
}

TEST_CASE("Fire Combat ranges, Air-to-air, Air-to-ground and Ground-to-air ranges in hexes") {
    CHECK(rangeOf(Combat::Ground, "Infantry small arms") == 2);
    CHECK(rangeOf(Combat::Ground, "SMGs") == 1);
    CHECK(rangeOf(Combat::Ground, "Light machine guns") == 2);
    CHECK(rangeOf(Combat::Ground, "Heavy machine guns") == 4);
    CHECK(rangeOf(Combat::Ground, "Medium mortars") == 4);
    CHECK(rangeOf(Combat::Ground, "Infantry weapons engaging AFVs") == 1);
    CHECK(rangeOf(Combat::Ground, "Light AFV guns") == 4);
    CHECK(rangeOf(Combat::Ground, "Medium AFV guns") == 6);
    CHECK(rangeOf(Combat::Ground, "Heavy AFV guns") == 8);
    CHECK(rangeOf(Combat::Ground, "Heavy mortars") == 6);
    CHECK(rangeOf(Combat::Ground, "Mountain guns") == 8);
    CHECK(rangeOf(Combat::Ground, "Field guns") == 12);
    CHECK(rangeOf(Combat::Ground, "Medium guns") == 16);
    CHECK(rangeOf(Combat::Ground, "Heavy guns") == 20);
    CHECK(rangeOf(Combat::AirToAir, "Aircraft machine guns") == 2);
    CHECK(rangeOf(Combat::AirToAir, "Aircraft cannons") == 4);
    CHECK(rangeOf(Combat::AirToGround, "Aircraft machine guns") == 1);
    CHECK(rangeOf(Combat::AirToGround, "Aircraft cannons") == 2);
    CHECK(rangeOf(Combat::AirToGround, "Bombs") == 1);
    CHECK(rangeOf(Combat::AirToGround, "Rockets") == 2);
    CHECK(rangeOf(Combat::GroundToAir, "Light anti-aircraft") == 2);
    CHECK(rangeOf(Combat::GroundToAir, "Medium anti-aircraft") == 3);
    CHECK(rangeOf(Combat::GroundToAir, "Heavy anti-aircraft") == 4);
}

TEST_CASE("Fire dice: D6 per figure, not moved and moved or disrupted, as the text gives them") {
    struct Row {
        const char* id;
        int dice, per;
        std::optional<DicePer> moved;
    };
    const Row rows[] = {
        {"small-arms", 1, 1, DicePer{1, 2}},
        {"smg", 2, 1, DicePer{1, 1}},
        {"lmg", 2, 1, DicePer{1, 1}},
        {"hmg", 4, 1, DicePer{2, 1}},
        {"infantry-vs-afv", 1, 1, DicePer{1, 2}},
        {"afv-gun", 4, 1, DicePer{2, 1}},
        {"anti-tank-gun", 2, 1, DicePer{1, 1}},
        {"artillery", 2, 1, DicePer{1, 1}},
        {"commander", 2, 1, DicePer{1, 1}},
        {"aircraft-mg", 1, 1, DicePer{1, 2}},
        {"aircraft-cannon", 2, 1, DicePer{1, 1}},
        {"ground-attack-mg", 1, 1, std::nullopt},
        {"ground-attack-cannon", 2, 1, std::nullopt},
        {"light-bomb", 4, 1, std::nullopt},
        {"medium-bomb", 8, 1, std::nullopt},
        {"rocket", 2, 1, std::nullopt},
        {"aa-gun", 2, 1, DicePer{1, 1}},
    };
    for (const auto& row : rows) {
        INFO(row.id);
        const auto& weapon = shippedRficTables().fire.weapon(row.id);
        CHECK(weapon.steady.dice == row.dice);
        CHECK(weapon.steady.per == row.per);
        CHECK(weapon.movedOrDisrupted.has_value() == row.moved.has_value());
        if (row.moved && weapon.movedOrDisrupted) {
            CHECK(weapon.movedOrDisrupted->dice == row.moved->dice);
            CHECK(weapon.movedOrDisrupted->per == row.moved->per);
        }
    }
    CHECK(shippedRficTables().fire.hitOn == 6);  // "A 6 hits a unit or Commander."
}

TEST_CASE("Cover card: red, the hit takes effect, black, no effect") {
    const auto& cards = shippedRficTables().cards;
    CHECK(hitCountsOn(cards, parseCard("2H")));
    CHECK(hitCountsOn(cards, parseCard("KD")));
    CHECK_FALSE(hitCountsOn(cards, parseCard("2C")));
    CHECK_FALSE(hitCountsOn(cards, parseCard("KS")));
}

TEST_CASE("Damage tables: red cards that destroy a disrupted vehicle or light bomber") {
    const auto& cards = shippedRficTables().cards;
    CHECK(cards.of(Vehicle::LightAfv).redCardsToDestroy == 1);
    CHECK(cards.of(Vehicle::Transport).redCardsToDestroy == 1);
    CHECK(cards.of(Vehicle::MediumAfv).redCardsToDestroy == 2);
    CHECK(cards.of(Vehicle::HeavyAfv).redCardsToDestroy == 3);
    CHECK(cards.of(Vehicle::LightBomber).redCardsToDestroy == 1);
}

TEST_CASE("Commander table: K, Q, J of Hearts killed, other red wounded, black unwounded") {
    const auto& cards = shippedRficTables().cards;
    for (const char* card : {"KH", "QH", "JH"}) {
        CHECK(commanderFate(cards, parseCard(card)) == CommanderFate::Killed);
    }
    for (const char* card : {"10H", "AH", "KD", "QD", "JD", "2D"}) {
        CHECK(commanderFate(cards, parseCard(card)) == CommanderFate::Wounded);
    }
    for (const char* card : {"KS", "QC", "JC", "AS", "7C"}) {
        CHECK(commanderFate(cards, parseCard(card)) == CommanderFate::Unwounded);
    }
}

TEST_CASE("Regaining Cohesion table: every suit against every grade") {
    const auto& table = shippedRficTables().cohesion;
    // Rows as the text prints them: Good, Average, Poor, Very poor.
    const std::pair<Suit, std::array<bool, 4>> rows[] = {
        {Suit::Hearts, {false, false, false, false}},
        {Suit::Diamonds, {true, false, false, false}},
        {Suit::Clubs, {true, true, false, false}},
        {Suit::Spades, {true, true, true, false}},
    };
    for (const auto& [suit, cells] : rows) {
        for (const auto& grade : gradeNames) {
            INFO(tachanka::model::nameOf(suitNames, suit) << " / " << grade.name);
            CHECK(regainsOn(table, grade.value, suit) ==
                  cells[static_cast<std::size_t>(grade.value)]);
        }
    }
    CHECK(table.commanderGrade == Grade::Good);  // Commanders rated as good
    CHECK(table.aircraftGrade == Grade::Good);   // All aircraft rated as good
    CHECK(table.commanderAttempts == 2);
    CHECK(table.attemptsWithCommander == 2);
}

TEST_CASE("Aircraft 2D6 table: every score, 11 provisional") {
    const auto& aircraft = shippedRficTables().aircraft;
    CHECK(aircraft.row(12).side == AircraftSide::Axis);
    CHECK(aircraft.row(12).text.find("and a ground-attack aircraft or light bomber") !=
          std::string::npos);
    CHECK(aircraft.row(10).text ==
          "Axis side may deploy a fighter or fighter bomber or "
          "ground-attack aircraft.");
    CHECK(aircraft.row(9).text == "Axis side may deploy a fighter or fighter bomber.");
    for (int total = 5; total <= 8; ++total) {
        CHECK(aircraft.row(total).side == AircraftSide::None);
    }
    CHECK(aircraft.row(4).text == "Soviet side may deploy a fighter or fighter bomber.");
    CHECK(aircraft.row(3).text ==
          "Soviet side may deploy a fighter or fighter bomber or "
          "ground-attack aircraft.");
    CHECK(aircraft.row(2).side == AircraftSide::Soviet);
    for (int total = 2; total <= 12; ++total) {
        INFO(total);
        CHECK(aircraft.row(total).provisional == (total == 11));
    }
    CHECK_FALSE(aircraft.provisionalNote.empty());
}

TEST_CASE("Minefields: 8D6 from the opposing Commander, black card to enter or leave") {
    CHECK(shippedRficTables().minefield.dice == 8);
    CHECK(shippedRficTables().minefield.entryColour == Colour::Black);
}
