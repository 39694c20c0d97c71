// The Red Actions! sheet: shooting, direct hits, hand-to-hand combat, morale and the d6
// rolls from red-actions.xml, then the field rules (redactions_field_qrs.cpp).

#include "reports/qrs/qrs.hpp"
#include "reports/qrs/qrs_sheet.hpp"
#include "reports/qrs/redactions/redactions_field_qrs.hpp"

namespace tachanka::reports {
namespace {

namespace ra = rules::redactions;
using namespace qrs;

std::string strength(ra::Fraction factor) {
    if (factor.numerator == 1 && factor.denominator == 2) return "½";
    if (factor.numerator == 1 && factor.denominator == 4) return "¼";
    if (factor.numerator == 3 && factor.denominator == 4) return "¾";
    return std::to_string(factor.numerator) + "/" + std::to_string(factor.denominator);
}

std::string label(ra::StrengthFactor factor) {
    switch (factor) {
        case ra::StrengthFactor::LongRange: return "Long range (beyond half the card's range)";
        case ra::StrengthFactor::Speculative: return "Speculative area fire";
        case ra::StrengthFactor::IndirectFirst: return "Observed indirect fire, first turn";
        case ra::StrengthFactor::IndirectLater: return "Observed indirect fire, later turns";
    }
    return "?";
}

std::string label(ra::ColumnShift shift, int mgCloseInches) {
    switch (shift) {
        case ra::ColumnShift::MgClose: return "MGs at " + inches(mgCloseInches) + " or less";
        case ra::ColumnShift::Enfiladed: return "Target enfiladed";
        case ra::ColumnShift::FormedOrColumn: return "Target formed cavalry or road column";
        case ra::ColumnShift::SkirmishTarget: return "Target skirmishers, or partisans in cover";
    }
    return "?";
}

std::string label(ra::Cover cover) {
    switch (cover) {
        case ra::Cover::None: return "Open";
        case ra::Cover::Soft: return "Soft cover (hedges, corn, scrub)";
        case ra::Cover::EvadingOpen: return "Evading or lying down in the open";
        case ra::Cover::EvadingSoft: return "Evading etc. in soft cover";
        case ra::Cover::Wooden: return "Wooden buildings or woods";
        case ra::Cover::Stone: return "Stone buildings, stone walls";
        case ra::Cover::SuperHard: return "Super hard (trenches, sandbags, MG nests)";
        case ra::Cover::Foxholes1: return "Foxholes, 1 column dug";
        case ra::Cover::Foxholes2: return "Foxholes, 2 columns dug";
        case ra::Cover::Foxholes3: return "Foxholes, 3 columns dug";
    }
    return "?";
}

std::string label(ra::RetireClass unit) {
    switch (unit) {
        case ra::RetireClass::Infantry: return "Infantry";
        case ra::RetireClass::Cavalry: return "Cavalry";
        case ra::RetireClass::LimberedArtillery: return "Limbered artillery";
    }
    return "?";
}

std::string label(ra::DirectHitModifier modifier) {
    switch (modifier) {
        case ra::DirectHitModifier::PerKm: return "Each whole km of range (not on later rounds "
                                                  "at a target that stays put)";
        case ra::DirectHitModifier::EarlySoviet: return "Early Soviet artillery, very poor units";
        case ra::DirectHitModifier::IndirectFirst: return "Observed indirect fire, first turn";
        case ra::DirectHitModifier::IndirectLater: return "Observed indirect fire, later turns";
    }
    return "?";
}

std::string label(ra::CombatModifier modifier) {
    switch (modifier) {
        case ra::CombatModifier::Fortified: return "Behind fortifications";
        case ra::CombatModifier::DefendingInCover: return "Defending in cover, at a bridge, ford, "
                                                          "breach etc.";
        case ra::CombatModifier::Uphill: return "Uphill";
        case ra::CombatModifier::FlankOrRear: return "Contacted in flank or rear";
        case ra::CombatModifier::FormedCavalryCharging: return "Formed cavalry charging";
    }
    return "?";
}

std::string label(ra::MoraleModifier modifier) {
    switch (modifier) {
        case ra::MoraleModifier::EnemyBehindFlank: return "Enemy behind the flanks, no visible "
                                                          "friends able to charge it";
        case ra::MoraleModifier::Earthworks: return "Behind earthworks, in a trench or a "
                                                    "defensible stone building";
        case ra::MoraleModifier::NightOrFog: return "Night or fog";
        case ra::MoraleModifier::AmbushedMarching: return "Ambushed while marching";
    }
    return "?";
}

Panel shootingTable(const ra::ShootingTable& shooting, const RulesSource& source) {
    std::vector<TableColumn> columns{{"2d6", Align::Centre}};
    for (const auto& column : shooting.columns) columns.push_back({column.label, Align::Centre});
    Table table = sheetTable(std::move(columns));
    for (const auto& [roll, cells] : shooting.rows) {
        // The interpreted row is shaded like its notice.
        const bool interpreted = roll == 12 && !shooting.row12Note.empty();
        TableRow row;
        row.cells.push_back(TableCell{std::to_string(roll), FontStyle::Bold});
        for (const auto& cell : cells) {
            row.cells.push_back(TableCell{cell.text, FontStyle::Regular,
                                          interpreted ? std::optional(provisionalFill)
                                                      : std::nullopt});
        }
        table.addRow(std::move(row));
    }
    addNote(table, "Columns: the shooting total; rows: the 2d6 roll. A total below " +
                       std::to_string(shooting.columns.front().minimumTotal) +
                       " has no effect. Column shifts apply after the column is found: a "
                       "shift off the left end is no effect, past the right end stays on the "
                       "last column.");
    Panel panel{"Shooting table", {std::move(table)}};
    if (!shooting.row12Note.empty()) {
        panel.tables.push_back(provisionalNotice(shooting.row12Note, source,
                                                 "Row 12 (shaded) is an interpretation"));
    }
    return panel;
}

std::vector<Panel> shootingModifiers(const ra::RedActionsTables& tables) {
    const auto& modifiers = tables.shootingModifiers;
    Table factors = sheetTable({{"Modifier"}, {"Strength", Align::Centre}});
    for (const auto& [factor, fraction] : modifiers.factors) {
        factors.addRow({label(factor), strength(fraction)});
    }
    addNote(factors, "Halvings apply to the strength; round down once, at the end. Speculative "
                     "observed indirect fire uses the speculative factor only.");
    Table shifts = sheetTable({{"Modifier"}, {"Columns", Align::Centre}});
    for (const auto& [shift, columns] : modifiers.shifts) {
        shifts.addRow({label(shift, modifiers.mgCloseRangeInches), signedNumber(columns)});
    }
    Table cover = sheetTable({{"Target in"}, {"Columns", Align::Centre}, {"Hard", Align::Centre}});
    // The text's list, best first, then the foxholes dug to one, two or three columns.
    for (auto entry = modifiers.cover.rbegin(); entry != modifiers.cover.rend(); ++entry) {
        if (entry->second.dug) continue;
        cover.addRow({label(entry->first), signedNumber(entry->second.columns),
                      entry->second.hard ? "hard" : ""});
    }
    for (const auto& [dug, entry] : modifiers.cover) {
        if (entry.dug) cover.addRow({label(dug), signedNumber(entry.columns), "dug"});
    }
    addNote(cover, "Hard cover stops bullets: it cancels the first retire result of a turn "
                   "(not for Mobs). In foxholes (dug) any troops ignore a first retire result.");
    Table retire = sheetTable({{"Unit"}, {"Retires", Align::Centre}});
    for (const auto& [unit, distance] : tables.retireInches) {
        retire.addRow({label(unit), inches(distance)});
    }
    addNote(retire, "Unlimbered artillery other than mortars ignores retire results.");
    return {Panel{"Strength factors (cumulative)", {std::move(factors)}, 1.1f},
            Panel{"Column shifts (cumulative)", {std::move(shifts)}, 1.0f},
            Panel{"Cover (only the best applies)", {std::move(cover)}, 1.1f},
            Panel{"Retire moves", {std::move(retire)}, 0.7f}};
}

std::vector<Panel> directHits(const ra::RedActionsTables& tables) {
    const auto& hits = tables.directHits;
    Table numbers = sheetTable({{"Gun"},
                                {"Building", Align::Centre},
                                {"Moving vehicle", Align::Centre},
                                {"Stationary vehicle", Align::Centre},
                                {"Other", Align::Centre}});
    for (const auto& [gun, gunName] : {std::pair{ra::GunClass::FieldGun, "Field gun"},
                                       std::pair{ra::GunClass::Other, "Other"}}) {
        std::vector<std::string> row{gunName};
        for (const auto target : {ra::HitTarget::Building, ra::HitTarget::MovingVehicle,
                                  ra::HitTarget::StationaryVehicle, ra::HitTarget::Other}) {
            row.push_back(atLeast(hits.numbers.at({gun, target})));
        }
        numbers.addRow(row);
    }
    addNote(numbers, "Each gun or mortar base rolls before the other results: one enemy base "
                     "eliminated.");
    Table modifiers = sheetTable({{"The number is raised for"}, {"Add", Align::Centre}});
    for (const auto& [modifier, add] : hits.modifiers) {
        modifiers.addRow({label(modifier), signedNumber(add)});
    }
    Table buildings = sheetTable({{"Section"}, {"Destroyed", Align::Centre}});
    for (const auto& [material, roll] : hits.buildingDestroyed) {
        buildings.addRow({material == ra::BuildingMaterial::Wood ? "Wooden building"
                                                                 : "Stone building",
                          atLeast(roll)});
    }
    addNote(buildings, "2d6 at each direct hit; all troops within a destroyed section are lost.");
    Table results = sheetTable({{"Result"}, {"Effect"}});
    results.addRow({"Ret", "Retire move"});
    results.addRow({"Ter", "A terror marker"});
    results.addRow({"2 x Ter", "Two terror markers and a pinned marker"});
    results.addRow({"Kill!", "A base removed; fear test; pinned marker"});
    results.addRow({"Off", "Officer casualty test: d6 " +
                               atMost(tables.rolls.officerKilledByShootingOn) + " kills"});
    results.addRow({"S!", "Serious morale test"});
    return {Panel{"Direct hits (2d6, at least)", {std::move(numbers)}, 1.3f},
            Panel{"Direct-hit modifiers", {std::move(modifiers)}, 1.2f},
            Panel{"Buildings hit", {std::move(buildings)}, 0.7f},
            Panel{"Shooting results", {std::move(results)}, 1.1f}};
}

Panel combatTable(const ra::CombatTable& combat) {
    std::vector<TableColumn> columns{{"2d6", Align::Centre}};
    for (const auto& column : combat.columns) columns.push_back({column.label, Align::Centre});
    Table table = sheetTable(std::move(columns));
    for (const auto& [roll, cells] : combat.rows) {
        TableRow row;
        row.cells.push_back(TableCell{std::to_string(roll), FontStyle::Bold});
        for (const auto& cell : cells) row.cells.push_back(TableCell{cell.text});
        table.addRow(std::move(row));
    }
    std::string note = "Columns: stronger to weaker strength. S = stronger side, W = weaker.";
    if (combat.columns.size() > 1) {
        note += " Below " + combat.columns[1].label + ": the " + combat.columns.front().label +
                " column; at equal strengths the charger is the stronger.";
    }
    addNote(table, note);
    return Panel{"Combat table", {std::move(table)}};
}

std::vector<Panel> combatPanels(const ra::RedActionsTables& tables) {
    Table modifiers = sheetTable({{"Modifier"}, {"Strength", Align::Centre}});
    for (const auto& [modifier, percent] : tables.combatPercent) {
        modifiers.addRow({label(modifier), signedNumber(percent) + "%"});
    }
    addNote(modifiers, "Cumulative: one side's percentages are added together.");
    const auto& rolls = tables.rolls;
    Table results = sheetTable({{"Result"}, {"Effect"}});
    results.addRow({"Retires # x Ter", "Retires with # terror markers"});
    results.addRow({"Defeated", "Loses " + std::to_string(rolls.defeatedBasesLost) +
                                    " bases; the survivors rout"});
    results.addRow({"S/Humiliated", "Stronger: a humiliated marker and a fear test. Weaker "
                                    "retires with " +
                                        std::to_string(rolls.humiliatedWeakerTerror) +
                                        " terror markers"});
    results.addRow({"W/Surrenders", "The weaker side surrenders entirely"});
    Table charges = sheetTable({{"Charged in"}, {"Terror markers", Align::Centre}});
    charges.addRow({"Flank", std::to_string(rolls.flankChargeTerror)});
    charges.addRow({"Rear", std::to_string(rolls.rearChargeTerror)});
    addNote(charges, "Then turns to face and fights at the flank-or-rear strength.");
    return {Panel{"Combat modifiers", {std::move(modifiers)}, 1.2f},
            Panel{"Combat results", {std::move(results)}, 1.3f},
            Panel{"Flank and rear charges", {std::move(charges)}, 0.8f}};
}

std::vector<Panel> moralePanels(const ra::RedActionsTables& tables) {
    const auto& morale = tables.morale;
    // Most modifiers raise the success number; those the text adds to the roll make the test
    // harder and say so.
    Table modifiers = sheetTable({{"Morale modifier"}, {"Add", Align::Centre}});
    modifiers.addRow({"The commanding officer's morale bonus", "±"});
    for (const auto& [modifier, add] : morale.modifiers) {
        const bool toRoll = morale.addedToRoll.contains(modifier);
        modifiers.addRow({label(modifier), signedNumber(add) + (toRoll ? " to 2d6" : "")});
    }
    modifiers.addRow(TableRow{{TableCell{"A 2d6 roll of this always fails", FontStyle::Bold},
                               TableCell{std::to_string(morale.alwaysFailsOn), FontStyle::Bold}}});
    addNote(modifiers, "Pass: 2d6, plus what is added to it, at most the card's success number "
                       "plus the bonuses.");
    Table senior = sheetTable({{"A senior officer adds his bonus when he"}});
    senior.addRow({"sees the unit and is within " + inches(morale.seniorInSightInches) + " of it"});
    senior.addRow({"is within " + inches(morale.seniorNearInches) + " of it"});
    addNote(senior, "Taking personal command, his bonus replaces the junior officer's.");
    Table rout = sheetTable({{"Rallying from rout"}});
    rout.addRow({"Standard RA!: failing by more than " +
                 std::to_string(morale.standardRoutRemovedOver) +
                 " removes the unit from the game"});
    rout.addRow({"Optional: no advance towards the enemy for " +
                 std::to_string(morale.turnsBarredPerRoutTurn) + " turns per turn in rout"});
    return {Panel{"Morale tests", {std::move(modifiers)}, 1.3f},
            Panel{"Senior officers", {std::move(senior), std::move(rout)}, 1.0f}};
}

Panel d6Rolls(const ra::SmallRolls& rolls) {
    Table table = sheetTable({{"Roll (d6)"}, {"Succeeds on", Align::Centre}});
    table.addRow({"Officer killed by a shooting Off result",
                  atMost(rolls.officerKilledByShootingOn)});
    table.addRow({"Officer casualty in combat", atMost(rolls.officerCasualtyInCombatOn)});
    table.addRow({"... when his unit routs", atMost(rolls.officerCasualtyWhenRoutingOn)});
    table.addRow({"Mob acts (other than shoot, charge, move away)", atLeast(rolls.mobActsOn)});
    table.addRow({"Sabres pursuing cavalry as fast as them catch",
                  atLeast(rolls.pursuitSameSpeedCatchesOn)});
    table.addRow({"Clever officer pre-empts a visible unit", atLeast(rolls.cleverPreemptsOn)});
    table.addRow({"Troops a vehicle charged immobilise it (grenadiers +" +
                      std::to_string(rolls.grenadierBonus) + ")",
                  atLeast(rolls.vehicleImmobilisedOn)});
    addNote(table, "All officers of a unit lost: a terror marker and a serious test.");
    return Panel{"Officers, Mobs, pursuit and other d6 rolls", {std::move(table)}, 1.4f};
}

}  // namespace

void addRedActionsQrs(PdfDocument& document, const RedActionsQrsData& data, Paper paper) {
    PageFlow flow(document, paper, "Tachanka · Red Actions! quick-reference sheet",
                  Orientation::Landscape);
    sheetHead(flow, "Red Actions! — quick-reference sheet",
              {{"Tables", data.tablesSource}, {"Field rules", data.fieldSource}});
    const auto& tables = data.tables;
    section(flow, "Shooting", {shootingTable(tables.shooting, data.tablesSource)});
    panelRow(flow, shootingModifiers(tables));
    panelRow(flow, directHits(tables));
    section(flow, "Hand-to-hand combat", {combatTable(tables.combat)});
    panelRow(flow, combatPanels(tables));
    auto morale = moralePanels(tables);
    morale.push_back(d6Rolls(tables.rolls));
    section(flow, "Morale and officers", morale);
    writeFieldRules(flow, data.field);
}

void writeRedActionsQrs(const RedActionsQrsData& data, const FontSet& fonts, Paper paper,
                        const std::filesystem::path& output) {
    PdfDocument document(fonts, "Red Actions! — quick-reference sheet", Orientation::Landscape);
    addRedActionsQrs(document, data, paper);
    document.save(output);
}

}  // namespace tachanka::reports
