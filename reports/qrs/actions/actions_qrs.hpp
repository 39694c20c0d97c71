#pragma once
// The Actions Table's quick-reference sheet (actions-table.xml): both order tables, the risk
// factors, the play sequence, movement, shooting, to-hit, damage, activation, the weapons and the
// (provisional) hand-over from a Red Actions! battle.

#include <filesystem>

#include "reports/pdf/pdf_document.hpp"
#include "reports/qrs/qrs.hpp"
#include "rules/actions/actions_tables.hpp"

namespace tachanka::reports {

struct ActionsQrsData {
    rules::actions::ActionsTables tables;
    RulesSource source;  // actions-table.xml
};

// Landscape pages, the order tables across the whole width.
void writeActionsQrs(const ActionsQrsData& data, const FontSet& fonts, Paper paper,
                     const std::filesystem::path& output);

}  // namespace tachanka::reports
