#include "app/core/bnb/bnb_system.hpp"

#include "app/core/printing/print_qrs.hpp"
#include "reports/pdf/fonts.hpp"
#include "reports/qrs/bnb/bnb_qrs.hpp"
#include "rules/bnb/table_file.hpp"

namespace tachanka::core {
namespace {

reports::BnbQrsData qrsData() {
    const auto source = rulesSourceOf("bullets-and-bolsheviks.xml");
    return {rules::bnb::loadBnbTables(source.file), source};
}

void printBnbQrs(const PrintRequest& request) {
    reports::writeBnbQrs(qrsData(), reports::findDejaVuFonts(), request.paper, request.output);
}

void addBnbQrsPages(reports::PdfDocument& document, reports::Paper paper) {
    reports::addBnbQrs(document, qrsData(), paper);
}

}  // namespace

RuleSystem bnbSystem() {
    return {"bullets-and-bolsheviks",
            "Bullets & Bolsheviks",
            "hex tactical battles of stands with d6 fire, close assault, morale and cohesion, "
            "and leaders' command points",
            {"bullets-and-bolsheviks.xml"},
            "bnb",
            "Bullets & Bolsheviks look-ups with typed or seeded dice, exact odds",
            printBnbQrs,
            bnbOddsForms,
            addBnbQrsPages,
            bnbLinkedBattle()};
}

}  // namespace tachanka::core
