#include "app/core/rfic/rfic_system.hpp"

#include "app/core/printing/print_qrs.hpp"
#include "app/core/rfic/rfic_lookups.hpp"
#include "reports/pdf/fonts.hpp"
#include "reports/qrs/rfic/rfic_qrs.hpp"

namespace tachanka::core {
namespace {

void printRficQrs(const PrintRequest& request) {
    const reports::RficQrsData data{loadRficTables(), rulesSourceOf("red-flags-iron-crosses.xml")};
    reports::writeRficQrs(data, reports::findDejaVuFonts(), request.paper, request.output);
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
            rficOddsForms};
}

}  // namespace tachanka::core
