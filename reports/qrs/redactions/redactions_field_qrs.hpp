#pragma once
// The Red Actions! field rules on the quick-reference sheet (red-actions-field.xml): terrain
// movement, marching and officers' moves, visibility, weather, vehicles, trains, buildings on
// fire, barbed wire, digging in and ambushes.

#include "reports/layout/page_flow.hpp"
#include "reports/qrs/qrs.hpp"

namespace tachanka::reports {

void writeFieldRules(PageFlow& flow, const rules::redactions::FieldTables& field);

}  // namespace tachanka::reports
