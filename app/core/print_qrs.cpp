#include "app/core/print_qrs.hpp"

#include <string>

#include "app/core/paths.hpp"
#include "app/core/user_error.hpp"
#include "reports/qrs/qrs.hpp"
#include "rules/orel/orel_tables.hpp"
#include "rules/redactions/field/field_tables.hpp"
#include "rules/redactions/table_file.hpp"

namespace tachanka::core {
namespace {

// The file in use and where the user's own copy of it goes.
reports::RulesSource sourceOf(std::string_view fileName) {
    return {rulesFile(fileName), userDataFolder() / "templates" / "rules" / fileName};
}

void printRedActions(const PrintRequest& request) {
    const auto tables = sourceOf("red-actions.xml");
    const auto field = sourceOf("red-actions-field.xml");
    const reports::RedActionsQrsData data{rules::redactions::loadRedActionsTables(tables.file),
                                          tables,
                                          rules::redactions::loadFieldTables(field.file), field};
    reports::writeRedActionsQrs(data, reports::findDejaVuFonts(), request.paper, request.output);
}

void printOrel(const PrintRequest& request) {
    const auto source = sourceOf("orel-1919.xml");
    const reports::OrelQrsData data{rules::orel::loadOrelTables(source.file), source};
    reports::writeOrelQrs(data, reports::findDejaVuFonts(), request.paper, request.output);
}

constexpr QrsSystem systems[] = {
    {"red-actions", "Red Actions!", printRedActions},
    {"orel-1919", "Orel 1919", printOrel},
};

}  // namespace

std::span<const QrsSystem> qrsSystems() { return systems; }

void printQrs(const PrintRequest& request) {
    const std::string_view wanted = request.system ? *request.system : systems[0].id;
    for (const auto& system : systems) {
        if (system.id == wanted) return system.print(request);
    }
    std::string ids;
    for (const auto& system : systems) ids += (ids.empty() ? "" : ", ") + std::string(system.id);
    throw UserError("print qrs: unknown rule system '" + std::string(wanted) + "' (systems: " +
                    ids + ")");
}

}  // namespace tachanka::core
