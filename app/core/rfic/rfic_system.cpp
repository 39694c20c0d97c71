#include "app/core/rfic/rfic_system.hpp"

#include "app/core/printing/print_qrs.hpp"
#include "app/core/rfic/rfic_lookups.hpp"
#include "reports/pdf/fonts.hpp"
#include "reports/qrs/rfic/rfic_qrs.hpp"

namespace tachanka::core {
namespace {

reports::RficQrsData qrsData() {
    return {loadRficTables(), rulesSourceOf("red-flags-iron-crosses.xml")};
}

void printRficQrs(const PrintRequest& request) {
    reports::writeRficQrs(qrsData(), reports::findDejaVuFonts(), request.paper, request.output);
}

void addRficQrsPages(reports::PdfDocument& document, reports::Paper paper) {
    reports::addRficQrs(document, qrsData(), paper);
}

}  // namespace

RuleSystem rficSystem() {
    return {"red-flags-iron-crosses",
            "Red Flags & Iron Crosses",
            "fast-play Second World War hex battles driven by playing cards: activation by the "
            "card dealt, cover, damage and cohesion by the card turned over, aircraft on Jokers",
            {"red-flags-iron-crosses.xml"},
            "rfic",
            "Red Flags & Iron Crosses look-ups with typed or shuffled cards and dice, odds that "
            "know the deck",
            printRficQrs,
            rficOddsForms,
            addRficQrsPages,
            rficLinkedBattle()};
}

}  // namespace tachanka::core
