#include "reports/qrs/actions/actions_qrs.hpp"

#include "reports/qrs/qrs_sheet.hpp"

namespace tachanka::reports {
namespace {

namespace actions = rules::actions;
using namespace qrs;

// The italic orders, shaded as well as starred, so they stand out on a grey laser print.
constexpr Colour italicFill{0.88f, 0.92f, 1.0f};

std::string centimetres(int value) { return std::to_string(value) + " cm"; }

Panel orderPanel(const actions::OrderTable& table) {
    std::vector<TableColumn> columns{{"Risk factor", Align::Centre}};
    for (int roll = 1; roll <= 6; ++roll) columns.push_back({"d6: " + std::to_string(roll)});
    Table sheet = sheetTable(std::move(columns));
    for (const auto& band : table.bands) {
        TableRow row;
        row.cells.push_back({band.label(), FontStyle::Bold});
        for (const auto& cell : band.cells) {
            if (cell.italic) {
                row.cells.push_back({"*" + cell.text + "*", FontStyle::Regular, italicFill});
            } else {
                row.cells.push_back({cell.text});
            }
        }
        sheet.addRow(std::move(row));
    }
    addNote(sheet,
            "*Starred, shaded*: in italics in the rules. Player characters and commanded "
            "troops are shot at and attacked the same way, but ignore these movement and "
            "shooting orders. The effect is immediate and simultaneous for all "
            "uncommanded units.");
    return {"Actions Table — " + table.title, {std::move(sheet)}, 1.0f};
}

Panel riskPanel(const actions::ActionsTables& tables) {
    Table sheet = sheetTable({{"RF", Align::Centre}, {"Circumstance"}});
    for (const auto& factor : tables.riskFactors.factors) {
        sheet.addRow({signedNumber(factor.value) + (factor.inherited ? " †" : ""), factor.text});
    }
    addNote(sheet,
            "† " + tables.riskFactors.note +
                " Add them up, find the row, throw a d6. "
                "Uncommanded units shoot only at the nearest enemy (from the nearest figure).");
    const auto& formed = tables.formedTroops;
    Table groups = sheetTable({{"Formed troops and visibility"}});
    groups.addRow(
        {"Uncommanded formed troops count as one group when their order is in italics, "
         "all units of the platoon are within " +
         centimetres(formed.platoonWithinCm) +
         " of each other and an officer or NCO is "
         "within " +
         centimetres(formed.officerWithinCm) + " of the platoon."});
    const auto& seen = tables.visibility;
    groups.addRow({"Figures in terrain are seen at d" + std::to_string(seen.sightingDie) + " × " +
                   centimetres(seen.cmPerPip) + " if within " + centimetres(seen.edgeCm) +
                   " of its edge, if they fire, or in plain sight. Visibility within woods: " +
                   centimetres(seen.woodsCm) + "."});
    return {"Risk factors", {std::move(sheet), std::move(groups)}, 1.1f};
}

Panel sequencePanel(const actions::ActionsTables& tables) {
    Table steps = sheetTable({{"", Align::Centre}, {"Play sequence"}});
    int number = 1;
    for (const auto& step : tables.sequence) steps.addRow({std::to_string(number++), step});
    const auto& movement = tables.movement;
    Table moves = sheetTable({{"Mover"}, {"Move", Align::Centre}});
    for (const auto& allowance : movement.allowances) {
        moves.addRow({allowance.text, centimetres(allowance.cm)});
    }
    addNote(moves, "Difficult going counts " + std::to_string(movement.difficultGoingFactor) +
                       "× the distance; " + quarters(movement.lowBarrierQuarters) +
                       " move to clear a low barrier (fallen tree) or fence.");
    return {"Sequence and movement", {std::move(steps), std::move(moves)}, 1.0f};
}

Panel shootingPanel(const actions::ActionsTables& tables) {
    const auto& shooting = tables.shooting;
    Table fire = sheetTable({{"Loading"}, {"Move", Align::Centre}, {"Commanded fire"}});
    for (const auto& loading : shooting.loading) {
        fire.addRow({loading.kind, loading.fullSpeed ? "full" : "half", loading.rule});
    }
    addNote(fire, "Uncommanded troops: 1 shot per " + std::to_string(shooting.stationaryPer) +
                      " figures stationary, per " + std::to_string(shooting.movingPer) +
                      " moving. Hand hurled weapons move full speed and shoot, 1 per " +
                      std::to_string(shooting.handHurledPer) + " shooting figures counts.");
    std::vector<TableColumn> columns{{"D" + std::to_string(tables.toHit.die) + " to hit"}};
    for (const auto& cover : actions::coverNames) {
        columns.push_back({readable(cover.name), Align::Centre});
    }
    Table toHit = sheetTable(std::move(columns));
    for (const auto& range : actions::rangeNames) {
        std::vector<std::string> row{readable(range.name) + " range"};
        for (const auto& cover : actions::coverNames) {
            row.push_back(atLeast(tables.toHit.scoreNeeded(range.value, cover.value)));
        }
        toHit.addRow(row);
    }
    return {"Shooting", {std::move(fire), std::move(toHit)}, 1.1f};
}

Panel damagePanel(const actions::DamageTable& damage) {
    std::vector<TableColumn> columns{{"d6"}};
    for (int roll = 1; roll <= 6; ++roll) columns.push_back({std::to_string(roll), Align::Centre});
    Table sheet = sheetTable(std::move(columns));
    for (const auto& row : damage.rows) {
        std::vector<std::string> cells{row.text};
        for (const auto result : row.results) {
            cells.push_back(readable(model::nameOf(actions::damageNames, result)));
        }
        sheet.addRow(cells);
    }
    addNote(sheet, signedNumber(damage.heroModifier) + " if a Hero shoots, " +
                       signedNumber(damage.rawModifier) +
                       " if Raw shooters; read below 1 as 1, above 6 as 6. Hits are randomised "
                       "among the target group, except a player character's.");
    return {"Shooting damage", {std::move(sheet)}, 1.2f};
}

Panel activationPanel(const actions::Activation& activation) {
    Table dice = sheetTable({{"Command figure"}, {"d6 a turn", Align::Centre}});
    for (const auto& figure : actions::figureClassNames) {
        dice.addRow(
            {readable(figure.name),
             std::to_string(activation.commandDice[static_cast<std::size_t>(figure.value)])});
    }
    dice.addRow({"Officer loading, firing or in melee", signedNumber(activation.busyOfficerDice)});
    dice.addRow({"A drummer or bugler commanded", signedNumber(activation.drummerDice)});
    addNote(dice, "Command distance " + centimetres(activation.openCm) + " in the open, " +
                      centimetres(activation.enclosedCm) + " in enclosed terrain. Loyal figures " +
                      std::to_string(activation.loyalCost) +
                      " point, disloyal figures and "
                      "routers " +
                      std::to_string(activation.disloyalCost) +
                      ". A group is commanded whole or not at all. An activated NCO, drummer or "
                      "bugler commands on the officer's behalf and adds his own throw: the "
                      "chain of command.");
    return {"Figure activation", {std::move(dice)}, 1.0f};
}

Panel weaponsPanel(const std::vector<actions::Weapon>& weapons) {
    Table sheet = sheetTable({{"Weapon"},
                              {"Short", Align::Centre},
                              {"Medium", Align::Centre},
                              {"Long", Align::Centre},
                              {"Melee", Align::Centre},
                              {"Damage row", Align::Centre}});
    for (const auto& weapon : weapons) {
        std::vector<std::string> row{weapon.name};
        for (std::size_t band = 0; band < 3; ++band) {
            row.push_back(weapon.rangesCm ? centimetres((*weapon.rangesCm)[band]) : "—");
        }
        std::string melee = weapon.melee ? std::to_string(*weapon.melee) : "—";
        if (!weapon.meleeNote.empty()) melee += " (" + weapon.meleeNote + ")";
        row.push_back(melee);
        row.push_back(weapon.damage
                          ? readable(model::nameOf(actions::weaponClassNames, *weapon.damage))
                          : "—");
        sheet.addRow(row);
    }
    addNote(sheet, "— : the text gives none.");
    return {"Weapons", {std::move(sheet)}, 1.3f};
}

Panel handoverPanel(const actions::RedActionsHandover& handover, const RulesSource& source) {
    Table sheet = sheetTable({{"Order"}, {"Red Actions! unit", Align::Centre}});
    for (const auto& [order, effect] : handover.effects) {
        sheet.addRow({readable(order), readable(model::nameOf(actions::unitEffectNames, effect))});
    }
    addNote(sheet,
            "An uncommanded Red Actions! unit: its lost bases and its terror and "
            "humiliated markers count as wounded or killed (per tenth of the bases it "
            "began with), routing as running from the enemy. Other orders: the players "
            "move it.");
    Panel panel{"From a Red Actions! battle", {std::move(sheet)}, 0.8f};
    if (handover.provisional)
        panel.tables.push_back(
            provisionalNotice(handover.note, source, "PROVISIONAL: not in either rules text"));
    return panel;
}

}  // namespace

void writeActionsQrs(const ActionsQrsData& data, const FontSet& fonts, Paper paper,
                     const std::filesystem::path& output) {
    PdfDocument document(fonts, "Actions Table — quick-reference sheet", Orientation::Landscape);
    PageFlow flow(document, paper, "Tachanka · Actions Table quick-reference sheet");
    sheetHead(flow, "Actions Table — quick-reference sheet", {{"Tables", data.source}});
    const auto& tables = data.tables;
    for (const auto& table : tables.orderTables) fullWidth(flow, orderPanel(table));
    panelRow(flow, {riskPanel(tables), sequencePanel(tables)});
    panelRow(flow, {shootingPanel(tables), damagePanel(tables.damage)});
    panelRow(flow, {activationPanel(tables.activation), weaponsPanel(tables.weapons),
                    handoverPanel(tables.handover, data.source)});
    document.save(output);
}

}  // namespace tachanka::reports
