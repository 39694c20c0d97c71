#pragma once
// Unit cards to print and cut: as many cards as fit on each page of A4 or US Letter, with
// crop marks, and the provisional-values notice on the first page when the values need one.

#include <filesystem>
#include <string>
#include <vector>

#include "reports/cards/unit_card.hpp"
#include "reports/layout/page_flow.hpp"
#include "reports/pdf/pdf_document.hpp"

namespace tachanka::reports {

struct UnitCardsWritten {
    int pages = 0;
    float smallestFontSize = 0;  // of any text on any card
    std::vector<std::string> incompleteCards;  // cards on which something did not fit
};

// The cards set down `flow` from its cursor, after the sheet's notice (a document of more
// than cards: a battle pack).
UnitCardsWritten setUnitCards(PageFlow& flow, const UnitCardSheet& sheet);

UnitCardsWritten writeUnitCards(const UnitCardSheet& sheet, const FontSet& fonts, Paper paper,
                                const std::filesystem::path& output);

}  // namespace tachanka::reports
