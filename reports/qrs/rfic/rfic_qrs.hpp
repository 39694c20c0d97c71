#pragma once
// Red Flags & Iron Crosses's quick-reference sheet (red-flags-iron-crosses.xml): the turn and
// its cards, movement, fire, what a turned-over card does, cohesion, close assault, aircraft,
// anti-aircraft artillery and minefields, with the suits as glyphs (♥ ♣ ♦ ♠).

#include <filesystem>

#include "reports/layout/page_flow.hpp"
#include "reports/pdf/pdf_document.hpp"
#include "reports/qrs/qrs.hpp"
#include "rules/rfic/rfic_tables.hpp"

namespace tachanka::reports {

struct RficQrsData {
    rules::rfic::RficTables tables;
    RulesSource source;  // red-flags-iron-crosses.xml
};

// Landscape pages; the provisional aircraft row shaded, with its notice and in the footer.
void writeRficQrs(const RficQrsData& data, const FontSet& fonts, Paper paper,
                  const std::filesystem::path& output);
// The same pages added to another document (a battle pack).
void addRficQrs(PdfDocument& document, const RficQrsData& data, Paper paper);

// The aircraft, anti-aircraft and minefield section (rfic_air_qrs.cpp).
void writeRficAir(PageFlow& flow, const RficQrsData& data);

}  // namespace tachanka::reports
