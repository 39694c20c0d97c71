#include "app/core/actions/actions_system.hpp"

#include "app/core/actions/actions_lookups.hpp"
#include "app/core/printing/print_qrs.hpp"
#include "reports/pdf/fonts.hpp"
#include "reports/qrs/actions/actions_qrs.hpp"

namespace tachanka::core {
namespace {

void printActionsQrs(const PrintRequest& request) {
    const reports::ActionsQrsData data{loadActionsTables(), rulesSourceOf("actions-table.xml")};
    reports::writeActionsQrs(data, reports::findDejaVuFonts(), request.paper, request.output);
}

}  // namespace

RuleSystem actionsTableSystem() {
    return {"actions-table",
            "Actions Table",
            "skirmishes figure by figure: what uncommanded troops do by their risk factor, "
            "shooting, damage and the activation of figures",
            {"actions-table.xml"},
            "actions",
            "Actions Table orders, risk factors, to-hit, damage, activation, exact odds",
            printActionsQrs,
            actionsTableOddsForms};
}

}  // namespace tachanka::core
