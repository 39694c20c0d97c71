// A rule system added the way the registry's recipe says: this folder, its table file and the
// registry row below, and nothing else anywhere. The plug-in tests link it into a CLI and a
// window of their own and find it in every list of systems.

#include <pugixml.hpp>

#include <algorithm>
#include <filesystem>
#include <stdexcept>

#include "app/core/common/paths.hpp"
#include "app/core/rule_systems.hpp"
#include "reports/layout/page_flow.hpp"
#include "reports/pdf/fonts.hpp"
#include "reports/qrs/qrs_sheet.hpp"

namespace tachanka::testing {
namespace {

struct DuelRow {
    int from = 0;
    int to = 0;
    std::string result;
};

std::vector<DuelRow> duelTable() {
    pugi::xml_document document;
    if (!document.load_file(TACHANKA_TOY_TABLE_FILE)) {
        throw std::runtime_error(TACHANKA_TOY_TABLE_FILE ": cannot be read");
    }
    std::vector<DuelRow> rows;
    for (const auto& roll : document.child("toy-skirmish").child("duel").children("roll")) {
        rows.push_back({roll.attribute("from").as_int(), roll.attribute("to").as_int(),
                        roll.attribute("result").value()});
    }
    return rows;
}

std::string duelResult(int roll) {
    const int read = std::clamp(roll, 1, 6);
    for (const auto& row : duelTable()) {
        if (read >= row.from && read <= row.to) return row.result;
    }
    throw std::runtime_error("the duel table has no row for " + std::to_string(read));
}

void printToyQrs(const core::PrintRequest& request) {
    reports::PdfDocument document(reports::findDejaVuFonts(),
                                  "Toy Skirmish — quick-reference sheet",
                                  reports::Orientation::Landscape);
    reports::PageFlow flow(document, request.paper, "Tachanka · Toy Skirmish");
    reports::qrs::sheetHead(flow, "Toy Skirmish — quick-reference sheet",
                            {{"Tables", {TACHANKA_TOY_TABLE_FILE, TACHANKA_TOY_TABLE_FILE,
                                         core::folderOnPaper(std::filesystem::path(
                                                                 TACHANKA_TOY_TABLE_FILE)
                                                                 .parent_path())}}});
    auto table = reports::qrs::sheetTable({{"d6 + modifier"}, {"Duel result"}});
    for (const auto& row : duelTable()) {
        table.addRow({std::to_string(row.from) + "–" + std::to_string(row.to), row.result});
    }
    reports::qrs::fullWidth(flow, {"Duel", {std::move(table)}, 1.0f});
    document.save(request.output);
}

std::vector<core::OddsForm> toyOddsForms() {
    core::OddsInput modifier{"modifier", "Roll modifier", core::OddsInput::Kind::Number, -2, 2, 0};
    return {
        {"duel", "duel", {modifier}, {{"Duel (d6)", 1, [](const core::OddsValues& values) {
                                           const int added = core::valueOf(values, "modifier");
                                           return core::OddsAnswer{
                                               rules::enumerateOutcomes([added](rules::Dice& dice) {
                                                   return duelResult(dice.roll(6, "duel") + added);
                                               }),
                                               ""};
                                       }}}}};
}

const core::RuleSystemRegistration toySkirmish{
    core::RuleSystem{"toy-skirmish",
                     "Toy Skirmish",
                     "a one-table duel, the plug-in tests' own system",
                     {"toy-skirmish.xml"},
                     "",
                     "",
                     printToyQrs,
                     toyOddsForms}};

}  // namespace
}  // namespace tachanka::testing
