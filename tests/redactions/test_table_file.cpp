// red-actions.xml: the modifiers and numbers the text gives, and file:line errors for bad data.

#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "rules/redactions/table_file.hpp"
#include "tests/redactions/tables_fixture.hpp"
#include "tests/rules/xml_error.hpp"
#include "tests/support/temp_folder.hpp"

using namespace tachanka::rules::redactions;
using tachanka::testing::shippedTables;

namespace {

std::string shippedText() {
    return tachanka::testing::textOf(std::filesystem::path(TACHANKA_SOURCE_DIR) /
                                     "templates/rules/red-actions.xml");
}

// The shipped file with one piece of text replaced, loaded from a temporary folder.
std::string errorWith(const std::string& from, const std::string& to) {
    const std::string text = tachanka::testing::replacedOnce(shippedText(), from, to);
    tachanka::testing::TempFolder folder;
    const auto file = folder.path() / "red-actions.xml";
    std::ofstream(file) << text;
    return tachanka::testing::xmlErrorOf([&] { loadRedActionsTables(file); });
}

}  // namespace

TEST_CASE("shooting modifiers: the text's cumulative list") {
    const auto& modifiers = shippedTables().shootingModifiers;
    CHECK(modifiers.factors.at(StrengthFactor::LongRange).numerator == 1);
    CHECK(modifiers.factors.at(StrengthFactor::LongRange).denominator == 2);
    CHECK(modifiers.factors.at(StrengthFactor::Speculative).denominator == 2);
    CHECK(modifiers.factors.at(StrengthFactor::IndirectFirst).denominator == 2);
    CHECK(modifiers.factors.at(StrengthFactor::IndirectLater).numerator == 3);
    CHECK(modifiers.factors.at(StrengthFactor::IndirectLater).denominator == 4);
    CHECK(modifiers.shifts.at(ColumnShift::MgClose) == 3);
    CHECK(modifiers.mgCloseRangeInches == 8);
    CHECK(modifiers.shifts.at(ColumnShift::Enfiladed) == 1);
    CHECK(modifiers.shifts.at(ColumnShift::FormedOrColumn) == 2);
    CHECK(modifiers.shifts.at(ColumnShift::SkirmishTarget) == -1);
}

TEST_CASE("shooting modifiers: the text's cover list, best only") {
    const auto& cover = shippedTables().shootingModifiers.cover;
    CHECK(cover.at(Cover::SuperHard).columns == -5);
    CHECK(cover.at(Cover::Stone).columns == -4);
    CHECK(cover.at(Cover::Wooden).columns == -3);
    CHECK(cover.at(Cover::EvadingSoft).columns == -3);
    CHECK(cover.at(Cover::EvadingOpen).columns == -2);
    CHECK(cover.at(Cover::Soft).columns == -1);
    // Hard cover stops bullets: buildings, forests, trenches; soft cover only hides.
    CHECK(cover.at(Cover::SuperHard).hard);
    CHECK(cover.at(Cover::Stone).hard);
    CHECK(cover.at(Cover::Wooden).hard);
    CHECK_FALSE(cover.at(Cover::Soft).hard);
    CHECK_FALSE(cover.at(Cover::EvadingOpen).hard);
    CHECK_FALSE(cover.at(Cover::EvadingSoft).hard);
    // "Infantry can construct up to 3 columns of cover by digging foxholes" (Digging in).
    CHECK(cover.at(Cover::Foxholes1).columns == -1);
    CHECK(cover.at(Cover::Foxholes2).columns == -2);
    CHECK(cover.at(Cover::Foxholes3).columns == -3);
    CHECK(cover.at(Cover::Foxholes3).dug);
    CHECK_FALSE(cover.at(Cover::Wooden).dug);
}

TEST_CASE("retire distances: infantry 3 inches, cavalry and limbered artillery 6") {
    const auto& inches = shippedTables().retireInches;
    CHECK(inches.at(RetireClass::Infantry) == 3);
    CHECK(inches.at(RetireClass::Cavalry) == 6);
    CHECK(inches.at(RetireClass::LimberedArtillery) == 6);
}

TEST_CASE("direct hit numbers: every gun against every target, and the modifiers") {
    const auto& hits = shippedTables().directHits;
    CHECK(hits.numbers.at({GunClass::FieldGun, HitTarget::Building}) == 9);
    CHECK(hits.numbers.at({GunClass::FieldGun, HitTarget::MovingVehicle}) == 11);
    CHECK(hits.numbers.at({GunClass::FieldGun, HitTarget::StationaryVehicle}) == 9);
    CHECK(hits.numbers.at({GunClass::FieldGun, HitTarget::Other}) == 10);
    CHECK(hits.numbers.at({GunClass::Other, HitTarget::Building}) == 9);
    CHECK(hits.numbers.at({GunClass::Other, HitTarget::MovingVehicle}) == 12);
    CHECK(hits.numbers.at({GunClass::Other, HitTarget::StationaryVehicle}) == 10);
    CHECK(hits.numbers.at({GunClass::Other, HitTarget::Other}) == 11);
    CHECK(hits.modifiers.at(DirectHitModifier::PerKm) == 1);
    CHECK(hits.modifiers.at(DirectHitModifier::EarlySoviet) == 1);
    CHECK(hits.modifiers.at(DirectHitModifier::IndirectFirst) == 2);
    CHECK(hits.modifiers.at(DirectHitModifier::IndirectLater) == 1);
    CHECK(hits.buildingDestroyed.at(BuildingMaterial::Wood) == 9);
    CHECK(hits.buildingDestroyed.at(BuildingMaterial::Stone) == 11);
}

TEST_CASE("combat modifiers and morale bonuses are the text's") {
    const auto& percent = shippedTables().combatPercent;
    CHECK(percent.at(CombatModifier::Fortified) == 50);
    CHECK(percent.at(CombatModifier::DefendingInCover) == 25);
    CHECK(percent.at(CombatModifier::Uphill) == 25);
    CHECK(percent.at(CombatModifier::FlankOrRear) == -50);
    CHECK(percent.at(CombatModifier::FormedCavalryCharging) == 25);
    const auto& morale = shippedTables().morale;
    CHECK(morale.modifiers.at(MoraleModifier::EnemyBehindFlank) == -2);
    CHECK(morale.modifiers.at(MoraleModifier::Earthworks) == 2);
    CHECK(morale.modifiers.at(MoraleModifier::NightOrFog) == 1);
    CHECK(morale.modifiers.at(MoraleModifier::AmbushedMarching) == -3);
    CHECK(morale.alwaysFailsOn == 12);
    CHECK(morale.seniorInSightInches == 12);
    CHECK(morale.seniorNearInches == 4);
    CHECK(morale.standardRoutRemovedOver == 2);
    const auto& rolls = shippedTables().rolls;
    CHECK(rolls.officerKilledByShootingOn == 1);
    CHECK(rolls.officerCasualtyInCombatOn == 1);
    CHECK(rolls.officerCasualtyWhenRoutingOn == 2);
    CHECK(rolls.mobActsOn == 3);
    CHECK(rolls.pursuitSameSpeedCatchesOn == 4);
    CHECK(rolls.flankChargeTerror == 1);
    CHECK(rolls.rearChargeTerror == 3);
    CHECK(rolls.defeatedBasesLost == 2);
}

TEST_CASE("red-actions.xml: bad values are errors naming file and line") {
    const std::string badCell = errorWith("<row roll=\"4\">  - | - | - | - | - | - | Ret",
                                          "<row roll=\"4\">  - | - | - | - | - | - | Rte");
    CHECK(badCell.find("red-actions.xml:") != std::string::npos);
    CHECK(badCell.find("row 4, column 7") != std::string::npos);
    CHECK(badCell.find("'Rte'") != std::string::npos);

    const std::string shortRow = errorWith("| Ter | Ter + Ret</row>", "| Ter</row>");
    CHECK(shortRow.find("row 5 has 9 cells") != std::string::npos);

    const std::string badFactor = errorWith("strength=\"3/4\"", "strength=\"three quarters\"");
    CHECK(badFactor.find("is not a fraction") != std::string::npos);

    const std::string missing = errorWith("<cover id=\"soft\" columns=\"-1\"/>", "");
    CHECK(missing.find("missing <cover> for: soft") != std::string::npos);

    const std::string twice = errorWith("<modifier id=\"uphill\" percent=\"25\"/>",
                                        "<modifier id=\"fortified\" percent=\"25\"/>");
    CHECK(twice.find("'fortified' is given twice") != std::string::npos);

    const std::string unknown = errorWith("<retire id=\"cavalry\" inches=\"6\"/>",
                                          "<retire id=\"cavalry\" inches=\"6\" yards=\"1\"/>");
    CHECK(unknown.find("yards") != std::string::npos);

    const std::string noneCover =
        errorWith("<cover id=\"soft\" columns=\"-1\"/>",
                  "<cover id=\"soft\" columns=\"-1\"/><cover id=\"none\" columns=\"0\"/>");
    CHECK(noneCover.find("'none' takes no entry") != std::string::npos);

    const std::string badCombat = errorWith("S/Humiliated</row>", "S/Humbled</row>");
    CHECK(badCombat.find("row 2, column 6") != std::string::npos);

    const std::string outOfRange = errorWith("roll=\"12\"/>", "roll=\"13\"/>");
    CHECK(outOfRange.find("red-actions.xml:") != std::string::npos);
}
