#include "app/core/redactions/redactions_system.hpp"

#include "app/core/printing/print_qrs.hpp"
#include "reports/pdf/fonts.hpp"
#include "rules/redactions/field/field_tables.hpp"
#include "rules/redactions/table_file.hpp"

namespace tachanka::core {
namespace {

reports::RedActionsQrsData qrsData() {
    const auto tables = rulesSourceOf("red-actions.xml");
    const auto field = rulesSourceOf("red-actions-field.xml");
    return {rules::redactions::loadRedActionsTables(tables.file), tables,
            rules::redactions::loadFieldTables(field.file), field};
}

void printRedActionsQrs(const PrintRequest& request) {
    reports::writeRedActionsQrs(qrsData(), reports::findDejaVuFonts(), request.paper,
                                request.output);
}

void addRedActionsQrsPages(reports::PdfDocument& document, reports::Paper paper) {
    reports::addRedActionsQrs(document, qrsData(), paper);
}

}  // namespace

RuleSystem redActionsSystem() {
    return {"red-actions",
            "Red Actions!",
            "tactical battles of bases and officers' tokens; the campaign's default for "
            "linked battles",
            {"red-actions.xml", "red-actions-field.xml"},
            "ra",
            "Red Actions! table look-ups, exact odds, army lists, officer draws",
            printRedActionsQrs,
            redActionsOddsForms,
            addRedActionsQrsPages};
}

}  // namespace tachanka::core
