#pragma once
// The Bullets & Bolsheviks quick-reference sheet (bullets-and-bolsheviks.xml): the turn
// sequence and movement, fire and artillery, close assault, morale and leadership.

#include "reports/layout/page_flow.hpp"
#include "reports/qrs/qrs.hpp"
#include "reports/qrs/qrs_sheet.hpp"
#include "rules/bnb/bnb_tables.hpp"

namespace tachanka::reports {

struct BnbQrsData {
    rules::bnb::BnbTables tables;
    RulesSource source;  // bullets-and-bolsheviks.xml
};

// A4 (or the paper asked for) landscape; the readings the text leaves open are in the notes,
// and the provisional entries are named at the foot of every page.
void writeBnbQrs(const BnbQrsData& data, const FontSet& fonts, Paper paper,
                 const std::filesystem::path& output);
// The same pages added to another document (a battle pack).
void addBnbQrs(PdfDocument& document, const BnbQrsData& data, Paper paper);

// The turn sequence, the movement table and its notes, stacking.
void writeBnbMovement(PageFlow& flow, const BnbQrsData& data);
// Small arms, artillery and the damage tables.
void writeBnbFire(PageFlow& flow, const BnbQrsData& data);
// Close assault with its losses table and armoured overrun, a panel of the last section.
qrs::Panel bnbAssaultPanel(const rules::bnb::CloseAssault& assault);
// Morale occasions and cohesion; then close assault, leadership, leader casualties and the
// miscellaneous rules.
void writeBnbMorale(PageFlow& flow, const BnbQrsData& data);

}  // namespace tachanka::reports
